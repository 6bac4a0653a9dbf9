import Foundation
import PanelsTestSupport
import Testing

/// Hostile pictures and string tables given to `panels preview` as a user would (its
/// report of each cell's problems is on stdout), each
/// in a child process under a 4 GiB address-space limit (RLIMIT_AS): a precise
/// message naming the file and a clean exit, never a crash or a runaway allocation.
/// The inputs are generated at test time into a temporary copy of the widget's assets.
///
/// Plain `make test` only: a memory limit breaks the sanitizers' shadow memory, so
/// `make check` (which exports `PANELS_SANITIZER=1`) skips the suite.
@Suite(
    "Hostile input: memory-limited child processes",
    .enabled(if: !ChildProcess.underSanitizer, "a memory limit breaks the sanitizers' shadow memory"))
struct MemoryLimitedHostileInputTests {
    static let widgetAssets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Assets/Samples/UpcomingWidget")

    /// A copy of the widget's assets whose class pictures are all `picture`, named
    /// `name@2x.<ext>`; the other pictures removed.
    static func assets(withPicture picture: Data, extension ext: String, in folder: URL) throws -> URL {
        let assets = folder.appendingPathComponent("assets")
        try FileManager.default.copyItem(at: widgetAssets, to: assets)
        let images = assets.appendingPathComponent("Images")
        for name in ["boxing", "spin", "yoga"] {
            try FileManager.default.removeItem(at: images.appendingPathComponent("\(name)@2x.jpg"))
            try picture.write(to: images.appendingPathComponent("\(name)@2x.\(ext)"))
        }
        return assets
    }

    static func preview(
        assets: URL, in folder: URL, size: String = "small", states: [String] = []
    ) throws -> (status: Int32, output: String, errors: String, terminatedBySignal: Bool) {
        try ChildProcess.runReporting(
            "panels",
            [
                "preview", "upcoming-class", "--assets", assets.path, "--locales", "en", "--appearances", "light",
                "--sizes", size, "-o", folder.appendingPathComponent("sheet.png").path,
            ] + states,
            memoryLimit: ChildProcess.memoryLimit)
    }

    @Test(arguments: ["one-bit-png", "png-header", "jpeg-header"])
    func hugePicturesAreRefusedByName(kind: String) throws {
        let folder = try ChildProcess.temporaryDirectory("panels-hostile")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (picture, ext) =
            switch kind {
            case "one-bit-png": (HostileFiles.hugeOneBitPNG(), "png")
            case "png-header": (HostileFiles.hugePNGHeader(), "png")
            default: (HostileFiles.hugeJPEGHeader(), "jpg")
            }
        let assets = try Self.assets(withPicture: picture, extension: ext, in: folder)
        let result = try Self.preview(assets: assets, in: folder)
        #expect(!result.terminatedBySignal, "killed by signal \(result.status): \(result.output)")
        #expect(result.status == 0, "\(result.output)")
        let file = assets.appendingPathComponent("Images/yoga@2x.\(ext)").path
        #expect(
            result.output.contains(
                "\(file): warning: Picture \"yoga\": 65535x65535 pixels (4294.8 megapixels) is over the picture budget of 50 megapixels"
            ),
            "\(result.output)")
    }

    @Test func anExponentialStringsDictIsCutShortByName() throws {
        let folder = try ChildProcess.temporaryDirectory("panels-hostile")
        defer { try? FileManager.default.removeItem(at: folder) }
        let assets = folder.appendingPathComponent("assets")
        try FileManager.default.copyItem(at: Self.widgetAssets, to: assets)
        let table = assets.appendingPathComponent("en.lproj/Widget.stringsdict")
        try FileManager.default.removeItem(at: table)
        try HostileFiles.exponentialStringsDict(key: "upcoming.more").write(to: table)
        // The large card with four classes booked shows "upcoming.more".
        let result = try Self.preview(assets: assets, in: folder, size: "large", states: ["--states", "upcoming"])
        #expect(!result.terminatedBySignal, "killed by signal \(result.status): \(result.output)")
        #expect(result.status == 0, "\(result.output)")
        #expect(
            result.output.contains(
                "\(table.path):5:2: warning: \"upcoming.more\" (en): the text grows past 100000 characters or steps (plural variables nested or repeated); cut there"
            ),
            "\(result.output.prefix(2000))")
    }
}
