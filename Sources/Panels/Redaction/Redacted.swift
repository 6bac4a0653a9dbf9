/// A panel drawn as a placeholder of itself, for loading states: every caption inside
/// becomes rounded bars, one per line it measured (each as wide as its line and a
/// little lower than the line box), and every picture a rounded block of its frame.
/// Made by `.redacted(_:color:)` and `.redacted(_:named:)`.
///
/// Contract: layout is unchanged — captions are set and measured as usual, so the
/// bars have exactly the size of the text they stand for, and turning redaction off
/// shows the text where the bars were. Swatches, shapes, backgrounds and effects
/// draw as usual. Nested redactions use the innermost color. With `isActive` false
/// the content resolves as if the modifier were not there.
public struct _Redacted<Content: Panel>: PrimitivePanel {
    /// Which color the bars take.
    enum Fill: Sendable {
        case fixed(RGBA)
        case named(String)
    }

    @usableFromInline package var content: Content
    @usableFromInline package var isActive: Bool
    let fill: Fill

    public static func _resolve(_ panel: _Redacted, into builder: inout NodeBuilder) {
        guard panel.isActive else {
            builder.resolve(panel.content, at: 0)
            return
        }
        let color: RGBA
        switch panel.fill {
        case .fixed(let fixed): color = fixed
        case .named(let name): color = builder.context.color(named: name)
        }
        let savedAxis = builder.stackAxis
        _ = builder.open(.effect(.redaction(color)))
        // Like any effect, transparent to the enclosing stack's gaps.
        builder.resolve(panel.content, at: 0)
        builder.close()
        builder.stackAxis = savedAxis
    }
}

extension Panel {
    /// Draws this panel as a placeholder when `isActive`: captions as rounded bars the
    /// size of their measured lines, pictures as rounded blocks, in `color` (default: the
    /// named color `separator`, light or dark).
    public consuming func redacted(_ isActive: Bool = true, color: RGBA? = nil) -> _Redacted<Self> {
        _Redacted(content: self, isActive: isActive, fill: color.map { .fixed($0) } ?? .named("separator"))
    }

    /// Draws this panel as a placeholder when `isActive`, in the named color `name`
    /// (a color set, or a color of the built-in palette) for the context's appearance.
    public consuming func redacted(_ isActive: Bool = true, named name: String) -> _Redacted<Self> {
        _Redacted(content: self, isActive: isActive, fill: .named(name))
    }
}
