import Foundation
import Panels
import PanelsAssetFiles

/// Asset loading: `assets.load` reads a generated catalog of 7 locales × 200 keys
/// (`.strings` files with comments, escapes and format arguments, as Xcode projects
/// have them; the German table in UTF-16) and 50 color sets with light and dark
/// variants, from a temporary folder. Budget: 20 ms. `assets.lint` adds the
/// cross-locale checks; `assets.localize` is one localized caption text with two
/// arguments (ns).
extension BenchmarkGroup {
    static let assets = BenchmarkGroup(name: "assets") { rounds in
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("panels-bench-assets-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: folder)
        defer { try? FileManager.default.removeItem(at: folder) }
        try AssetBenchFixture.write(to: folder)

        var loaded = AssetCatalog.empty
        let loadNs = Stopwatch.median(rounds: rounds) {
            loaded = AssetCatalog.load(from: folder)
            blackHole(loaded)
        }
        let keys = loaded.strings.tables.values.flatMap(\.values).reduce(0) { $0 + $1.count }
        guard loaded.problems.isEmpty, keys == 7 * 200, loaded.colors.names.count == 50 else {
            throw BenchError(
                "generated catalog loaded wrongly: \(keys) keys, \(loaded.colors.names.count) colors, \(loaded.problems.prefix(3))"
            )
        }
        let lintNs = Stopwatch.median(rounds: rounds) {
            blackHole(AssetLinter.lint(AssetCatalog.load(from: folder)))
        }
        var context = PanelContext()
        context.assets = loaded
        context.locale = Locale(identifier: "pt-PT")
        let now = context.now
        let localizeNs =
            Stopwatch.median(rounds: rounds) {
                for i in 0 ..< 100 {
                    blackHole(
                        context.localizedText(
                            "key.\(i).title", table: "Localizable",
                            arguments: [.text("Ada"), .integer(i)]))
                }
                blackHole(now)
            } / 100
        return [
            Figure(scenario: "assets.load", value: loadNs / 1e6, unit: "ms"),
            Figure(scenario: "assets.lint", value: lintNs / 1e6, unit: "ms"),
            Figure(scenario: "assets.localize", value: localizeNs, unit: "ns"),
        ]
    }
}

/// Writes the benchmark's catalog: deterministic, realistic files.
enum AssetBenchFixture {
    static let locales = ["en", "nl", "fr", "pt", "pt-PT", "de", "ar"]

    static func write(to folder: URL) throws {
        let fm = FileManager.default
        for locale in locales {
            let lproj = folder.appendingPathComponent("\(locale).lproj")
            try fm.createDirectory(at: lproj, withIntermediateDirectories: true)
            var text = "/* Generated benchmark table (\(locale)). */\n\n"
            for i in 0 ..< 200 {
                text += "/* Key \(i): shown in the card, \"quoted\" in the comment. */\n"
                if i % 3 == 0 {
                    text += "\"key.\(i).title\" = \"\(locale) %1$@ has %2$d classes \\U00e9\\n line \(i)\";\n"
                } else {
                    text +=
                        "\"key.\(i).title\" = \"\(locale) text for item \(i) with \\\"escapes\\\" and more words\";\n"
                }
            }
            let data =
                locale == "de"
                ? Data([0xFF, 0xFE]) + (text.data(using: .utf16LittleEndian) ?? Data())
                : Data(text.utf8)
            try data.write(to: lproj.appendingPathComponent("Localizable.strings"))
        }
        let xcassets = folder.appendingPathComponent("Colors.xcassets")
        for i in 0 ..< 50 {
            let set = xcassets.appendingPathComponent("Color\(i).colorset")
            try fm.createDirectory(at: set, withIntermediateDirectories: true)
            let json = """
                {
                  "colors" : [
                    {
                      "color" : {
                        "color-space" : "\(i % 2 == 0 ? "srgb" : "display-p3")",
                        "components" : { "alpha" : "1.000", "blue" : "0x\(String(i * 5, radix: 16))", "green" : "\(i * 3)", "red" : "0.\(i)" }
                      },
                      "idiom" : "universal"
                    },
                    {
                      "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
                      "color" : {
                        "color-space" : "srgb",
                        "components" : { "alpha" : "1.000", "blue" : "0.100", "green" : "0.200", "red" : "0.300" }
                      },
                      "idiom" : "universal"
                    }
                  ],
                  "info" : { "author" : "xcode", "version" : 1 }
                }
                """
            try Data(json.utf8).write(to: set.appendingPathComponent("Contents.json"))
        }
    }
}
