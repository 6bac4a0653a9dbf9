import Foundation
import Panels
import PanelsSDL
import PanelsSamples
import PanelsSnapshotTesting
import PanelsTestSupport
import Testing

/// The real Sheet demo under Xvfb, driven by a script: the sheet dragged up past its
/// top into its list and back in one gesture, a fling, the classes' time filter
/// scrubbed past its end.
@Suite("Sheet end to end", .serialized)
struct SheetEndToEndTests {
    static let script = """
        shot start                     # resting at half
        drag 215 700 215 100 1s        # up: the sheet to its top, then the list scrolls
        advance 1s
        shot scrolled
        drag 215 250 215 850 1s        # down (on the list): the list to its top, then the sheet
        advance 1s
        shot back
        fling 215 520 215 420 100ms    # a flick up: springs to the top
        advance 1s
        shot top
        fling 215 200 215 280 100ms    # at the top, list at its top: the sheet moves down to half
        advance 1s
        shot lowered
        click 314 538                  # Classes
        advance 1s
        drag 100 585 425 585 0.3s      # the "starts after" scrubber: a drag past its end
        shot scrubbing
        advance 1s
        shot caption
        """

    /// What the window should show for `model` at rest.
    func expected(_ model: SheetModel) throws -> PixelImage {
        let stage = Stage(measurer: SDLTextMeasurer.shared(scale: 1)) { SheetScene(model: model) }
        _ = stage.frame(size: SheetPhone.size, scale: 1, at: 0)
        return try OffscreenRenderer.render(stage.frame(size: SheetPhone.size, scale: 1, at: 10))
    }

    @Test(.enabled(if: WindowHost.displayAvailable, "needs a display (make test runs under Xvfb)"))
    func scriptedSession() throws {
        let directory = try ChildProcess.temporaryDirectory("panels-sheet")
        defer { try? FileManager.default.removeItem(at: directory) }
        let scriptURL = directory.appendingPathComponent("session.script")
        try Self.script.write(to: scriptURL, atomically: true, encoding: .utf8)
        let (status, output) = try ChildProcess.run("Sheet", ["--script", scriptURL.path, "--shots", directory.path])
        #expect(status == 0, "\(output)")
        func shot(_ name: String) throws -> PixelImage {
            try PNGCodec.read(directory.appendingPathComponent(name + ".png"))
        }
        let start = try shot("start")
        #expect(start.width == 430 && start.height == 932)
        try checkShots(start, shot)
    }

    func checkShots(_ start: PixelImage, _ shot: (String) throws -> PixelImage) throws {
        #expect(start.difference(from: try expected(SheetModel())) == nil, "at rest at half")
        let scrolled = try shot("scrolled")
        #expect(scrolled.difference(from: try expected(SheetModel(detent: .expanded))) != nil, "the list scrolled")
        #expect(try shot("back").difference(from: start) == nil, "the same gesture brought both back")
        #expect(try shot("top").difference(from: try expected(SheetModel(detent: .expanded))) == nil)
        #expect(try shot("lowered").difference(from: start) == nil, "a flick down from the top: half")
        let caption = try shot("caption")
        #expect(try shot("scrubbing").difference(from: caption) != nil, "the track shows while scrubbing")
        let atEnd = SheetModel()
        atEnd.segment = .classes
        atEnd.startsAfter = Double(StudioListing.sample.classesByStart.last?.minuteOfDay ?? 0)
        #expect(
            caption.difference(from: try expected(atEnd)) == nil,
            "the caption is back, at the latest class, and the list shows only classes from then")
    }
}
