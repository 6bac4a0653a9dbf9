import Foundation
@testable import Panels
@testable import PanelsAssetFiles
import Testing

/// Hostile bytes never crash a reader: deterministic mutations (flipped bytes, cuts,
/// inserted NULs and quotes) of real fixture files through every parser. Each call
/// must return; malformed results must come with at least one problem or parse cleanly.
@Suite("Hostile input")
struct HostileInputTests {
    /// A small deterministic generator (no seeded system randomness).
    struct Mutator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }

        mutating func mutate(_ bytes: [UInt8]) -> [UInt8] {
            var out = bytes
            guard !out.isEmpty else { return [UInt8(next() & 0xFF)] }
            for _ in 0 ..< 1 + Int(next() % 4) {
                let at = Int(next() % UInt64(out.count))
                switch next() % 5 {
                case 0: out[at] = UInt8(next() & 0xFF)
                case 1: out.removeSubrange(at...)
                case 2: out.insert(0, at: at)
                case 3: out.insert(UInt8(ascii: "\""), at: at)
                default: out.insert(contentsOf: [0xF0, 0x9F], at: at)  // half a UTF-8 emoji
                }
                if out.isEmpty { break }
            }
            return out
        }
    }

    @Test(arguments: ["strings/escapes.strings", "strings/utf16le-bom.strings", "strings/comments.strings"])
    func stringsFiles(_ fixture: String) throws {
        let original = try Fixture.bytes(fixture)
        var mutator = Mutator(state: 42)
        for _ in 0 ..< 400 {
            let bytes = mutator.mutate(original)
            let result = StringsFileParser.parse(bytes, file: "fuzz")
            #expect(result.problems.allSatisfy { $0.line >= 1 && $0.column >= 1 })
        }
    }

    @Test func colorSets() throws {
        let original = try Fixture.bytes("colors/Good.xcassets/Appearances.colorset/Contents.json")
        var mutator = Mutator(state: 7)
        for _ in 0 ..< 400 {
            let (set, problems) = ColorSetReader.read(bytes: mutator.mutate(original), name: "F", file: "fuzz")
            #expect(set != nil || !problems.isEmpty)
        }
    }

    @Test func catalogs() throws {
        let xcstrings = try Fixture.bytes("catalog/Cards.xcstrings")
        let stringsdict = try Fixture.bytes("catalog/ar.lproj/Main.stringsdict")
        var mutator = Mutator(state: 99)
        for _ in 0 ..< 200 {
            _ = XCStringsReader.read(Data(mutator.mutate(xcstrings)), file: "fuzz")
            _ = StringsDictReader.read(Data(mutator.mutate(stringsdict)), file: "fuzz")
        }
    }

    @Test func deeplyNestedJSON() {
        let deep = [UInt8](String(repeating: "[", count: 100_000).utf8)
        let (set, problems) = ColorSetReader.read(bytes: deep, name: "Deep", file: "deep.json")
        #expect(set == nil)
        #expect(problems.first?.message.contains("nesting deeper than 512 levels") == true)
    }

    @Test func duplicateMemberNamesAreErrorsNamingBothLines() {
        let json = """
            {
              "colors" : [],
              "info" : { "author" : "xcode", "version" : 1 },
              "colors" : [ { "idiom" : "universal" } ]
            }
            """
        let (set, problems) = ColorSetReader.read(bytes: [UInt8](json.utf8), name: "Twice", file: "Contents.json")
        #expect(set == nil)
        let problem = problems.first
        #expect(problem?.location?.line == 4, "\(problems)")
        #expect(problem?.message.contains("duplicate member name \"colors\" (first at line 2, column 3)") == true)
        // Names equal only after unescaping are the same name; other objects may reuse it.
        let escaped = #"{"a": 1, "b": {"a": 2}, "\u0061": 3}"#
        let (_, escapedProblems) = ColorSetReader.read(bytes: [UInt8](escaped.utf8), name: "E", file: "e.json")
        #expect(
            escapedProblems.first?.message.contains("duplicate member name \"a\" (first at line 1, column 2)") == true)
    }

    @Test func hostileFormatStrings() {
        let formatter = StringFormatter(
            language: "en",
            formatter: LocaleFormatter(locale: Locale(identifier: "en"), now: Date(timeIntervalSince1970: 0)))
        var mutator = Mutator(state: 5)
        let alphabet = Array("%@$#1234567890.-+ lhqdxfcsuU*n'")
        for _ in 0 ..< 500 {
            let format = String(
                (0 ..< Int(mutator.next() % 24)).map { _ in alphabet[Int(mutator.next() % UInt64(alphabet.count))] })
            _ = formatter.format(.plain(format), ["a", 1, 2.5])
            _ = PseudoLocale.accented.transform(format)
            _ = PseudoLocale.bidi.transform(format)
        }
        #expect(formatter.format(.plain("%999999$@"), []).text == "%999999$@")
    }

    /// A baseline that names a member twice is refused, naming both places (the
    /// decoder kept one of the two and `panels lint` went on without a word).
    @Test func aBaselineWithADuplicateMemberIsRefused() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("panels-dup-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data("{\"version\": 1,\n \"version\": 2, \"problems\": []}".utf8).write(to: file)
        let failure = #expect(throws: InputFile.Failure.self) { try LintReport.readBaseline(file) }
        #expect(
            failure?.reason.contains("duplicate member name \"version\" (first at line 1, column 2)") == true,
            "\(String(describing: failure))")
        #expect(
            failure?.reason.hasPrefix("not a baseline file (line 2, column 2:") == true,
            "\(String(describing: failure))")
        try Data("{\"version\": 1, \"problems\": []}".utf8).write(to: file)
        #expect(try LintReport.readBaseline(file).isEmpty)
    }
}
