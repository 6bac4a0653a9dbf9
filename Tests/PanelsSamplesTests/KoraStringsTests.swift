import Foundation
import Panels
import PanelsAssetFiles
import PanelsSamples
import PanelsTestSupport
import Testing

/// Kora's copy: every string of the `Kora` table in each of the card's locales, with
/// the same placeholders as English, no lint finding, and no key the app asks for
/// missing; non-English tables say they were not reviewed by a native speaker.
@Suite("Kora's strings")
struct KoraStringsTests {
    static let locales = SampleTableChecks.locales

    @Test("Every locale has every key, with English's placeholders; lint finds nothing")
    func everyKeyEverywhere() throws {
        let folder = try #require(KoraApp.folder)
        SampleTableChecks.expectEveryKeyEverywhere(folder: folder, table: "Kora", minimum: 60)
    }

    @Test("Translations not reviewed by a native speaker say so")
    func reviewNote() throws {
        let folder = try #require(KoraApp.folder)
        for locale in Self.locales where locale != "en" {
            let text = try String(
                contentsOf: folder.appendingPathComponent("\(locale).lproj/Kora.strings"), encoding: .utf8)
            #expect(text.contains("Not reviewed by a native speaker"), "\(locale)")
        }
    }

    @Test("The app renders no key in place of its text, in any card locale")
    @MainActor
    func noMissingKeys() throws {
        for locale in Self.locales {
            for section in KoraModel.Section.allCases {
                var context = PanelContext()
                context.locale = Locale(identifier: locale)
                let model = KoraModel(section: section, menuOpen: true)
                _ = Composition(
                    KoraApp(model: model), size: Size(width: 430, height: 932), context: context,
                    measurer: WordWidthMeasurer())
                let problems = context.diagnostics.all.filter { $0.message.contains("missing key") }
                #expect(problems.isEmpty, "\(locale) \(section): \(problems.prefix(3))")
            }
        }
    }
}
