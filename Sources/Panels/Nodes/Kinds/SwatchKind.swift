/// Fills whatever it is given with a color; a clear swatch lets the pointer through.
enum SwatchKind: InlineNodeKind {
    struct Parameters: Equatable {
        var color: RGBA
        var cornerRadius: Double
    }

    static func parameters(of kind: NodeKind) -> Parameters? {
        guard case .swatch(let color, let cornerRadius) = kind else { return nil }
        return Parameters(color: color, cornerRadius: cornerRadius)
    }

    @inline(__always)
    static func checked(_ p: Parameters) -> Parameters? {
        if GeometryLimits.isOrdinary(p.cornerRadius) { return nil }
        var changed = false
        var p = p
        p.cornerRadius = GeometryLimits.length(p.cornerRadius, changed: &changed)
        return changed ? p : nil
    }

    static func make(_ p: Parameters) -> NodeKind { .swatch(p.color, cornerRadius: p.cornerRadius) }

    static func name(_ p: Parameters) -> String { "Swatch" }

    static func layout(
        _ p: Parameters, into n: inout LayoutNode, tables: inout LayoutTables, captionSlots: inout Int
    ) {
        n.op = .fill
        // Layout reads neither: they are kept here for the tree (`kind(compiled:)`).
        n.swatchColor = p.color
        n.cornerRadius = p.cornerRadius
    }

    static func recovered(from n: LayoutNode) -> Parameters? {
        Parameters(color: n.swatchColor, cornerRadius: n.cornerRadius)
    }

    /// The color's bits and the radius are kept as they are.
    @inline(__always)
    static func keptWhole(_ p: Parameters, in n: LayoutNode) -> Bool { true }

    static func hit(_ p: Parameters) -> NodeTraits.HitRule { p.color.alpha > 0 ? .blocks : .passes }

    static func color(_ p: Parameters, slot: Int) -> RGBA? { slot == 0 ? p.color : nil }

    static func recolored(_ p: Parameters, slot: Int, _ color: RGBA) -> NodeKind? {
        slot == 0 ? .swatch(color, cornerRadius: p.cornerRadius) : nil
    }

    static func paint(_ p: Parameters, _ painter: inout Painter, node: Int32, frame: Rect) {
        painter.paintSwatch(p.color, cornerRadius: p.cornerRadius, frame: frame)
    }
}
