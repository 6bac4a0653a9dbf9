/// The result of setting a caption's text at a width: its lines, its size, and
/// whether (and by how much) it was truncated.
///
/// Sizes are in points. `lines` are in logical order, top to bottom.
public struct TextLayout: Sendable, Equatable {
    /// One line of set text.
    public struct Line: Sendable, Equatable {
        /// The characters on the line, including an ellipsis when truncated.
        package var text: String
        /// Advance width of the line in points.
        package var width: Double
        /// Base direction of the line's paragraph from its first strong character
        /// (UAX #9 P2–P3), when the measurer resolved it; nil when the paragraph has
        /// no strong character or the measurer does not resolve directions.
        package var direction: LayoutDirection?

        /// A line of `text`, `width` points wide; `direction` nil when not resolved.
        public init(text: String, width: Double, direction: LayoutDirection? = nil) {
            self.text = text
            self.width = width
            self.direction = direction
        }
    }

    /// The set lines in logical order, top to bottom; each is `lineHeight` points tall.
    package var lines: [Line]
    /// Height of one line box in points (font line skip × style line height).
    package var lineHeight: Double
    /// Distance from the top of a line box to its baseline, in points.
    package var ascent: Double
    /// True when some of the text is not shown.
    package var isTruncated: Bool
    /// Number of characters (grapheme clusters, whitespace not counted) of the text
    /// that no line shows; 0 exactly when `isTruncated` is false.
    package var hiddenCharacters: Int
    /// Characters of the text that no font of the fallback chain has (drawn as boxes),
    /// in order of first appearance; empty when every character has a glyph.
    package var missingCharacters: [Unicode.Scalar] = []

    /// A layout from set lines; sizes in points. `hiddenCharacters` should be 0 exactly when
    /// `isTruncated` is false.
    public init(
        lines: [Line], lineHeight: Double, ascent: Double,
        isTruncated: Bool = false, hiddenCharacters: Int = 0
    ) {
        self.lines = lines
        self.lineHeight = lineHeight
        self.ascent = ascent
        self.isTruncated = isTruncated
        self.hiddenCharacters = hiddenCharacters
    }

    /// Width of the widest line by height of all line boxes.
    package var size: Size {
        Size(
            width: lines.reduce(0) { max($0, $1.width) },
            height: Double(lines.count) * lineHeight)
    }
}
