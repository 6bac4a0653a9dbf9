import Foundation
@testable import Panels
@testable import PanelsAssetFiles
import Testing

/// [P17] Real projects' asset files: system colors, Xcode's template, string catalog
/// substitutions, scopes, and a lint summary that fits on a screen.
@Suite("Real projects")
struct RealProjectTests {
    static let app = Fixture.url("app")

    @Test func systemColorsResolvePerAppearanceAndContrast() throws {
        let catalog = AssetCatalog.load(from: Self.app)
        let background = try #require(catalog.colors.sets["Background"])
        #expect(background.resolve(.light) == RGBA(hex: 0xFFFFFF))
        #expect(background.resolve(.dark) == RGBA(hex: 0x000000))
        let indigo = try #require(catalog.colors.sets["Indigo"])
        #expect(indigo.resolve(.light) == RGBA(red: 88, green: 86, blue: 214))
        #expect(indigo.resolve(.dark) == RGBA(red: 94, green: 92, blue: 230))
        #expect(indigo.resolve(.light, contrast: .high) == RGBA(red: 54, green: 52, blue: 163))
        #expect(indigo.resolve(.dark, contrast: .high) == RGBA(red: 125, green: 122, blue: 255))
        for name in [
            "labelColor", "quaternaryLabelColor", "placeholderTextColor", "linkColor", "opaqueSeparatorColor",
            "quaternarySystemFillColor", "tertiarySystemGroupedBackgroundColor", "systemGray6Color",
            "systemMintColor", "systemCyanColor", "systemBrownColor",
        ] {
            #expect(SystemColors.entry(named: name) != nil, "\(name)")
        }
        let lint = AssetLinter.lint(catalog).map(\.description)
        #expect(!lint.contains { $0.contains("no dark variant") }, "\(lint)")
    }

    @Test func xcodeTemplateIsTheAccentAndUnknownNamesWarn() throws {
        let catalog = AssetCatalog.load(from: Self.app)
        let accent = try #require(catalog.colors.sets["AccentColor"])
        #expect(accent.resolve(.light) == RGBA(hex: 0x007AFF))
        #expect(accent.resolve(.dark) == RGBA(red: 10, green: 132, blue: 255))
        #expect(accent.note != nil)
        let unknown = catalog.problems.filter { $0.message.contains("systemChartreuseColor") }
        #expect(unknown.count == 1)
        #expect(unknown.first?.severity == .warning)
        #expect(unknown.first?.message.contains("systemIndigoColor") == true)
    }

    @Test func xcstringsSubstitutionsDevicesAndExemptions() throws {
        let catalog = AssetCatalog.load(from: Self.app, scope: "App")
        let strings = catalog.strings
        let books = try #require(strings.tables["en"]?["Localizable"]?["%lld books on %lld shelves"])
        #expect(books.signature == [1: .integer, 2: .integer])
        let formatter = StringFormatter(
            language: "en",
            formatter: LocaleFormatter(locale: Locale(identifier: "en"), now: Date(timeIntervalSince1970: 0)))
        #expect(formatter.format(books.content, [.integer(1), .integer(3)]).text == "1 book on 3 shelves")
        #expect(formatter.format(books.content, [.integer(2), .integer(1)]).text == "2 books on 1 shelf")
        #expect(strings.tables["en"]?["Localizable"]?["Tap to open"]?.content == .plain("Tap to open"))
        #expect(strings.exempt["Localizable"] == ["Streaks": "not to be translated", "Old title": "stale"])
        let lint = AssetLinter.lint(catalog).map(\.description)
        #expect(!lint.contains { $0.contains("\"Streaks\" is missing") || $0.contains("\"Old title\" is missing") })
    }

