import Foundation
import Panels
import PanelsTestSupport
import PanelsSDL
import PanelsSamples
import Testing

/// What users can throw at the renderer: enormous captions, sizes and scales that make
/// no sense, unknown locales, missing or broken fonts. Each gets a defined fallback
/// or a clear error naming what is wrong; none crashes.
@Suite("Hostile input: rendering", .serialized)
struct HostileRenderingTests {
    /// A caption of a million characters lays out, truncates at its line limit and
    /// renders; the laid-out caption knows how much it hid.
    @Test func aMegabyteCaptionRendersTruncated() throws {
        let text = String(repeating: "panels ", count: 150_000)  // 1,050,000 characters
        #expect(text.utf8.count > 1_000_000)
        let panel = Caption(text).lineLimit(3).frame(width: 300, height: 80, alignment: .topLeading)
        let composition = Composition(
            panel, size: Size(width: 300, height: 80), scale: 1,
            measurer: SDLTextMeasurer.shared(scale: 1))
        let texts = composition.displayList.commands.compactMap { command -> TextRun? in
            if case .text(let run) = command { return run }
            return nil
        }
        #expect(texts.count == 3)
        #expect(texts.last?.text.hasSuffix("…") == true)
        #expect(composition.layoutDump.contains("truncated"))
        let image = try OffscreenRenderer.render(composition.displayList)
        #expect(image.width == 300 && image.height == 80)
    }

    /// Zero, negative, NaN and infinite sizes and scales: a small valid image or an
    /// error that says what is wrong, never a crash.
    @Test(
        arguments: [
            (0.0, 0.0, 1.0), (-50, 20, 1), (.nan, 40, 1), (40, .infinity, 1), (.infinity, .infinity, 2),
            (40, 40, 0), (40, 40, -3), (40, 40, .nan), (40, 40, .infinity), (1e9, 1e9, 1),
        ] as [(Double, Double, Double)])
    func nonsenseSizesAndScalesAreSafe(width: Double, height: Double, scale: Double) {
        let panel = Column {
            Caption("Hello"); Swatch(.black)
        }.padding(4)
        do {
            let image = try OffscreenRenderer.render(panel, size: Size(width: width, height: height), scale: scale)
            #expect(image.width >= 1 && image.height >= 1 && image.width <= 16384 && image.height <= 16384)
        } catch {
            #expect(error.description.contains("pixels"), "\(error)")
        }
    }

    /// A locale nobody has strings for (or no locale at all) reads the development
    /// language, as on iOS; the key itself shows only when no table has it.
    @Test(arguments: ["xx-ZZ", "", "not a locale!", "🙂", "zz-Latn-ZZ-posix"])
    func unknownLocalesFallBack(locale: String) throws {
        let assets = AssetCatalog.load(from: Self.widgetAssets)
        let panel = Caption(key: "nothing.title", table: "Widget").assets(assets).locale(locale)
        let composition = Composition(
            panel, size: Size(width: 300, height: 40), scale: 1,
            measurer: SDLTextMeasurer.shared(scale: 1))
        let runs = composition.displayList.commands.compactMap { command -> String? in
            if case .text(let run) = command { return run.text }
            return nil
        }
        #expect(runs == ["No classes booked"], "\(runs)")
    }

    /// With the bundled fonts missing or broken, text still lays out with nominal
    /// metrics, each line is drawn as an outlined box, and the problem names the font
    /// file. Run in a child process: fonts are opened once per process.
    @Test(arguments: ["missing", "broken"])
    func missingOrBrokenFontsAreReportedAndVisible(kind: String) throws {
        let folder = try ChildProcess.temporaryDirectory("panels-fonts")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Fonts/DejaVu"),
            withIntermediateDirectories: true)
        if kind == "broken" {
            try Data("not a font".utf8).write(to: folder.appendingPathComponent("Fonts/DejaVu/DejaVuSans.ttf"))
            try Data([0, 1, 0, 0, 0, 9]).write(to: folder.appendingPathComponent("Fonts/DejaVu/DejaVuSans-Bold.ttf"))
        }
        let output = folder.appendingPathComponent("out.png")
        var environment = ProcessInfo.processInfo.environment
        environment["PANELS_ASSETS"] = folder.path
        // Under `make check`: SDL keeps the failed font's error message in a buffer it
        // never frees (and, built without frame pointers, names no caller to suppress).
        environment["ASAN_OPTIONS"] = "detect_leaks=0"
        let (status, said) = try ChildProcess.run(
            "panels", ["render", "sample", "-o", output.path],
            environment: environment)
        #expect(status == 0, "\(said)")
        #expect(said.contains("warning: Opening font \(folder.path)/Fonts/DejaVu/DejaVuSans.ttf failed"), "\(said)")
        // The stand-in boxes are drawn in the caption's color where the lines go.
        let image = try PNGCodec.read(output)
        let normal = try OffscreenRenderer.render(SampleScene(), size: Size(width: 400, height: 300))
        #expect(image.width == normal.width && image.height == normal.height)
        #expect(image.difference(from: normal) != nil)
    }

    static var widgetAssets: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Assets/Samples/UpcomingWidget")
    }
}
