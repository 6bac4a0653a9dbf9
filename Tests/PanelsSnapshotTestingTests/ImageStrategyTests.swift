import Foundation
import Panels
import PanelsSDL
import PanelsSnapshotTesting
import SnapshotTesting
import Testing

/// The image strategy through swift-snapshot-testing's own `verifySnapshot` and
/// `assertSnapshot`, with references in temporary folders so failures can be made
/// on purpose: recording, matching, a changed pixel, tolerance, sizes, artifacts.
@Suite("Image strategy", .serialized)
struct ImageStrategyTests {
    static let tilesSize = Size(width: 52, height: 20)

    /// The tiles as rendered at 2×, with `edit` applied to the pixels.
    static func tiles(_ edit: (inout PixelImage) -> Void = { _ in }) throws -> PixelImage {
        var image = try OffscreenRenderer.render(Tiles(), size: tilesSize, scale: 2)
        edit(&image)
        return image
    }

    static func set(_ image: inout PixelImage, x: Int, y: Int, to color: RGBA) {
        let i = (y * image.width + x) * 4
        image.bytes[i] = color.red
        image.bytes[i + 1] = color.green
        image.bytes[i + 2] = color.blue
        image.bytes[i + 3] = color.alpha
    }

    /// Writes `image` as the reference `<folder>/tiles.<name>.png`.
    static func storeReference(_ image: PixelImage, in folder: TemporaryFolder, name: String) throws {
        try PNGCodec.write(image, to: folder.url.appendingPathComponent("tiles.\(name).png"))
    }

    /// `verifySnapshot` of the tiles against `<folder>/tiles.<name>.png`.
    static func verify(
        _ folder: TemporaryFolder, name: String, tolerance: ImageTolerance = .default,
        record: SnapshotTestingConfiguration.Record = .never
    ) -> String? {
        verifySnapshot(
            of: Tiles(), as: .image(tolerance: tolerance), named: name, record: record,
            snapshotDirectory: folder.url.path, file: #filePath, testName: "tiles")
    }

    /// The paths after "Artifacts:" in a failure message, by role.
    static func artifacts(in message: String) -> [String: URL] {
        var found: [String: URL] = [:]
        for line in message.split(separator: "\n") {
            let parts = line.trimmingCharacters(in: .whitespaces).split(separator: ":", maxSplits: 1)
            guard parts.count == 2, ["reference", "actual", "diff"].contains(String(parts[0])) else { continue }
            found[String(parts[0])] = URL(fileURLWithPath: parts[1].trimmingCharacters(in: .whitespaces))
        }
        return found
    }

    @Test func aMissingReferenceIsRecordedAndReported() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let message = try #require(Self.verify(folder, name: "fresh", record: .missing))
        #expect(message.contains("No reference was found on disk. Automatically recorded snapshot"))
        let file = folder.url.appendingPathComponent("tiles.fresh.png")
        #expect(message.contains(file.path))
        // The recorded file is the rendered frame, and the next run matches it.
        let recorded = try PNGCodec.read(file)
        #expect(recorded.difference(from: try Self.tiles()) == nil)
        #expect(Self.verify(folder, name: "fresh") == nil)
    }

