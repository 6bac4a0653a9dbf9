import Foundation
import Panels
import PanelsSamples
import Testing

/// The search index's files go through `JSONReader`: a bad file is named with its
/// line and column, and the rest still loads.
@Suite struct SearchIndexLoadingTests {
    func folder(entries: String, misspellings: String? = nil) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("search-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: url.appendingPathComponent("misspellings"), withIntermediateDirectories: true)
        try Data(entries.utf8).write(to: url.appendingPathComponent("entries.json"))
        if let misspellings {
            try Data(misspellings.utf8).write(to: url.appendingPathComponent("misspellings/en.json"))
        }
        return url
    }

    @Test func theBundledFilesLoadWithoutProblems() {
        let index = SearchIndex.bundled()
        #expect(index.diagnostics.isEmpty)
        #expect(index.entries.count >= 1_000)
    }

    @Test func aSyntaxErrorNamesTheFileLineAndColumn() throws {
        let url = try folder(entries: "{\n  \"categories\": [\"yoga\",\n  \"venues\": []\n}")
        let index = SearchIndex.load(folder: url, locale: "en")
        #expect(index.entries.isEmpty)
        let problem = try #require(index.diagnostics.first)
        #expect(problem.location?.file.hasSuffix("entries.json") == true)
        #expect(problem.location?.line == 3)
    }

    @Test func aWrongValueNamesItsPathAndLine() throws {
        let url = try folder(
            entries: "{\n  \"categories\": [\"yoga\"],\n  \"venues\": [\n    {\"name\": 7}\n  ]\n}",
            misspellings: "{\"yoag\": \"yoga\"}")
        let index = SearchIndex.load(folder: url, locale: "en")
        let problem = try #require(index.diagnostics.first)
        #expect(problem.location?.line == 4)
        #expect(problem.message.contains("venues[0].name"))
    }

    @Test func aBadMisspellingTableIsReportedAndTheEntriesStillLoad() throws {
        let url = try folder(entries: "{\"categories\": [\"yoga\"], \"venues\": []}", misspellings: "{\"yoag\": 1}")
        let index = SearchIndex.load(folder: url, locale: "en")
        #expect(index.entries.map(\.name) == ["yoga"])
        let problem = try #require(index.diagnostics.first)
        #expect(problem.location?.file.hasSuffix("misspellings/en.json") == true)
        #expect(problem.location?.line == 1)
    }
}
