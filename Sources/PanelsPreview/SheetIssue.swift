/// Something a contact sheet found in one cell: a caption that was truncated or
/// does not fit, a string that fell back to another language (or is missing), or a
/// picture that cannot be decoded.
///
/// Contract: `description` is one line, `kind: row · column: detail`, stable enough
/// to grep and to compare in tests.
public struct SheetIssue: Sendable, Hashable, CustomStringConvertible {
    /// What kind of problem.
    public enum Kind: String, Sendable, Hashable {
        /// A caption hit its line limit and lost characters (ends with "…").
        case truncated
        /// A caption is larger than its frame or reaches outside the widget.
        case overflow
        /// A string came from another language than the cell's.
        case fallback
        /// A string is in no table (the key is shown), or another string problem.
        case missing
        /// A caption of several lines in a space-separated script leaves one short word
        /// (three graphemes or fewer: "in", "à", "de") alone on a line.
        case strandedWord = "stranded word"
        /// A caption has characters no font has (drawn as boxes).
        case missingGlyphs = "missing glyphs"
        /// A picture file was found but cannot be decoded (a damaged chunk, a
        /// truncated file): the cell shows its crossed placeholder.
        case brokenPicture = "broken picture"
        /// With the audit: text below WCAG 2.2 AA contrast with the pixels behind it.
        case contrast
        /// With the audit: a control under 44×44 pt.
        case smallTarget = "small target"
        /// With the audit: a picture or control a screen reader cannot name.
        case unlabeled
        /// With the audit: a control Tab cannot reach.
        case keyboard = "not keyboard-reachable"
    }

    public var kind: Kind
    public var row: String
    public var column: String
    public var detail: String

    public init(_ kind: Kind, row: String, column: String, detail: String) {
        self.kind = kind
        self.row = row
        self.column = column
        self.detail = detail
    }

    public var description: String { "\(kind.rawValue): \(row) · \(column): \(detail)" }
}
