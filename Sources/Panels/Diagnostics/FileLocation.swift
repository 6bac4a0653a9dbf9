/// A place in a file: its path (or a short description such as `<table Widget>`),
/// 1-based line and column (0 = unknown; columns count Unicode scalars).
///
/// Contract: `description` is `file:line:column`, leaving out what is unknown
/// (`file` alone, `file:line`, or `line:column` when there is no file).
public struct FileLocation: Sendable, Hashable, CustomStringConvertible {
    /// The file's path, or a short description such as `<table Widget>`; empty when there is no
    /// file.
    public var file: String
    /// The line, from 1; 0 when unknown.
    public var line: Int
    /// The column in Unicode scalars, from 1; 0 when unknown.
    public var column: Int

    /// A place in `file`, at `line` and `column` (both 1-based; 0, the default, when unknown).
    public init(file: String, line: Int = 0, column: Int = 0) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// A line and column in a text whose file is named elsewhere.
    package init(line: Int, column: Int) {
        self.init(file: "", line: line, column: column)
    }

    /// The location of UTF-8 byte `offset` in `bytes` (clamped to the text).
    package init(utf8Offset offset: Int, in bytes: [UInt8], file: String = "") {
        var line = 1, column = 1
        var i = 0
        let end = min(max(0, offset), bytes.count)
        while i < end {
            let b = bytes[i]
            if b == 0x0A {
                line += 1
                column = 1
            } else if b & 0xC0 != 0x80 {
                column += 1  // count scalars, not continuation bytes
            }
            i += 1
        }
        self.init(file: file, line: line, column: column)
    }

    /// This place in `file`.
    package func inFile(_ file: String) -> FileLocation {
        FileLocation(file: file, line: line, column: column)
    }

    public var description: String {
        var parts: [String] = file.isEmpty ? [] : [file]
        if line > 0 {
            parts.append("\(line)")
            if column > 0 { parts.append("\(column)") }
        }
        return parts.joined(separator: ":")
    }
}
