import Foundation
import Panels
import PanelsSamples
import Testing

/// The search catalog's files go through `JSONReader` and `InputFile`: a bad file is
/// named with its line and column, references to nothing are reported where they are,
/// and the rest still loads; recent searches are kept in a file written atomically.
@Suite struct SearchIndexLoadingTests {
    func folder(catalog: String, misspellings: String? = nil) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("search-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: url.appendingPathComponent("misspellings"), withIntermediateDirectories: true)
        try Data(catalog.utf8).write(to: url.appendingPathComponent("catalog.json"))
        if let misspellings {
            try Data(misspellings.utf8).write(to: url.appendingPathComponent("misspellings/en.json"))
        }
        return url
    }

    @Test func theBundledFilesLoadWithoutProblems() {
        let index = SearchIndex.bundled()
        #expect(index.diagnostics.isEmpty, "\(index.diagnostics)")
        #expect(index.catalog.categories.count > 80 && index.catalog.studios.count > 50)
        #expect(index.catalog.classes.count > 40)
    }

    @Test func aSyntaxErrorNamesTheFileLineAndColumn() throws {
        let url = try folder(catalog: "{\n  \"categories\": [{\"id\": \"yoga\"},\n  \"studios\": []\n}")
        let index = SearchIndex.load(folder: url, locale: "en")
        #expect(index.entries.isEmpty)
        let problem = try #require(index.diagnostics.first)
        #expect(problem.location?.file.hasSuffix("catalog.json") == true)
        #expect(problem.location?.line == 3)
    }

    @Test func aWrongValueNamesItsPathAndLine() throws {
        let url = try folder(
            catalog: """
                {
                  "categories": [{"id": "yoga", "name": "yoga", "popular": true}],
                  "studios": [
                    {"name": 7, "city": "Lyon", "categories": []}
                  ],
                  "classes": []
                }
                """)
        let index = SearchIndex.load(folder: url, locale: "en")
        let problem = try #require(index.diagnostics.first)
        #expect(problem.location?.line == 4)
        #expect(problem.message.contains("studios[0].name"))
    }

    @Test func referencesToNothingAreReportedAtTheirLineAndLeftOut() throws {
        let url = try folder(
            catalog: """
                {
                  "categories": [{"id": "yoga", "name": "yoga", "popular": true}],
                  "studios": [
                    {"name": "A", "city": "Lyon", "categories": ["yoga"]},
                    {"name": "B", "city": "Lyon", "categories": ["padel"]}
                  ],
                  "classes": [
                    {"name": "Flow", "category": "yoga", "studio": "B"}
                  ]
                }
                """, misspellings: "{\"yoag\": \"yoga\", \"padl\": \"padel\"}")
        let index = SearchIndex.load(folder: url, locale: "en")
        #expect(index.catalog.studios.map(\.name) == ["A"] && index.catalog.classes.isEmpty)
        let messages = index.diagnostics.map(\.description)
        #expect(messages.count == 3, "\(messages)")
        #expect(index.diagnostics[0].line == 5 && messages[0].contains("\"padel\", which is no category"))
        #expect(index.diagnostics[1].line == 8 && messages[1].contains("\"B\", which is no studio"))
        #expect(messages[2].contains("misspellings/en.json") && messages[2].contains("\"padl\""))
        #expect(index.outcome(for: "yoag").correctedTo?.key == "yoga")
    }

    @Test func aBadMisspellingTableIsReportedAndTheCatalogStillLoads() throws {
        let url = try folder(
            catalog:
                "{\"categories\": [{\"id\": \"yoga\", \"name\": \"yoga\", \"popular\": false}], \"studios\": [], \"classes\": []}",
            misspellings: "{\"yoag\": 1}")
        let index = SearchIndex.load(folder: url, locale: "en")
        #expect(index.entries.map(\.name) == ["yoga"])
        let problem = try #require(index.diagnostics.first)
        #expect(problem.location?.file.hasSuffix("misspellings/en.json") == true)
        #expect(problem.location?.line == 1)
    }

    @Test func aCatalogThatIsNotARegularFileIsRefusedNotRead() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("search-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(mkfifo(url.appendingPathComponent("catalog.json").path, 0o600) == 0)
        let index = SearchIndex.load(folder: url, locale: "en")
        #expect(index.entries.isEmpty)
        #expect(index.diagnostics.first?.message.contains("not a file") == true, "\(index.diagnostics)")
    }

    @Test func recentSearchesAreKeptCappedFoldedAndWrittenAtomically() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("recents-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        let model = SearchModel(index: .bundled(), recentsFile: url)
        #expect(model.recents.terms.isEmpty && model.loadProblems.isEmpty)
        for term in ["yoga", "barre", "Barry's", "barrys", "  ", "pilates"] {
            model.setQuery(term)
            model.pick()
        }
        #expect(model.recents.terms == ["Pilates", "barrys", "Barre", "Yoga"])
        let again = SearchModel(index: .bundled(), recentsFile: url)
        #expect(again.recents.terms == ["Pilates", "barrys", "Barre", "Yoga"])
        var many = RecentSearches()
        for i in 0 ..< 20 { many.add("term \(i)") }
        #expect(many.terms.count == RecentSearches.limit && many.terms.first == "term 19")
        many.add(String(repeating: "x", count: 1_000))
        #expect(many.terms.first?.count == RecentSearches.termLimit)
        again.clearRecents()
        #expect(try String(contentsOf: url, encoding: .utf8) == "[]")
        // Not JSON: reported with its line, read as empty; the file is not modified.
        try Data("[\"yoga\",\n oops]".utf8).write(to: url)
        let broken = SearchModel(index: .bundled(), recentsFile: url)
        #expect(broken.recents.terms.isEmpty && broken.loadProblems.first?.line == 2)
        // A destination that is a folder: the save fails with a message, nothing crashes.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("recents-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let refused = SearchModel(index: .bundled(), recentsFile: folder)
        refused.setQuery("yoga")
        refused.pick()
        #expect(refused.saveProblem?.contains(folder.lastPathComponent) == true)
    }
}
