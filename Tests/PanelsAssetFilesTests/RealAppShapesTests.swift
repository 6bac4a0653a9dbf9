import Foundation
@testable import Panels
@testable import PanelsAssetFiles
import PanelsTestSupport
import Testing

/// Shapes of problems found in the asset files of shipped apps (issue P34), each
/// rebuilt here with invented text: the same structure, none of the apps' strings.
@Suite("Real apps' shapes")
struct RealAppShapesTests {
    /// A temporary assets folder with `files` (relative path → bytes); removed by the caller.
    static func folder(_ files: [String: [UInt8]]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("p34-shapes-\(UUID().uuidString)")
        for (path, bytes) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        return root
    }

    static func utf8(_ text: String) -> [UInt8] { Array(text.utf8) }

    static func formatter(_ locale: String) -> LocaleFormatter {
        LocaleFormatter(locale: Locale(identifier: locale), now: Date(timeIntervalSince1970: 0))
    }

    static func plist(_ body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \(body)
        </dict>
        </plist>

        """
    }

    static func stringsdictEntry(_ key: String, format: String, variables: [(String, String, [String: String])])
        -> String
    {
        var body = "<key>\(key)</key>\n<dict>\n<key>NSStringLocalizedFormatKey</key>\n<string>\(format)</string>\n"
        for (name, type, forms) in variables {
            body +=
                "<key>\(name)</key>\n<dict>\n<key>NSStringFormatSpecTypeKey</key>\n<string>NSStringPluralRuleType</string>\n"
            body += "<key>NSStringFormatValueTypeKey</key>\n<string>\(type)</string>\n"
            for (category, form) in forms.sorted(by: { $0.key < $1.key }) {
                body += "<key>\(category)</key>\n<string>\(form)</string>\n"
            }
            body += "</dict>\n"
        }
        return body + "</dict>"
    }

    // 1. `.xcstrings` substitutions without `argNum`: a count of items and a count of
    // people, where the substitution names sort the other way round from their order in
    // the text (a Polish timeline string in the real case).
    @Test func substitutionsWithoutArgNumCountInTheOrderOfTheText() throws {
        let catalog = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "%lld items from %lld people" : {
                  "localizations" : {
                    "pl" : {
                      "stringUnit" : { "state" : "translated", "value" : "%#@zitems@ od %#@apeople@" },
                      "substitutions" : {
                        "apeople" : {
                          "formatSpecifier" : "lld",
                          "variations" : { "plural" : {
                            "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg osoby" } },
                            "few" : { "stringUnit" : { "state" : "translated", "value" : "%arg osób F" } },
                            "many" : { "stringUnit" : { "state" : "translated", "value" : "%arg osób M" } },
                            "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg osoby O" } }
                          } }
                        },
                        "zitems" : {
                          "formatSpecifier" : "lld",
                          "variations" : { "plural" : {
                            "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg rzecz" } },
                            "few" : { "stringUnit" : { "state" : "translated", "value" : "%arg rzeczy" } },
                            "many" : { "stringUnit" : { "state" : "translated", "value" : "%arg rzeczy M" } },
                            "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg rzeczy O" } }
                          } }
                        }
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """
        let root = try Self.folder(["Localizable.xcstrings": Self.utf8(catalog)])
        defer { try? FileManager.default.removeItem(at: root) }
        let assets = AssetCatalog.load(from: root)
        #expect(assets.problems.isEmpty, "\(assets.problems)")
        let key = "%lld items from %lld people"
        // One item from two people: the first argument counts the items.
        let text = assets.strings.localize(
            key, table: "Localizable", locale: "pl", arguments: [1, 2], formatter: Self.formatter("pl")
        ).text
        #expect(text == "1 rzecz od 2 osób F")
        let five = assets.strings.localize(
            key, table: "Localizable", locale: "pl", arguments: [5, 1], formatter: Self.formatter("pl")
        ).text
        #expect(five == "5 rzeczy M od 1 osoby")
        // And the lint sees the arguments where the English key has them.
        let findings = AssetLinter.lint(assets).filter { $0.message.contains("format arguments differ") }
        #expect(findings.isEmpty, "\(findings)")
    }

