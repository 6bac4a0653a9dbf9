import Panels
import Testing

/// For core tests whose scenes hold no captions: records an issue if layout ever asks
/// it to set text, so a test cannot silently depend on made-up text metrics.
package struct NoTextMeasurer: TextMeasurer {
    package init() {}

    package func layout(_ text: String, style: TextStyle, maxWidth: Double?, lineLimit: Int?) -> TextLayout {
        Issue.record("unexpected text measurement of \"\(text)\"")
        return TextLayout(lines: [], lineHeight: 0, ascent: 0)
    }
}
