import Observation
import Panels
import PanelsComponents
import PanelsTestSupport
import Testing

/// The pointer's shape follows what the one hit test finds under the pointer.
@Suite("Pointer shape")
struct PointerShapeTests {
    final class Box {
        var text = ""
        var secret = ""
        var notes = ""
    }

    @Test("A hand over a Pressable, an I-beam over text entries, the arrow elsewhere and over a disabled control")
    func controlsAndEntries() {
        let box = Box()
        let stage = Stage(measurer: WordWidthMeasurer()) {
            Column(alignment: .leading, spacing: 10) {
                Pressable(action: {}) { _ in Swatch(.black).frame(width: 100, height: 30) }.id("press")
                Pressable(enabled: false, action: {}) { _ in Swatch(.black).frame(width: 100, height: 30) }.id("off")
                EntryField(text: Ref(box, \.text), state: EntryFieldState()).frame(width: 200).id("field")
                SecureEntryField(text: Ref(box, \.secret), state: EntryFieldState()).frame(width: 200).id("secure")
                EntryArea(text: Ref(box, \.notes), state: EntryFieldState()).frame(width: 200).id("area")
                Swatch(.black).frame(width: 100, height: 30).pointerShape(.crosshair).id("cross")
                Swatch(.black).frame(width: 100, height: 30).id("plain")
            }
        }
        _ = stage.frame(size: Size(width: 400, height: 600), scale: 1, at: 0)
        func shape(_ id: String) -> PointerShape {
            guard let frame = stage.presentedFrame(id: id) else { return .notAllowed }
            return stage.pointerShape(at: Point(x: frame.midX, y: frame.midY))
        }
        #expect(shape("press") == .hand)
        #expect(shape("off") == .arrow)
        #expect(shape("field") == .iBeam)
        #expect(shape("secure") == .iBeam)
        #expect(shape("area") == .iBeam)
        #expect(shape("cross") == .crosshair)
        #expect(shape("plain") == .arrow)
        #expect(stage.pointerShape(at: Point(x: 390, y: 590)) == .arrow)
        #expect(stage.pointerShape(at: Point(x: Double.nan, y: 1)) == .arrow)
        // The stage's own pointer: where the last event put it.
        #expect(stage.currentPointerShape == PointerShape.arrow)
        let press = stage.presentedFrame(id: "press")!
        stage.handle(PanelEvent.pointerMove(PointerEvent(location: Point(x: press.midX, y: press.midY), button: .none)))
        #expect(stage.currentPointerShape == PointerShape.hand)
        stage.handle(PanelEvent.pointerExit)
        #expect(stage.currentPointerShape == PointerShape.arrow)
    }

    @Test("Up-and-down arrows over a sheet's handle, the arrow on the sheet's content")
    func sheetHandle() {
        let model = SheetTestModel()
        let stage = SnapSheetTests.stage(model, state: SnapSheetState())
        _ = stage.frame(size: SnapSheetTests.size, scale: 1, at: 0)
        let handle = stage.presentedFrame(id: "snapsheet.handle")!
        #expect(stage.pointerShape(at: Point(x: handle.midX, y: handle.midY)) == .resizeUpDown)
        #expect(stage.pointerShape(at: Point(x: handle.midX, y: handle.maxY + 100)) == .arrow)
    }
}
