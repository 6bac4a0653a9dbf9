import Foundation

/// Hostile inputs made at test time (the repository stays small): pictures whose
/// headers claim 65535×65535 pixels and a string table that expands exponentially.
enum HostileFiles {
    /// The side every hostile picture claims.
    static let side = 65535

    /// A valid 1-bit grayscale PNG of 65535×65535 pixels, all black: every row is a
    /// filter byte and 8,192 zero bytes, deflated as one literal zero and then
    /// length-258, distance-1 copies (fixed Huffman codes), about 3.4 MB.
    static func hugeOneBitPNG() -> Data {
        let raw = side * (1 + (side + 7) / 8)
        var bits = BitWriter()
        bits.write(1, count: 1)  // BFINAL
        bits.write(1, count: 2)  // BTYPE 01: fixed Huffman (LSB first)
        bits.writeHuffman(0b0011_0000, count: 8)  // literal 0
        var left = raw - 1
        while left > 0 {
            // A copy of 3…258 bytes; the last is shortened so none is under 3.
            let length = left >= 261 || left == 258 ? 258 : (left > 258 ? left - 3 : left)
            if length < 3 {
                for _ in 0 ..< length { bits.writeHuffman(0b0011_0000, count: 8) }
                left -= length
                continue
            }
            writeLength(length, to: &bits)
            bits.writeHuffman(0, count: 5)  // distance code 0: distance 1
            left -= length
        }
        bits.writeHuffman(0, count: 7)  // end of block (256)
        var zlib = Data([0x78, 0x01])
        zlib.append(contentsOf: bits.finished)
        let adler = UInt32(raw % 65521) << 16 | 1  // a = 1 (all zeros), b = n mod 65521
        zlib.append(contentsOf: bigEndian(adler))
        var ihdr = bigEndian(UInt32(side)) + bigEndian(UInt32(side))
        ihdr += [1, 0, 0, 0, 0]  // 1 bit, grayscale, deflate, adaptive filtering, no interlace
        return png(chunks: [("IHDR", ihdr), ("IDAT", [UInt8](zlib)), ("IEND", [])])
    }

    /// A 74-byte PNG: an IHDR claiming 65535×65535 RGBA pixels (16 GiB decoded), a
    /// few bytes of a deflate stream, the end.
    static func hugePNGHeader() -> Data {
        var ihdr = bigEndian(UInt32(side)) + bigEndian(UInt32(side))
        ihdr += [8, 6, 0, 0, 0]
        let idat: [UInt8] = [0x78, 0x01, 0x01, 0x00, 0x00, 0xFF, 0xFF] + [UInt8](repeating: 0, count: 10)
        let data = png(chunks: [("IHDR", ihdr), ("IDAT", idat), ("IEND", [])])
        precondition(data.count == 74)
        return data
    }

    /// A baseline JPEG header claiming 65535×65535 pixels in three components, then
    /// the end of the image (no scan).
    static func hugeJPEGHeader() -> Data {
        var bytes: [UInt8] = [0xFF, 0xD8]
        bytes += [
            0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00,
        ]
        bytes += [0xFF, 0xC0, 0x00, 0x11, 0x08, 0xFF, 0xFF, 0xFF, 0xFF, 0x03]
        bytes += [0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01]
        bytes += [0xFF, 0xD9]
        return Data(bytes)
    }

    /// A `.stringsdict` whose `key` has a plural variable whose forms reference the
    /// variable itself `fanOut` times: expanded naively, fanOut^depth copies.
    static func exponentialStringsDict(key: String, fanOut: Int = 16) -> Data {
        let form = String(repeating: "%#@n@", count: fanOut)
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>\(key)</key>
            \t<dict>
            \t\t<key>NSStringLocalizedFormatKey</key>
            \t\t<string>%#@n@</string>
            \t\t<key>n</key>
            \t\t<dict>
            \t\t\t<key>NSStringFormatSpecTypeKey</key>
            \t\t\t<string>NSStringPluralRuleType</string>
            \t\t\t<key>NSStringFormatValueTypeKey</key>
            \t\t\t<string>d</string>
            \t\t\t<key>one</key>
            \t\t\t<string>\(form)</string>
            \t\t\t<key>other</key>
            \t\t\t<string>\(form)</string>
            \t\t</dict>
            \t</dict>
            </dict>
            </plist>

            """
        return Data(text.utf8)
    }

    // MARK: Encoding

    private static func writeLength(_ length: Int, to bits: inout BitWriter) {
        if length == 258 {
            bits.writeHuffman(0b1100_0101, count: 8)  // code 285
            return
        }
        // Length codes 257…284: base lengths and extra bits (RFC 1951, 3.2.5).
        let bases = [
            3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195,
            227,
        ]
        let extras = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5]
        let index = bases.lastIndex(where: { $0 <= length })!
        let code = 257 + index
        if code <= 279 {
            bits.writeHuffman(UInt32(code - 256), count: 7)
        } else {
            bits.writeHuffman(UInt32(code - 280 + 0b1100_0000), count: 8)
        }
        bits.write(UInt32(length - bases[index]), count: extras[index])
    }

    private static func png(chunks: [(String, [UInt8])]) -> Data {
        var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        for (type, body) in chunks {
            out += bigEndian(UInt32(body.count))
            let typed = Array(type.utf8) + body
            out += typed
            out += bigEndian(crc32(typed))
        }
        return Data(out)
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    private static let crcTable: [UInt32] = (0 ..< 256).map { n in
        var c = UInt32(n)
        for _ in 0 ..< 8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in bytes { c = crcTable[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }

    /// Bits packed least significant first, as deflate stores them.
    private struct BitWriter {
        var bytes: [UInt8] = []
        private var current: UInt32 = 0
        private var used = 0

        mutating func write(_ value: UInt32, count: Int) {
            for i in 0 ..< count { push(value >> UInt32(i) & 1) }
        }

        /// A Huffman code, stored most significant bit first.
        mutating func writeHuffman(_ code: UInt32, count: Int) {
            for i in stride(from: count - 1, through: 0, by: -1) { push(code >> UInt32(i) & 1) }
        }

        private mutating func push(_ bit: UInt32) {
            current |= bit << UInt32(used)
            used += 1
            if used == 8 { bytes.append(UInt8(current)); current = 0; used = 0 }
        }

        /// The bytes with the last partial byte padded with zeros.
        var finished: [UInt8] { used == 0 ? bytes : bytes + [UInt8(current)] }
    }
}
