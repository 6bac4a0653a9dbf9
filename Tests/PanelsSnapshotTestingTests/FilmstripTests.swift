import Foundation
import Panels
import PanelsSDL
import PanelsSnapshotTesting
import SnapshotTesting
import Testing

/// The filmstrip: frames rendered as `.image` would, side by side, labelled.
@Suite("Filmstrip", .serialized)
struct FilmstripTests {
    /// A progress bar at `progress` (0…1).
    struct Progress: Panel {
        var progress: Double
        var body: some Panel {
            Layers(alignment: .leading) {
                Swatch(RGBA(hex: 0xE5E5EA)).frame(width: 40, height: 8)
                Swatch(RGBA(hex: 0x0A84FF)).frame(width: 40 * progress, height: 8)
            }
            .padding(4)
        }
    }

    static func record(
        _ strip: Filmstrip, as strategy: Snapshotting<Filmstrip, FrameSnapshot>,
        in folder: TemporaryFolder
    ) throws -> PixelImage {
        _ = verifySnapshot(
            of: strip, as: strategy, named: "strip", record: .all,
            snapshotDirectory: folder.url.path, file: #filePath, testName: "filmstrip")
        return try PNGCodec.read(folder.url.appendingPathComponent("filmstrip.strip.png"))
    }

    @Test func framesSitSideBySideWithTheirLabels() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let strip = Filmstrip(samples: [0.0, 0.5, 1.0], label: { "t=\($0)" }) { Progress(progress: $0) }
        #expect(strip.frames.map(\.label) == ["t=0.0", "t=0.5", "t=1.0"])
        let sheet = try Self.record(strip, as: .filmstrip(scale: 1), in: folder)
        // Ideal frame 48×16 pt; margins 8, spacing 8, label 4 + 16 under each frame.
        #expect(sheet.width == 8 + 3 * 48 + 2 * 8 + 8)
        #expect(sheet.height == 8 + 16 + 4 + 16 + 8)
        // Each frame is exactly what the image strategy renders.
        for (index, progress) in [0.0, 0.5, 1.0].enumerated() {
            let frame = try OffscreenRenderer.render(Progress(progress: progress), size: Size(width: 48, height: 16))
            let left = 8 + index * (48 + 8)
            var matches = true
            for y in 0 ..< 16 {
                for x in 0 ..< 48 where sheet.pixel(x: left + x, y: 8 + y) != frame.pixel(x: x, y: y) {
                    matches = false
                }
            }
            #expect(matches, "frame \(index) differs from its own rendering")
        }
        // The progress shows: blue at the end of the last bar only.
        #expect(sheet.pixel(x: 8 + 2 * 56 + 40, y: 8 + 8) == RGBA(hex: 0x0A84FF))
        #expect(sheet.pixel(x: 8 + 40, y: 8 + 8) == RGBA(hex: 0xE5E5EA))
        // Labels: dark text pixels in the label strip under each frame.
        for index in 0 ..< 3 {
            let left = 8 + index * 56
            let hasText = (left ..< left + 48).contains { x in
                (28 ..< 44).contains { y in sheet.pixel(x: x, y: y).red < 120 }
            }
            #expect(hasText, "no label under frame \(index)")
        }
        // Between frames: the sheet color.
        #expect(sheet.pixel(x: 4, y: 4) == RGBA(hex: 0xD8D8DC))
    }

    @Test func columnsWrapAndAGivenSizeIsUsed() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let strip = Filmstrip([
            .init("a", Progress(progress: 0)), .init("b", Progress(progress: 0.25)),
            .init("c", Progress(progress: 0.75)), .init("d", Progress(progress: 1)),
        ])
        let sheet = try Self.record(
            strip, as: .filmstrip(frameSize: Size(width: 60, height: 20), scale: 2, columns: 2),
            in: folder)
        #expect(sheet.width == 2 * (8 + 2 * 60 + 8 + 8))
        #expect(sheet.height == 2 * (8 + 2 * (20 + 4 + 16) + 8 + 8))
    }

    @Test func aChangedFrameFailsLikeAnImage() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let before = Filmstrip(samples: [0.0, 0.5]) { Progress(progress: $0) }
        let after = Filmstrip(samples: [0.0, 0.5]) { Progress(progress: $0 == 0.5 ? 0.6 : $0) }
        _ = try Self.record(before, as: .filmstrip(scale: 1), in: folder)
        let message = try #require(
            verifySnapshot(
                of: after, as: .filmstrip(scale: 1), named: "strip", record: .never,
                snapshotDirectory: folder.url.path, file: #filePath,
                testName: "filmstrip"))
        // 0.1 × 40 pt = 4 columns of 8 rows turn blue in the second frame.
        #expect(message.contains("32 pixels of"), "\(message)")
        #expect(message.contains("lie within x \(8 + 56 + 4 + 20)…\(8 + 56 + 4 + 23), y 12…19"), "\(message)")
    }

    @Test func anEmptyFilmstripIsReported() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let message = try #require(
            verifySnapshot(
                of: Filmstrip([]), as: .filmstrip, named: "empty", record: .missing,
                snapshotDirectory: folder.url.path, file: #filePath,
                testName: "filmstrip"))
        // Like any missing reference it is recorded (empty) and the test fails; the
        // next comparison says what went wrong.
        #expect(message.contains("No reference was found on disk"))
        let again = try #require(
            verifySnapshot(
                of: Filmstrip([]), as: .filmstrip, named: "empty", record: .never,
                snapshotDirectory: folder.url.path, file: #filePath,
                testName: "filmstrip"))
        #expect(again.contains("The frame could not be rendered"))
        #expect(again.contains("no frames"))
    }
}
