import Foundation
import PanelsTestSupport
@testable import Panels
import PanelsSampleAssets
@testable import PanelsRaster
@testable import PanelsSDL
import Testing

/// Pictures from files: PNG and JPEG, fit and fill, rounded clipping, and the
/// placeholder plus a named error for missing or broken files.
@Suite("Drawing: pictures", .serialized)
struct DrawingPictureTests {
    static let red = RGBA(hex: 0xFF0000)
    static let blue = RGBA(hex: 0x0000FF)

    /// Pictures are sampled and shaped once per placement relative to whole pixels
    /// (`PictureTileCache`): moved by whole pixels, a picture draws the same pixels
    /// moved; drawn from a cold or a warm cache, the same bytes. Random sizes, crops,
    /// corners and sub-pixel phases.
    @Test func picturesMovedByWholePixelsDrawTheSamePixelsMoved() throws {
        let file = try PanelsAssetsFolder.images().appendingPathComponent("sunset.jpg").path
        var state: UInt32 = 24_680
        func next() -> Double {
            state = state &* 1_664_525 &+ 1_013_904_223
            return Double(state >> 8) / Double(1 << 24)
        }
        let cases = PropertyTest.cases(60)
        for index in 0 ..< cases {
            let frame = Rect(x: 2 + next() * 10, y: 2 + next() * 10, width: 8 + next() * 50, height: 8 + next() * 50)
            let mode: PictureMode = next() < 0.5 ? .fit : .fill
            let corners = CornerRadii(next() * 20)
            let dx = 1 + Int(next() * 60), dy = 1 + Int(next() * 60)
            func picture(_ f: Rect) -> DrawCommand {
                .picture(PictureRun(file: file, name: "sunset", frame: f, mode: mode, corners: corners))
            }
            let moved = Rect(
                x: frame.minX + Double(dx), y: frame.minY + Double(dy), width: frame.width, height: frame.height)
            PictureTileCache.shared.removeAll()
            let cold = try Drawing.render(140, 140, [picture(frame)])
            let warm = try Drawing.render(140, 140, [picture(frame)])
            #expect(cold == warm, "case \(index): cold and warm cache differ")
            PictureTileCache.shared.removeAll()
            let shifted = try Drawing.render(140, 140, [picture(moved)])
            var differing = 0
            for y in 0 ..< 140 - dy {
                for x in 0 ..< 140 - dx where cold.pixel(x: x, y: y) != shifted.pixel(x: x + dx, y: y + dy) {
                    differing += 1
                }
            }
            #expect(differing == 0, "case \(index): \(differing) pixels differ after moving by (\(dx), \(dy))")
        }
    }

    @Test func headersGivePixelSizesOfPNGAndJPEG() throws {
        let images = try PanelsAssetsFolder.images()
        #expect(try PictureHeader.pixelSize(of: images.appendingPathComponent("sunset.jpg")) == (240, 160))
        #expect(try PictureHeader.pixelSize(of: images.appendingPathComponent("badge.png")) == (120, 120))
        #expect(try PictureHeader.pixelSize(of: Drawing.fixtureImages.appendingPathComponent("halves.png")) == (4, 2))
    }

    @Test func pictureSizeKeepsTheAspectUnlessFilling() throws {
        func size(_ mode: PictureMode, _ w: Double?, _ h: Double?) -> Size {
            let v = LayoutSession.pictureSize(
                natural: SIMD2(240, 160), fill: mode == .fill,
                SIMD2(w ?? -1, h ?? -1))
            return Size(width: v.x, height: v.y)
        }
        #expect(size(.fit, nil, nil) == Size(width: 240, height: 160))
        #expect(size(.fit, .infinity, .infinity) == Size(width: 240, height: 160))
        #expect(size(.fit, 120, nil) == Size(width: 120, height: 80))
        #expect(size(.fit, nil, 80) == Size(width: 120, height: 80))
        #expect(size(.fit, 300, 100) == Size(width: 150, height: 100))
        #expect(size(.fit, 60, 100) == Size(width: 60, height: 40))
        #expect(size(.fill, 300, 100) == Size(width: 300, height: 100))
    }

