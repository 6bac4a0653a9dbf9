import Foundation
import Panels
import PanelsAssetFiles
import PanelsComponents
import PanelsSamples
import PanelsSampleAssets
import PanelsTestSupport
import Testing

/// The shell scene's words: the `Shell` table in each of the card's locales, with
/// English's placeholders, read in the scene with no key left showing; and every
/// right-to-left table of the samples starting its strings in its own script.
@Suite("The shell's strings")
struct ShellStringsTests {
    static let locales = SampleTableChecks.locales

    @Test("Every locale has every key, with English's placeholders; lint finds nothing")
    func everyKeyEverywhere() throws {
        let folder = try #require(ShellDemo.assetsFolder)
        SampleTableChecks.expectEveryKeyEverywhere(folder: folder, table: "Shell", minimum: 18)
    }

    @Test("The scene shows its words in every locale, menu and toolbar open, and no key")
    @MainActor
    func noMissingKeys() throws {
        for locale in Self.locales {
            // The open menu hides what is under it from a screen reader: read it, then
            // the feed and the toolbar with the menu closed.
            let menu = Self.labels(locale: locale, shell: ShellState(menuOpen: true))
            let feed = Self.labels(locale: locale, shell: ShellState(toolbarOpen: true))
            #expect(menu.count >= 8 && feed.count >= 12, "\(locale): \(menu) \(feed)")
            #expect(!(menu + feed).contains { $0.contains("shell.") }, "\(locale): \(menu) \(feed)")
        }
        // English reads as the article's shell; Japanese has its own words.
        #expect(Self.labels(locale: "en", shell: ShellState(menuOpen: true)).contains("Esc or a click outside closes"))
        let japanese = Self.labels(locale: "ja", shell: ShellState(menuOpen: true))
        #expect(japanese.contains("メニュー") && japanese.contains("ホーム"), "\(japanese)")
        let feed = Self.labels(locale: "ja", shell: ShellState(toolbarOpen: true))
        #expect(feed.contains("今日") && feed.contains("完了"), "\(feed)")
    }

    /// The labels a screen reader reads of the scene in `locale`; records an issue for
    /// any missing string the context reported.
    @MainActor
    static func labels(locale: String, shell: ShellState) -> [String] {
        let stage = Stage(measurer: WordWidthMeasurer()) { ShellDemo(state: shell) }
        var context = stage.context
        context.locale = Locale(identifier: locale)
        stage.context = context
        _ = stage.frame(size: Size(width: 960, height: 640), scale: 1, at: 0)
        let problems = stage.context.diagnostics.all.filter { $0.message.contains("missing") }
        #expect(problems.isEmpty, "\(locale): \(problems.prefix(3))")
        return stage.accessibilityTree().elements.map(\.label)
    }

    /// A line's direction comes from its first strong letter (as on iOS and Android):
    /// an Arabic or Hebrew string that starts with "Esc" or a brand name reads left to
    /// right, its words in the wrong order. Every value of the samples' ar and he tables
    /// that has a letter of its script starts with one, past placeholders, digits and
    /// punctuation (a name alone, "Wi-Fi", is one left-to-right run).
    @Test("Right-to-left strings start with a right-to-left letter")
    func rightToLeftStringsStartInTheirScript() throws {
        let samples = try SampleAssets.folder()
        var checked = 0
        for folder in try FileManager.default.contentsOfDirectory(atPath: samples.path).sorted() {
            for locale in ["ar", "he"] {
                let lproj = samples.appendingPathComponent("\(folder)/\(locale).lproj")
                guard let names = try? FileManager.default.contentsOfDirectory(atPath: lproj.path) else { continue }
                for name in names where name.hasSuffix(".strings") {
                    let data = try Data(contentsOf: lproj.appendingPathComponent(name))
                    let table = StringsFileParser.parse(Array(data), file: "\(folder)/\(locale).lproj/\(name)")
                    #expect(table.problems.isEmpty, "\(table.problems)")
                    for (key, value) in table.dictionary {
                        checked += 1
                        guard let first = Self.firstLetter(value),
                            value.unicodeScalars.contains(where: {
                                Self.isRightToLeft($0) && $0.properties.isAlphabetic
                            })
                        else { continue }
                        #expect(Self.isRightToLeft(first), "\(folder)/\(locale).lproj/\(name) \(key): \(value)")
                    }
                }
            }
        }
        #expect(checked > 200)
    }

    /// The first letter or direction mark of `text` outside `%…@`-style placeholders.
    static func firstLetter(_ text: String) -> Unicode.Scalar? {
        let stripped = text.replacingOccurrences(
            of: "%([0-9]+\\$)?[-+ #0-9.]*(l|ll|h|hh|z)?[@dDiuUxXoOfeEgGcCsSpaA]", with: " ", options: .regularExpression
        )
        return stripped.unicodeScalars.first { $0.properties.isAlphabetic || $0 == "\u{200E}" || $0 == "\u{200F}" }
    }

    /// Hebrew, Arabic and their presentation forms (the scripts of the samples'
    /// right-to-left tables), and the right-to-left mark a translator may start with.
    static func isRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0590 ... 0x08FF, 0xFB1D ... 0xFDFF, 0xFE70 ... 0xFEFF, 0x200F: true
        default: false
        }
    }
}
