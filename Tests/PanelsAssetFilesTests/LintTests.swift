import Foundation
@testable import Panels
@testable import PanelsAssetFiles
import PanelsTestSupport
import Testing

/// `panels lint`: every problem at once, with file:line:column, and never a write.
@Suite("Lint")
struct LintTests {
    static func relative(_ problems: [Diagnostic]) -> [String] {
        let prefix = Fixture.root.path + "/"
        return problems.map { p in
            var p = p
            if p.file.hasPrefix(prefix) { p.file.removeFirst(prefix.count) }
            return p.description
        }
    }

    @Test func reportsEveryProblemAtOnce() {
        let problems = AssetLinter.lint(AssetCatalog.load(from: Fixture.url("lint")))
        #expect(
            Self.relative(problems) == [
                "lint/Colors.xcassets/Broken.colorset/Contents.json:3:68: error: component \"red\": \"0xGG\" is not a hex byte (expected 0x00 to 0xFF)",
                "lint/Colors.xcassets/NoDark.colorset/Contents.json:1:1: warning: color set \"NoDark\" has no dark variant; dark appearance uses the light color",
                "lint/Extra.xcstrings:6:69: error: strings.broken.localizations.en.stringUnit.value: expected a string",
                "lint/ar.lproj/Plurals.stringsdict:5:2: warning: \"classes\" (ar) has no plural form for zero, two, few, many; those numbers use \"other\"",
                "lint/en.lproj/Main.strings:5:1: warning: \"only.en\" is missing in nl (nl.lproj/Main.strings); nl shows the en text",
                "lint/en.lproj/Plurals.stringsdict:5:2: warning: \"classes\" is missing in fr (fr.lproj/Plurals.stringsdict); fr shows the en text",
                "lint/fr.lproj/Main.strings:2:23: error: expected ';' after the value of \"when\", found '\"'",
                "lint/fr.lproj/Plurals.stringsdict:9: error: malformed property list: Encountered unexpected character < on line 9 while looking for close tag",
                "lint/nl.lproj/Main.strings:2:1: error: \"when\": format arguments differ from en: en has %1$@ %2$@, nl has %1$@ %2$d",
                "lint/nl.lproj/Main.strings:4:1: warning: \"extra.nl\" is only in nl; the development language en has no such key in table Main",
            ])
        #expect(AssetLinter.exitStatus(problems, strict: false) == 1)
    }

    @Test func warningsAloneExitZeroUnlessStrict() {
        let warning = Diagnostic(.warning, file: "a", "w")
        #expect(AssetLinter.exitStatus([warning], strict: false) == 0)
        #expect(AssetLinter.exitStatus([warning], strict: true) == 1)
        #expect(AssetLinter.exitStatus([], strict: true) == 0)
    }

    @Test func missingTableForALocale() throws {
        // The fixture catalog minus nothing: ar has Main but no table "Extra" … use the
        // catalog folder with a table only en has.
        var catalog = AssetCatalog.load(from: Fixture.url("catalog"))
        catalog.strings.add(
            [
                "solo": LocalizedValue(
                    .plain("Solo"), location: FileLocation(file: "/x/en.lproj/Solo.strings", line: 1, column: 1))
            ],
            locale: "en", table: "Solo", file: "/x/en.lproj/Solo.strings")
        let problems = AssetLinter.lint(catalog)
        #expect(
            problems.filter { $0.message.hasPrefix("table Solo is missing") }.map(\.file)
                == [
                    "/x/ar.lproj/Solo.strings", "/x/de.lproj/Solo.strings", "/x/fr.lproj/Solo.strings",
                    "/x/nl.lproj/Solo.strings", "/x/pt.lproj/Solo.strings",
                ])
    }

    /// Every file's bytes and modification date under `folder`.
    static func snapshot(_ folder: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        let enumerator = try #require(
            FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.contentModificationDateKey]))
        for case let url as URL in enumerator {
            let values = try url.resourceValues(forKeys: [.isRegularFileKey, .contentModificationDateKey])
            guard values.isRegularFile == true else { continue }
            var record = try Data(contentsOf: url)
            record.append(contentsOf: Array("\(values.contentModificationDate?.timeIntervalSince1970 ?? 0)".utf8))
            result[url.path] = record
        }
        return result
    }

    /// The real `panels` executable, built next to the test bundle.
    static var panelsExecutable: URL { ChildProcess.url("panels") }

    static func runLint(_ arguments: [String]) throws -> (status: Int32, output: String) {
        try ChildProcess.run("panels", ["lint"] + arguments)
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: panelsExecutable.path)))
    func commandLineExitCodesAndNoWrites() throws {
        let lintFolder = Fixture.url("lint")
        let before = try Self.snapshot(Fixture.root)
        let bad = try Self.runLint([lintFolder.path])
        #expect(bad.status == 1)
        #expect(bad.output.contains("Main.strings:2:23: error: expected ';'"))
        #expect(bad.output.hasSuffix("5 errors, 4 warnings\n"), "\(bad.output)")
        let clean = try Self.runLint([Fixture.url("catalog").path])
        #expect(clean.status == 0, "\(clean.output)")
        let colors = try Self.runLint([Fixture.url("colors").path])
        #expect(colors.status == 0)
        let strict = try Self.runLint([Fixture.url("colors").path, "--strict"])
        #expect(strict.status == 1)
        #expect(strict.output.contains("error: color set \"Numbers\" has no dark variant"))
        let notAFolder = try Self.runLint([Fixture.url("nope").path])
        #expect(notAFolder.status != 0)
        let after = try Self.snapshot(Fixture.root)
        #expect(after.keys.sorted() == before.keys.sorted())
        #expect(after.filter { before[$0.key] != $0.value }.map(\.key) == [])
    }

    @Test func widgetFixtureIsClean() {
        let catalog = AssetCatalog.load(from: Fixture.url("widget"))
        #expect(AssetLinter.lint(catalog).isEmpty, "\(AssetLinter.lint(catalog))")
        #expect(catalog.strings.locales == ["ar", "de", "en", "fr", "nl", "pt-PT"])
        #expect(catalog.colors.names == ["BrandAccent", "PlaceholderFill", "SecondaryText", "WidgetBackground"])
    }

    /// The bundled upcoming-class assets (another part of Panels writes them) pass lint.
    @Test func bundledUpcomingWidgetAssetsAreClean() {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Assets/Samples/UpcomingWidget")
        let catalog = AssetCatalog.load(from: folder)
        #expect(AssetLinter.lint(catalog).isEmpty, "\(AssetLinter.lint(catalog))")
        #expect(catalog.strings.locales.contains("pt-PT"))
        #expect(catalog.colors.color(named: "WidgetBackground", appearance: .dark) != nil)
    }
}

