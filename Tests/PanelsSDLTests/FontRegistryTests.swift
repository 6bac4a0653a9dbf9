import Foundation
import Panels
import PanelsAssetFiles
import PanelsDemoSupport
import PanelsFonts
import PanelsPreview
import PanelsSDL
import PanelsSampleAssets
import PanelsSamples
import Testing

/// Users' fonts: registration from files and folders, the nearest face when one is
/// missing (reported, never synthesized), the per-character fallback chain, and
/// characters no font has (reported with U+XXXX and the caption; marked on sheets).
@Suite("Fonts: registry and fallback", .serialized)
struct FontRegistryTests {
    static let regular = try! PanelsFonts.file("DejaVu/DejaVuSans.ttf")
    static let bold = try! PanelsFonts.file("DejaVu/DejaVuSans-Bold.ttf")

    /// A family with a regular and a bold face (the bundled files under another name).
    static let pair: String = {
        let name = "Test Pair"
        _ = try? FontRegistry.shared.register(file: regular, family: name, weight: .regular, italic: false)
        _ = try? FontRegistry.shared.register(file: bold, family: name, weight: .bold, italic: false)
        return name
    }()

    /// Draws `panel` offscreen and returns the diagnostics (drawing included).
    func problems<P: Panel>(_ panel: P) throws -> [Diagnostic] {
        let context = PanelContext()
        let composition = Composition(
            panel, size: Size(width: 400, height: 80), scale: 1, context: context,
            measurer: SDLTextMeasurer.shared(scale: 1))
        let (_, drawing) = try OffscreenRenderer.renderReporting(composition.displayList)
        return context.diagnostics.all + drawing
    }

