import Panels

/// A place in a text file: 1-based line and column (columns count Unicode scalars).
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The location of UTF-8 byte `offset` in `bytes` (clamped to the text).
    public init(utf8Offset offset: Int, in bytes: [UInt8]) {
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
        self.init(line: line, column: column)
    }

    public var description: String { "\(line):\(column)" }
}
