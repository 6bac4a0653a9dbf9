import Foundation
import Panels
import PanelsSDL
import PanelsSamples
import PanelsSnapshotTesting
import PanelsTestSupport
import Testing

/// The real Search demo under Xvfb, driven by scripts: the field has focus when the
/// window opens (typing starts at once), typing and composition through SDL's text
/// events, a misspelling read as a category, arrows and Return picking a row; and the
/// search-modalities article's examples (`Demos/Scripts/search-*.script`) as the
/// accessibility tree of each shot reads them.
@Suite("Search end to end", .serialized)
struct SearchEndToEndTests {
    static let script = """
        shot idle             # the field has focus: the caret shows
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
        #expect(try shot("idle").difference(from: try expected(SearchModel(focused: true))) == nil)
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

    /// Runs `Demos/Scripts/search-<name>.script` in the Search demo with `--accessibility`
    /// and returns each shot's accessibility text.
    func run(_ name: String, locale: String = "en") throws -> [String: String] {
        let directory = try ChildProcess.temporaryDirectory("panels-search-\(name)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let script = root.appendingPathComponent("Demos/Scripts/search-\(name).script")
        let (status, output) = try ChildProcess.run(
            "Search",
            ["--locale", locale, "--script", script.path, "--shots", directory.path, "--accessibility"])
        #expect(status == 0, "\(output)")
        var texts: [String: String] = [:]
        for file in try FileManager.default.contentsOfDirectory(atPath: directory.path) where file.hasSuffix(".txt") {
            texts[String(file.dropLast(4))] = try String(
                contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
        }
        return texts
    }

    /// The article's examples: "barrys" → Barry's locations; "yoga" → the category first,
    /// the brand row after it; "xyzzyq" then Return → the zero-result state with
    /// suggestions; an empty field → recent searches and popular categories.
    @Test(.enabled(if: WindowHost.displayAvailable, "needs a display (make test runs under Xvfb)"))
    func theArticlesExamples() throws {
        let shots = try run("article")
        func lines(_ shot: String) -> [String] {
            (shots[shot] ?? "").split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        }
        func buttons(_ shot: String) -> [String] {
            lines(shot).filter { $0.hasPrefix("button ") }.compactMap { $0.split(separator: "\"").dropFirst().first }
                .map(String.init)
        }
        #expect(buttons("empty").starts(with: ["Yoga, Category", "Pilates, Category"]), "\(buttons("empty"))")
        #expect(lines("empty").contains { $0.hasPrefix("text \"Your searches will appear here.\"") })
        #expect(
            Array(buttons("barrys").prefix(3)) == [
                "Search for “barrys”", "See all 4 locations, Barry's", "Barry's Amsterdam Zuid, Studio",
            ])
        #expect(lines("barrys-results").contains { $0.hasPrefix("heading(1) \"Results for “barrys”\"") })
        #expect(shots["barrys-results"]?.contains("Full Body Burn, HIIT · Barry's Amsterdam Zuid") == true)
        #expect(
            Array(buttons("yoga").prefix(3)) == [
                "Search for “yoga”", "Yoga, Category", "See all 3 locations, Daylight Yoga",
            ])
        #expect(Array(buttons("yoag").prefix(2)) == ["Search for “yoag”", "Did you mean “Yoga”?"])
        #expect(lines("yoag-results").contains { $0.hasPrefix("heading(1) \"Results for “Yoga”\"") })
        #expect(lines("yoag-results").contains { $0.hasPrefix("text \"Nothing matched “yoag”\"") })
        #expect(lines("zero").contains { $0.hasPrefix("heading(1) \"No results for “xyzzyq”\"") })
        #expect(buttons("zero").count == 6, "suggestions, not a blank page: \(buttons("zero"))")
        #expect(Array(buttons("recents").prefix(4)) == ["Clear recent searches", "xyzzyq", "Yoga", "barrys"])
        #expect(buttons("recents").contains("Yoga, Category"))
        for (name, text) in shots { #expect(!text.contains(" · 9"), "\(name): an internal id shows") }
    }

    /// Japanese typed as Japanese: ヨガ is the yoga category, first, with no "did you mean".
    @Test(.enabled(if: WindowHost.displayAvailable, "needs a display (make test runs under Xvfb)"))
    func japanese() throws {
        let shots = try run("japanese", locale: "ja")
        for shot in ["katakana", "hiragana"] {
            let text = shots[shot] ?? ""
            #expect(text.contains("button \"ヨガ, カテゴリ\""), "\(shot): \(text)")
            #expect(text.contains("button \"ホットヨガ, カテゴリ\""), "\(shot)")
            #expect(!text.contains("もしかして"), "\(shot): a correctly typed word read as a misspelling")
        }
        #expect(shots["results"]?.contains("heading(1) \"「ヨガ」の検索結果\"") == true, "\(shots["results"] ?? "")")
    }
}
