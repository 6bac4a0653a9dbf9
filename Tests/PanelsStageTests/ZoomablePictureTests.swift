import Observation
import Panels
import PanelsTestSupport
import Testing

@Observable
final class ViewerModel {
    var zoom = 1.0
    var offset = Point.zero
}

/// `ZoomablePicture`: the zoom the app sets, Ctrl+wheel, Ctrl+plus/minus, double
/// click between fit and fill, panning, and its accessibility.
@Suite("Zoomable picture")
struct ZoomablePictureTests {
    static let size = Size(width: 200, height: 200)
    /// 400 × 200 pixels: fits the 200 pt viewport at 200 × 100, fills it at zoom 2.
    static let pixels = PicturePixels(width: 400, height: 200, rgba: [UInt8](repeating: 255, count: 400 * 200 * 4))

    static func stage(_ model: ViewerModel) -> Stage {
        Stage(measurer: WordWidthMeasurer()) {
            ZoomablePicture(
                Picture(pixels: pixels, named: "dunes"), zoom: Ref(model, \.zoom), offset: Ref(model, \.offset))
        }
    }

    @Test func zoomIsHeldToItsRangeAndNotANumberIsOne() {
        #expect(ZoomablePicture.clamped(.nan) == 1)
        #expect(ZoomablePicture.clamped(.infinity) == 8)
        #expect(ZoomablePicture.clamped(-.infinity) == 1)
        #expect(ZoomablePicture.clamped(-.nan) == 1)
        #expect(ZoomablePicture.clamped(3) == 3)
        #expect(ZoomablePicture.clamped(0) == 1)
        // A zoom the app sets to NaN or infinity lays out as 1 and 8, never a NaN frame.
        for bad in [Double.nan, .infinity, -.infinity, .greatestFiniteMagnitude] {
            let model = ViewerModel()
            model.zoom = bad
            let list = Self.stage(model).frame(size: Self.size, scale: 1, at: 0)
            #expect(!list.dump.contains("nan") && !list.dump.contains("inf"))
        }
    }

    @Test func zoomingKeepsThePointUnderTheAnchor() {
        let natural = Size(width: 400, height: 200)
        PropertyTest.check("zoom anchor", cases: 2_000) { random in
            let old = random.number(1 ... 8, step: 0.25), new = random.number(1 ... 8, step: 0.25)
            let anchor = Point(x: random.number(0 ... 200), y: random.number(0 ... 200))
            let before = ZoomablePicture.Placement(natural: natural, viewport: Self.size, zoom: old)
            let start = Point(
                x: random.number(0 ... max(0, before.content.width - 200)),
                y: random.number(0 ... max(0, before.content.height - 200)))
            let moved = ZoomablePicture.offset(
                start, keeping: anchor, natural: natural, viewport: Self.size, from: old, to: new)
            let after = ZoomablePicture.Placement(natural: natural, viewport: Self.size, zoom: new)
            guard moved.x >= 0, moved.y >= 0, moved.x <= after.content.width - 200 + 1e-9,
                moved.y <= after.content.height - 200 + 1e-9
            else { return "offset \(moved) outside the content \(after.content)" }
            // Where the content can move freely, the picture's point under the anchor stays.
            let u = (start.x + anchor.x - before.origin.x) / before.picture.width
            let wanted = after.origin.x + u * after.picture.width - anchor.x
            if wanted >= 0, wanted <= after.content.width - 200, abs(moved.x - wanted) > 1e-6 {
                return "x moved to \(moved.x), wanted \(wanted)"
            }
            return nil
        }
    }

    @Test func wheelKeysAndDoubleClickZoom() {
        let model = ViewerModel()
        let stage = Self.stage(model)
        _ = stage.frame(size: Self.size, scale: 1, at: 0)
        // A plain wheel pans (nothing to pan at fit); Ctrl+wheel zooms about the pointer.
        _ = stage.wheel(dx: 0, dy: 1, at: Point(x: 100, y: 100))
        #expect(model.zoom == 1)
        #expect(stage.wheel(dx: 0, dy: 2, at: Point(x: 100, y: 100), modifiers: .control))
        #expect(abs(model.zoom - 1.21) < 1e-9)
        _ = stage.frame(size: Self.size, scale: 1, at: 0.1)
        // A double click at fit… goes to fit from a zoom; again to fill (2: the height fills).
        _ = stage.handle(.pointerDown(PointerEvent(location: Point(x: 100, y: 100), clickCount: 2)))
        _ = stage.handle(.pointerUp(PointerEvent(location: Point(x: 100, y: 100), clickCount: 2)))
        #expect(model.zoom == 1)
        _ = stage.frame(size: Self.size, scale: 1, at: 0.2)
        _ = stage.handle(.pointerDown(PointerEvent(location: Point(x: 100, y: 100), clickCount: 2)))
        _ = stage.handle(.pointerUp(PointerEvent(location: Point(x: 100, y: 100), clickCount: 2)))
        #expect(model.zoom == 2)
        // Filled about the click in the middle: the 400 × 200 pt content shows its
        // middle, once the frame has laid it out at the new zoom (not held to the old).
        _ = stage.frame(size: Self.size, scale: 1, at: 0.3)
        #expect(model.offset == Point(x: 100, y: 0))
        // Focused: Ctrl+minus and Ctrl+plus zoom by 25 %, Ctrl+0 fits, arrows pan.
        #expect(stage.moveFocus(forward: true))
        #expect(stage.keyDown(KeyName("-", modifiers: .control)))
        #expect(model.zoom == 1.6)
        #expect(stage.keyDown(KeyName("=", modifiers: .control)))
        #expect(model.zoom == 2)
        _ = stage.frame(size: Self.size, scale: 1, at: 0.4)
        let before = model.offset
        #expect(stage.keyDown(.right))
        _ = stage.frame(size: Self.size, scale: 1, at: 2)
        #expect(model.offset.x > before.x)
        #expect(stage.keyDown(KeyName("0", modifiers: .control)))
        #expect(model.zoom == 1)
    }

    @Test func itIsAnImageWithTheZoomAsItsValueAndZoomActions() throws {
        let model = ViewerModel()
        let stage = Self.stage(model)
        _ = stage.frame(size: Self.size, scale: 1, at: 0)
        let element = try #require(stage.accessibilityTree().elements(role: .image, label: "dunes").first)
        #expect(element.value == "100%")
        #expect(element.actions.contains(.increment) && element.actions.contains(.decrement))
        #expect(stage.perform(.increment, on: element))
        #expect(model.zoom == 1.25)
        _ = stage.frame(size: Self.size, scale: 1, at: 0.1)
        let zoomed = try #require(stage.accessibilityTree().elements(role: .image, label: "dunes").first)
        #expect(zoomed.value == "125%")
    }
}