    @Test func facesAreReadFromTheFiles() throws {
        let folder = try #require(SampleFonts.folder)
        let (faces, problems) = try FontRegistry.shared.register(folder: folder)
        #expect(problems.isEmpty)
        #expect(
            Set(faces.map { "\($0.family) \($0.weight) \($0.italic)" }) == [
                "Noto Sans JP Subset regular false", "Noto Sans JP Subset bold false",
            ])
        #expect(FontRegistry.shared.families.contains(SampleFonts.japanese))
    }

    @Test func theNearestWeightIsUsedAndReportedOnce() throws {
        let family = Self.pair
        // Medium has no face: drawn with regular, and said so; semibold gets bold.
        let medium = try problems(Caption("Medium text").textStyle(TextStyle(weight: .medium, family: family)))
        #expect(
            medium.map(\.message) == [
                "Caption \"Medium text\": font family \"Test Pair\" has no medium face; drawn with regular (DejaVuSans.ttf)"
            ])
        let semibold = try problems(
            Column {
                Caption("Semibold one").textStyle(TextStyle(weight: .semibold, family: family))
                Caption("Semibold one").textStyle(TextStyle(weight: .semibold, family: family))
            })
        #expect(semibold.count == 1, "\(semibold)")
        #expect(semibold.first?.message.contains("has no semibold face; drawn with bold (DejaVuSans-Bold.ttf)") == true)
        // Faces it has: nothing to report.
        #expect(try problems(Caption("Bold").textStyle(TextStyle(weight: .bold, family: family))).isEmpty)
        // An italic the family lacks: the upright face, reported (no slanting).
        let italic = try problems(Caption("Slanted?").textStyle(TextStyle(family: family, italic: true)))
        #expect(italic.first?.message.contains("has no regular italic face; drawn with regular") == true)
        // An unknown family: DejaVu, reported.
        let unknown = try problems(Caption("Where").textStyle(TextStyle(family: "No Such Family")))
        #expect(unknown.first?.message.contains("\"No Such Family\" is not registered") == true)
    }

    @Test func theFamilysOwnBoldFaceDrawsBold() throws {
        let registered = try problems(Caption("Weight").textStyle(TextStyle(weight: .bold, family: Self.pair)))
        #expect(registered.isEmpty)
        #expect(FontRegistry.shared.allFaces.contains { $0.family == Self.pair && $0.weight == .bold })
    }

    @Test func badFilesAreErrorsNamingTheFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("panels-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let broken = folder.appendingPathComponent("Broken.ttf")
        try Data("not a font".utf8).write(to: broken)
        #expect(throws: FontRegistrationError.self) { try FontRegistry.shared.register(file: broken) }
        do {
            try FontRegistry.shared.register(file: folder.appendingPathComponent("Missing.otf"))
            Issue.record("a missing file registered")
        } catch {
            #expect(error.description.hasSuffix("Missing.otf: error: no such font file"))
        }
        let (faces, problems) = try FontRegistry.shared.register(folder: folder)
        #expect(faces.isEmpty)
        #expect(problems.count == 1 && problems[0].file.hasSuffix("Broken.ttf"))
        #expect(problems[0].description.contains("not a font SDL_ttf can open"))
    }

    @Test func charactersNoFontHasAreReportedWithTheirCodes() throws {
        let text = "Om ༀ and clef 𝄞"
        let found = try problems(Caption(text))
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.message.contains("U+0F00 ༀ, U+1D11E 𝄞") == true, "\(found)")
        #expect(found.first?.message.contains("Caption \"\(text)\"") == true)
        #expect(found.first?.subject == text)
        let layout = SDLTextMeasurer.shared(scale: 1).layout(text, style: .body, maxWidth: nil, lineLimit: nil)
        #expect(layout.missingCharacters.map(\.value) == [0x0F00, 0x1D11E])
    }

    @Test func japaneseFallsBackToTheRegisteredSubsetPerRun() throws {
        SampleFonts.register()
        // Latin from DejaVu, Japanese from the subset, in one line: nothing missing.
        let text = "Yoga 今日 19:00"
        let layout = SDLTextMeasurer.shared(scale: 1).layout(text, style: .body, maxWidth: nil, lineLimit: nil)
        #expect(layout.missingCharacters.isEmpty)
        #expect(try problems(Caption(text)).isEmpty)
        // Wider than the same line without the Japanese: the CJK glyphs have advances.
        let latin = SDLTextMeasurer.shared(scale: 1).layout("Yoga  19:00", style: .body, maxWidth: nil, lineLimit: nil)
        #expect(layout.size.width > latin.size.width + 20)
    }

    /// Every Japanese string the samples show is covered by the subset: the ja tables
    /// of the card, the sheet, the search screen, the controls, navigation, lists and shell scenes, Kora, the Japanese queries of the
    /// search's misspelling table, the drawing scene's CJK line, and what the
    /// formatters write in ja (the card's days and times, the sheet's minutes).
    @Test func theSubsetCoversEverySampleString() throws {
        SampleFonts.register()
        let measurer = SDLTextMeasurer.shared(scale: 1)
        var strings: [String] = [DrawingShowcase.cjkLine]
        for folder in ["UpcomingWidget", "Sheet", "Search", "Controls", "Navigation", "Lists", "Kora", "Shell"] {
            let tables = try SampleAssets.file("\(folder)/ja.lproj")
            for name in try FileManager.default.contentsOfDirectory(atPath: tables.path) {
                let text = try String(contentsOf: tables.appendingPathComponent(name), encoding: .utf8)
                strings += text.split(separator: "\n").map(String.init)
            }
        }
        let misspellings = try SampleAssets.file("Search/misspellings/ja.json")
        strings += try JSONDecoder().decode([String: String].self, from: Data(contentsOf: misspellings)).keys
        // The sheet's and search's formatted captions, as they are drawn in ja.
        var context = PanelContext()
        context.locale = Locale(identifier: "ja")
        if let sheet = try? StudioListing.folder() { context.assets = AssetCatalog.load(from: sheet) }
        for minutes in [30, 45, 50, 60, 75, 90] {
            strings.append(context.localizedText("sheet.minutes", table: "Sheet", arguments: [.integer(minutes)]))
        }
        strings.append(context.localizedText("sheet.distance", table: "Sheet", arguments: [.number(1.2)]))
        strings.append(context.localizedText("sheet.rating", table: "Sheet", arguments: [.number(4.5)]))
        #expect(strings.contains("45分"))
        let formatter = LocaleFormatter(
            locale: Locale(identifier: "ja"), timeZone: TimeZone(identifier: "UTC")!, now: UpcomingClassAssets.sampleNow
        )
        for day in -1 ... 40 {
            let date = UpcomingClassAssets.sampleNow.addingTimeInterval(Double(day) * 86_400 + 3_600 * 7)
            strings += [formatter.relativeDay(date), formatter.time(date), formatter.date(date)]
        }
        for month in 0 ..< 12 {
            strings.append(
                formatter.date(UpcomingClassAssets.sampleNow.addingTimeInterval(Double(month) * 31 * 86_400)))
        }
        for style in [TextStyle.body, TextStyle(size: 14, weight: .bold)] {
            for string in strings {
                let missing = measurer.layout(string, style: style, maxWidth: nil, lineLimit: nil).missingCharacters
                #expect(missing.isEmpty, "\"\(string)\" lacks \(missing.map { String($0.value, radix: 16) })")
            }
        }
    }

    @Test func systemFontsAreUsedOnlyWhenAProgramOptsIn() throws {
        let text = "Blossom 鬱"
        let measurer = SDLTextMeasurer.shared(scale: 1)
        #expect(!FontRegistry.shared.usesSystemFonts)
        #expect(
            measurer.layout(text, style: .body, maxWidth: nil, lineLimit: nil).missingCharacters.map(\.value) == [
                0x9B31
            ])
        FontRegistry.shared.usesSystemFonts = true
        defer { FontRegistry.shared.usesSystemFonts = false }
        let withSystem = measurer.layout(text, style: .body, maxWidth: nil, lineLimit: nil).missingCharacters
        // This machine may have no font with it (fonts-noto-cjk has).
        if FileManager.default.fileExists(atPath: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc") {
            #expect(withSystem.isEmpty)
        }
        FontRegistry.shared.usesSystemFonts = false
        #expect(
            measurer.layout(text, style: .body, maxWidth: nil, lineLimit: nil).missingCharacters.map(\.value) == [
                0x9B31
            ])
    }

    @Test func theSheetMarksMissingGlyphs() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("panels-sheet-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: try UpcomingClassAssets.folder(), to: folder)
        defer { try? FileManager.default.removeItem(at: folder) }
        let ja = folder.appendingPathComponent("ja.lproj/Widget.strings")
        let text = try String(contentsOf: ja, encoding: .utf8)
        try text.replacingOccurrences(of: "予約はありません", with: "予約は鬱ありません")
            .write(to: ja, atomically: true, encoding: .utf8)
        let axes = SheetAxes(
            locales: ["ja"], appearances: [.light],
            sizes: [PreviewWidget.upcomingClass.sizes.first { $0.name == "small" }!], states: ["nothing"])
        let result = try ContactSheet(widget: .upcomingClass, axes: axes, assetsFolder: folder).render()
        #expect(result.issues.map(\.kind) == [.missingGlyphs], "\(result.issues)")
        #expect(result.issues.first?.description.contains("U+9B31") == true, "\(result.issues)")
        #expect(result.markedCells == 1)
    }
}
