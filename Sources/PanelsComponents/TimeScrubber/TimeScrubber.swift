import Foundation
import Panels

/// A time label that becomes a scrubbing track under the finger: "2:17 / 4:05" at
/// rest; pressed, a track whose thumb jumps to the pressed place.
///
/// Contract:
/// - **Value.** `value` (seconds, clamped to 0…`duration`) is read and written
///   through the `Ref`; the caption is "m:ss / m:ss" of value and duration
///   (digits of the context's locale are not substituted: times read as on a player).
/// - **Press.** A press anywhere on it shows the track at once (no tap) with the
///   thumb — and the value — at the pressed fraction of its width (from the leading
///   edge: the right in right-to-left). Dragging moves the value with the pointer;
///   the caption text follows the value.
/// - **Return.** `returnDelay` (0.7 s) after a release — `stillReturnDelay` (1.2 s)
///   when the press did not move — the caption comes back with a `crossfade` (0.2 s,
///   linear) of the caption's and the track's colors. A new press shows the track.
/// - **Keyboard and assistive technologies.** It takes focus (Tab); focused, Right and Left
///   step the value a twentieth of `duration` (at least a second) forward and back
///   (mirrored in right-to-left). To a screen reader it is an `adjustable` labelled
///   "Time" with the value "2:17 of 4:05", stepped the same way.
/// - Ids: `scrubber` (the whole), `scrubber.caption`, `scrubber.track`,
///   `scrubber.fill`, `scrubber.thumb`.
public struct TimeScrubber: Panel {
    let value: Ref<Double>
    let duration: Double
    let state: TimeScrubberState
    let height: Double

    public static let returnDelay = 0.7
    public static let stillReturnDelay = 1.2
    public static let crossfade = 0.2

    public init(value: Ref<Double>, duration: Double = 245, state: TimeScrubberState, height: Double = 28) {
        self.value = value
        self.duration = duration.isFinite && duration > 0 ? duration : 1
        self.state = state
        self.height = height.isFinite && height > 16 ? height : 28
    }

    /// "m:ss" of `seconds` (rounded down, never negative).
    public static func clock(_ seconds: Double) -> String {
        let s = seconds.isFinite ? max(0, Int(seconds.rounded(.down))) : 0
        return "\(s / 60):" + (s % 60 < 10 ? "0" : "") + "\(s % 60)"
    }

    /// The caption for `value` of `duration` seconds.
    public static func caption(_ value: Double, of duration: Double) -> String {
        clock(value) + " / " + clock(duration)
    }

    public var body: some Panel {
        let state = state
        let value = value
        let duration = duration
        let scrubbing = state.isScrubbing
        let current = min(max(value.value, 0), duration)
        let fraction = current / duration
        ContextReader { context in
            let dark = context.appearance == .dark
            let rtl = context.layoutDirection == .rightToLeft
            let label = dark ? RGBA(hex: 0xFFFFFF) : RGBA(hex: 0x1C1C1E)
            let trackColor = dark ? RGBA(hex: 0x48484A) : RGBA(hex: 0xD1D1D6)
            let accent = RGBA(hex: 0x0A84FF)
            Measured { size in
                let width = max(1, size.width)
                let thumb = 16.0
                let x = fraction * width
                Layers(alignment: .topLeading) {
                    // A left-to-right mark keeps "2:17 / 4:05" in reading order in
                    // right-to-left text.
                    Caption((rtl ? "\u{200E}" : "") + Self.caption(current, of: duration))
                        .textStyle(.headline)
                        .foreground(scrubbing ? label.withOpacity(0) : label)
                        .frame(width: width, height: height)
                        .id("scrubber.caption")
                    Swatch(scrubbing ? trackColor : trackColor.withOpacity(0), cornerRadius: 2)
                        .frame(width: width, height: 4)
                        .id("scrubber.track")
                        .offset(y: (height - 4) / 2)
                    // Layers place at the leading edge (the right in right-to-left);
                    // offsets are physical, so the thumb's is mirrored here.
                    Swatch(scrubbing ? accent : accent.withOpacity(0), cornerRadius: 2)
                        .frame(width: x, height: 4)
                        .id("scrubber.fill")
                        .offset(y: (height - 4) / 2)
                    Disc().fill(scrubbing ? accent : accent.withOpacity(0))
                        .frame(width: thumb, height: thumb)
                        .id("scrubber.thumb")
                        .offset(x: (rtl ? -1 : 1) * (x - thumb / 2), y: (height - thumb) / 2)
                }
                .frame(width: width, height: height, alignment: .topLeading)
            }
            .frame(minWidth: 0, maxWidth: .infinity, minHeight: height, maxHeight: height)
            .onPointerDrag(axes: .horizontal, minimumDistance: 0) { drag in
                let frame = drag.frame
                guard frame.width > 0 else { return }
                var f = (drag.location.x - frame.minX) / frame.width
                if rtl { f = 1 - f }
                f = min(max(f, 0), 1)
                switch drag.phase {
                case .began:
                    state.press()
                    value.value = f * duration
                case .changed:
                    state.moved = true
                    value.value = f * duration
                case .ended, .cancelled:
                    state.release()
                }
            }
            .focusable()
            // Arrows step it only while it has focus (not wherever they go unused).
            .onFocusedKey { key in
                switch key {
                case .right: Self.step(value, by: rtl ? -1 : 1, of: duration)
                case .left: Self.step(value, by: rtl ? 1 : -1, of: duration)
                default: return false
                }
                return true
            }
            .hitTarget()  // drawn 28 pt tall
            .accessibility(label: "Time")
            .accessibilityAdjustable(
                value: AccessibilityText(Self.clock(current) + " of " + Self.clock(duration)),
                increment: { Self.step(value, by: 1, of: duration) },
                decrement: { Self.step(value, by: -1, of: duration) }
            )
            .id("scrubber")
        }
    }

    /// Moves `value` by `steps` twentieths of `duration` (at least a second), within
    /// 0 … `duration`: the arrow keys and assistive technologies' increment and decrement.
    static func step(_ value: Ref<Double>, by steps: Double, of duration: Double) {
        let step = max(1, (duration / 20).rounded())
        value.value = min(max(value.value + steps * step, 0), duration)
    }
}
