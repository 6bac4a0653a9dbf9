import Foundation
import Panels

/// Parses an old-style `.strings` file (`"key" = "value";`) with our own parser, so every
/// error has a line and column and says what was expected.
///
/// Grammar: `//` and `/* */` comments; optionally the whole table in `{ … }`; keys and values as `"…"` or `'…'` strings or
/// unquoted tokens (ASCII letters, digits and `_ $ : . / -`); `key = value;` or `key;`
/// (value = key); escapes `\n \t \r \a \b \f \v \" \' \\`, backslash-newline, `\Uxxxx`
/// (0–4 hex digits, surrogate pairs combined; lowercase `\u` is not an escape, as in
/// Foundation) and octal `\ooo`; UTF-8 or UTF-16 LE/BE with a BOM; LF, CRLF or CR lines.
/// A table saved as an XML or binary property list (a dictionary of strings, which
/// Foundation reads too) is read with `PropertyListSerialization`; its entries are at
/// their `<key>`'s line (binary: line 1).
///
/// Contract: never traps. Errors are reported and parsing resumes after the next `;`,
/// so one pass reports every problem. Where Foundation's `PropertyListSerialization`
/// accepts a malformed file silently (an unterminated comment, values that are arrays or
/// data, `;;`), this parser reports an error or a warning instead. A duplicate key keeps
/// the last value, as Foundation does, with a warning.
public struct StringsFileParser {
    /// One parsed entry and where its key starts.
    public struct Entry: Sendable, Hashable {
        public var key: String
        public var value: String
        public var line: Int
        public var column: Int
    }

    /// Entries in file order (a duplicate key appears once, with its last value), and
    /// every problem found.
    public struct Result: Sendable {
        public var entries: [Entry]
        public var problems: [Diagnostic]

        /// The entries as a dictionary.
        public var dictionary: [String: String] {
            var result: [String: String] = [:]
            for entry in entries { result[entry.key] = entry.value }
            return result
        }
    }

    /// Parses the bytes of a `.strings` file; `file` names it in problems.
    public static func parse(_ bytes: [UInt8], file: String) -> Result {
        if bytes.starts(with: Array("bplist".utf8)) { return propertyList(bytes, text: "", file: file) }
        switch TextDecoding.decode(bytes) {
        case .success(let scalars) where PropertyListText.isXML(scalars):
            return propertyList(bytes, text: PropertyListText.string(scalars), file: file)
        case .failure(let failure):
            return Result(
                entries: [],
                problems: [
                    Diagnostic(
                        .error, file: file, line: failure.line,
                        column: failure.column, failure.message)
                ])
        case .success(let scalars):
            var parser = StringsFileParser(scalars: scalars, file: file)
            parser.run()
            return Result(entries: parser.entries, problems: parser.problems)
        }
    }

    /// A table saved as a property list: a dictionary of strings.
    private static func propertyList(_ bytes: [UInt8], text: String, file: String) -> Result {
        let root: Any
        do {
            root = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
        } catch {
            let detail = (error as NSError).userInfo["NSDebugDescription"] as? String ?? "\(error)"
            return Result(
                entries: [],
                problems: [
                    Diagnostic(
                        .error, file: file, line: StringsDictReader.lineNumber(in: detail) ?? 1, column: 0,
                        "malformed property list: \(detail)")
                ])
        }
        guard let dictionary = root as? [String: Any] else {
            return Result(
                entries: [],
                problems: [
                    Diagnostic(
                        .error, file: file, line: 1, column: 1,
                        "expected a dictionary of strings at the top of the property list")
                ])
        }
        let positions = PropertyListText.keyPositions(text)
        var entries: [Entry] = []
        var problems: [Diagnostic] = []
        for key in dictionary.keys.sorted() {
            let (line, column) = positions[key] ?? (1, 1)
            guard let value = dictionary[key] as? String else {
                problems.append(
                    Diagnostic(
                        .error, file: file, line: line, column: column,
                        "the value of \"\(key)\" must be a string"))
                continue
            }
            entries.append(Entry(key: key, value: value, line: line, column: column))
        }
        entries.sort { ($0.line, $0.column, $0.key) < ($1.line, $1.column, $1.key) }
        return Result(entries: entries, problems: problems)
    }

    private let text: [Unicode.Scalar]
    private let file: String
    private var index = 0
    private var line = 1
    private var column = 1
    private var entries: [Entry] = []
    private var entryIndex: [String: Int] = [:]
    private var problems: [Diagnostic] = []
    private var errorCount = 0

    private init(scalars: [Unicode.Scalar], file: String) {
        self.text = scalars
        self.file = file
    }

    private var current: Unicode.Scalar? { index < text.count ? text[index] : nil }
    private func peek(_ offset: Int) -> Unicode.Scalar? {
        index + offset < text.count ? text[index + offset] : nil
    }

    private mutating func advance() {
        let scalar = text[index]
        // A line ends at LF, CRLF (counted at the LF) or a lone CR (old Mac files).
        if scalar == "\n" || (scalar == "\r" && peek(1) != "\n") {
            line += 1
            column = 1
        } else {
            column += 1
        }
        index += 1
    }

