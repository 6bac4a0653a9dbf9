/// A hairline between rows (or, in a row, between columns): a line one device pixel
/// thick at every scale, across the whole width of its stack less its insets, which
/// follow the text direction (the leading inset is on the right in right-to-left).
///
/// Contract: along its stack it takes 1 pt (so rows do not move with the scale);
/// across, the space proposed (nothing when asked its ideal size). It draws exactly
/// one row (or column) of device pixels at the start of that point, in `color`, or
/// the context's named color `separator` (a loaded color set of that name, else the
/// palette's: #C6C6C8 light, #38383A dark).
/// It is decoration: it never takes the pointer. Negative insets count as 0; insets
/// that are not finite or beyond `GeometryLimits` count as 0 or the limit and are
/// reported.
public struct Separator: PrimitivePanel {
    @usableFromInline package var leadingInset: Double
    @usableFromInline package var trailingInset: Double
    @usableFromInline package var color: RGBA?

    /// A separator inset by `leading` points at its leading end and `trailing` at its
    /// trailing end, drawn in `color` (nil: the context's `separator` color).
    public init(inset leading: Double = 0, trailing: Double = 0, color: RGBA? = nil) {
        leadingInset = leading
        trailingInset = trailing
        self.color = color
    }

    public static func _resolve(_ panel: Separator, into builder: inout NodeBuilder) {
        // Negative: 0. Not finite: kept, and replaced and reported when made (`checked`).
        func clean(_ v: Double) -> Double { v.isFinite ? max(0, v) : v }
        builder.leaf(
            .separator(
                SeparatorSpec(
                    // In a row the line stands up; elsewhere it lies across.
                    axis: builder.stackAxis == .horizontal ? .vertical : .horizontal,
                    leadingInset: clean(panel.leadingInset), trailingInset: clean(panel.trailingInset),
                    color: panel.color ?? builder.context.color(named: "separator"))))
    }
}

/// A resolved separator: the axis its line runs along, its insets and its color.
@usableFromInline package struct SeparatorSpec: Sendable, Equatable {
    @usableFromInline package var axis: Axis
    @usableFromInline package var leadingInset: Double
    @usableFromInline package var trailingInset: Double
    @usableFromInline package var color: RGBA

    @usableFromInline package init(axis: Axis, leadingInset: Double, trailingInset: Double, color: RGBA) {
        self.axis = axis
        self.leadingInset = leadingInset
        self.trailingInset = trailingInset
        self.color = color
    }
}

/// The separator's definition: a childless flexible frame 1 pt thick across its line,
/// drawn as one device pixel; its color animates.
enum SeparatorKind: InlineNodeKind {
    static func parameters(of kind: NodeKind) -> SeparatorSpec? {
        guard case .separator(let spec) = kind else { return nil }
        return spec
    }

    static var accessibilityRole: AccessibilityRole? { .separator }

    static func make(_ spec: SeparatorSpec) -> NodeKind { .separator(spec) }

    @inline(__always)
    static func checked(_ spec: SeparatorSpec) -> SeparatorSpec? {
        if GeometryLimits.isOrdinary(spec.leadingInset) && GeometryLimits.isOrdinary(spec.trailingInset) { return nil }
        var changed = false
        var spec = spec
        spec.leadingInset = GeometryLimits.length(spec.leadingInset, changed: &changed)
        spec.trailingInset = GeometryLimits.length(spec.trailingInset, changed: &changed)
        return spec
    }

    static func name(_ spec: SeparatorSpec) -> String { "Separator" }

    static func layout(
        _ spec: SeparatorSpec, into n: inout LayoutNode, tables: inout LayoutTables, captionSlots: inout Int
    ) {
        n.op = .flexFrame
        n.aux = Int32(tables.flexSpecs.count)
        tables.flexSpecs.append(
            spec.axis == .horizontal
                ? FlexFrameSpec(minWidth: 0, maxWidth: .infinity, minHeight: 1, maxHeight: 1)
                : FlexFrameSpec(minWidth: 1, maxWidth: 1, minHeight: 0, maxHeight: .infinity))
    }

    static func hit(_ spec: SeparatorSpec) -> NodeTraits.HitRule { .passes }

    static func color(_ spec: SeparatorSpec, slot: Int) -> RGBA? { slot == 0 ? spec.color : nil }

    static func recolored(_ spec: SeparatorSpec, slot: Int, _ color: RGBA) -> NodeKind? {
        guard slot == 0 else { return nil }
        var spec = spec
        spec.color = color
        return .separator(spec)
    }

    static func paint(_ spec: SeparatorSpec, _ painter: inout Painter, node: Int32, frame: Rect) {
        guard spec.color.alpha > 0 else { return }
        let scale = painter.scale
        let rtl = painter.tree.direction(of: node) == .rightToLeft
        let before = rtl ? spec.trailingInset : spec.leadingInset
        let after = rtl ? spec.leadingInset : spec.trailingInset
        // Whole device pixels: the line's start and end, and its one pixel across.
        var line: Rect
        if spec.axis == .horizontal {
            let x0 = ((frame.minX + before) * scale).rounded(), x1 = ((frame.maxX - after) * scale).rounded()
            line = Rect(x: x0, y: (frame.minY * scale).rounded(.down), width: x1 - x0, height: 1)
        } else {
            let y0 = ((frame.minY + spec.leadingInset) * scale).rounded()
            let y1 = ((frame.maxY - spec.trailingInset) * scale).rounded()
            let x = rtl ? (frame.maxX * scale).rounded(.up) - 1 : (frame.minX * scale).rounded(.down)
            line = Rect(x: x, y: y0, width: 1, height: y1 - y0)
        }
        guard line.width > 0, line.height > 0 else { return }
        painter.commands.append(.fill(line, spec.color, cornerRadius: 0))
    }
}
