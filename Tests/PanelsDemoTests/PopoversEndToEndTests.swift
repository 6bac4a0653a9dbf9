import Foundation
import Panels
import PanelsTestSupport
import PanelsSDL
import PanelsSnapshotTesting
import SnapshotTesting
import Testing

/// The real Popovers demo under Xvfb, driven by an input script: it opens the
/// resizable popover below its anchor, re-places it beside the anchor when the window
/// gets shorter, grows it with "Increase size", dismisses it with a click outside,
/// then opens a corner popover and closes it with Esc.
@Suite("Popovers end to end", .serialized)
struct PopoversEndToEndTests {
    static let script = """
        shot closed
        resize 960 720
        advance 100ms
        click 480 360      # the Resizable anchor: room below, so the bubble sits below
        advance 100ms
        shot appearing
        advance 500ms
        shot below
        resize 960 640     # no room below any more: it re-places beside the anchor
        advance 100ms
        shot beside
        click 628 282      # Increase size
        advance 150ms
        shot growing
        advance 600ms
        shot grown
        click 200 560      # outside the bubble and the anchor: dismisses
        advance 500ms
        shot dismissed
        click 66 32        # the top-leading anchor
        advance 500ms
        shot corner
        key Escape
        advance 500ms
        shot escaped
        """

    @Test(.enabled(if: WindowHost.displayAvailable, "needs a display (make test runs under Xvfb)"))
    func scriptedSessionMatchesItsReferences() throws {
        let directory = try ChildProcess.temporaryDirectory("panels-popovers")
        defer { try? FileManager.default.removeItem(at: directory) }
        let scriptURL = directory.appendingPathComponent("session.script")
        try Self.script.write(to: scriptURL, atomically: true, encoding: .utf8)
        let (status, output) = try ChildProcess.run(
            "Popovers", ["--script", scriptURL.path, "--shots", directory.path])
        #expect(status == 0, "\(output)")
        #expect(!output.contains("problem:"), "\(output)")
        func shot(_ name: String) throws -> PixelImage {
            try PNGCodec.read(directory.appendingPathComponent(name + ".png"))
        }
        let closed = try shot("closed")
        #expect(closed.width == 960 && closed.height == 640)
        #expect(try shot("below").height == 720)
        // Dismissed by a click outside and by Esc: exactly the start, nothing left behind.
        #expect(try shot("dismissed").difference(from: closed) == nil)
        #expect(try shot("escaped").difference(from: closed) == nil)
        for name in ["appearing", "below", "beside", "growing", "grown", "corner"] {
            assertSnapshot(of: try shot(name), as: .image(), named: name)
        }
    }
}