    @Test func framedPictureKeepsItsAspectInsideTheFrame() throws {
        let (_, problems, c) = try Drawing.render(Picture("sunset").frame(width: 120), 300, 300)
        #expect(problems.isEmpty)
        let picture = try #require(c.tree.nodes.indices.first { c.tree.nodes[$0].kind.name == "Picture" })
        #expect(c.frames[picture].size == Size(width: 120, height: 80))
    }

    @Test func fitLetterboxesAndFillCrops() throws {
        // halves.png: 4×2, left half red, right half blue.
        let fit = Picture("halves").fit().frame(width: 40, height: 40)
        let (image, problems, _) = try Drawing.render(fit, 40, 40, folder: Drawing.fixtureImages)
        #expect(problems.isEmpty)
        #expect(image.pixel(x: 20, y: 2) == Drawing.background)  // letterbox above (image is 40×20)
        #expect(image.pixel(x: 2, y: 20) == Self.red)
        #expect(image.pixel(x: 37, y: 20) == Self.blue)
        let fill = Picture("halves").fill().frame(width: 40, height: 40)
        let (filled, _, _) = try Drawing.render(fill, 40, 40, folder: Drawing.fixtureImages)
        // Scaled to 80×40 and cropped: the whole frame is covered, the middle column splits the colors.
        #expect(filled.pixel(x: 2, y: 2) == Self.red)
        #expect(filled.pixel(x: 37, y: 37) == Self.blue)
    }

    @Test func roundedPicturesAreClippedToTheirCorners() throws {
        let panel = Picture("halves").fill().cornerRadius(20).frame(width: 40, height: 40)
        let (image, _, _) = try Drawing.render(panel, 40, 40, folder: Drawing.fixtureImages)
        #expect(image.pixel(x: 0, y: 0) == Drawing.background)
        #expect(image.pixel(x: 39, y: 39) == Drawing.background)
        #expect(image.pixel(x: 5, y: 20) == Self.red)
    }

    @Test func jpegDecodesFromTheBundledFolder() throws {
        let (image, problems, _) = try Drawing.render(Picture("sunset"), 240, 160)
        #expect(problems.isEmpty)
        // Top is orange (#FF9F0A), bottom pink (#FF375F): JPEG, so approximately.
        let top = image.pixel(x: 120, y: 2), bottom = image.pixel(x: 120, y: 157)
        #expect(top.red > 240 && top.green > 140 && top.blue < 40)
        #expect(bottom.red > 240 && bottom.green < 80)
    }

    @Test func missingFileDrawsAPlaceholderAndNamesTheFile() throws {
        let (image, problems, _) = try Drawing.render(
            Picture("nowhere").frame(width: 40, height: 40), 40, 40,
            folder: Drawing.fixtureImages)
        #expect(problems.count == 1)
        #expect(problems.first?.contains("nowhere") == true)
        #expect(problems.first?.contains(Drawing.fixtureImages.path) == true)
        // Visible: a gray box with a border and a cross through the middle.
        #expect(image.pixel(x: 10, y: 4) == RGBA(hex: 0xE5E5EA))
        #expect(image.pixel(x: 0, y: 20) == RGBA(hex: 0xAEAEB2))
        #expect(image.pixel(x: 20, y: 20) != RGBA(hex: 0xE5E5EA))
    }

    @Test func brokenFileDrawsAPlaceholderAndSaysWhatIsWrong() throws {
        let (image, problems, _) = try Drawing.render(
            Picture("broken").frame(width: 40, height: 40), 40, 40,
            folder: Drawing.fixtureImages)
        #expect(problems.count == 1)
        #expect(problems.first?.contains("broken.png") == true)
        #expect(problems.first?.contains("not a PNG or JPEG") == true)
        #expect(image.pixel(x: 10, y: 4) == RGBA(hex: 0xE5E5EA))
    }

