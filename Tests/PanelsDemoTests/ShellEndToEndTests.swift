import Foundation
import Panels
import PanelsTestSupport
import PanelsSDL
import PanelsSnapshotTesting
import SnapshotTesting
import Testing

/// The real Shell demo under Xvfb, driven by an input script.
@Suite("Shell end to end", .serialized)
struct ShellEndToEndTests {
    static let script = """
        shot start        # the menu open, as the article's preview starts
        click 200 300     # the scrim closes the menu
        advance 1s
        shot closed
        click 900 40      # the Menu control
        advance 100ms
        shot opening
        advance 900ms
        shot open
        key Escape        # Esc closes it
        advance 1s
        shot escaped
        key m             # M opens it again
        advance 1s
        shot reopened
        """

    @Test(.enabled(if: WindowHost.displayAvailable, "needs a display (make test runs under Xvfb)"))
    func scriptedSessionMatchesItsReferences() throws {
        let directory = try ChildProcess.temporaryDirectory("panels-shell")
        defer { try? FileManager.default.removeItem(at: directory) }
        let scriptURL = directory.appendingPathComponent("session.script")
        try Self.script.write(to: scriptURL, atomically: true, encoding: .utf8)
        let (status, output) = try ChildProcess.run("Shell", ["--script", scriptURL.path, "--shots", directory.path])
        #expect(status == 0, "\(output)")
        func shot(_ name: String) throws -> PixelImage {
            try PNGCodec.read(directory.appendingPathComponent(name + ".png"))
        }
        let closed = try shot("closed")
        #expect(closed.width == 960 && closed.height == 640)
        // Closed by the scrim or by Esc looks the same, and every opening ends as the
        // start: nothing left behind.
        #expect(try shot("escaped").difference(from: closed) == nil)
        let open = try shot("open")
        #expect(try shot("start").difference(from: open) == nil)
        #expect(try shot("reopened").difference(from: open) == nil)
        assertSnapshot(of: try shot("opening"), as: .image(), named: "opening")
        assertSnapshot(of: try shot("open"), as: .image(), named: "open")
    }
}