    @Test func tablesAreScopedByResourceFolder() throws {
        let catalog = AssetCatalog.load(from: Self.app)
        #expect(catalog.scopes.keys.sorted() == ["App", "Widget"])
        #expect(catalog.strings.scope == "App")
        let widget = AssetCatalog.load(from: Self.app, scope: "Widget")
        #expect(
            widget.strings.lookup("CFBundleDisplayName", table: "InfoPlist", locale: "en")?.value.content
                == .plain("Streaks Widget"))
        #expect(
            catalog.strings.lookup("CFBundleDisplayName", table: "InfoPlist", locale: "en")?.value.content
                == .plain("Streaks"))
        // Differences between scopes are reported only when asked for (`--cross-scope`).
        #expect(!AssetLinter.lint(catalog).contains { $0.message.contains("differs across resource folders") })
        let lint = AssetLinter.lint(catalog, options: .init(crossScope: true)).map(\.description)
        #expect(
            lint.contains {
                $0.contains("differs across resource folders") && $0.contains("App/en.lproj/InfoPlist.strings")
                    && $0.contains("Widget/en.lproj/InfoPlist.strings")
            }, "\(lint)")
        #expect(
            lint.contains { $0.contains("de.lproj/infoPlist.strings differs from InfoPlist only in case") }, "\(lint)")
        #expect(throws: AssetCatalogError.self) { try AssetCatalog.load(folder: Self.app, scope: "Nope") }
    }

    @Test func literalPercentAndControlCharacters() {
        let lint = AssetLinter.lint(AssetCatalog.load(from: Self.app)).map(\.description)
        #expect(
            lint.contains { $0.contains("\"% g\" in \"100% guaranteed\" is read as a format specifier") }, "\(lint)")
        #expect(!lint.contains { $0.contains("format arguments differ") && $0.contains("promo") })
        #expect(LintReport.escaped("line\nbreak\u{1B}") == "line\\nbreak\\u{1B}")
        let report = LintReport(AssetLinter.findings(AssetCatalog.load(from: Self.app)))
        #expect(!report.lines.contains { $0.contains("\n") })
    }

    @Test func missingOrEmptyFoldersThrow() throws {
        #expect(throws: AssetCatalogError.folderNotFound(Fixture.url("nope").path)) {
            try AssetCatalog.load(folder: Fixture.url("nope"))
        }
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("p17-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        #expect(throws: AssetCatalogError.emptyFolder(empty.path)) { try AssetCatalog.load(folder: empty) }
        #expect(AssetCatalog.load(from: empty).problems.contains { $0.isError })
    }

    /// A generated project of 3 resource folders × 30 locales × 216 keys, partly
    /// translated: the default summary fits on a screen (one line per locale, the
    /// folders with the same count sharing it); a baseline silences it.
    @Test func largeProjectSummaryFitsOnAScreenAndBaselines() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("p17-large-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let locales = [
            "en", "de", "fr", "es", "it", "nl", "pt", "sv", "da", "fi", "nb", "pl", "cs", "sk", "hu", "ro", "bg", "hr",
            "sl", "lt", "lv", "et", "el", "tr", "ru", "uk", "he", "ar", "ja", "ko",
        ]
        for scope in ["App", "Widget", "Intents"] {
            for (i, locale) in locales.enumerated() {
                let folder = root.appendingPathComponent("\(scope)/\(locale).lproj")
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                let count = locale == "en" ? 216 : 216 - (i * 7) % 216
                let text = (0 ..< count).map { "\"key.\(scope).\($0)\" = \"Value \($0)\";" }.joined(separator: "\n")
                try Data(text.utf8).write(to: folder.appendingPathComponent("Localizable.strings"))
            }
        }
        let catalog = AssetCatalog.load(from: root)
        let findings = AssetLinter.findings(catalog, root: root.path)
        #expect(findings.count > 1000)
        let report = LintReport(findings, keyCounts: LintReport.keyCounts(catalog))
        #expect(report.lines.count <= 30, "\(report.lines.count) lines: \(report.lines)")
        #expect(
            report.lines.contains {
                $0 == "warning: lv: 140 of 216 keys untranslated in Localizable (App, Intents, Widget)"
            },
            "\(report.lines)")
        #expect(report.status == 0)
        #expect(
            report.lines.contains { $0.contains("of 216 keys untranslated in Localizable") },
            "\(report.lines.prefix(3))")
        let strict = LintReport(findings, strict: true, keyCounts: LintReport.keyCounts(catalog))
        #expect(strict.status == 1)
        let verbose = LintReport(findings, verbose: true)
        #expect(verbose.lines.count > findings.count)
        let baselineURL = root.appendingPathComponent("baseline.json")
        try LintReport.writeBaseline(findings, to: baselineURL)
        let text = try String(contentsOf: baselineURL, encoding: .utf8)
        #expect(!text.contains("\"line\""))
        let known = try LintReport.readBaseline(baselineURL)
        let quiet = LintReport(findings, strict: true, baseline: known)
        #expect(quiet.lines.isEmpty && quiet.status == 0 && quiet.known == findings.count)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
    }
}
