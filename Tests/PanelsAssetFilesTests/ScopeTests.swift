import Foundation
@testable import Panels
@testable import PanelsAssetFiles
import PanelsTestSupport
import Testing

/// A repository root with several targets (issue P34, 4): an app deep in its sources,
/// an extension with a handful of strings near the top, a widget and a Mac target
/// each with their own `AccentColor`. Scopes keep strings and colors apart; loading
/// takes the scope asked for, else the one with the most keys, and says so.
@Suite("Scopes: strings and colors per resource folder")
struct ScopeTests {
    static func colorSet(red: String) -> String {
        """
        { "colors" : [ { "color" : { "color-space" : "srgb", "components" : {
          "red" : "\(red)", "green" : "0.500", "blue" : "0.500", "alpha" : "1.000" } }, "idiom" : "universal" },
          { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
            "color" : { "color-space" : "srgb", "components" : {
          "red" : "\(red)", "green" : "0.400", "blue" : "0.400", "alpha" : "1.000" } }, "idiom" : "universal" } ],
          "info" : { "author" : "xcode", "version" : 1 } }
        """
    }

    static func table(_ prefix: String, _ count: Int) -> String {
        (0 ..< count).map { "\"\(prefix).\($0)\" = \"\(prefix) \($0)\";" }.joined(separator: "\n")
    }

    static func makeRepository() throws -> URL {
        let root = try ChildProcess.temporaryDirectory("p34-scopes")
        try LintNoiseTests.write(
            [
                // The extension: shallow, few keys.
                "ShareExtension/en.lproj/Localizable.strings": table("share", 4),
                "ShareExtension/de.lproj/Localizable.strings": table("share", 4),
                // The app: deep, most keys, colors beside its tables.
                "App/Sources/App/Resources/en.lproj/Localizable.strings": table("app", 40),
                "App/Sources/App/Resources/de.lproj/Localizable.strings": table("app", 40),
                "App/Sources/App/Assets.xcassets/AccentColor.colorset/Contents.json": colorSet(red: "1.000"),
                // The widget: its own accent.
                "Widget/en.lproj/Localizable.strings": table("widget", 6),
                "Widget/Assets.xcassets/AccentColor.colorset/Contents.json": colorSet(red: "0.200"),
                // A Mac target's colors.
                "MacApp/Assets.xcassets/AccentColor.colorset/Contents.json": colorSet(red: "0.600"),
            ], to: root)
        return root
    }

    @Test func theScopeWithTheMostKeysIsChosenAndNamed() throws {
        let root = try Self.makeRepository()
        defer { try? FileManager.default.removeItem(at: root) }
        let catalog = AssetCatalog.load(from: root)
        #expect(catalog.problems.isEmpty, "\(catalog.problems)")
        #expect(catalog.strings.scope == "App/Sources/App/Resources")
        #expect(catalog.strings.lookup("app.3", table: "Localizable", locale: "de") != nil)
        // The app's own accent, from the folder nearest its tables; not the widget's or the Mac's.
        #expect(catalog.colorScope == "App/Sources/App")
        #expect(catalog.colors.color(named: "AccentColor", appearance: .light)?.red == 255)
        #expect(
            catalog.notes == [
                "5 resource folders with strings or colors: App/Sources/App/Resources (40 keys), Widget (6 keys, 1 color), ShareExtension (4 keys), MacApp (1 color), App/Sources/App (1 color); using App/Sources/App/Resources (the most keys), its colors from App/Sources/App; name one with --scope or load(from:scope:)"
            ], "\(catalog.notes)")
        // Three AccentColors in three scopes: none replaces another.
        #expect(catalog.allColorScopes.map(\.scope) == ["App/Sources/App", "MacApp", "Widget"])
        #expect(!AssetLinter.lint(catalog).contains { $0.message.contains("a second color set") })
    }

    @Test func theScopeAskedForIsTakenForStringsAndColors() throws {
        let root = try Self.makeRepository()
        defer { try? FileManager.default.removeItem(at: root) }
        let widget = AssetCatalog.load(from: root, scope: "Widget")
        #expect(widget.notes.isEmpty)
        #expect(widget.strings.scope == "Widget" && widget.colorScope == "Widget")
        #expect(widget.colors.color(named: "AccentColor", appearance: .light)?.red == 51)
        let share = AssetCatalog.load(from: root, scope: "ShareExtension")
        #expect(share.strings.lookup("share.0", table: "Localizable", locale: "en") != nil)
        #expect(throws: AssetCatalogError.self) { try AssetCatalog.load(folder: root, scope: "Nope") }
        let unknown = AssetCatalog.load(from: root, scope: "Nope")
        #expect(unknown.problems.contains { $0.isError && $0.message.contains("no resource folder \"Nope\"") })
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: LintTests.panelsExecutable.path)))
    func lintAndPreviewTakeScope() throws {
        let root = try Self.makeRepository()
        defer { try? FileManager.default.removeItem(at: root) }
        let all = try LintTests.runLint([root.path])
        #expect(all.output.hasPrefix("note: 5 resource folders with strings or colors:"), "\(all.output)")
        #expect(all.output.contains("using App/Sources/App/Resources (the most keys)"))
        let widget = try LintTests.runLint([root.path, "--scope", "Widget"])
        #expect(!widget.output.contains("note:"), "\(widget.output)")
        #expect(
            widget.output.hasSuffix("1 color sets, 1 resource folder, 1 locales, 6 strings: 0 errors, 0 warnings\n"),
            "\(widget.output)")
        let nope = try ChildProcess.runReporting("panels", ["lint", root.path, "--scope", "Nope"])
        #expect(nope.status == 1)
        #expect((nope.output + nope.errors).contains("no resource folder \"Nope\""), "\(nope)")
        let preview = try ChildProcess.runReporting(
            "panels", ["preview", "upcoming-class", "--assets", root.path, "--scope", "Nope"])
        #expect(preview.status != 0)
        #expect(preview.errors.contains("--scope Nope: no resource folder \"Nope\""), "\(preview.errors)")
    }
}
