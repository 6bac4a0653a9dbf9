import Foundation
import Panels

/// The one JSON reader of Panels' asset files: it remembers where every value (and
/// every member's name) starts, so a color set, a string catalog or a data file with a
/// wrong value can be reported at its line and column — also when the value was
/// decoded with `Codable`, whose errors carry only a coding path
/// (`location(of:in:)`).
///
/// Contract: accepts RFC 8259 JSON (UTF-8, an optional byte-order mark); never traps on
/// any input; nesting deeper than 512 levels is a syntax error; a member name repeated
/// in one object is an error at the second, naming the first's line and column; a
/// syntax error names the line and column and what was expected there. Numbers keep their source text as
/// well as their value. Columns count Unicode scalars.
public struct JSONReader {
    /// One step of a coding path: an object member's name or an array index.
    public enum Step: Hashable, Sendable {
        case key(String)
        case index(Int)
    }

    /// A JSON value and the position of its first character; for an object member,
    /// also the position of its name (0 when the value is not a member).
    package struct Node {
        package var value: Value
        package var line: Int
        package var column: Int
        package var keyLine = 0
        package var keyColumn = 0
    }

    package indirect enum Value {
        case object([(key: String, node: Node)])
        case array([Node])
        case string(String)
        case number(Double, text: String)
        case bool(Bool)
        case null

        package var kindName: String {
            switch self {
            case .object: return "an object"
            case .array: return "an array"
            case .string: return "a string"
            case .number: return "a number"
            case .bool: return "a boolean"
            case .null: return "null"
            }
        }
    }

    /// Where the text stops being JSON and what was expected there.
    package struct SyntaxError: Error {
        package var line: Int
        package var column: Int
        package var message: String
    }

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var column = 1
    private var depth = 0

    /// Parses a whole document.
    package static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> Node {
        var reader = JSONReader(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.index = 3 }
        reader.skipSpace()
        let node = try reader.parseValue()
        reader.skipSpace()
        if reader.index < bytes.count {
            throw reader.error("expected the end of the document after the top-level value")
        }
        return node
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private func error(_ message: String) -> SyntaxError {
        SyntaxError(line: line, column: column, message: message)
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func advance() {
        let byte = bytes[index]
        index += 1
        if byte == 0x0A {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }

    private mutating func skipSpace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { advance() }
    }

    private func describe(_ byte: UInt8?) -> String {
        guard let byte else { return "the end of the file" }
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x" + String(byte, radix: 16, uppercase: true)
    }

    private mutating func parseValue() throws(SyntaxError) -> Node {
        let startLine = line, startColumn = column
        guard let byte = current else { throw error("expected a value but the file ends") }
        let value: Value
        switch byte {
        case UInt8(ascii: "{"): value = try parseObject()
        case UInt8(ascii: "["): value = try parseArray()
        case UInt8(ascii: "\""): value = .string(try parseString())
        case UInt8(ascii: "-"), UInt8(ascii: "0") ... UInt8(ascii: "9"): value = try parseNumber()
        case UInt8(ascii: "t"): try literal("true"); value = .bool(true)
        case UInt8(ascii: "f"): try literal("false"); value = .bool(false)
        case UInt8(ascii: "n"): try literal("null"); value = .null
        default:
            throw error(
                "expected a value (object, array, string, number, true, false or null), found \(describe(byte))")
        }
        return Node(value: value, line: startLine, column: startColumn)
    }

    private mutating func literal(_ word: String) throws(SyntaxError) {
        for expected in word.utf8 {
            guard current == expected else { throw error("expected '\(word)'") }
            advance()
        }
    }

    private mutating func parseObject() throws(SyntaxError) -> Value {
        depth += 1
        defer { depth -= 1 }
        if depth > 512 { throw error("nesting deeper than 512 levels") }
        advance()  // {
        var members: [(key: String, node: Node)] = []
        // Where each name first appeared: a repeated name is an error naming both
        // places (decoders keep one of the two values without a word).
        var seen: [String: (line: Int, column: Int)] = [:]
        skipSpace()
        if current == UInt8(ascii: "}") { advance(); return .object(members) }
        while true {
            skipSpace()
            guard current == UInt8(ascii: "\"") else {
                throw error("expected a quoted member name, found \(describe(current))")
            }
            let keyLine = line, keyColumn = column
            let key = try parseString()
            if let first = seen[key] {
                let quoted = key.count > 80 ? String(key.prefix(79)) + "…" : key
                throw SyntaxError(
                    line: keyLine, column: keyColumn,
                    message:
                        "duplicate member name \"\(quoted)\" (first at line \(first.line), column \(first.column)); only one of the two values would be kept"
                )
            }
            seen[key] = (keyLine, keyColumn)
            skipSpace()
            guard current == UInt8(ascii: ":") else {
                throw error("expected ':' after member name \"\(key)\", found \(describe(current))")
            }
            advance()
            skipSpace()
            var node = try parseValue()
            node.keyLine = keyLine
            node.keyColumn = keyColumn
            members.append((key, node))
            skipSpace()
            if current == UInt8(ascii: ",") { advance(); continue }
            if current == UInt8(ascii: "}") { advance(); return .object(members) }
            throw error("expected ',' or '}' in an object, found \(describe(current))")
        }
    }

    private mutating func parseArray() throws(SyntaxError) -> Value {
        depth += 1
        defer { depth -= 1 }
        if depth > 512 { throw error("nesting deeper than 512 levels") }
        advance()  // [
        var elements: [Node] = []
        skipSpace()
        if current == UInt8(ascii: "]") { advance(); return .array(elements) }
        while true {
            skipSpace()
            elements.append(try parseValue())
            skipSpace()
            if current == UInt8(ascii: ",") { advance(); continue }
            if current == UInt8(ascii: "]") { advance(); return .array(elements) }
            throw error("expected ',' or ']' in an array, found \(describe(current))")
        }
    }

    private mutating func parseNumber() throws(SyntaxError) -> Value {
        let start = index
        if current == UInt8(ascii: "-") { advance() }
        var digits = 0
        while let byte = current,
            (UInt8(ascii: "0") ... UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ".")
                || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") || byte == UInt8(ascii: "+")
                || byte == UInt8(ascii: "-")
        {
            digits += 1
            advance()
        }
        let text = String(decoding: bytes[start ..< index], as: UTF8.self)
        guard digits > 0, let value = Double(text), value.isFinite else {
            throw error("'\(text)' is not a valid number")
        }
        return .number(value, text: text)
    }

    private mutating func hex4() throws(SyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0 ..< 4 {
            guard let byte = current, let digit = JSONReader.hexValue(byte) else {
                throw error("expected 4 hex digits after \\u")
            }
            value = value << 4 | digit
            advance()
        }
        return value
    }

    package static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0") ... UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a") ... UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A") ... UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    private mutating func parseString() throws(SyntaxError) -> String {
        let startLine = line, startColumn = column
        advance()  // "
        var raw: [UInt8] = []
        while true {
            guard let byte = current else {
                throw SyntaxError(
                    line: startLine, column: startColumn, message: "unterminated string (no closing '\"')")
            }
            if byte == UInt8(ascii: "\"") { advance(); break }
            if byte < 0x20 { throw error("control character \(describe(byte)) inside a string (escape it)") }
            if byte == UInt8(ascii: "\\") {
                advance()
                guard let escaped = current else { throw error("unterminated escape at the end of the file") }
                advance()
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): raw.append(escaped)
                case UInt8(ascii: "n"): raw.append(0x0A)
                case UInt8(ascii: "t"): raw.append(0x09)
                case UInt8(ascii: "r"): raw.append(0x0D)
                case UInt8(ascii: "b"): raw.append(0x08)
                case UInt8(ascii: "f"): raw.append(0x0C)
                case UInt8(ascii: "u"):
                    var scalar = try hex4()
                    if (0xD800 ..< 0xDC00).contains(scalar) {
                        guard current == UInt8(ascii: "\\") else {
                            throw error("unpaired UTF-16 surrogate in \\u escape")
                        }
                        advance()
                        guard current == UInt8(ascii: "u") else {
                            throw error("unpaired UTF-16 surrogate in \\u escape")
                        }
                        advance()
                        let low = try hex4()
                        guard (0xDC00 ..< 0xE000).contains(low) else {
                            throw error("unpaired UTF-16 surrogate in \\u escape")
                        }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let s = Unicode.Scalar(scalar) else { throw error("\\u escape is not a Unicode scalar") }
                    raw.append(contentsOf: Array(String(Character(s)).utf8))
                default: throw error("unknown escape '\\\(Character(Unicode.Scalar(escaped)))'")
                }
                continue
            }
            raw.append(byte)
            advance()
        }
        guard let string = String(validating: raw, as: UTF8.self) else {
            throw SyntaxError(line: startLine, column: startColumn, message: "string is not valid UTF-8")
        }
        return string
    }
}

