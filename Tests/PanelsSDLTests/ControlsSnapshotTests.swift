import Foundation
import Panels
import PanelsSDL
import PanelsSamples
import PanelsSnapshotTesting
import SnapshotTesting
import Testing

/// Every control in every state, drawn: the controls scene in light, dark and high
/// contrast, Arabic (right to left) and the en-XA pseudo-locale, each audited (WCAG AA
/// contrast from the pixels, 44 pt targets, labels, keyboard reach); a form focused by
/// Tab (one ring), hovered and pressed; the switch's knob sliding.
///
/// Re-record after an intended change with
/// `SNAPSHOT_TESTING_RECORD=failed swift test --filter ControlsSnapshotTests` and look.
@Suite("Controls snapshots", .serialized)
struct ControlsSnapshotTests {
    static let size = Size(width: 760, height: 620)

    static let highContrast = ContextVariant("high-contrast") { $0.increasedContrast = true }

    @Test func everyControlInEveryAppearanceAndLocale() {
        let matrix =
            ContextVariant.appearances([.light, .dark])
            + ContextVariant.combinations(ContextVariant.appearances([.light, .dark]), [Self.highContrast])
            + [
                ContextVariant("ar") {
                    $0.locale = Locale(identifier: "ar"); $0.layoutDirection = .rightToLeft
                }
            ]
            + ContextVariant.locales(["en-XA"])
        assertSnapshots(of: ControlsScene(), matrix: matrix) { context in
            .image(size: Self.size, scale: 1, context: context, auditing: true)
        }
    }

    /// A small form on a stage, so the pointer and focus can be put on it.
    static func stage(_ model: ControlsModel) -> Stage {
        let stage = Stage(measurer: SDLTextMeasurer.shared(scale: 2)) {
            Column(alignment: .leading, spacing: 14) {
                Switch("Wi-Fi", isOn: Ref(model, \.wifi)).id("switch")
                Checkbox("Send me updates", state: Ref(model, \.updates)).id("checkbox")
                ValueSlider("Volume", value: Ref(model, \.volume)).id("slider")
                SegmentedChoice(selection: Ref(model, \.period), options: ControlsModel.Period.allCases) {
                    Caption($0.rawValue.capitalized)
                }
                .id("segments")
                Row(spacing: 12) {
                    Pressable("Book", style: .prominent) {}.id("book")
                    Pressable("Save", style: .bordered) {}.id("save")
                    Pressable("Terms", style: .link) {}.id("terms")
                }
            }
            .padding(20)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
            .background(named: "secondaryBackground")
        }
        stage.context.caretBlinks = false
        return stage
    }

    static let formSize = Size(width: 360, height: 330)

    /// Tab to each control in turn: the ring is drawn once, around the control.
    @Test func focusedByTab() {
        let stage = Self.stage(ControlsModel())
        _ = stage.frame(size: Self.formSize, scale: 2, at: 0)
        let ids = ["switch", "checkbox", "slider", "segments", "book"]
        for (index, id) in ids.enumerated() {
            stage.keyDown(.tab)
            #expect(stage.focusedID == id)
            let commands = stage.frame(size: Self.formSize, scale: 2, at: Double(index) + 1).commands
            let rings = commands.filter {
                if case .stroke(_, _, _, let color) = $0 { return color == RGBA(hex: 0x0A84FF) }
                return false
            }
            #expect(rings.count == 1, "\(id): \(rings.count) rings")
            if index == 0 || index == 2 || index == 4 {
                assertSnapshot(
                    of: stage, as: .image(size: Self.formSize, at: Double(index) + 1), named: "focused-\(id)")
            }
        }
    }

    /// The pointer over a control, then held down on it.
    @Test(arguments: ["switch", "checkbox", "segments", "book", "save", "terms"])
    func hoveredAndPressed(_ id: String) throws {
        let stage = Self.stage(ControlsModel())
        _ = stage.frame(size: Self.formSize, scale: 2, at: 0)
        let frame = try #require(stage.presentedFrame(id: id))
        let point = Point(x: id == "segments" ? frame.maxX - 30 : frame.maxX - 8, y: frame.midY)
        stage.handle(.pointerMove(PointerEvent(location: point)), at: 0.1)
        assertSnapshot(of: stage, as: .image(size: Self.formSize, at: 0.2), named: "\(id)-hovered")
        stage.handle(.pointerDown(PointerEvent(location: point)), at: 0.3)
        assertSnapshot(of: stage, as: .image(size: Self.formSize, at: 0.4), named: "\(id)-pressed")
    }

    /// The switch toggled at t = 0.1: its knob slides and the track fills over the next
    /// frames; with reduce motion it is there at once.
    @Test func switchKnobSlides() throws {
        let model = ControlsModel()
        model.wifi = false
        let stage = Self.stage(model)
        _ = stage.frame(size: Self.formSize, scale: 2, at: 0)
        let frame = try #require(stage.presentedFrame(id: "switch"))
        stage.handle(.pointerDown(PointerEvent(location: Point(x: frame.maxX - 10, y: frame.midY))), at: 0.1)
        stage.handle(.pointerUp(PointerEvent(location: Point(x: frame.maxX - 10, y: frame.midY))), at: 0.1)
        #expect(model.wifi)
        assertSnapshot(
            of: stage, as: .filmstrip(size: Size(width: 360, height: 80), times: [0.1, 0.15, 0.2, 0.3, 0.6]),
            named: "knob")
    }
}