    // 2. Numbers in the locale's form, as SwiftUI and `localizedStringWithFormat` show
    // a `%lld`: grouping, decimal sign and native digits.
    @Test func numbersInTheLocalesForm() {
        func format(_ text: String, _ locale: String, _ arguments: [FormatArgument]) -> String {
            StringFormatter(language: locale, formatter: Self.formatter(locale)).format(.plain(text), arguments).text
        }
        #expect(format("%lld steps", "en", [12341]) == "12,341 steps")
        #expect(format("%ld Schritte", "de", [12341]) == "12.341 Schritte")
        #expect(format("%d крачки", "bg", [12341]) == "12\u{A0}341 крачки")
        #expect(format("%d", "my", [42]) == "၄၂")
        #expect(format("%.1f km", "de", [1234.56]) == "1.234,6 km")
        // The same numbers a plural variable chooses its form by.
        let plural = LocalizedValue.Content.pluralFormat(
            "%#@n@", variables: ["n": PluralVariable(valueType: "ld", forms: [.one: "%ld Tag", .other: "%ld Tage"])])
        #expect(
            StringFormatter(language: "de", formatter: Self.formatter("de")).format(plural, [12341]).text
                == "12.341 Tage")
    }

    // 3. A non-positional `%@` inside a `.stringsdict` plural form reads the count again.
    @Test func nonPositionalSpecifierInAPluralFormIsAnError() throws {
        let en = Self.plist(
            Self.stringsdictEntry(
                "files.in.folder", format: "%#@files@",
                variables: [("files", "ld", ["one": "%ld file in %2$@", "other": "%ld files in %2$@"])]))
        let fr = Self.plist(
            Self.stringsdictEntry(
                "files.in.folder", format: "%#@files@",
                variables: [("files", "ld", ["one": "%ld %@ dossier", "other": "%ld %@ dossiers"])]))
        let root = try Self.folder([
            "en.lproj/Files.stringsdict": Self.utf8(en), "fr.lproj/Files.stringsdict": Self.utf8(fr),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let assets = AssetCatalog.load(from: root)
        #expect(assets.problems.isEmpty, "\(assets.problems)")
        // It renders the count twice, as Foundation does …
        let text = assets.strings.localize(
            "files.in.folder", table: "Files", locale: "fr", arguments: [5, "Photos"], formatter: Self.formatter("fr")
        ).text
        #expect(text == "5 5 dossiers")
        // … so the lint says so, at the entry, once per form.
        let errors = AssetLinter.lint(assets).filter(\.isError).map(\.message)
        #expect(
            errors.contains(
                "\"files.in.folder\" (fr): in the \"other\" form of %#@files@, '%@' has no position, so it reads the count (argument 1) again; write its argument's position (such as %2$@)"
            ), "\(errors)")
        #expect(errors.filter { $0.contains("has no position") }.count == 2, "\(errors)")
        // The English entry, with positions, is clean.
        #expect(!errors.contains { $0.contains("(en)") }, "\(errors)")
    }

    // 7. Files Foundation reads: a `.stringsdict` with a UTF-8 or UTF-16 byte-order
    // mark, and `.strings` tables saved as XML or binary property lists.
    @Test func byteOrderMarksAndPropertyListTables() throws {
        let entry = Self.plist(
            Self.stringsdictEntry(
                "days", format: "%#@d@", variables: [("d", "d", ["one": "%d día", "other": "%d días"])]))
        var utf16 = [UInt8]([0xFF, 0xFE])
        for unit in entry.replacingOccurrences(of: "UTF-8", with: "UTF-16").utf16 {
            utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)]
        }
        let xmlStrings = Self.plist(
            "<key>title</key>\n<string>Título</string>\n<key>done</key>\n<string>Listo</string>")
        let binary = try PropertyListSerialization.data(
            fromPropertyList: ["title": "Titre", "done": "Terminé"], format: .binary, options: 0)
        let root = try Self.folder([
            "en.lproj/Main.strings": Self.utf8("\"title\" = \"Title\";\n\"done\" = \"Done\";\n"),
            "en.lproj/Days.stringsdict": Self.utf8(
                Self.plist(
                    Self.stringsdictEntry(
                        "days", format: "%#@d@", variables: [("d", "d", ["one": "%d day", "other": "%d days"])]))),
            "es.lproj/Days.stringsdict": [0xEF, 0xBB, 0xBF] + Self.utf8(entry),
            "es.lproj/Main.strings": Self.utf8(xmlStrings),
            "ca.lproj/Days.stringsdict": utf16,
            "ca.lproj/Main.strings": [0xEF, 0xBB, 0xBF] + Self.utf8(xmlStrings),
            "fr.lproj/Main.strings": [UInt8](binary),
            "fr.lproj/Days.stringsdict": Self.utf8(entry),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let assets = AssetCatalog.load(from: root)
        #expect(assets.problems.isEmpty, "\(assets.problems)")
        func text(_ key: String, _ table: String, _ locale: String, _ arguments: [FormatArgument] = []) -> String {
            assets.strings.localize(
                key, table: table, locale: locale, arguments: arguments, formatter: Self.formatter(locale)
            ).text
        }
        #expect(text("days", "Days", "es", [2]) == "2 días")
        #expect(text("days", "Days", "ca", [1]) == "1 día")
        #expect(text("title", "Main", "es") == "Título")
        #expect(text("done", "Main", "ca") == "Listo")
        #expect(text("done", "Main", "fr") == "Terminé")
        // Entries of an XML table are at their <key>'s line.
        #expect(assets.strings.tables["es"]?["Main"]?["done"]?.location.line == 7)
        let problems = AssetLinter.lint(assets).filter { !$0.message.contains("has no plural form") }
        #expect(problems.isEmpty, "\(problems)")
        // A property list that is not a dictionary of strings is reported, not read as text.
        let bad = StringsFileParser.parse(
            Self.utf8(Self.plist("<key>n</key>\n<integer>3</integer>")), file: "x.strings")
        #expect(bad.problems.map(\.description) == ["x.strings:5:1: error: the value of \"n\" must be a string"])
    }

    // 8. A plural variable written twice in one format means one argument (a French
    // table repeats the count in its sentence).
    @Test func repeatedPluralVariableIsOneArgument() throws {
        let en = Self.plist(
            Self.stringsdictEntry(
                "photos.left", format: "%#@v1@ of %@",
                variables: [("v1", "lu", ["one": "%lu photo", "other": "%lu photos"])]))
        let fr = Self.plist(
            Self.stringsdictEntry(
                "photos.left", format: "%#@v1@ sur %@ (%#@v1@)",
                variables: [("v1", "lu", ["one": "%lu photo", "other": "%lu photos"])]))
        let root = try Self.folder([
            "en.lproj/P.stringsdict": Self.utf8(en), "fr.lproj/P.stringsdict": Self.utf8(fr),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let assets = AssetCatalog.load(from: root)
        let problems = AssetLinter.lint(assets).filter { !$0.message.contains("has no plural form") }
        #expect(problems.isEmpty, "\(problems)")
        #expect(FormatString("%#@v1@ sur %@ (%#@v1@)").specifiers.map(\.argument) == [1, 2, 1])
        let text = assets.strings.localize(
            "photos.left", table: "P", locale: "fr", arguments: [3, "Album"], formatter: Self.formatter("fr")
        ).text
        #expect(text == "3 photos sur Album (3 photos)")
    }
}
