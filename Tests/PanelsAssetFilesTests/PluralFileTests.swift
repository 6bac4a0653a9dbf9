import Foundation
@testable import Panels
@testable import PanelsAssetFiles
import Testing

/// Malformed `.stringsdict` and `.xcstrings` files: each problem at its line, the good
/// entries still load, hostile bytes give errors.
@Suite("Plural files: .stringsdict and .xcstrings errors")
struct PluralFileTests {
    static let catalog = AssetCatalog.load(from: Fixture.url("plurals-bad"))

    static func problems(in file: String) -> [String] {
        let path = Fixture.url("plurals-bad/\(file)").path
        return catalog.problems.filter { $0.file == path }.map {
            "\($0.line):\($0.column) \($0.severity): \($0.message)"
        }
    }

    @Test func stringsdictEntryErrors() {
        #expect(
            Self.problems(in: "en.lproj/Plurals.stringsdict") == [
                "21:2 error: entry \"no.format\" has no NSStringLocalizedFormatKey string",
                "35:2 error: \"no.variable\" uses %#@missing@ but has no dictionary \"missing\"",
                "51:2 error: \"wrong.spec\".n: expected NSStringFormatSpecTypeKey = NSStringPluralRuleType",
                "67:2 error: \"no.other\".n has no \"other\" form (required)",
                "81:2 error: \"odd.category\".n: unknown plural category \"several\" (expected zero, one, two, few, many, other)",
                "99:2 error: entry \"not.a.dict\" must be a dictionary with NSStringLocalizedFormatKey",
            ])
        // The good entry, and the one with an extra category, still work.
        let formatter = LocaleFormatter(locale: Locale(identifier: "en"), now: Date(timeIntervalSince1970: 0))
        #expect(
            Self.catalog.strings.localize("good", table: "Plurals", locale: "en", arguments: [3], formatter: formatter)
                .text == "3 xs")
        #expect(
            Self.catalog.strings.localize(
                "odd.category", table: "Plurals", locale: "en", arguments: [1], formatter: formatter
            ).text == "1 x")
    }

    @Test func hostileStringsdictFiles() {
        #expect(
            Self.problems(in: "en.lproj/Binary.stringsdict") == [
                "1:1 error: expected an XML property list (<?xml … <plist>) in a .stringsdict file"
            ])
        #expect(
            Self.problems(in: "en.lproj/OldStyle.stringsdict") == [
                "1:1 error: expected an XML property list (<?xml … <plist>) in a .stringsdict file"
            ])
        let truncated = Self.problems(in: "en.lproj/Truncated.stringsdict")
        #expect(truncated.count == 1)
        #expect(
            truncated.first?.hasPrefix("27:0 error: malformed property list: Encountered unexpected EOF") == true,
            "\(truncated)")
    }

    @Test func xcstringsErrors() {
        #expect(
            Self.problems(in: "Catalog.xcstrings") == [
                "7:16 error: \"no.other\" (en): plural variation has no \"other\" form (required)",
                "12:57 error: unknown plural category \"lots\" (expected zero, one, two, few, many, other)",
                "15:44 error: \"empty\" (en): expected a stringUnit or plural variations",
            ])
        #expect(Self.problems(in: "NoSource.xcstrings") == ["1:1 error: missing \"sourceLanguage\" in the top level"])
        #expect(
            Self.problems(in: "Truncated.xcstrings") == [
                "4:106 error: malformed JSON: expected ',' or '}' in an object, found the end of the file"
            ])
        #expect(Self.catalog.strings.lookup("ok", table: "Catalog", locale: "en")?.value.content == .plain("OK"))
    }

    /// Every prefix of a real catalog and a real stringsdict loads without trapping.
    @Test func everyTruncationIsAnErrorNotACrash() throws {
        let xcstrings = try Data(contentsOf: Fixture.url("catalog/Cards.xcstrings"))
        for length in stride(from: 0, to: xcstrings.count, by: 7) {
            let result = XCStringsReader.read(xcstrings.prefix(length), file: "t")
            #expect(!result.problems.isEmpty)
        }
        let stringsdict = try Data(contentsOf: Fixture.url("catalog/ar.lproj/Main.stringsdict"))
        for length in stride(from: 0, to: stringsdict.count - 10, by: 13) {
            let result = StringsDictReader.read(stringsdict.prefix(length), file: "t")
            #expect(!result.problems.isEmpty)
        }
    }
}
