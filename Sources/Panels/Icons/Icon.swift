/// An icon of the bundled set (`IconSet`), by name: `Icon("favorite", label: "Saved")`.
///
/// Drawn as one glyph of the icon font at the context's text style — its size, and
/// its weight (semibold and up draw emboldened: the set has one weight) — in the
/// context's foreground color, so an icon beside a caption matches it. Its frame is the
/// glyph's line box (one em wide).
///
/// Accessibility: an image whose label is `label`, or, when none is given, derived
/// from the name ("chevron_left" → "Chevron left"); `.decorative()` leaves it out of
/// the tree. An icon that points a way (`IconSet.isDirectional`) is mirrored in
/// right-to-left layouts. A name the set lacks is reported when the panel resolves
/// (a warning naming the nearest names) and draws nothing, at the icon's size.
public struct Icon: PrimitivePanel {
    @usableFromInline package var name: String
    @usableFromInline package var label: AccessibilityText?

    /// The icon `name`, announced as `label` (nil: derived from the name).
    public init(_ name: String, label: AccessibilityText? = nil) {
        self.name = name
        self.label = label
    }

    public static func _resolve(_ panel: Icon, into builder: inout NodeBuilder) {
        let character = IconSet.character(panel.name)
        if character == nil {
            let near = IconSet.nearest(to: panel.name)
            builder.context.diagnostics.report(
                Diagnostic(
                    .warning,
                    "Icon \(Diagnostic.quoted(panel.name)): no icon of that name in the bundled set; nearest: "
                        + near.joined(separator: ", "),
                    subject: panel.name))
        }
        var style = builder.context.scaledTextStyle
        style.family = IconSet.family
        style.italic = false
        style.lineHeight = 1
        let content = CaptionContent(
            text: character.map { String($0) } ?? "\u{2003}", style: style, color: builder.context.foreground,
            lineLimit: 1, alignment: .leading, truncation: .tail, direction: .leftToRight,
            truncationIntended: true)
        var mirrored = content
        mirrored.mirrored = builder.context.layoutDirection == .rightToLeft && IconSet.isDirectional(panel.name)
        let label = panel.label ?? AccessibilityText(IconSet.derivedLabel(panel.name))
        builder.resolve(IconGlyph(content: mirrored).accessibility(role: .image, label: label), at: 0)
    }
}

/// The icon's glyph: a caption leaf of the icon font.
struct IconGlyph: PrimitivePanel {
    var content: CaptionContent

    static func _resolve(_ panel: IconGlyph, into builder: inout NodeBuilder) {
        builder.leaf(.caption(panel.content))
    }
}
