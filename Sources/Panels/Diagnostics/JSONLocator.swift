/// Finds where things are in JSON text, so decoding errors can name a line and
/// column (Foundation on Linux reports only a coding path, or a character offset
/// for syntax errors).
///
/// Contract: read-only and total — malformed text gives nil, never a crash; nesting
/// deeper than 512 levels is not followed.
public struct JSONLocator: Sendable {
    /// One step of a coding path: an object key or an array index.
    public enum Step: Hashable, Sendable {
        case key(String)
        case index(Int)
    }

    private let bytes: [UInt8]

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Location of the value at `path` (for the last step being a key: the key
    /// itself), or nil when the path is not in the text.
    public func location(of path: [Step]) -> SourceLocation? {
        var index = 0
        skipSpace(&index)
        guard let offset = find(path[...], at: &index, depth: 0) else { return nil }
        return SourceLocation(utf8Offset: offset, in: bytes)
    }

    /// Location of a UTF-8 byte offset, as reported in Foundation's
    /// "… around character N." messages; nil when `message` names no offset.
    public func location(inMessage message: String) -> SourceLocation? {
        guard let range = message.range(of: "character ") else { return nil }
        let digits = message[range.upperBound...].prefix { $0.isNumber }
        guard let offset = Int(digits) else { return nil }
        return SourceLocation(utf8Offset: offset, in: bytes)
    }

    /// Converts a Codable coding path (`"Index 3"` for array elements) into steps.
    public static func steps(_ codingPath: [any CodingKey]) -> [Step] {
        codingPath.map { key in
            if let i = key.intValue { return .index(i) }
            return .key(key.stringValue)
        }
    }

    // MARK: Scanning

    private func find(_ path: ArraySlice<Step>, at index: inout Int, depth: Int) -> Int? {
        guard let step = path.first else { return index }
        guard depth < 512, index < bytes.count else { return nil }
        switch (step, bytes[index]) {
        case (.key(let wanted), UInt8(ascii: "{")):
            index += 1
            while true {
                skipSpace(&index)
                guard index < bytes.count else { return nil }
                if bytes[index] == UInt8(ascii: "}") { return nil }
                let keyStart = index
                guard let key = readString(&index) else { return nil }
                skipSpace(&index)
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
                index += 1
                skipSpace(&index)
                if key == wanted {
                    if path.count == 1 { return keyStart }
                    return find(path.dropFirst(), at: &index, depth: depth + 1)
                }
                guard skipValue(&index, depth: depth + 1) else { return nil }
                skipSpace(&index)
                guard index < bytes.count else { return nil }
                if bytes[index] == UInt8(ascii: ",") { index += 1 } else { return nil }
            }
        case (.index(let wanted), UInt8(ascii: "[")):
            index += 1
            var position = 0
            while true {
                skipSpace(&index)
                guard index < bytes.count, bytes[index] != UInt8(ascii: "]") else { return nil }
                if position == wanted { return find(path.dropFirst(), at: &index, depth: depth + 1) }
                guard skipValue(&index, depth: depth + 1) else { return nil }
                skipSpace(&index)
                guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { return nil }
                index += 1
                position += 1
            }
        default:
            return nil
        }
    }

    private func skipSpace(_ index: inout Int) {
        while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
    }

    private func readString(_ index: inout Int) -> String? {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
        index += 1
        var out: [UInt8] = []
        while index < bytes.count {
            let b = bytes[index]
            if b == UInt8(ascii: "\"") {
                index += 1
                return String(decoding: out, as: UTF8.self)
            }
            if b == UInt8(ascii: "\\") {
                index += 1
                guard index < bytes.count else { return nil }
                let e = bytes[index]
                switch e {
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "u"):
                    let hex = bytes[min(index + 1, bytes.count) ..< min(index + 5, bytes.count)]
                    if let v = UInt32(String(decoding: hex, as: UTF8.self), radix: 16),
                       let scalar = Unicode.Scalar(v) {
                        out.append(contentsOf: Array(String(Character(scalar)).utf8))
                    }
                    index += 4
                default: out.append(e)
                }
                index += 1
                continue
            }
            out.append(b)
            index += 1
        }
        return nil
    }

    private func skipValue(_ index: inout Int, depth: Int) -> Bool {
        guard depth < 512, index < bytes.count else { return false }
        switch bytes[index] {
        case UInt8(ascii: "\""):
            return readString(&index) != nil
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            let close = bytes[index] == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
            let isObject = close == UInt8(ascii: "}")
            index += 1
            skipSpace(&index)
            if index < bytes.count, bytes[index] == close {
                index += 1
                return true
            }
            while true {
                skipSpace(&index)
                if isObject {
                    guard readString(&index) != nil else { return false }
                    skipSpace(&index)
                    guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return false }
                    index += 1
                    skipSpace(&index)
                }
                guard skipValue(&index, depth: depth + 1) else { return false }
                skipSpace(&index)
                guard index < bytes.count else { return false }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                } else if bytes[index] == close {
                    index += 1
                    return true
                } else {
                    return false
                }
            }
        default:
            // number, true, false, null
            let start = index
            while index < bytes.count, !",]} \n\r\t".utf8.contains(bytes[index]) { index += 1 }
            return index > start
        }
    }
}
