import Observation
import PanelsTestSupport
import Testing

@testable import Panels

/// Rows an app replaces, for the feedback store's pruning.
@Observable
final class ShiftingRows {
    var first = 0
}

/// A control's look follows the pointer: hovering or pressing it resolves the tree again
/// only when its content read the flag that changed; a look that follows the feedback
/// (`.color(following:normal:hovered:pressed:)`) is redrawn at the next frame without
/// resolving, and every control shows the colors its pointer state asks for.
@Suite("Press feedback")
struct PressFeedbackTests {
    /// How a generated control's content uses its feedback.
    enum Look: CaseIterable {
        /// `.color(following:)`: reads no flag.
        case follows
        /// Pressed, else hovered, else at rest, chosen when it resolves: reads `isPressed`,
        /// and `isHovered` when not pressed.
        case reads
        /// Pressed or at rest, chosen when it resolves: reads `isPressed` only.
        case readsPressed
        /// Follows the feedback's color, and is wider while pressed: reads `isPressed`.
        case followsAndGrows
        /// Ignores the feedback.
        case ignores
        /// Compares the feedback with one at rest: reads both flags.
        case compares
    }

    struct Control {
        let look: Look
        let enabled: Bool
    }

    static let normal = RGBA(hex: 0x808080), hovered = RGBA(hex: 0x4060A0), pressed = RGBA(hex: 0xA02040)
    static let size = Size(width: 400, height: 100)

    static func stage(_ controls: [Control]) -> Stage {
        Stage(measurer: NoTextMeasurer()) {
            Row(spacing: 10) {
                for index in controls.indices {
                    Pressable(enabled: controls[index].enabled, action: {}) { feedback in
                        LookedSwatch(look: controls[index].look, feedback: feedback)
                    }
                    .id("c\(index)")
                }
                Gap()
            }
            .padding(10)
        }
    }

    /// The color a control shows, and the flags its content reads, for the pointer's state.
    static func expected(_ control: Control, pressed: Bool, hovered: Bool) -> (RGBA, hover: Bool, press: Bool) {
        let pressed = control.enabled && pressed, hovered = control.enabled && hovered
        let shown = pressed ? Self.pressed : hovered ? Self.hovered : normal
        switch control.look {
        case .follows: return (shown, false, false)
        case .reads: return (shown, !pressed, true)
        case .readsPressed: return (pressed ? Self.pressed : normal, false, true)
        case .followsAndGrows: return (shown, false, true)
        case .ignores: return (normal, false, false)
        case .compares: return (shown, true, true)
        }
    }

