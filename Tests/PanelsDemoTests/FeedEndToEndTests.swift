import Foundation
import Panels
import PanelsSDL
import PanelsSamples
import PanelsSnapshotTesting
import PanelsTestSupport
import Testing

/// The real Feed demo under Xvfb, scrolled by a script: the wheel, a fling, a drag
/// past the top and keys, through SDL's events and the host's translator.
@Suite("Feed end to end", .serialized)
struct FeedEndToEndTests {
    static let script = """
        shot start
        wheel 0 -5            # 200 pt down
        advance 1s            # indicators faded
        shot wheeled
        fling 200 700 200 300 150ms
        advance 300ms
        shot flinging
        advance 10s
        shot rested
        key Home              # focused by the fling's press
        advance 1s
        shot home
        drag 200 300 200 500 0.3s   # pulled past the top, held still, released
        advance 2s                  # sprung back in 0.5 s, indicators gone 0.75 s later
        shot released
        """

    /// What the window should show with the feed scrolled to `offset`, at rest.
    func expected(offset: Double) throws -> PixelImage {
        final class Box {
            var offset = Point.zero
        }
        let box = Box()
        box.offset = Point(x: 0, y: offset)
        var context = PanelContext()
        context.waitsForPictures = true  // as the script's runner does
        let stage = Stage(context: context, measurer: SDLTextMeasurer.shared(scale: 1)) {
            FeedScene(offset: Ref(box, \.offset))
        }
        return try OffscreenRenderer.render(stage.frame(size: Size(width: 390, height: 844), scale: 1, at: 10))
    }

    @Test(.enabled(if: WindowHost.displayAvailable, "needs a display (make test runs under Xvfb)"))
    func scriptedScrolling() throws {
        let directory = try ChildProcess.temporaryDirectory("panels-feed")
        defer { try? FileManager.default.removeItem(at: directory) }
        let scriptURL = directory.appendingPathComponent("session.script")
        try Self.script.write(to: scriptURL, atomically: true, encoding: .utf8)
        let (status, output) = try ChildProcess.run("Feed", ["--script", scriptURL.path, "--shots", directory.path])
        #expect(status == 0, "\(output)")
        func shot(_ name: String) throws -> PixelImage {
            try PNGCodec.read(directory.appendingPathComponent(name + ".png"))
        }
        let start = try shot("start")
        #expect(start.width == 390 && start.height == 844)
        #expect(start.difference(from: try expected(offset: 0)) == nil)
        #expect(try shot("wheeled").difference(from: try expected(offset: 200)) == nil, "5 lines: 200 pt")
        let flinging = try shot("flinging")
        let rested = try shot("rested")
        #expect(flinging.difference(from: rested) != nil, "still moving 300 ms after the release")
        #expect(try shot("home").difference(from: start) == nil, "Home: back to the top")
        #expect(try shot("released").difference(from: start) == nil, "sprung back to the top")
    }
}
