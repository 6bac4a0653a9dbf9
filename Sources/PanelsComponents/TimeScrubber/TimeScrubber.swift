import Foundation
import Panels

/// A label that becomes a scrubbing track under the finger — the article's label
/// scrubber: "2:17 / 4:05" on a player, or "Starts after 7:30 PM" filtering a list.
///
/// Contract:
/// - **Value.** `value` is read and written through the `Ref`, held to `range` and,
///   with a `step`, to whole steps from the range's start. At rest the caption shows
///   `caption(value)`; the default caption (`init(value:duration:…)`) is "m:ss / m:ss"
///   of value and duration (digits not substituted: times read as on a player).
/// - **Press.** A press anywhere on it shows the track at once (no tap) and sets the
///   value to the pressed fraction of its width (from the leading edge: the right in
///   right-to-left); the thumb moves there from the value's old place over
///   `thumbMotion` (0.2 s ease-out; at once with reduce motion). Dragging moves the
///   value and the thumb with the pointer; the caption text follows the value.
/// - **Return.** `returnDelay` (0.7 s) after a release — `stillReturnDelay` (1.2 s)
///   when the press did not move — the caption comes back with a `crossfade` (0.3 s,
///   linear) of the caption's and the track's colors. A new press shows the track.
/// - **Target.** `height` (default 44 pt) is both what is drawn around the caption
///   and the hit target: give it a width of 44 pt or more.
/// - **Keyboard and assistive technologies.** It takes focus (Tab); focused, Right
///   and Left step the value by `step`, or a twentieth of the range (at least 1) when
///   there is none (mirrored in right-to-left). To a screen reader it is an
///   `adjustable` labelled `label` (default "Time", in the context's language) whose
///   value is the caption's text ("2:17 of 4:05" for the default), stepped the same
///   way.
/// - Ids: `scrubber` (the whole), `scrubber.caption`, `scrubber.track`,
///   `scrubber.fill`, `scrubber.thumb`.
public struct TimeScrubber: Panel {
    let value: Ref<Double>
    let lower: Double
    let upper: Double
    let step: Double
    let state: TimeScrubberState
    let height: Double
    let label: AccessibilityText
    let caption: (Double) -> Caption
    let spoken: (Double) -> AccessibilityText

    /// Seconds from a release after a drag until the caption starts to come back.
    public static let returnDelay = 0.7
    /// Seconds from a release after a press that did not move until the caption comes back.
    public static let stillReturnDelay = 1.2
    /// Seconds the caption and the track take to cross-fade back.
    public static let crossfade = 0.3
    /// How the thumb moves to a pressed point.
    public static let thumbMotion = Motion.easeOut(0.2)

    /// A player's time: "m:ss / m:ss" of `value` seconds of `duration` (default 245; not
    /// finite or not positive: 1), read as "2:17 of 4:05". `height` below 16 pt or not
    /// finite is 44.
    public init(value: Ref<Double>, duration: Double = 245, state: TimeScrubberState, height: Double = 44) {
        let duration = duration.isFinite && duration > 0 ? duration : 1
        self.init(
            value: value, in: 0 ... duration, state: state, height: height,
            caption: { Caption(TimeScrubber.caption($0, of: duration)) },
            spoken: {
                AccessibilityText(
                    Caption(
                        toolkit: .timeOf, arguments: .text(TimeScrubber.clock($0)),
                        .text(TimeScrubber.clock(duration))))
            })
    }

    /// A scrubber over `range` (bounds not finite count as 0; an empty range as 0…1)
    /// moving in whole `step`s from its start (0 or not finite: any value), showing
    /// `caption(value)` at rest — a localized `Caption`, which is also what a screen
    /// reader reads as its value. `label` names it for assistive technologies.
    public init(
        value: Ref<Double>, in range: ClosedRange<Double>, step: Double = 0, state: TimeScrubberState,
        label: AccessibilityText = AccessibilityText(toolkit: .time), height: Double = 44,
        caption: @escaping (Double) -> Caption
    ) {
        self.init(
            value: value, in: range, step: step, state: state, label: label, height: height, caption: caption,
            spoken: { AccessibilityText(caption($0)) })
    }

    init(
        value: Ref<Double>, in range: ClosedRange<Double>, step: Double = 0, state: TimeScrubberState,
        label: AccessibilityText = AccessibilityText(toolkit: .time), height: Double,
        caption: @escaping (Double) -> Caption,
        spoken: @escaping (Double) -> AccessibilityText
    ) {
        let lower = range.lowerBound.isFinite ? range.lowerBound : 0
        let upper = range.upperBound.isFinite ? range.upperBound : 0
        self.value = value
        self.lower = lower
        self.upper = upper > lower ? upper : lower + 1
        self.step = step.isFinite && step > 0 ? step : 0
        self.state = state
        self.height = height.isFinite && height >= 16 ? min(height, 400) : 44
        self.label = label
        self.caption = caption
        self.spoken = spoken
    }

