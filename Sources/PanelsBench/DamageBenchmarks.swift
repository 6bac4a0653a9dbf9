import Foundation
import Panels
import PanelsRaster
import PanelsSDL

/// Frames that cost what changed (group `damage`). A dashboard at 1280×800 pt, 2×
/// (2,560×1,600 px: a title, an entry field, a button, twelve shadowed cards with
/// text), every cache warm (text, shadows; a few frames drawn first). Each figure is
/// one frame as a window draws it: the stage's frame (no resolve or layout: nothing
/// but the clock or the pointer changes; presentation + paint), then the raster and
/// the copy of what is uploaded into an upload buffer of the frame's size (what
/// `SDL_UpdateTexture` copies; the GPU's part is not timed):
/// - `frame.full`: the caret-blink frames drawn whole and copied whole (the
///   in-run baseline: what every frame cost before damage);
/// - `frame.caret-blink`: the focused field's caret turning on and off (0.5 s apart),
///   drawn and copied only where it changed (`FrameDamage`), as % of `frame.full`;
/// - `frame.hover`: the pointer moving onto and off the button (its hover colour,
///   which follows the button's feedback: checked to resolve nothing), as % of
///   `frame.full`;
/// - `frame.spinner`: the same screen with an indeterminate progress bar running
///   (nothing focused), one 60 Hz frame each, as % of `frame.full`.
/// Every damaged frame is checked against a whole drawing of its list once, before
/// timing (byte for byte), and the figures state the damage drawn (px²).
extension BenchmarkGroup {
    static let damage = BenchmarkGroup(name: "damage") { rounds in
        let size = Size(width: 1280, height: 800), scale = 2.0
        let width = 2560, height = 1600
        let upload = UnsafeMutableRawPointer.allocate(byteCount: width * height * 4, alignment: 64)
        defer { upload.deallocate() }
        let whole = PixelRect(x0: 0, y0: 0, x1: width, y1: height)

        // The caret: blinking on, the field focused (Tab), frames 0.5 s apart.
        let caret = DamageScreen(spinner: false, blinks: true)
        _ = caret.stage.frame(size: size, scale: scale, at: 0.5)
        _ = caret.stage.keyDown(.tab)
        guard caret.stage.focusedID == "field" else { throw BenchError("frame.caret-blink: the field has no focus") }
        var caretClock = 1.0
        func caretList() -> DisplayList {
            caretClock += 0.5
            return caret.stage.frame(size: size, scale: scale, at: caretClock)
        }
        // The baseline: the same frames, drawn and copied whole.
        let fullFrame = RasterFrame(width: width, height: height)
        for _ in 0 ..< 4 { fullFrame.draw(caretList()) }
        let fullNs = Stopwatch.median(rounds: rounds * 2) {
            fullFrame.draw(caretList())
            fullFrame.copy([whole], into: upload, pitch: width * 4)
        }

        func damaged(_ name: String, _ next: () -> DisplayList) throws -> (ns: Double, pixels: Int) {
            let frame = RasterFrame(width: width, height: height)
            let check = RasterFrame(width: width, height: height)
            for _ in 0 ..< 4 { _ = frame.drawChanges(next()) }
            // Byte for byte what a whole drawing gives (and never the whole frame).
            for _ in 0 ..< 2 {
                let list = next()
                let (regions, _) = frame.drawChanges(list)
                check.draw(list)
                if regions == [whole] { throw BenchError("\(name): drew the whole frame") }
                if memcmp(frame.pixels, check.pixels, width * height * 4) != 0 {
                    throw BenchError("\(name): the damaged frame differs from a whole drawing")
                }
            }
            var pixels = 0
            let ns = Stopwatch.median(rounds: rounds * 4) {
                let (regions, _) = frame.drawChanges(next())
                frame.copy(regions, into: upload, pitch: width * 4)
                pixels = regions.reduce(0) { $0 + $1.area }
            }
            return (ns, pixels)
        }
        let caretFigure = try damaged("frame.caret-blink", caretList)

        // Hover: the pointer onto the button and off again, a 60 Hz frame each.
        let hover = DamageScreen(spinner: false, blinks: false)
        var hoverClock = 1.0
        _ = hover.stage.frame(size: size, scale: scale, at: hoverClock)
        guard let button = hover.stage.presentedFrame(id: "button") else { throw BenchError("no button") }
        let hoverResolves = hover.stage.resolveCount
        var over = false
        let hoverFigure = try damaged("frame.hover") {
            over.toggle()
            let at = over ? Point(x: button.midX, y: button.midY) : Point(x: 4, y: button.midY)
            _ = hover.stage.handle(.pointerMove(PointerEvent(location: at)))
            // Settled: a hover that fades draws its end state (what the frame shows).
            hoverClock += 1
            return hover.stage.frame(size: size, scale: scale, at: hoverClock)
        }
        // The button's look follows its feedback: hovering it never resolves the tree.
        if hover.stage.resolveCount != hoverResolves { throw BenchError("frame.hover: hovering resolved the tree") }

        // The spinner: an indeterminate progress bar, one 60 Hz frame each.
        let spinner = DamageScreen(spinner: true, blinks: false)
        var spinnerClock = 1.0
        let spinnerFigure = try damaged("frame.spinner") {
            spinnerClock += 1.0 / 60
            return spinner.stage.frame(size: size, scale: scale, at: spinnerClock)
        }

        func percent(_ ns: Double) -> Double { ns / fullNs * 100 }
        return [
            Figure(scenario: "frame.full", value: fullNs / 1e6, unit: "ms (2560×1600, drawn and copied whole)"),
            Figure(
                scenario: "frame.caret-blink", value: percent(caretFigure.ns),
                unit: "% of frame.full (\(caretFigure.pixels) px drawn)"),
            Figure(
                scenario: "frame.hover", value: percent(hoverFigure.ns),
                unit: "% of frame.full (\(hoverFigure.pixels) px drawn)"),
            Figure(
                scenario: "frame.spinner", value: percent(spinnerFigure.ns),
                unit: "% of frame.full (\(spinnerFigure.pixels) px drawn)"),
        ]
    }
}