    private struct Stop: Error {}

    private mutating func error(_ message: String, line: Int? = nil, column: Int? = nil) throws(Stop) {
        errorCount += 1
        if errorCount > 50 {
            problems.append(
                Diagnostic(
                    .error, file: file, line: self.line, column: self.column,
                    "too many errors; stopped reading the file"))
            throw Stop()
        }
        problems.append(
            Diagnostic(.error, file: file, line: line ?? self.line, column: column ?? self.column, message))
    }

    private mutating func warn(_ message: String, line: Int? = nil, column: Int? = nil) {
        problems.append(
            Diagnostic(.warning, file: file, line: line ?? self.line, column: column ?? self.column, message))
    }

    private static func describe(_ scalar: Unicode.Scalar?) -> String {
        guard let scalar else { return "the end of the file" }
        if scalar.value >= 0x21 && scalar.value < 0x7F { return "'\(Character(scalar))'" }
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            + (scalar.properties.isWhitespace || scalar.value < 0x20 || scalar.value == 0x7F
                ? "" : " '\(Character(scalar))'")
    }

    static func isTokenCharacter(_ s: Unicode.Scalar) -> Bool {
        switch s {
        case "a" ... "z", "A" ... "Z", "0" ... "9", "_", "$", ":", ".", "/", "-": return true
        default: return false
        }
    }

    private mutating func run() {
        do {
            try skipSpaceAndComments()
            // The table may be written as a property-list dictionary: { "k" = "v"; }.
            var braced: (line: Int, column: Int)?
            if current == "{" {
                braced = (line, column)
                advance()
            }
            while true {
                try skipSpaceAndComments()
                if braced != nil && current == "}" {
                    advance()
                    try skipSpaceAndComments()
                    if current != nil {
                        try error("expected the end of the file after the closing '}', found \(Self.describe(current))")
                    }
                    braced = nil
                    break
                }
                guard let scalar = current else { break }
                if scalar == ";" {
                    warn("stray ';' with no entry before it")
                    advance()
                    continue
                }
                try entry()
            }
            if let open = braced {
                try error("expected '}' to close the '{' at line \(open.line) before the end of the file")
            }
        } catch {
            // Too many errors: what was found so far is kept.
        }
    }

    private mutating func entry() throws(Stop) {
        let keyLine = line, keyColumn = column
        guard let key = try token() else {
            if current == "(" || current == "{" || current == "<" {
                try error(
                    "expected a key (a quoted string or an unquoted token), found \(Self.describe(current)); .strings files hold only strings"
                )
            } else {
                try error("expected a key (a quoted string or an unquoted token), found \(Self.describe(current))")
            }
            try recover()
            return
        }
        try skipSpaceAndComments()
        if current == ";" {
            advance()
            record(key: key, value: key, line: keyLine, column: keyColumn)
            return
        }
        guard current == "=" else {
            try error("expected '=' or ';' after the key \"\(key)\", found \(Self.describe(current))")
            try recover()
            return
        }
        advance()
        try skipSpaceAndComments()
        guard let value = try token() else {
            if current == "(" || current == "{" || current == "<" {
                try error(
                    "expected a string value for \"\(key)\", found \(Self.describe(current)) (arrays, dictionaries and data are not allowed in .strings files)"
                )
            } else {
                try error("expected a string value for \"\(key)\" after '=', found \(Self.describe(current))")
            }
            try recover()
            return
        }
        record(key: key, value: value, line: keyLine, column: keyColumn)
        let endLine = line, endColumn = column
        try skipSpaceAndComments()
        if current == ";" {
            advance()
        } else {
            try error(
                "expected ';' after the value of \"\(key)\", found \(Self.describe(current))",
                line: endLine, column: endColumn)
            // Resume as if the ';' were there: the next token starts the next entry.
        }
    }

    private mutating func record(key: String, value: String, line: Int, column: Int) {
        if let existing = entryIndex[key] {
            let first = entries[existing]
            warn(
                "duplicate key \"\(key)\" (first at line \(first.line)); the last value is used", line: line,
                column: column)
            entries[existing].value = value
            return
        }
        entryIndex[key] = entries.count
        entries.append(Entry(key: key, value: value, line: line, column: column))
    }

    /// Skips to just after the next ';' (or to the end).
    private mutating func recover() throws(Stop) {
        while let scalar = current {
            if scalar == "\"" || scalar == "'" {
                _ = try? quoted()
                continue
            }
            advance()
            if scalar == ";" { return }
        }
    }

