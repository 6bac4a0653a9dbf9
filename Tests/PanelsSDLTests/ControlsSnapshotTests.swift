import Foundation
import Panels
import PanelsAssetFiles
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
    static let size = Size(width: 760, height: 800)

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
    /// frames; with reduce motion it is there at once (the track's color cross-fades).
    @Test(arguments: [false, true])
    func switchKnobSlides(reduceMotion: Bool) throws {
        let model = ControlsModel()
        model.wifi = false
        let stage = Self.stage(model)
        stage.context.reduceMotion = reduceMotion
        _ = stage.frame(size: Self.formSize, scale: 2, at: 0)
        let frame = try #require(stage.presentedFrame(id: "switch"))
        stage.handle(.pointerDown(PointerEvent(location: Point(x: frame.maxX - 10, y: frame.midY))), at: 0.1)
        stage.handle(.pointerUp(PointerEvent(location: Point(x: frame.maxX - 10, y: frame.midY))), at: 0.1)
        #expect(model.wifi)
        assertSnapshot(
            of: stage, as: .filmstrip(size: Self.formSize, scale: 1, times: [0.1, 0.15, 0.2, 0.3, 0.6]),
            named: reduceMotion ? "knob-reduced-motion" : "knob")
    }

    // MARK: Every control in every state, in every appearance and locale

    /// The states of the state sheet's columns.
    enum CellState: String, CaseIterable {
        case normal, hovered, pressed, focused, disabled
    }

    /// One control of the state sheet, labelled from the `Controls` table.
    static func control(_ row: Int, enabled: Bool, model: ControlsModel) -> AnyPanel {
        func text(_ key: String) -> Caption { Caption(key: "controls.\(key)", table: "Controls") }
        switch row {
        case 0: return AnyPanel(Switch(text("wifi"), isOn: Ref(model, \.wifi), enabled: enabled))
        case 1: return AnyPanel(Checkbox(text("allFiles"), state: Ref(model, \.allFiles), enabled: enabled))
        case 2: return AnyPanel(ValueSlider(text("volume"), value: Ref(model, \.volume), enabled: enabled))
        case 3:
            return AnyPanel(ValueStepper(text("guests"), value: Ref(model, \.guests), in: 1 ... 8, enabled: enabled))
        case 4:
            return AnyPanel(
                SegmentedChoice(
                    selection: Ref(model, \.period), options: ControlsModel.Period.allCases, enabled: enabled
                ) {
                    text($0.rawValue)
                })
        case 5:
            return AnyPanel(
                PopUpChoice(
                    text("repeat"), selection: Ref(model, \.repeats), options: ControlsModel.Repeat.allCases,
                    state: model.repeatChoice, enabled: enabled
                ) { text($0.rawValue) })
        case 6: return AnyPanel(Pressable(text("book"), style: .prominent, enabled: enabled) {})
        case 7: return AnyPanel(Pressable(text("save"), style: .bordered, enabled: enabled) {})
        default: return AnyPanel(Pressable(text("terms"), style: .link, enabled: enabled) {})
        }
    }

    static let cell = Size(width: 230, height: 76)
    static let rows = 9

    /// One cell: a control on its own stage, put in `state` the way a person would
    /// (the pointer over it, held down on it, Tab to it), drawn at scale 1.
    static func render(row: Int, state: CellState, context: PanelContext) throws -> PixelImage {
        let model = ControlsModel()
        let stage = Stage(measurer: SDLTextMeasurer.shared(scale: 1)) {
            ControlsSnapshotTests.control(row, enabled: state != .disabled, model: model)
                .id("control")
                .padding(14)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
                .background(named: "secondaryBackground")
        }
        stage.context = context
        _ = stage.frame(size: cell, scale: 1, at: 0)
        let frame = try #require(stage.presentedFrame(id: "control"))
        let target = Point(x: frame.midX, y: frame.midY)
        switch state {
        case .hovered: stage.handle(.pointerMove(PointerEvent(location: target)), at: 0.1)
        case .pressed: stage.handle(.pointerDown(PointerEvent(location: target)), at: 0.1)
        case .focused: stage.keyDown(.tab)
        case .normal, .disabled: break
        }
        return try OffscreenRenderer.render(stage.frame(size: cell, scale: 1, at: 1))
    }

    /// A grid of cells: one row per control, one column per state.
    static func stateSheet(_ context: PanelContext) throws -> PixelImage {
        let columns = CellState.allCases
        let width = Int(cell.width) * columns.count, height = Int(cell.height) * rows
        var bytes = [UInt8](repeating: 255, count: width * height * 4)
        for row in 0 ..< rows {
            for (column, state) in columns.enumerated() {
                let image = try render(row: row, state: state, context: context)
                for y in 0 ..< image.height {
                    let from = y * image.width * 4
                    let to = ((row * Int(cell.height) + y) * width + column * Int(cell.width)) * 4
                    bytes.replaceSubrange(
                        to ..< to + image.width * 4, with: image.bytes[from ..< from + image.width * 4])
                }
            }
        }
        return PixelImage(width: width, height: height, bytes: bytes)
    }

    /// Every control (rows) in every state (columns: normal, hovered, pressed, focused,
    /// disabled), one sheet per appearance and locale.
    @Test(arguments: ["light", "dark", "light-high-contrast", "dark-high-contrast", "ar", "en-XA"])
    func everyControlInEveryState(_ variant: String) throws {
        var context = PanelContext()
        context.caretBlinks = false
        if let folder = ControlsScene.assetsFolder { context.assets = AssetCatalog.load(from: folder) }
        context.appearance = variant.hasPrefix("dark") ? .dark : .light
        context.increasedContrast = variant.hasSuffix("high-contrast")
        if variant == "ar" || variant == "en-XA" { context.locale = Locale(identifier: variant) }
        if variant == "ar" { context.layoutDirection = .rightToLeft }
        assertSnapshot(of: try Self.stateSheet(context), as: .image(), named: variant)
    }
}