    /// "m:ss" of `seconds` (rounded down, never negative).
    public static func clock(_ seconds: Double) -> String {
        let s = seconds.isFinite ? max(0, Int(min(seconds, 1e12).rounded(.down))) : 0
        return "\(s / 60):" + (s % 60 < 10 ? "0" : "") + "\(s % 60)"
    }

    /// The caption for `value` of `duration` seconds.
    public static func caption(_ value: Double, of duration: Double) -> String {
        clock(value) + " / " + clock(duration)
    }

    /// `raw` held to the range and, with a step, to the nearest whole step from its start.
    func held(_ raw: Double) -> Double {
        guard raw.isFinite else { return lower }
        var v = min(max(raw, lower), upper)
        if step > 0 { v = min(lower + ((v - lower) / step).rounded() * step, upper) }
        return v
    }

    public var body: some Panel {
        let state = state
        let value = value
        let scrubbing = state.isScrubbing
        let current = held(value.value)
        let span = upper - lower
        let fraction = (current - lower) / span
        let height = height
        let scrubber = self
        ContextReader { context in
            let dark = context.appearance == .dark
            let rtl = context.layoutDirection == .rightToLeft
            let reduceMotion = context.reduceMotion
            let label = dark ? RGBA(hex: 0xFFFFFF) : RGBA(hex: 0x1C1C1E)
            let trackColor = dark ? RGBA(hex: 0x48484A) : RGBA(hex: 0xD1D1D6)
            let accent = dark ? RGBA(hex: 0x0A84FF) : RGBA(hex: 0x007AFF)
            Measured { size in
                let width = max(1, size.width)
                let thumb = 16.0
                let sign: Double = rtl ? -1 : 1
                Layers(alignment: .topLeading) {
                    scrubber.caption(current)
                        .textStyle(.headline).lineLimit(1)
                        .foreground(scrubbing ? label.withOpacity(0) : label)
                        .frame(width: width, height: height)
                        .id("scrubber.caption")
                    // The track, and the fill up to the thumb: the fill is the whole
                    // track's width, drawn moved back so it ends at the thumb, clipped to
                    // the track (it follows the thumb at each frame, without layout).
                    Layers(alignment: .topLeading) {
                        Swatch(scrubbing ? trackColor : trackColor.withOpacity(0))
                            .frame(width: width, height: 4)
                            .id("scrubber.track")
                        Swatch(scrubbing ? accent : accent.withOpacity(0))
                            .frame(width: width, height: 4)
                            .id("scrubber.fill")
                            .offset(following: state.thumb) { f in Point(x: sign * (f - 1) * width, y: 0) }
                    }
                    .clipped(cornerRadius: 2)
                    .offset(y: (height - 4) / 2)
                    // Layers place at the leading edge (the right in right-to-left);
                    // offsets are physical, so the thumb's is mirrored here.
                    Disc().fill(scrubbing ? accent : accent.withOpacity(0))
                        .frame(width: thumb, height: thumb)
                        .id("scrubber.thumb")
                        .offset(following: state.thumb) { f in
                            Point(x: sign * (f * width - thumb / 2), y: (height - thumb) / 2)
                        }
                }
                .frame(width: width, height: height, alignment: .topLeading)
            }
            .frame(minWidth: 0, maxWidth: .infinity, minHeight: height, maxHeight: height)
            .onPointerDrag(axes: .horizontal, minimumDistance: 0) { drag in
                let frame = drag.frame
                guard frame.width > 0 else { return }
                var f = (drag.location.x - frame.minX) / frame.width
                if rtl { f = 1 - f }
                let v = scrubber.held(scrubber.lower + min(max(f, 0), 1) * span)
                let shown = (v - scrubber.lower) / span
                switch drag.phase {
                case .began:
                    state.press()
                    if reduceMotion {
                        state.thumb.value = shown
                    } else {
                        state.thumb.animate(from: fraction, to: shown, motion: TimeScrubber.thumbMotion)
                    }
                    value.value = v
                case .changed:
                    state.moved = true
                    state.thumb.value = shown
                    value.value = v
                case .ended, .cancelled:
                    state.release()
                }
            }
            .focusable()
            // Arrows step it only while it has focus (not wherever they go unused).
            .onFocusedKey { key in
                switch key {
                case .right: scrubber.step(by: rtl ? -1 : 1)
                case .left: scrubber.step(by: rtl ? 1 : -1)
                default: return false
                }
                return true
            }
            .hitTarget()  // 44 pt at least, however it is framed
            .accessibility(label: scrubber.label)
            .accessibilityAdjustable(
                value: scrubber.spoken(current),
                increment: { scrubber.step(by: 1) },
                decrement: { scrubber.step(by: -1) }
            )
            .id("scrubber")
        }
    }

    /// Moves the value by `steps` steps (`step`, or a twentieth of the range, at least 1),
    /// within the range: the arrow keys and assistive technologies' increment and decrement.
    func step(by steps: Double) {
        let size = step > 0 ? step : max(1, ((upper - lower) / 20).rounded())
        value.value = held(held(value.value) + steps * size)
    }
}
