import Foundation
import Panels
import PanelsSDL
import Testing

/// Variables of the everyday types fill format specifiers directly, exactly as the
/// matching `FormatArgument` cases (and literals) do.
@Suite("Format arguments from variables")
struct FormatArgumentVariableTests {
    static let start = Date(timeIntervalSince1970: 1_790_017_200)  // Mon 2026-09-21 19:00 UTC

    /// A catalog with one English and one French table, written to a temporary folder.
    static let catalog: AssetCatalog = {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("panels-format-arguments-\(ProcessInfo.processInfo.processIdentifier)")
        let tables = [
            "en": #""runs" = "%d runs, %@ km";"# + "\n" + #""who" = "%@ at %@";"# + "\n" + #""on" = "on %@";"#,
            "fr": #""runs" = "%d courses, %@ km";"#,
        ]
        for (language, text) in tables {
            let lproj = folder.appendingPathComponent("\(language).lproj")
            try? FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
            try? Data(text.utf8).write(to: lproj.appendingPathComponent("Localizable.strings"))
        }
        return AssetCatalog.load(from: folder)
    }()

    /// The text of every caption of `panel`, resolved in `locale`.
    func texts<P: Panel>(_ panel: P, locale: String = "en") -> [String] {
        var context = PanelContext()
        context.assets = Self.catalog
        context.locale = Locale(identifier: locale)
        let c = Composition(
            panel, size: Size(width: 400, height: 300), context: context,
            measurer: SDLTextMeasurer.shared(scale: 1))
        return c.tree.nodes.compactMap { node -> String? in
            if case .caption(let content) = node.kind { return content.text }
            return nil
        }
    }

    @Test func intAndDoubleVariables() {
        let runs = 3
        let distance = 5.2
        #expect(texts(Caption(key: "runs", arguments: runs, distance)) == ["3 runs, 5.2 km"])
        #expect(texts(Caption(key: "runs", arguments: runs, distance), locale: "fr") == ["3 courses, 5,2 km"])
        // The same as the cases and literals.
        #expect(texts(Caption(key: "runs", arguments: .integer(3), .number(5.2))) == ["3 runs, 5.2 km"])
        #expect(texts(Caption(key: "runs", arguments: 3, 5.2)) == ["3 runs, 5.2 km"])
    }

    @Test func stringAndDateVariables() {
        let name = "Ada"
        let start = Self.start
        #expect(texts(Caption(key: "who", arguments: name, "home")) == ["Ada at home"])
        // A date variable is `.date` (the locale's abbreviated date).
        #expect(texts(Caption(key: "on", arguments: start)) == texts(Caption(key: "on", arguments: .date(start))))
        #expect(texts(Caption(key: "on", arguments: start)) != ["on %@"])
        // Cases may stand among variables.
        #expect(texts(Caption(key: "who", arguments: name, .time(start))) == ["Ada at 7:00\u{202F}PM"])
        #expect(
            texts(Caption(key: "who", arguments: .relativeDay(start), name))
                == texts(Caption(key: "who", arguments: .relativeDay(start), .text("Ada"))))
    }

    @Test func optionalVariables() {
        let runs: Int? = 4
        let distance: Double? = nil
        let name: String? = "Ada"
        let nobody: String? = nil
        let start: Date? = Self.start
        #expect(texts(Caption(key: "runs", arguments: runs, 7.5)) == ["4 runs, 7.5 km"])
        #expect(texts(Caption(key: "runs", arguments: 1, distance)) == ["1 runs,  km"])  // nil: empty text
        #expect(texts(Caption(key: "who", arguments: name, nobody)) == ["Ada at "])
        #expect(texts(Caption(key: "on", arguments: start)) == texts(Caption(key: "on", arguments: .date(Self.start))))
    }

    @Test func conversions() {
        #expect(3.formatArgument == .integer(3))
        #expect(2.5.formatArgument == .number(2.5))
        #expect("x".formatArgument == .text("x"))
        #expect(Self.start.formatArgument == .date(Self.start))
        #expect(Optional<Int>.none.formatArgument == .text(""))
        #expect(Optional(7).formatArgument == .integer(7))
        #expect(FormatArgument.time(Self.start).formatArgument == .time(Self.start))
    }

    @Test func formattedVariables() {
        let distance = 1234.5
        #expect(texts(Caption(formatted: distance), locale: "fr") == ["1\u{202F}234,5"])
        #expect(texts(Caption(formatted: 42)) == ["42"])
    }
}