/// The dashboard the `damage` group draws, on its own stage.
final class DamageScreen {
    final class Model: @unchecked Sendable {
        var text = "Pilates with Maya, Thursday 18:30"
    }

    let stage: Stage
    private let model = Model()
    private let field = EntryFieldState()

    init(spinner: Bool, blinks: Bool) {
        var context = PanelContext()
        context.caretBlinks = blinks
        let model = model, field = field
        stage = Stage(context: context, measurer: SDLTextMeasurer.shared(scale: 2)) {
            DamageDashboard(model: model, field: field, spinner: spinner)
        }
    }
}

struct DamageDashboard: Panel {
    let model: DamageScreen.Model
    let field: EntryFieldState
    let spinner: Bool
    static let ink = RGBA(hex: 0x1C1C1E)
    static let secondary = RGBA(hex: 0x6C6C70)

    var body: some Panel {
        Column(alignment: .leading, spacing: 16) {
            Row(spacing: 16) {
                Caption("This week").textStyle(.title).foreground(Self.ink)
                EntryField(text: Ref(model, \.text), state: field).id("field").frame(width: 420)
                Gap()
                Pressable("New class") {}.id("button")
            }
            if spinner {
                ProgressBar("Syncing your classes")
            }
            for row in 0 ..< 3 {
                Row(spacing: 16) {
                    for column in 0 ..< 4 {
                        DamageCard(index: row * 4 + column)
                    }
                }
            }
        }
        .padding(24)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        .background(RGBA(hex: 0xF2F2F7))
    }

}

struct DamageCard: Panel {
    let index: Int

    var body: some Panel {
        Column(alignment: .leading, spacing: 8) {
            Caption("Class \(index + 1): Vinyasa flow").textStyle(.headline).foreground(DamageDashboard.ink)
            Caption("Studio \(index % 3 + 1), with Maya").foreground(DamageDashboard.secondary)
            Caption("60 minutes, all levels, mats provided").textStyle(.footnote).foreground(
                DamageDashboard.secondary)
            Gap()
        }
        .padding(16)
        .frame(width: 290, height: 160, alignment: .topLeading)
        .background(RGBA(hex: 0xFFFFFF), cornerRadius: 14)
        .shadow(RGBA(hex: 0x000000, opacity: 0.16), radius: 12, y: 4, cornerRadius: 14)
    }
}
