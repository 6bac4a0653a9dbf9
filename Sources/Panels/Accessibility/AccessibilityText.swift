/// A label, value or hint for assistive technologies: verbatim text, or a `Caption`
/// localized with the context's locale and string tables when the tree resolves
/// (`AccessibilityText(Caption(key: "close"))`), as a caption on screen would be.
///
/// Contract: a string literal is verbatim. Localized text follows the same fallback
/// and reports missing keys as captions do.
public struct AccessibilityText: Sendable, ExpressibleByStringInterpolation {
    let verbatim: String
    let localization: CaptionLocalization?

    /// Text read as written.
    public init(_ text: String) {
        verbatim = text
        localization = nil
    }

    /// Text localized like `caption`.
    public init(_ caption: Caption) {
        verbatim = caption.text
        localization = caption.localization
    }

    /// One of the toolkit's own words, in the context's locale.
    @usableFromInline
    package init(toolkit word: ToolkitString) {
        self.init(Caption(toolkit: word))
    }

    public init(stringLiteral value: String) { self.init(value) }

    /// The text in `context`'s locale.
    package func text(in context: PanelContext) -> String {
        localization?.text(in: context) ?? verbatim
    }

}