    @Test func withRecordingOffAMissingReferenceFailsAndWritesNothing() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let message = try #require(Self.verify(folder, name: "absent", record: .never))
        #expect(message.contains("No reference was found on disk. New snapshot was not recorded"))
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("tiles.absent.png").path))
    }

    @Test func recordModeAllRewritesTheReference() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Self.storeReference(try Self.tiles { Self.set(&$0, x: 0, y: 0, to: .black) }, in: folder, name: "stale")
        let message = try withSnapshotTesting(record: .all) {
            try #require(Self.verify(folder, name: "stale", record: .all))
        }
        #expect(message.contains("Record mode is on"))
        let rewritten = try PNGCodec.read(folder.url.appendingPathComponent("tiles.stale.png"))
        #expect(rewritten.difference(from: try Self.tiles()) == nil)
    }

    @Test func identicalBytesMatch() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Self.storeReference(try Self.tiles(), in: folder, name: "same")
        #expect(Self.verify(folder, name: "same", tolerance: .exact) == nil)
    }

    @Test func aChangedPixelFailsWithTheNumbers() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // (10, 10) px is inside the first tile (blue) at 2×; make the reference red there.
        let red = RGBA(red: 255, green: 0, blue: 0)
        try Self.storeReference(try Self.tiles { Self.set(&$0, x: 10, y: 10, to: red) }, in: folder, name: "changed")
        let message = try #require(Self.verify(folder, name: "changed"))
        #expect(message.contains("Snapshot \"changed\" does not match reference."))
        #expect(message.contains("1 pixel of 4160 (0.0240 %) differ by more than ΔE 2.0; allowed: 0 (0 %)."))
        let worst = red.deltaE2000(to: RGBA(hex: 0x0A84FF))
        #expect(
            message.contains(
                "Worst ΔE \(String(format: "%.2f", worst)) at (10, 10) px = (5, 5) pt: "
                    + "reference #FF0000FF, actual #0A84FFFF."), "\(message)")
        #expect(message.contains("Differing pixels lie within x 10…10, y 10…10 (1×1 px)."))
    }

    @Test func aChangeUnderTheThresholdPasses() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // One step of blue in 8 bits: ΔE well under 2.
        try Self.storeReference(
            try Self.tiles { Self.set(&$0, x: 10, y: 10, to: RGBA(hex: 0x0A84FE)) },
            in: folder, name: "subtle")
        #expect(Self.verify(folder, name: "subtle") == nil)
        // The same change fails when nothing may change, and the message says by how little.
        let message = try #require(Self.verify(folder, name: "subtle", tolerance: .exact))
        #expect(message.contains("1 pixel of 4160 (0.0240 %) differ by more than ΔE 0.0"))
    }

    @Test func theDifferingFractionAllowsThatManyPixels() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Self.storeReference(
            try Self.tiles {
                for x in 10 ..< 14 { Self.set(&$0, x: x, y: 10, to: .black) }
            }, in: folder, name: "four")
        // 4 of 4160 pixels is 0.096 %: 0.1 % allows it, 0.05 % does not.
        #expect(Self.verify(folder, name: "four", tolerance: ImageTolerance(differingFraction: 0.001)) == nil)
        let message = try #require(
            Self.verify(folder, name: "four", tolerance: ImageTolerance(differingFraction: 0.0005)))
        #expect(message.contains("4 pixels of 4160 (0.0962 %) differ by more than ΔE 2.0; allowed: 2 (0.0500 %)."))
        #expect(message.contains("Differing pixels lie within x 10…13, y 10…10 (4×1 px)."))
        // swift-snapshot-testing's terms read the same: precision 0.999 allows 0.1 %.
        #expect(
            Self.verify(folder, name: "four", tolerance: ImageTolerance(precision: 0.999, perceptualPrecision: 0.98))
                == nil)
    }

    @Test func sizesMustMatch() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let wider = try OffscreenRenderer.render(Tiles(), size: Size(width: 60, height: 20), scale: 2)
        try Self.storeReference(wider, in: folder, name: "wider")
        let message = try #require(
            Self.verify(folder, name: "wider", tolerance: ImageTolerance(deltaE: 100, differingFraction: 1)))
        #expect(message.contains("Sizes differ: reference 120×40 px, actual 104×40 px."))
        // No diff image when sizes differ; reference and actual are still written.
        let files = Self.artifacts(in: message)
        #expect(files["diff"] == nil)
        #expect(files["reference"] != nil && files["actual"] != nil)
    }

    @Test func anUnreadableReferenceSaysSo() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Data("not a png".utf8).write(to: folder.url.appendingPathComponent("tiles.broken.png"))
        let message = try #require(Self.verify(folder, name: "broken"))
        #expect(message.contains("The reference could not be decoded"))
        #expect(message.contains("record it again"))
    }

    @Test func artifactsAppearWherePromised() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Self.storeReference(
            try Self.tiles { Self.set(&$0, x: 30, y: 12, to: .black) }, in: folder, name: "artifacts")
        let message = try #require(Self.verify(folder, name: "artifacts"))
        let files = Self.artifacts(in: message)
        let expectedFolder = SnapshotArtifacts.directory.appendingPathComponent("ImageStrategyTests")
        for role in ["reference", "actual", "diff"] {
            let url = try #require(files[role], "no \(role) path in: \(message)")
            defer { try? FileManager.default.removeItem(at: url) }
            #expect(url.deletingLastPathComponent().standardizedFileURL.path == expectedFolder.standardizedFileURL.path)
            #expect(url.lastPathComponent.hasPrefix("artifactsAppearWherePromised."))
            #expect(url.lastPathComponent.hasSuffix(".\(role).png"))
            let image = try PNGCodec.read(url)
            #expect(image.width == 104 && image.height == 40)
            switch role {
            case "reference": #expect(image.pixel(x: 30, y: 12) == .black)
            case "actual": #expect(image.difference(from: try Self.tiles()) == nil)
            default:
                // Red where it differs, a magenta box around it, a faded copy elsewhere.
                #expect(image.pixel(x: 30, y: 12) == RGBA(red: 255, green: 0, blue: 0))
                #expect(image.pixel(x: 27, y: 12) == RGBA(red: 255, green: 0, blue: 255))
                let faded = image.pixel(x: 10, y: 10)
                #expect(faded.red == faded.green && faded.green == faded.blue && faded.red > 180)
            }
        }
        // swift-snapshot-testing's own copy of the failed frame sits in the same folder.
        let ownCopy = expectedFolder.appendingPathComponent("tiles.artifacts.png")
        #expect(FileManager.default.fileExists(atPath: ownCopy.path))
        try? FileManager.default.removeItem(at: ownCopy)
    }

    @Test func assertSnapshotReportsTheFailureAsAnIssue() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // A reference next to a test file that lives in the temporary folder.
        let testFile = folder.url.appendingPathComponent("UserTests.swift")
        let references = folder.url.appendingPathComponent("__Snapshots__/UserTests")
        try FileManager.default.createDirectory(at: references, withIntermediateDirectories: true)
        try PNGCodec.write(
            try Self.tiles { Self.set(&$0, x: 10, y: 10, to: .black) },
            to: references.appendingPathComponent("userTest.1.png"))
        let path = testFile.path
        withKnownIssue {
            path.withStaticString { file in
                assertSnapshot(of: Tiles(), as: .image, record: .never, file: file, testName: "userTest()")
            }
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("Snapshot does not match reference.")
                && text.contains("1 pixel of 4160")
                && text.contains(references.appendingPathComponent("userTest.1.png").path)
        }
    }

    @Test func withoutASizeThePanelGetsItsIdealSize() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = verifySnapshot(
            of: Badge(), as: .image(scale: 1), named: "ideal", record: .missing,
            snapshotDirectory: folder.url.path, file: #filePath, testName: "badge")
        let image = try PNGCodec.read(folder.url.appendingPathComponent("badge.ideal.png"))
        let ideal = Composition.idealSize(of: Badge(), measurer: SDLTextMeasurer.shared(scale: 1))
        #expect(image.width == Int(ideal.width) && image.height == Int(ideal.height))
        #expect(ideal.width > 60 && ideal.height >= 48)
        // At its ideal size nothing is squeezed: the title is not truncated.
        let composition = Composition(idealSizeOf: Badge(), measurer: SDLTextMeasurer.shared(scale: 1))
        #expect(composition.size == ideal)
        #expect(!composition.layoutDump.contains("truncated"), "\(composition.layoutDump)")
        #expect(composition.layoutDump.contains("Caption \"Panels\""))
    }

    @Test func layoutDirectionAndContextReachTheRenderer() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let size = Size(width: 200, height: 60)
        var rtl = PanelContext()
        rtl.layoutDirection = .rightToLeft
        _ = verifySnapshot(
            of: Badge(), as: .image(size: size, layoutDirection: .rightToLeft), named: "rtl",
            record: .missing, snapshotDirectory: folder.url.path, file: #filePath, testName: "badge")
        // The same reference matches the context form and not the left-to-right one.
        #expect(
            verifySnapshot(
                of: Badge(), as: .image(size: size, context: rtl), named: "rtl", record: .never,
                snapshotDirectory: folder.url.path, file: #filePath, testName: "badge") == nil)
        let message = verifySnapshot(
            of: Badge(), as: .image(size: size), named: "rtl", record: .never,
            snapshotDirectory: folder.url.path, file: #filePath, testName: "badge")
        #expect(message?.contains("differ by more than ΔE 2.0") == true)
        // In right to left the blue square sits at the right edge.
        let image = try PNGCodec.read(folder.url.appendingPathComponent("badge.rtl.png"))
        #expect(image.pixel(x: 2 * (200 - 12 - 12), y: 60) == RGBA(hex: 0x0A84FF))
    }
}

extension String {
    /// Calls `body` with this string as a `StaticString`, for APIs that take
    /// `#filePath`-style arguments.
    func withStaticString<R>(_ body: (StaticString) -> R) -> R {
        var copy = self
        return copy.withUTF8 { buffer in
            body(
                StaticString(
                    _builtinStringLiteral: buffer.baseAddress!._rawValue,
                    utf8CodeUnitCount: buffer.count._builtinWordValue, isASCII: true._value))
        }
    }
}
