/// What an `EntryEditor` accepts and gives away: line breaks, how many grapheme
/// clusters, whether its text may leave it (copy, cut).
///
/// Contract:
/// - `multiLine` false (a field): every newline typed, pasted, composed or set becomes
///   a space. True (an `EntryArea`): every newline (`\r\n`, `\r`, U+2028 …) becomes
///   `\n`.
/// - `limit`: the most grapheme clusters typing, pasting and an input method's commit
///   may make the text (nil: no limit; below 0 counts as 0). What goes past it is cut
///   at a cluster boundary, never inside one; an edit that would still pass it (a
///   combining mark joining a cluster cannot) adds nothing. Text the owner sets
///   (`setText`, the `Ref`) is kept whole, even over the limit; edits can then only
///   shorten it.
/// - `conceals` (a `SecureEntryField`): copy and cut do nothing (paste works), and
///   word moves and deletions go to the text's edges (word boundaries would tell
///   where the spaces are).
package struct EntryRules: Sendable, Equatable {
    /// Whether newlines are kept (as `\n`, an `EntryArea`) or become spaces (a field; the default).
    package var multiLine: Bool
    /// The most grapheme clusters edits may make the text; nil (the default): no limit. A
    /// negative limit counts as 0.
    package var limit: Int? { didSet { if let limit, limit < 0 { self.limit = 0 } } }
    /// Whether the text is concealed (a `SecureEntryField`): copy and cut do nothing, word
    /// moves go to the edges.
    package var conceals: Bool

    /// Rules for a single-line field with no limit and plain text, unless said; a negative
    /// `limit` counts as 0.
    package init(multiLine: Bool = false, limit: Int? = nil, conceals: Bool = false) {
        self.multiLine = multiLine
        self.limit = limit.map { max(0, $0) }
        self.conceals = conceals
    }

    /// `text` with its newlines as these rules keep them.
    func normalized(_ text: String) -> String {
        if multiLine {
            guard text.contains(where: { $0.isNewline && $0 != "\n" }) else { return text }
            return String(text.map { $0.isNewline ? "\n" : $0 })
        }
        guard text.contains(where: \.isNewline) else { return text }
        return String(text.map { $0.isNewline ? " " : $0 })
    }
}