    private mutating func skipSpaceAndComments() throws(Stop) {
        while let scalar = current {
            if scalar == "/" && peek(1) == "/" {
                while let s = current, s != "\n" && s != "\r" { advance() }
            } else if scalar == "/" && peek(1) == "*" {
                let startLine = line, startColumn = column
                advance(); advance()
                var closed = false
                while let s = current {
                    if s == "*" && peek(1) == "/" { advance(); advance(); closed = true; break }
                    advance()
                }
                if !closed {
                    try error(
                        "unterminated /* comment; expected '*/' before the end of the file", line: startLine,
                        column: startColumn)
                }
            } else if scalar == " " || scalar == "\n" || scalar == "\t" || scalar == "\r"
                || (scalar.value > 0x7F && (scalar.properties.isWhitespace || scalar == "\u{FEFF}"))
                || scalar == "\u{0B}" || scalar == "\u{0C}"
            {
                advance()
            } else {
                return
            }
        }
    }

    /// A quoted string or an unquoted token; nil when neither starts here.
    private mutating func token() throws(Stop) -> String? {
        guard let scalar = current else { return nil }
        if scalar == "\"" || scalar == "'" { return try quoted() }
        guard Self.isTokenCharacter(scalar) else { return nil }
        var result: [UInt8] = []
        while let s = current, Self.isTokenCharacter(s) {
            result.append(UInt8(s.value))  // token characters are ASCII
            advance()
        }
        return String(decoding: result, as: UTF8.self)
    }

    private mutating func quoted() throws(Stop) -> String {
        let quote = current!
        let startLine = line, startColumn = column
        advance()
        var result = UTF8Buffer()
        while true {
            guard let scalar = current else {
                try error(
                    "unterminated string; expected a closing \(quote == "\"" ? "'\"'" : "\"'\"") before the end of the file",
                    line: startLine, column: startColumn)
                return result.string
            }
            if scalar == quote { advance(); break }
            if scalar == "\\" {
                let escapeLine = line, escapeColumn = column
                advance()
                guard let e = current else { continue }
                advance()
                switch e {
                case "n": result.append("\n")
                case "t": result.append("\t")
                case "r": result.append("\r")
                case "a": result.append("\u{07}")
                case "b": result.append("\u{08}")
                case "f": result.append("\u{0C}")
                case "v": result.append("\u{0B}")
                case "\"", "'", "\\", "\n": result.append(e)
                case "U":
                    var value = hexDigits()
                    if (0xD800 ..< 0xDC00).contains(value), current == "\\", peek(1) == "U" {
                        let save = (index, line, column)
                        advance(); advance()
                        let low = hexDigits()
                        if (0xDC00 ..< 0xE000).contains(low) {
                            value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                        } else {
                            (index, line, column) = save
                        }
                    }
                    if let s = Unicode.Scalar(value) {
                        result.append(s)
                    } else {
                        try error(
                            "\\U escape gives an unpaired surrogate (U+\(String(value, radix: 16, uppercase: true))); expected a \\U pair or a character outside D800–DFFF",
                            line: escapeLine, column: escapeColumn)
                    }
                case "0" ... "7":
                    var value = e.value - 0x30
                    var digits = 1
                    while digits < 3, let d = current, ("0" ... "7").contains(d) {
                        value = value * 8 + (d.value - 0x30)
                        digits += 1
                        advance()
                    }
                    if value > 0x7F {
                        warn(
                            "octal escape \\\(String(value, radix: 8)) is above 177; Foundation reads it as NeXTSTEP-encoded, Panels as Latin-1; use \\U",
                            line: escapeLine, column: escapeColumn)
                    }
                    result.append(Unicode.Scalar(value) ?? "\u{FFFD}")
                default:
                    warn(
                        "unknown escape '\\\(Character(e))' reads as '\(Character(e))'", line: escapeLine,
                        column: escapeColumn)
                    result.append(e)
                }
                continue
            }
            result.append(scalar)
            advance()
        }
        return result.string
    }

    /// Up to four hex digits after `\U` (none gives 0).
    private mutating func hexDigits() -> UInt32 {
        var value: UInt32 = 0
        var count = 0
        while count < 4, let s = current, s.isASCII, let d = JSONReader.hexValue(UInt8(s.value)) {
            value = value << 4 | d
            count += 1
            advance()
        }
        return value
    }
}

/// Collects Unicode scalars as UTF-8 bytes; one `String` is made at the end (appending
/// scalars to a `String` one by one is several times slower).
struct UTF8Buffer {
    var bytes: [UInt8] = []

    mutating func append(_ scalar: Unicode.Scalar) {
        let v = scalar.value
        if v < 0x80 {
            bytes.append(UInt8(v))
        } else if v < 0x800 {
            bytes.append(UInt8(0xC0 | v >> 6))
            bytes.append(UInt8(0x80 | v & 0x3F))
        } else if v < 0x10000 {
            bytes.append(UInt8(0xE0 | v >> 12))
            bytes.append(UInt8(0x80 | v >> 6 & 0x3F))
            bytes.append(UInt8(0x80 | v & 0x3F))
        } else {
            bytes.append(UInt8(0xF0 | v >> 18))
            bytes.append(UInt8(0x80 | v >> 12 & 0x3F))
            bytes.append(UInt8(0x80 | v >> 6 & 0x3F))
            bytes.append(UInt8(0x80 | v & 0x3F))
        }
    }

    var string: String { String(decoding: bytes, as: UTF8.self) }
}