/// Plural checks against CLDR's rules for the locale and the argument's kind.
@Suite("Lint: plural categories")
struct LintPluralTests {
    func pluralProblems(_ locale: String, valueType: String, forms: [PluralCategory]) -> [String] {
        var catalog = AssetCatalog.load(from: Fixture.url("catalog"))
        func entry(_ categories: [PluralCategory], file: String) -> [String: LocalizedValue] {
            [
                "files": LocalizedValue(
                    .pluralFormat(
                        "%#@n@",
                        variables: [
                            "n": PluralVariable(
                                valueType: valueType,
                                forms: Dictionary(uniqueKeysWithValues: categories.map { ($0, "%\(valueType) x") }))
                        ]), location: FileLocation(file: file, line: 1, column: 1))
            ]
        }
        catalog.strings.add(
            entry([.one, .other], file: "/x/en.lproj/P.stringsdict"), locale: "en", table: "P",
            file: "/x/en.lproj/P.stringsdict")
        catalog.strings.add(
            entry(forms, file: "/x/\(locale).lproj/P.stringsdict"), locale: locale, table: "P",
            file: "/x/\(locale).lproj/P.stringsdict")
        return AssetLinter.lint(catalog).filter { $0.message.contains("plural form") }.map(\.message)
    }

    @Test func czechIntegersNeedOneFewOther() {
        #expect(
            pluralProblems("cs", valueType: "d", forms: [.one, .other]) == [
                "\"files\" (cs) has no plural form for few; those numbers use \"other\""
            ])
        #expect(pluralProblems("cs", valueType: "d", forms: [.one, .few, .other]).isEmpty)
        // Decimals reach `many` too.
        #expect(
            pluralProblems("cs", valueType: "f", forms: [.one, .few, .other]) == [
                "\"files\" (cs) has no plural form for many; those numbers use \"other\""
            ])
    }

    @Test func languagesWithOnlyOtherNeedNothingElse() {
        #expect(pluralProblems("my", valueType: "d", forms: [.other]).isEmpty)
        #expect(pluralProblems("ja", valueType: "lld", forms: [.other]).isEmpty)
        #expect(
            pluralProblems("he", valueType: "d", forms: [.other]) == [
                "\"files\" (he) has no plural form for one, two; those numbers use \"other\""
            ])
    }
}