    @Test func aFileThatFailsToDecodeIsReportedByTheBackend() throws {
        // A valid PNG header followed by garbage: layout reads the size, decoding fails.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "panels-pictures-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        bytes += Array("IHDR".utf8) + [0, 0, 0, 8, 0, 0, 0, 8] + Array(repeating: 0x42, count: 40)
        try Data(bytes).write(to: folder.appendingPathComponent("torn.png"))
        let (image, problems, _) = try Drawing.render(Picture("torn"), 40, 40, folder: folder)
        #expect(problems.count == 1)
        #expect(problems.first?.contains("torn.png") == true)
        #expect(image.pixel(x: 20, y: 17) == RGBA(hex: 0xE5E5EA) || image.pixel(x: 17, y: 17) == RGBA(hex: 0xE5E5EA))
    }
}

/// The drawing sample's picture folder, for tests.
enum PanelsAssetsFolder {
    static func images() throws -> URL {
        try SampleAssets.file("Drawing/Images")
    }
}

/// PNGs with damaged chunks are refused in our words, naming the chunk, before libpng
/// prints its own line to stderr (P25); the placeholder shows where the picture goes.
@Suite("Damaged PNG chunks")
struct DamagedPNGTests {
    /// A 4×4 red PNG, its chunks whole, or with one CRC flipped.
    static func png(flipping chunk: String? = nil, truncate: Int = 0) -> [UInt8] {
        func be(_ v: UInt32) -> [UInt8] {
            [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
        }
        func crc(_ bytes: [UInt8]) -> UInt32 {
            var c: UInt32 = 0xFFFF_FFFF
            for b in bytes {
                c ^= UInt32(b)
                for _ in 0 ..< 8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
            }
            return c ^ 0xFFFF_FFFF
        }
        func make(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + data
            let check = crc(body) ^ (type == chunk ? 1 : 0)
            return be(UInt32(data.count)) + body + be(check)
        }
        let header = be(4) + be(4) + [8, 2, 0, 0, 0]
        // Stored (uncompressed) zlib stream of 4 rows: filter byte + 4 RGB pixels.
        var raw: [UInt8] = []
        for _ in 0 ..< 4 {
            raw += [0] + [UInt8](repeating: 0, count: 12).enumerated().map { $0.offset % 3 == 0 ? 255 : 0 }
        }
        var adler1: UInt32 = 1, adler2: UInt32 = 0
        for b in raw {
            adler1 = (adler1 + UInt32(b)) % 65521
            adler2 = (adler2 + adler1) % 65521
        }
        let n = UInt16(raw.count)
        let zlib: [UInt8] =
            [0x78, 0x01, 0x01, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8(~n >> 8)] + raw
            + be(adler2 << 16 | adler1)
        let file =
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + make("IHDR", header) + make("IDAT", zlib)
            + make("IEND", [])
        return Array(file.dropLast(truncate))
    }

    @Test(arguments: [
        ("IHDR", 0, "the checksum of its IHDR chunk does not match"),
        ("IDAT", 0, "the checksum of its IDAT chunk does not match"),
        ("", 6, "truncated PNG (it does not end with an IEND chunk)"),
    ])
    func damagedChunksAreNamed(_ chunk: String, _ truncate: Int, _ message: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("panels-crc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.png(flipping: chunk.isEmpty ? nil : chunk, truncate: truncate))
            .write(to: folder.appendingPathComponent("red.png"))
        let (image, problems, _) = try Drawing.render(Picture("red"), 40, 40, folder: folder)
        #expect(problems.count == 1, "\(problems)")
        #expect(problems.first?.contains("red.png") == true && problems.first?.contains(message) == true, "\(problems)")
        #expect(image.pixel(x: 20, y: 4) == RGBA(hex: 0xE5E5EA) || image.pixel(x: 10, y: 4) == RGBA(hex: 0xE5E5EA))
    }

    @Test func aWholePNGDecodes() throws {
        #expect(PNGChunkCheck.problem(in: Self.png()) == nil)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("panels-crc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.png()).write(to: folder.appendingPathComponent("red.png"))
        let (image, problems, _) = try Drawing.render(
            Picture("red").frame(width: 40, height: 40), 40, 40, folder: folder)
        #expect(problems.isEmpty, "\(problems)")
        #expect(image.pixel(x: 20, y: 20) == RGBA(hex: 0xFF0000))
    }
}
