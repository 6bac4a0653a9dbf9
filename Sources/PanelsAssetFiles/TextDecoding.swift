import Panels

/// Turns the bytes of a text asset into Unicode scalars: UTF-8 (with or without a
/// byte-order mark) or UTF-16 little/big endian with a byte-order mark.
///
/// Contract: never traps; invalid input (a bad UTF-8 sequence, an odd-length or
/// unpaired-surrogate UTF-16 file) gives an error with the line and column where
/// decoding failed and what was expected.
enum TextDecoding {
    struct Failure: Error {
        var line: Int
        var column: Int
        var message: String
    }

    static func decode(_ bytes: [UInt8]) -> Result<[Unicode.Scalar], Failure> {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return utf8(bytes, from: 3) }
        if bytes.starts(with: [0xFF, 0xFE]) { return utf16(bytes, bigEndian: false) }
        if bytes.starts(with: [0xFE, 0xFF]) { return utf16(bytes, bigEndian: true) }
        if bytes.count >= 2 && (bytes[0] == 0 || bytes[1] == 0) && bytes.prefix(64).filter({ $0 == 0 }).count >= 4 {
            return .failure(
                Failure(
                    line: 1, column: 1,
                    message:
                        "the file looks like UTF-16 without a byte-order mark; save it as UTF-8, or as UTF-16 with a BOM"
                ))
        }
        return utf8(bytes, from: 0)
    }

    private static func utf8(_ bytes: [UInt8], from start: Int) -> Result<[Unicode.Scalar], Failure> {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(bytes.count)
        var line = 1, column = 1
        var index = start
        // Fast path for ASCII; the decoder handles the rest.
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 {
                scalars.append(Unicode.Scalar(byte))
                index += 1
                if byte == 0x0A { line += 1; column = 1 } else { column += 1 }
                continue
            }
            let length: Int
            switch byte {
            case 0xC2 ... 0xDF: length = 2
            case 0xE0 ... 0xEF: length = 3
            case 0xF0 ... 0xF4: length = 4
            default: length = 0
            }
            var value: UInt32 =
                length == 2 ? UInt32(byte & 0x1F) : length == 3 ? UInt32(byte & 0x0F) : UInt32(byte & 0x07)
            var valid = length > 0 && index + length <= bytes.count
            if valid {
                for k in 1 ..< length {
                    let next = bytes[index + k]
                    if next & 0xC0 != 0x80 { valid = false; break }
                    value = value << 6 | UInt32(next & 0x3F)
                }
            }
            let minimum: UInt32 = length == 3 ? 0x800 : length == 4 ? 0x10000 : 0x80
            guard valid, value >= minimum, let scalar = Unicode.Scalar(value) else {
                return .failure(
                    Failure(
                        line: line, column: column,
                        message:
                            "invalid UTF-8 (byte 0x\(String(byte, radix: 16, uppercase: true))); expected UTF-8 text, or UTF-16 with a byte-order mark"
                    ))
            }
            scalars.append(scalar)
            index += length
            column += 1
        }
        return .success(scalars)
    }

    private static func utf16(_ bytes: [UInt8], bigEndian: Bool) -> Result<[Unicode.Scalar], Failure> {
        guard bytes.count % 2 == 0 else {
            return .failure(
                Failure(
                    line: 1, column: 1,
                    message:
                        "UTF-16 file with an odd number of bytes (\(bytes.count)); it is truncated or not UTF-16"))
        }
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(bytes.count / 2)
        var line = 1, column = 1
        var index = 2
        func unit(_ i: Int) -> UInt32 {
            bigEndian ? UInt32(bytes[i]) << 8 | UInt32(bytes[i + 1]) : UInt32(bytes[i + 1]) << 8 | UInt32(bytes[i])
        }
        while index < bytes.count {
            var value = unit(index)
            index += 2
            if (0xD800 ..< 0xDC00).contains(value) {
                guard index < bytes.count, (0xDC00 ..< 0xE000).contains(unit(index)) else {
                    return .failure(
                        Failure(
                            line: line, column: column,
                            message: "unpaired UTF-16 high surrogate; expected a low surrogate after it"))
                }
                value = 0x10000 + ((value - 0xD800) << 10) + (unit(index) - 0xDC00)
                index += 2
            } else if (0xDC00 ..< 0xE000).contains(value) {
                return .failure(Failure(line: line, column: column, message: "unpaired UTF-16 low surrogate"))
            }
            let scalar = Unicode.Scalar(value)!
            scalars.append(scalar)
            if value == 0x0A { line += 1; column = 1 } else { column += 1 }
        }
        return .success(scalars)
    }
}
