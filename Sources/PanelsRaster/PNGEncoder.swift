import CZlib
import Foundation
import Panels

/// Encodes `PixelImage`s as PNG quickly, for snapshots (every assertion encodes its
/// frame, so this is on the path of every test) and contact sheets.
///
/// Contract: a valid PNG (8 bits per channel; RGB when every pixel is opaque,
/// otherwise RGBA) that decodes to exactly the same pixels; deterministic (same
/// pixels and zlib, same bytes). Rows are left unfiltered and deflated by zlib at
/// `level`: rendered interfaces (flat fills, anti-aliased edges) compress better
/// that way than with libpng's adaptive filters (the sample scene at 2×: 25.8 KB
/// against 30.4 KB) and in a fraction of the time. Pure computation; safe from any
/// thread.
public enum PNGEncoder {
    /// zlib level 1…9; 6 is zlib's default. Snapshots use 6 unless told otherwise.
    /// Each `text` pair becomes a `tEXt` chunk before the pixels (keywords of 1–79
    /// printable Latin-1 characters and Latin-1 text; anything else is left out), read
    /// back by `text(in:)`.
    public static func encode(
        _ image: PixelImage, level: Int32 = 6, text: KeyValuePairs<String, String> = [:]
    ) throws(PNGEncoder.Failure) -> Data {
        guard image.width > 0, image.height > 0 else {
            throw Failure("a PNG needs at least one pixel; the image is \(image.width)×\(image.height)")
        }
        let opaque = isOpaque(image)
        let channels = opaque ? 3 : 4
        let filtered = rows(image, channels: channels)
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header = Data()
        header.appendBigEndian(UInt32(image.width))
        header.appendBigEndian(UInt32(image.height))
        header.append(contentsOf: [8, opaque ? 2 : 6, 0, 0, 0])
        appendChunk("IHDR", header, to: &png)
        for (keyword, value) in text {
            guard (1 ... 79).contains(keyword.unicodeScalars.count),
                keyword.unicodeScalars.allSatisfy({ (32 ... 126).contains($0.value) }),
                value.unicodeScalars.allSatisfy({ $0.value <= 255 && $0.value != 0 })
            else { continue }
            var body = Data(keyword.unicodeScalars.map { UInt8($0.value) })
            body.append(0)
            body.append(contentsOf: value.unicodeScalars.map { UInt8($0.value) })
            appendChunk("tEXt", body, to: &png)
        }
        appendChunk("IDAT", try deflate(filtered, level: level), to: &png)
        appendChunk("IEND", Data(), to: &png)
        return png
    }

    /// The `tEXt` chunks of a PNG, keyword → text (Latin-1); empty when there are none
    /// or the bytes are not a PNG. Reads chunk headers only, up to the first `IDAT`
    /// (where `encode` puts its text) or a damaged chunk.
    public static func text(in png: Data) -> [String: String] {
        let bytes = [UInt8](png.prefix(1 << 20))
        var found: [String: String] = [:]
        PNGChunks.walk(bytes) { type, at, length in
            guard type != "IDAT" else { return false }
            if type == "tEXt" {
                let body = bytes[at + 8 ..< at + 8 + length]
                if let zero = body.firstIndex(of: 0) {
                    let keyword = String(String.UnicodeScalarView(body[..<zero].map { Unicode.Scalar($0) }))
                    let value = String(String.UnicodeScalarView(body[(zero + 1)...].map { Unicode.Scalar($0) }))
                    found[keyword] = value
                }
            }
            return true
        }
        return found
    }

    package static func isOpaque(_ image: PixelImage) -> Bool {
        var i = 3
        while i < image.bytes.count {
            if image.bytes[i] != 255 { return false }
            i += 4
        }
        return true
    }

    /// The image's rows in PNG order (RGB or RGBA), each preceded by filter byte 0.
    package static func rows(_ image: PixelImage, channels: Int) -> [UInt8] {
        let width = image.width, height = image.height
        let rowBytes = width * channels
        let count = (rowBytes + 1) * height
        let rows = image.bytes.withUnsafeBufferPointer { source in
            // Every byte is written below, so the buffer need not be zeroed first.
            [UInt8](unsafeUninitializedCapacity: count) { target, initialized in
                for y in 0 ..< height {
                    let line = source.baseAddress! + y * width * 4
                    let start = target.baseAddress! + y * (rowBytes + 1)
                    start.initialize(to: 0)
                    let out = start + 1
                    if channels == 4 {
                        out.initialize(from: line, count: rowBytes)
                    } else {
                        for x in 0 ..< width {
                            (out + x &* 3).initialize(to: line[x &* 4])
                            (out + (x &* 3 &+ 1)).initialize(to: line[x &* 4 &+ 1])
                            (out + (x &* 3 &+ 2)).initialize(to: line[x &* 4 &+ 2])
                        }
                    }
                }
                initialized = count
            }
        }
        return rows
    }

    package static func deflate(_ bytes: [UInt8], level: Int32) throws(PNGEncoder.Failure) -> Data {
        var stream = z_stream()
        guard panels_deflateInit2(&stream, level, Z_DEFAULT_STRATEGY) == Z_OK else {
            throw Failure("deflateInit2 failed")
        }
        defer { deflateEnd(&stream) }
        let bound = Int(deflateBound(&stream, uLong(bytes.count)))
        var input = bytes
        var status: Int32 = Z_OK
        let out = input.withUnsafeMutableBufferPointer { source in
            // zlib writes the output; only the bytes it wrote are kept.
            [UInt8](unsafeUninitializedCapacity: bound) { target, initialized in
                stream.next_in = source.baseAddress
                stream.avail_in = uInt(source.count)
                stream.next_out = target.baseAddress
                stream.avail_out = uInt(target.count)
                status = CZlib.deflate(&stream, Z_FINISH)
                initialized = Int(stream.total_out)
            }
        }
        guard status == Z_STREAM_END else { throw Failure("deflate returned \(status)") }
        return Data(out)
    }

    package static func appendChunk(_ type: String, _ body: Data, to png: inout Data) {
        png.appendBigEndian(UInt32(body.count))
        let typeBytes = Data(type.utf8)
        var crc = typeBytes.withUnsafeBytes { crc32(0, $0.bindMemory(to: Bytef.self).baseAddress, uInt($0.count)) }
        crc = body.withUnsafeBytes { crc32(crc, $0.bindMemory(to: Bytef.self).baseAddress, uInt($0.count)) }
        png.append(typeBytes)
        png.append(body)
        png.appendBigEndian(UInt32(crc))
    }
}

extension PNGEncoder {
    /// zlib could not compress a frame (out of memory, in practice).
    public struct Failure: Error, CustomStringConvertible, Sendable {
        public var description: String
        init(_ description: String) { self.description = "PNG compression failed: " + description }
    }
}

extension Data {
    package mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [
            UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF),
        ])
    }
}
