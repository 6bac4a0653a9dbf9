/// A panel inside a frame with minimum, ideal and maximum lengths, aligned inside
/// it. Made by `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
///
/// `maxWidth: .infinity` makes the frame take all the width it is offered; the
/// contract per axis is written on `FlexFrameSpec`. A finite maximum holds the
/// content whatever the parent asks: `Caption(long).frame(maxWidth: 260)` wraps at
/// 260 points beside a `Gap`, alone, or at its ideal size (only content that cannot
/// be narrower, such as a fixed frame or a word longer than the maximum, overflows).
/// An ideal length beyond the minimum or maximum is held to them.
public struct _FlexFramed<Content: Panel>: PrimitivePanel {
    @usableFromInline package var spec: FlexFrameSpec
    @usableFromInline package var content: Content

    @inlinable
    init(spec: FlexFrameSpec, content: Content) {
        self.spec = spec
        self.content = content
    }

    @inlinable
    public static func _resolve(_ panel: _FlexFramed, into builder: inout NodeBuilder) {
        let saved = builder.openFlexFrame(panel.spec)
        builder.resolve(panel.content, at: 0)
        builder.closeContainer(restoring: saved)
    }
}

extension Panel {
    /// Constrains the size to minimum and maximum lengths (nil: unconstrained on that
    /// side; a maximum may be `.infinity`), with an ideal length used when the parent
    /// asks for the ideal size, and aligns the content inside. The content is never
    /// proposed more than the maximum, even when the parent asks for the ideal size.
    /// Negative or NaN lengths are treated as unset; a maximum below its minimum is
    /// raised to it.
    @inlinable
    public consuming func frame(
        minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
        minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
        alignment: Alignment = .center
    ) -> _FlexFramed<Self> {
        // Negative: unset. Not finite (but a maximum of +∞): kept, and reported and
        // unset when resolved (`GeometryLimits`).
        func clean(_ v: Double?) -> Double? {
            guard let v else { return nil }
            return v.isFinite && v < 0 ? nil : v
        }
        func finite(_ v: Double?) -> Double? { clean(v) }
        var spec = FlexFrameSpec(
            minWidth: finite(minWidth), idealWidth: finite(idealWidth),
            maxWidth: clean(maxWidth), minHeight: finite(minHeight),
            idealHeight: finite(idealHeight), maxHeight: clean(maxHeight),
            alignment: alignment)
        if let lo = spec.minWidth, let hi = spec.maxWidth, hi < lo { spec.maxWidth = lo }
        if let lo = spec.minHeight, let hi = spec.maxHeight, hi < lo { spec.maxHeight = lo }
        return _FlexFramed(spec: spec, content: self)
    }
}
