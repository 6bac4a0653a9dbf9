import Foundation
@testable import Panels
@testable import PanelsAssetFiles
import PanelsTestSupport
import Testing

/// What real teams would baseline away (issue P34, 6): plural forms only a million
/// takes, differences between an app's scopes, arguments a translation leaves out,
/// dependency folders. Shapes from the real cases, invented text.
@Suite("Lint noise")
struct LintNoiseTests {
    static func write(_ files: [String: String], to root: URL) throws {
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    static func stringsdict(_ forms: [String: String]) -> String {
        RealAppShapesTests.plist(
            RealAppShapesTests.stringsdictEntry("songs", format: "%#@n@", variables: [("n", "ld", forms)]))
    }

    /// An app whose Romance translations have one and other (as translators write
    /// them), no many: the many form is for a million ("1 millón de canciones").
    static func romanceProject(at root: URL) throws {
        var files = ["en.lproj/Music.stringsdict": stringsdict(["one": "%ld song", "other": "%ld songs"])]
        for locale in ["es", "fr", "it", "pt", "ca"] {
            files["\(locale).lproj/Music.stringsdict"] = stringsdict(["one": "%ld x", "other": "%ld xs"])
        }
        // Polish lacks a form everyday counts take (few: 2–4).
        files["pl.lproj/Music.stringsdict"] = stringsdict(["one": "%ld p", "many": "%ld pm", "other": "%ld po"])
        try write(files, to: root)
    }

    @Test func largeNumberCategoriesComeFromCLDR() {
        for language in ["es", "fr", "it", "pt", "ca"] {
            #expect(PluralRules.largeNumberCategories(language: language, kind: .integer) == [.many], "\(language)")
        }
        // Everyday integers reach Polish and Czech forms; decimals reach Czech many.
        #expect(PluralRules.largeNumberCategories(language: "pl", kind: .integer).isEmpty)
        #expect(PluralRules.largeNumberCategories(language: "cs", kind: .decimal).isEmpty)
        #expect(PluralRules.largeNumberCategories(language: "en", kind: .integer).isEmpty)
    }

    @Test func pluralFormsOnlyAMillionTakesAreNotes() throws {
        let root = try ChildProcess.temporaryDirectory("p34-noise")
        defer { try? FileManager.default.removeItem(at: root) }
        try Self.romanceProject(at: root)
        let catalog = AssetCatalog.load(from: root)
        let findings = AssetLinter.findings(catalog, root: root.path)
        let warnings = findings.filter { !$0.isNote }.map(\.diagnostic.message)
        #expect(warnings == ["\"songs\" (pl) has no plural form for few; those numbers use \"other\""], "\(warnings)")
        let notes = findings.filter(\.isNote)
        #expect(notes.map(\.identity.locale).sorted() == ["ca", "es", "fr", "it", "pt"])
        #expect(notes.allSatisfy { $0.diagnostic.message.contains("only large round numbers take") })
        // One note line for the five locales, not one per value.
        let report = LintReport(findings)
        #expect(report.warnings == 1 && report.notes == 1, "\(report.lines)")
        #expect(
            report.lines.contains(
                "note: ca, es, fr, it, pt: 1 plural value has no form for a category only large round numbers take (such as \"many\" for a million); those use \"other\" (--strict-plurals reports each)"
            ), "\(report.lines)")
        // --strict-plurals: each a warning, as before.
        let strict = AssetLinter.findings(catalog, root: root.path, options: .init(strictPlurals: true))
        #expect(strict.filter { !$0.isNote && $0.identity.kind == .pluralForm }.count == 6)
        #expect(
            strict.contains {
                $0.diagnostic.message == "\"songs\" (es) has no plural form for many; those numbers use \"other\""
            })
    }

    /// A translator who never writes `few`: every plural value of the table lacks it;
    /// one line at the first says how many (the real case printed one per value).
    @Test func pluralValuesLackingTheSameFormsAreOneLine() throws {
        let root = try ChildProcess.temporaryDirectory("p34-plural-rollup")
        defer { try? FileManager.default.removeItem(at: root) }
        func table(_ forms: [String: String]) -> String {
            RealAppShapesTests.plist(
                ["tracks", "albums", "artists"].map {
                    RealAppShapesTests.stringsdictEntry($0, format: "%#@n@", variables: [("n", "ld", forms)])
                }.joined(separator: "\n"))
        }
        try Self.write(
            [
                "en.lproj/Music.stringsdict": table(["one": "%ld x", "other": "%ld xs"]),
                "uk.lproj/Music.stringsdict": table(["one": "%ld u", "many": "%ld um", "other": "%ld uo"]),
            ], to: root)
        let catalog = AssetCatalog.load(from: root)
        let findings = AssetLinter.findings(catalog, root: root.path)
        #expect(findings.filter { $0.identity.kind == .pluralForm }.count == 3)
        let lines = LintReport(findings) { $0.replacingOccurrences(of: root.path + "/", with: "") }.lines
        #expect(
            lines == [
                "uk.lproj/Music.stringsdict:5:1: warning: 3 plural values in Music (uk), the first \"tracks\", have no plural form for few; those numbers use \"other\" (--verbose lists each)"
            ], "\(lines)")
        #expect(LintReport(findings, verbose: true).lines.count == 3)
    }

    @Test func aDroppedArgumentIsAWarningAMismatchAnError() throws {
        let root = try ChildProcess.temporaryDirectory("p34-dropped")
        defer { try? FileManager.default.removeItem(at: root) }
        try Self.write(
            [
                "en.lproj/Main.strings": "\"shared\" = \"%1$@ shared %2$ld photos\";\n\"left\" = \"%@ left %ld\";\n",
                // A translation that says less: the name only.
                "de.lproj/Main.strings": "\"shared\" = \"%1$@ hat Fotos geteilt\";\n\"left\" = \"%ld %@\";\n",
            ], to: root)
        let problems = AssetLinter.lint(AssetCatalog.load(from: root))
        #expect(
            problems.map(\.description).map { $0.replacingOccurrences(of: root.path + "/", with: "") } == [
                "de.lproj/Main.strings:1:1: warning: \"shared\" (de) leaves out %2$d that en shows (en has %1$@ %2$d, de has %1$@)",
                "de.lproj/Main.strings:2:1: error: \"left\": format arguments differ from en: en has %1$@ %2$d, de has %1$d %2$@",
            ])
    }

    @Test func dependencyAndExcludedFoldersAreNotRead() throws {
        let root = try ChildProcess.temporaryDirectory("p34-exclude")
        defer { try? FileManager.default.removeItem(at: root) }
        let table = "\"a\" = \"A\";\n"
        try Self.write(
            [
                "App/en.lproj/Main.strings": table,
                "Pods/SomeKit/Resources/en.lproj/Kit.strings": table,
                "Carthage/Checkouts/Other/en.lproj/Kit.strings": table,
                "Build/DerivedData/x/en.lproj/Kit.strings": table,
                "node_modules/pkg/en.lproj/Kit.strings": table,
                ".build/checkouts/en.lproj/Kit.strings": table,
                "Tools/Translations/input/en.lproj/Main.strings": table,
                "Tools/Translations/output/en.lproj/Main.strings": table,
            ], to: root)
        #expect(
            AssetCatalog.load(from: root).scopes.keys.sorted() == [
                "App", "Tools/Translations/input", "Tools/Translations/output",
            ])
        let excluded = AssetCatalog.load(
            from: root, exclude: (ExcludePattern.defaults + ["Tools/**/input"]).map(ExcludePattern.init))
        #expect(excluded.scopes.keys.sorted() == ["App", "Tools/Translations/output"])
        let byName = AssetCatalog.load(from: root, exclude: [ExcludePattern("Tool?")])
        #expect(
            byName.scopes.keys.contains("Pods/SomeKit/Resources")
                && !byName.scopes.keys.contains { $0.hasPrefix("Tools") })
        #expect(ExcludePattern("**/Generated").matches("Generated"))
        #expect(ExcludePattern("**/Generated").matches("a/b/Generated"))
        #expect(!ExcludePattern("*/Generated").matches("a/b/Generated"))
        #expect(ExcludePattern("*Tests").matches("Sources/AppTests"))

        guard FileManager.default.isExecutableFile(atPath: LintTests.panelsExecutable.path) else { return }
        let help = try ChildProcess.run("panels", ["lint", "--help"])
        let flat = help.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(flat.contains("Pods, Carthage, DerivedData, .build, node_modules"), "\(help.output)")
        for flag in ["--exclude <glob>", "--strict-plurals", "--cross-scope"] {
            #expect(flat.contains(flag), "\(flag) not in: \(help.output)")
        }
        let run = try ChildProcess.run("panels", ["lint", root.path, "--exclude", "Tools"])
        #expect(run.output.contains("1 resource folder,"), "\(run.output)")
    }
}