extension JSONReader {
    /// Where the value at `path` is in `bytes` (when the last step is a key: where that
    /// member's name is), or nil when the text is not JSON or the path is not in it.
    /// A repeated member name finds the last one, as decoding does.
    public static func location(of path: [Step], in bytes: [UInt8]) -> FileLocation? {
        guard var node = try? parse(bytes) else { return nil }
        for step in path {
            switch step {
            case .key(let name):
                guard let member = node[name] else { return nil }
                node = member
            case .index(let i):
                let elements = node.elements
                guard elements.indices.contains(i) else { return nil }
                node = elements[i]
            }
        }
        if case .key? = path.last, node.keyLine > 0 {
            return FileLocation(line: node.keyLine, column: node.keyColumn)
        }
        return FileLocation(line: node.line, column: node.column)
    }

    /// The location of the UTF-8 byte offset named in Foundation's "… around character
    /// N." messages; nil when `message` names no offset.
    public static func location(inMessage message: String, in bytes: [UInt8]) -> FileLocation? {
        guard let range = message.range(of: "character ") else { return nil }
        let digits = message[range.upperBound...].prefix { $0.isNumber }
        guard let offset = Int(digits) else { return nil }
        return FileLocation(utf8Offset: offset, in: bytes)
    }

    /// A Codable coding path (`"Index 3"` for array elements) as steps.
    public static func steps(_ codingPath: [any CodingKey]) -> [Step] {
        codingPath.map { key in
            if let i = key.intValue { return .index(i) }
            return .key(key.stringValue)
        }
    }
}

extension JSONReader.Node {
    /// The member named `key` of an object (nil for other values or a missing member).
    package subscript(key: String) -> JSONReader.Node? {
        guard case .object(let members) = value else { return nil }
        return members.last { $0.key == key }?.node
    }

    package var string: String? {
        if case .string(let s) = value { return s }
        return nil
    }

    package var members: [(key: String, node: JSONReader.Node)] {
        if case .object(let m) = value { return m }
        return []
    }

    package var elements: [JSONReader.Node] {
        if case .array(let e) = value { return e }
        return []
    }
}
