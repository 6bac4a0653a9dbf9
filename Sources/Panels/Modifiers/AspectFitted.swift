/// A panel proposed a size of a fixed aspect ratio. Made by `.aspectRatio(_:contentMode:)`.
///
/// Layout: of the sizes with `ratio` (width / height), the child is proposed the
/// largest that fits inside the proposal (`.fit`) or the smallest that covers it
/// (`.fill`); with one axis unproposed the other decides; with none, the child's
/// ideal width does. The panel is as large as the child chooses.
public struct _AspectFitted<Content: Panel>: PrimitivePanel {
    @usableFromInline package var ratio: Double?
    @usableFromInline package var mode: AspectMode
    @usableFromInline package var content: Content

    public static func _resolve(_ panel: _AspectFitted, into builder: inout NodeBuilder) {
        builder.wrap(.aspectRatio(panel.ratio, panel.mode), content: panel.content)
    }
}

extension Panel {
    /// Keeps `ratio` (width / height; nil: the content's ideal ratio) when sizing
    /// this panel. Non-positive or non-finite ratios count as nil.
    public consuming func aspectRatio(_ ratio: Double? = nil, contentMode: AspectMode = .fit) -> _AspectFitted<Self> {
        let clean = ratio.flatMap { !$0.isFinite || $0 > 0 ? $0 : nil }  // not finite: reported at resolve
        return _AspectFitted(ratio: clean, mode: contentMode, content: self)
    }
}
