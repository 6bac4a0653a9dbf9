/// A panel given a fixed width and/or height, aligned inside it. Made by
/// `.frame(width:height:alignment:)`.
public struct _Framed<Content: Panel>: PrimitivePanel {
    @usableFromInline package var spec: FrameSpec
    @usableFromInline package var content: Content

    @inlinable
    init(spec: FrameSpec, content: Content) {
        self.spec = spec
        self.content = content
    }

    @inlinable
    public static func _resolve(_ panel: _Framed, into builder: inout NodeBuilder) {
        let saved = builder.openFrame(panel.spec)
        builder.resolve(panel.content, at: 0)
        builder.closeContainer(restoring: saved)
    }
}

extension Panel {
    /// Fixes the width and/or height (nil keeps the content's own) and aligns the
    /// content inside. Negative or non-finite lengths are treated as 0 / unset.
    /// (Inlinable: built in the caller's module for its concrete panel type, so no
    /// generic type lookup per call.)
    @inlinable
    public consuming func frame(
        width: Double? = nil, height: Double? = nil,
        alignment: Alignment = .center
    ) -> _Framed<Self> {
        // Not finite: kept, and reported and unset when resolved (`GeometryLimits`).
        func clean(_ v: Double?) -> Double? { v.map { $0.isFinite ? max(0, $0) : $0 } }
        return _Framed(
            spec: FrameSpec(
                width: clean(width), height: clean(height),
                alignment: alignment), content: self)
    }
}
