import Foundation
import Panels
import Testing
import PanelsTestSupport

/// One `Diagnostic` type and one sink: a problem raised in any stage reaches the
/// context's `diagnostics` with its place (file, line, column) or its subject, and
/// `Composition` and `Stage` read it from there.
@Suite("Diagnostics: one type, one sink")
struct DiagnosticsTests {
    static let size = Size(width: 200, height: 200)

    @Test func theDescriptionIsTheCompilersForm() {
        let at = FileLocation(file: "Widget.strings", line: 3, column: 7)
        #expect("\(Diagnostic(.warning, "odd", at: at))" == "Widget.strings:3:7: warning: odd")
        #expect("\(Diagnostic(.error, file: "a.json", line: 2, "bad"))" == "a.json:2: error: bad")
        #expect("\(Diagnostic(.error, "cut", subject: "1234abcd"))" == "error: cut")
        #expect("\(FileLocation(line: 4, column: 2))" == "4:2")
        #expect(FileLocation(utf8Offset: 4, in: Array("ab\ncd".utf8)) == FileLocation(line: 2, column: 2))
    }

    @Test func aLogPassesEverythingToItsParentOnce() {
        let sheet = DiagnosticLog()
        let cell = DiagnosticLog(parent: sheet)
        let problem = Diagnostic(.warning, "fallback", subject: "key")
        cell.report(problem)
        cell.report(problem)
        #expect(cell.all == [problem])
        #expect(sheet.all == [problem])
    }

    @Test func aMissingStringReachesTheSinkWithItsTableAndKey() throws {
        let context = PanelContext()
        let c = Composition(
            Caption(key: "widget.nope", table: "Widget"), size: Self.size, context: context,
            measurer: WordWidthMeasurer())
        let found = try #require(c.diagnostics.first { $0.subject == "widget.nope" })
        #expect(found.location == FileLocation(file: "<table Widget>"))
        #expect(found.isError)
        #expect(context.diagnostics.all == c.diagnostics)
    }

    @Test func aMissingColorReachesTheSinkWithItsName() {
        let c = Composition(Swatch("NoSuchColor"), size: Self.size, measurer: NoTextMeasurer())
        let found = c.diagnostics.first { $0.subject == "NoSuchColor" }
        #expect(found?.location?.file == "<colors>")
        #expect(found?.message.contains("missing color") == true)
    }

    @Test func popoversNestedTooDeepReachTheStagesSink() {
        let stage = Stage(measurer: NoTextMeasurer()) { PopoverStageTests.Nesting() }
        _ = stage.frame(size: Self.size, scale: 1, at: 0)
        let found = stage.diagnostics.first { $0.message.contains("nested deeper than 8") }
        #expect(found?.isError == true)
        #expect(found?.subject != nil)
    }

    @Test func theMainTreesProblemsReachTheStageToo() {
        let stage = Stage(measurer: NoTextMeasurer()) { Swatch("NoSuchColor") }
        _ = stage.frame(size: Self.size, scale: 1, at: 0)
        #expect(stage.diagnostics.map(\.subject) == ["NoSuchColor"])
        #expect(stage.diagnostics == stage.context.diagnostics.all)
    }

    @Test func aPictureThatIsNotThereReachesTheSinkWithItsName() {
        var context = PanelContext()
        context.pictureFolder = FileManager.default.temporaryDirectory
        let c = Composition(
            Picture("panels-no-such-picture"), size: Self.size, context: context, measurer: NoTextMeasurer())
        let found = c.diagnostics.first { $0.subject == "panels-no-such-picture" }
        #expect(found?.severity == .warning)
        #expect(found?.message.contains("no file") == true)
    }

    /// A hostile name is quoted short in the message: 80 characters and a count.
    @Test func aHugePictureNameIsQuotedShort() {
        var context = PanelContext()
        context.pictureFolder = FileManager.default.temporaryDirectory
        let name = String(repeating: "x", count: 100_000)
        let c = Composition(Picture(name), size: Self.size, context: context, measurer: NoTextMeasurer())
        let message = c.diagnostics.first?.message ?? ""
        #expect(message.count < 300, "\(message.prefix(300))")
        #expect(message.contains("… (99920 more characters)"))
    }

    @Test func quotingEscapesControlCharactersAndCutsLongText() {
        #expect(Diagnostic.quoted("a\nb\t\"c\"\u{7}") == #""a\nb\t\"c\"\u{7}""#)
        #expect(Diagnostic.quoted("héllo wörld", limit: 5) == #""héllo"… (6 more characters)"#)
        #expect(Diagnostic.quoted("12345", limit: 5) == #""12345""#)
        #expect(Diagnostic.quoted("") == #""""#)
    }

    @Test func aPictureWhoseHeaderFailsReachesTheSinkWithItsFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("panels-diag-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("broken.png")
        try Data("not a picture".utf8).write(to: file)
        var context = PanelContext()
        context.pictureFolder = folder
        let c = Composition(Picture("broken"), size: Self.size, context: context, measurer: NoTextMeasurer())
        let found = try #require(c.diagnostics.first { $0.subject == "broken" })
        #expect(found.location?.file == file.path)
        #expect(found.description.hasPrefix(file.path + ": warning: Picture \"broken\""))
    }
}

/// The nesting cut's diagnostic needs a tree 30,000 levels deep: it belongs with the
/// deep-nesting suite, which ThreadSanitizer's larger frames leave to the other runs.
extension DeepNestingTests {
    @Test func nestingCutWhileResolvingReachesTheSinkWithTheNode() {
        nonisolated(unsafe) var found: [Diagnostic] = []
        DeepNestingTests.onLargeStack {
            let c = Composition(
                DeepNestingTests.nested(30_000), size: Size(width: 400, height: 300), measurer: NoTextMeasurer())
            found = c.diagnostics
        }
        #expect(found.count == 1)
        #expect(found.first?.isError == true)
        #expect(found.first?.subject?.count == 8)  // the identity where the cut happened
    }
}
