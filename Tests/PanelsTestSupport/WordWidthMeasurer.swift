import Panels

/// A text measurer with made-up, exact metrics for layout tests: every character is
/// 10 pt wide (a space too), lines are 20 pt high, and words wrap greedily at
/// spaces (a word longer than the width gets a line of its own). No line limit.
package struct WordWidthMeasurer: TextMeasurer {
    package init() {}

    package static let characterWidth = 10.0
    package static let lineHeight = 20.0

    package func layout(_ text: String, style: TextStyle, maxWidth: Double?, lineLimit: Int?) -> TextLayout {
        let unit = Self.characterWidth
        var lines: [TextLayout.Line] = []
        var current = ""
        for word in text.split(separator: " ").map(String.init) {
            let candidate = current.isEmpty ? word : current + " " + word
            if let maxWidth, !current.isEmpty, Double(candidate.count) * unit > maxWidth {
                lines.append(TextLayout.Line(text: current, width: Double(current.count) * unit))
                current = word
            } else {
                current = candidate
            }
        }
        if !current.isEmpty { lines.append(TextLayout.Line(text: current, width: Double(current.count) * unit)) }
        return TextLayout(lines: lines, lineHeight: Self.lineHeight, ascent: 16)
    }
}
