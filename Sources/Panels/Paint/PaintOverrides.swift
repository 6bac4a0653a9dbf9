/// What a frame draws differently from the resolved tree, per node: colors that are
/// animating, fading out with a transition or following a live value. Presentation
/// hands these to the painter; the tree itself is never rewritten for a frame.
///
/// Contract: `applied(to:of:)` gives the kind drawn for a node: its resolved kind
/// with each overridden color slot (0: fill or text, 1: a shape's stroke) replaced
/// through the kind's `NodeTraits.recolored`; a node without overrides draws as
/// resolved. Setting a slot twice keeps the last color.
struct PaintOverrides {
    private var colors: [Int32: (RGBA?, RGBA?)] = [:]

    init() {}

    var isEmpty: Bool { colors.isEmpty }

    /// Draws `node` with `color` in `slot` (0 or 1; others are ignored).
    mutating func setColor(_ color: RGBA, slot: Int, of node: Int32) {
        var entry = colors[node] ?? (nil, nil)
        switch slot {
        case 0: entry.0 = color
        case 1: entry.1 = color
        default: return
        }
        colors[node] = entry
    }

    /// The color drawn in `slot` of `node` instead of the resolved one, if any.
    func color(slot: Int, of node: Int32) -> RGBA? {
        guard let entry = colors[node] else { return nil }
        return slot == 0 ? entry.0 : slot == 1 ? entry.1 : nil
    }

    /// `kind` as drawn for `node`.
    func applied(to kind: NodeKind, of node: Int32) -> NodeKind {
        guard let entry = colors[node] else { return kind }
        var kind = kind
        if let fill = entry.0 { kind = kind.traits.recolored(kind, 0, fill) }
        if let stroke = entry.1 { kind = kind.traits.recolored(kind, 1, stroke) }
        return kind
    }
}
