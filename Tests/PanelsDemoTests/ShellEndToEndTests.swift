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

    /// `--locale ar`: the menu enters from the left, in Arabic, and the shot differs
    /// from English's; `--locale he --dark` likewise, dark.
    @Test(.enabled(if: WindowHost.displayAvailable, "needs a display (make test runs under Xvfb)"))
    func aLocaleLaysTheShellOutInItsDirection() throws {
        let directory = try ChildProcess.temporaryDirectory("panels-shell-locale")
        defer { try? FileManager.default.removeItem(at: directory) }
        let scriptURL = directory.appendingPathComponent("session.script")
        try "shot open\n".write(to: scriptURL, atomically: true, encoding: .utf8)
        var shots: [String: PixelImage] = [:]
        for (name, options) in [
            ("en", ["--locale", "en"]), ("ar", ["--locale", "ar"]), ("he", ["--locale", "he", "--dark"]),
        ] {
            let folder = directory.appendingPathComponent(name)
            let (status, output) = try ChildProcess.run(
                "Shell", options + ["--script", scriptURL.path, "--shots", folder.path])
            #expect(status == 0, "\(output)")
            shots[name] = try PNGCodec.read(folder.appendingPathComponent("open.png"))
        }
        let en = try #require(shots["en"]), ar = try #require(shots["ar"]), he = try #require(shots["he"])
        // The menu (270 pt, opaque) on the trailing side; the scrim darkens the rest.
        func lightness(_ image: PixelImage, x: Int) -> Int {
            let pixel = image.pixel(x: x, y: 400)
            return Int(pixel.red) + Int(pixel.green) + Int(pixel.blue)
        }
        #expect(lightness(en, x: 900) > lightness(en, x: 100), "English: the menu on the right")
        #expect(lightness(ar, x: 100) > lightness(ar, x: 900), "Arabic: the menu on the left")
        #expect(lightness(he, x: 100) < 3 * 128, "Hebrew, dark: the menu is dark")
        #expect(ar.difference(from: en) != nil)
    }
}
