import Foundation
import Panels
import PanelsSDL
import PanelsSamples
import PanelsSnapshotTesting
import PanelsTestSupport
import Testing

/// The real Search demo under Xvfb, driven by a script: text typed before the field
/// has focus goes nowhere (SDL's text input is off), then a click, typing and
/// composition through SDL's text events, a misspelling read as a category, arrows
/// and Return picking a row.
@Suite("Search end to end", .serialized)
struct SearchEndToEndTests {
    static let script = """
        type "zz"             # no field has focus: SDL's text input is off
        shot idle
        click 200 40          # the field
        type "yo"
        compose "a"           # marked text, underlined
        shot composing
        compose ""
        type "ag"
        shot typed
        key ArrowDown
        key ArrowDown
        key Enter
        shot picked
        """

    /// What the window should show for `model`.
    func expected(_ model: SearchModel) throws -> PixelImage {
        let stage = Stage(measurer: SDLTextMeasurer.shared(scale: 1)) { SearchScene(model: model) }
        return try OffscreenRenderer.render(stage.frame(size: Size(width: 430, height: 932), scale: 1, at: 0))
    }

    @Test(.enabled(if: WindowHost.displayAvailable, "needs a display (make test runs under Xvfb)"))
    func scriptedSearch() throws {
        let directory = try ChildProcess.temporaryDirectory("panels-search")
        defer { try? FileManager.default.removeItem(at: directory) }
        let scriptURL = directory.appendingPathComponent("session.script")
        try Self.script.write(to: scriptURL, atomically: true, encoding: .utf8)
        let (status, output) = try ChildProcess.run("Search", ["--script", scriptURL.path, "--shots", directory.path])
        #expect(status == 0, "\(output)")
        func shot(_ name: String) throws -> PixelImage {
            try PNGCodec.read(directory.appendingPathComponent(name + ".png"))
        }
        #expect(try shot("idle").difference(from: try expected(SearchModel())) == nil, "typed text went nowhere")
        let composing = SearchModel(query: "yo", focused: true)
        composing.field.edit { $0.compose("a") }
        #expect(try shot("composing").difference(from: try expected(composing)) == nil)
        #expect(try shot("typed").difference(from: try expected(SearchModel(query: "yoag", focused: true))) == nil)
        let picked = SearchModel(query: "yoag", focused: true)
        picked.move(by: 1)
        picked.move(by: 1)
        picked.pick()
        #expect(picked.picked?.title == "Yoga")
        #expect(try shot("picked").difference(from: try expected(picked)) == nil)
    }

    /// Mouse selection through SDL's own click counts: a double click selects the word
    /// under the pointer, a triple click everything, and typing replaces the selection.
    @Test(.enabled(if: WindowHost.displayAvailable, "needs a display (make test runs under Xvfb)"))
    func clicksSelect() throws {
        let directory = try ChildProcess.temporaryDirectory("panels-search-clicks")
        defer { try? FileManager.default.removeItem(at: directory) }
        let scriptURL = directory.appendingPathComponent("session.script")
        try """
        click 200 40
        type "hot yoga"
        key Home
        click 380 40 2        # right of the text: the last word
        type "pilates"
        shot word
        click 200 40 3        # everything
        type "barre"
        shot all
        """.write(to: scriptURL, atomically: true, encoding: .utf8)
        let (status, output) = try ChildProcess.run("Search", ["--script", scriptURL.path, "--shots", directory.path])
        #expect(status == 0, "\(output)")
        func shot(_ name: String) throws -> PixelImage {
            try PNGCodec.read(directory.appendingPathComponent(name + ".png"))
        }
        #expect(
            try shot("word").difference(from: try expected(SearchModel(query: "hot pilates", focused: true))) == nil)
        #expect(try shot("all").difference(from: try expected(SearchModel(query: "barre", focused: true))) == nil)
    }
}
