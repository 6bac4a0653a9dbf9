/// An image leaf; its ideal size is the image's size in points. It always draws (its
/// image or a crossed placeholder), so it takes the pointer.
enum PictureKind: NodeKindDefinition {
    static func parameters(of kind: NodeKind) -> PictureSpec? {
        guard case .picture(let spec) = kind else { return nil }
        return spec
    }

    static var accessibilityRole: AccessibilityRole? { .image }

    @inline(__always)
    static func checked(_ spec: PictureSpec) -> PictureSpec? {
        var changed = false
        var spec = spec
        spec.corners = GeometryLimits.radii(spec.corners, changed: &changed)
        return changed ? spec : nil
    }

    static func make(_ spec: PictureSpec) -> NodeKind { .picture(spec) }

    /// What the shared `take` does (corners checked, the node compiled, the kind
    /// kept), with the spec read where it lies in the kind rather than copied out: a
    /// spec is large (strings, its load), and the shared path copied it three times.
    static func take(
        _ kind: consuming NodeKind, compiling n: UnsafeMutablePointer<LayoutNode>?,
        tables: inout LayoutTables, captionSlots: inout Int, outOfRange: inout Bool
    ) -> NodeKind? {
        guard case .picture(let spec) = kind else { return kind }
        var changed = false
        let corners = GeometryLimits.radii(spec.corners, changed: &changed)
        if let n { layout(spec, into: &n.pointee, tables: &tables, captionSlots: &captionSlots) }
        guard changed else { return kind }
        outOfRange = true
        var held = spec
        held.corners = corners
        return .picture(held)
    }

    static func name(_ p: PictureSpec) -> String { "Picture" }

    static func layout(
        _ spec: PictureSpec, into n: inout LayoutNode, tables: inout LayoutTables, captionSlots: inout Int
    ) {
        n.op = .picture
        n.fixedWidth = spec.naturalSize.width
        n.fixedHeight = spec.naturalSize.height
        n.fill = spec.mode == .fill
    }

    static func hit(_ p: PictureSpec) -> NodeTraits.HitRule { .blocks }

    /// Slot 0: the placeholder block's color while decoding, else white at the
    /// picture's opacity, so transitions fade both (the decoded picture cross-fades in).
    static func color(_ p: PictureSpec, slot: Int) -> RGBA? {
        guard slot == 0 else { return nil }
        return p.waiting ?? RGBA(red: 255, green: 255, blue: 255, alpha: p.opacity)
    }

    static func recolored(_ p: PictureSpec, slot: Int, _ color: RGBA) -> NodeKind? {
        guard slot == 0 else { return nil }
        var spec = p
        if spec.waiting != nil { spec.waiting = color } else { spec.opacity = color.alpha }
        return .picture(spec)
    }

    static func paint(_ spec: PictureSpec, _ painter: inout Painter, node: Int32, frame: Rect) {
        painter.paintPicture(spec, frame: frame, direction: painter.tree.direction(of: node))
    }
}