    @Test("Hover and press resolve only controls whose content read the flag; every control shows its state")
    func feedbackResolvesOnlyWhatReadsIt() {
        PropertyTest.check("press feedback", cases: 1_000) { g in
            let controls = (0 ..< g.int(1 ... 5)).map { _ in
                Control(look: g.element(of: Look.allCases), enabled: g.int(0 ... 5) > 0)
            }
            let stage = Self.stage(controls)
            var time = 0.0
            _ = stage.frame(size: Self.size, scale: 1, at: time)
            let centers = controls.indices.map { index -> Point in
                let frame = stage.presentedFrame(id: "c\(index)")!
                return Point(x: frame.midX, y: frame.midY)
            }
            // The model: the control under the pointer and the one held down, and what
            // each content read when the tree last resolved.
            var over: Int?, held: Int?
            var reads = controls.map { Self.expected($0, pressed: false, hovered: false) }
            var log: [String] = []
            var shown = controls.map { _ in Self.normal }
            for _ in 0 ..< g.int(4 ... 16) {
                let target = g.int(-1 ... controls.count - 1)
                let point = target < 0 ? Point(x: 395, y: 95) : centers[target]
                let under = target < 0 ? nil : target
                var changed: [(index: Int, hover: Bool)] = []
                // The pointer moves to `point`: the enabled control there is hovered.
                func move() -> Int? {
                    _ = stage.handle(.pointerMove(PointerEvent(location: point, button: .none)), at: time)
                    let newOver = under.flatMap { controls[$0].enabled ? $0 : nil }
                    if newOver != over {
                        for index in [over, newOver].compactMap({ $0 }) { changed.append((index, true)) }
                        over = newOver
                    }
                    return newOver
                }
                switch g.int(0 ... 3) {
                case 0, 1:
                    log.append("move to \(under.map(String.init) ?? "nothing")")
                    _ = move()
                case 2 where held == nil:
                    log.append("press on \(under.map(String.init) ?? "nothing")")
                    let newOver = move()
                    _ = stage.handle(.pointerDown(PointerEvent(location: point)), at: time)
                    if let newOver {
                        held = newOver
                        changed.append((newOver, false))
                    }
                default:
                    log.append("release at \(under.map(String.init) ?? "nothing")")
                    _ = stage.handle(.pointerUp(PointerEvent(location: point)), at: time)
                    if let released = held {
                        changed.append((released, false))
                        held = nil
                    }
                }
                let resolves = stage.resolveCount
                let mustResolve = changed.contains {
                    reads[$0.index].hover && $0.hover || reads[$0.index].press && !$0.hover
                }
                // A look that follows the feedback and now shows another color is redrawn.
                let follows = changed.contains { change in
                    let control = controls[change.index]
                    let now = Self.expected(control, pressed: held == change.index, hovered: over == change.index).0
                    return [.follows, .followsAndGrows].contains(control.look) && now != shown[change.index]
                }
                if (mustResolve || follows) && !stage.needsFrame(at: time + 0.1) {
                    return "\(log): no frame asked for after a feedback change (\(controls))"
                }
                time += 0.1
                _ = stage.frame(size: Self.size, scale: 1, at: time)
                let resolved = stage.resolveCount > resolves
                if resolved != mustResolve {
                    return "\(log): resolved \(resolved), expected \(mustResolve) (\(controls))"
                }
                for (index, control) in controls.enumerated() {
                    let want = Self.expected(control, pressed: held == index, hovered: over == index)
                    if resolved { reads[index] = want }
                    let color = stage.presentedColor(id: "c\(index)", at: time)
                    if color != want.0 {
                        return "\(log): control \(index) (\(control)) shows \(String(describing: color)), not \(want.0)"
                    }
                    shown[index] = want.0
                }
            }
            return nil
        }
    }
}

extension PressFeedbackTests {
    @Test("The stage forgets the feedback of controls no longer shown")
    func feedbackOfControlsGoneIsForgotten() {
        let rows = ShiftingRows()
        let stage = Stage(measurer: NoTextMeasurer()) {
            Column {
                Each(Array(rows.first ..< rows.first + 5), id: \.self) { row in
                    Pressable(action: {}) { feedback in
                        Swatch(PressFeedbackTests.normal).color(
                            following: feedback, normal: PressFeedbackTests.normal,
                            hovered: PressFeedbackTests.hovered, pressed: PressFeedbackTests.pressed
                        )
                        .frame(width: 40, height: 10)
                    }
                }
            }
        }
        var most = 0
        for step in 0 ..< 50 {
            rows.first = step * 5
            _ = stage.frame(size: Self.size, scale: 1, at: Double(step))
            most = max(most, stage.input.pointerState.feedbacks?.count ?? 0)
        }
        // This pass's controls and the last one's, at most.
        #expect(stage.resolveCount >= 50)
        #expect(most <= 10, "kept \(most) controls' feedback for 5 shown")
    }
}

/// A swatch whose color uses its control's feedback as `look` says.
struct LookedSwatch: Panel {
    let look: PressFeedbackTests.Look
    let feedback: PressFeedback

    var body: some Panel {
        let (normal, hovered, pressed) = (
            PressFeedbackTests.normal, PressFeedbackTests.hovered, PressFeedbackTests.pressed
        )
        switch look {
        case .follows:
            Swatch(normal).color(following: feedback, normal: normal, hovered: hovered, pressed: pressed)
                .frame(width: 40, height: 30)
        case .reads:
            Swatch(feedback.isPressed ? pressed : feedback.isHovered ? hovered : normal).frame(width: 40, height: 30)
        case .readsPressed:
            Swatch(feedback.isPressed ? pressed : normal).frame(width: 40, height: 30)
        case .followsAndGrows:
            Swatch(normal).color(following: feedback, normal: normal, hovered: hovered, pressed: pressed)
                .frame(width: feedback.isPressed ? 44 : 40, height: 30)
        case .ignores:
            Swatch(normal).frame(width: 40, height: 30)
        case .compares:
            Swatch(feedback == PressFeedback() ? normal : feedback.isPressed ? pressed : hovered)
                .frame(width: 40, height: 30)
        }
    }
}
