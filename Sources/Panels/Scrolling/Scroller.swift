/// A scrolling container: content larger than the space given is shown through a
/// viewport the user moves with the wheel or trackpad, by dragging, and with keys.
///
/// ```swift
/// Scroller(offset: Ref(model, \.feedOffset)) {
///     Column(spacing: 8) { Each(model.cards) { card in CardRow(card: card) } }
/// }
/// ```
///
/// Contract:
/// - **Layout.** It takes the space proposed (its content's size on an axis with no
///   proposal). Its content — stacked like a `Column` (vertical) or `Row`
///   (horizontal, or both) with no spacing — is proposed nothing on the scrolling
///   axes (it takes its ideal length), the proposal on the others, and placed at the
///   top-leading corner (the top-right in right to left when narrower than the
///   viewport).
/// - **Drawing.** The content is clipped to the scroller's frame and drawn moved by
///   the offset: scrolling is presentation, like animation, so it never resolves or
///   lays out again (a `LongList` inside asks for new rows when its range changes).
///   Indicators (3 pt thick, inset 3 pt) show while it scrolls and fade out over
///   0.25 s after 0.5 s of rest.
/// - **Offset.** `offset` (points, content coordinates of the viewport's top-left
///   corner, in either direction) is read every frame: a value the owner wrote moves
///   the content there (clamped, any motion stopped); every move the stage makes is
///   written back. With no `offset`, a scroller that scrolls sideways in right to left
///   opens at its leading (right) end and keeps it while content grows, as one in
///   left to right keeps offset 0; Home, End and `ScrollTarget`'s leading and
///   trailing anchors are mirrored the same way.
///   `target` scrolls to the panel with an id (see `ScrollTarget`); the stage writes
///   nil back once it has started.
/// - **Input.** The wheel (40 pt per line, shift+wheel horizontal) scrolls the
///   innermost scroller under the pointer that can move that way; dragging with the
///   primary button moves content 1:1 with rubber-banding past the edges and a fling
///   on release (`ScrollPhysics`); when focused (it is focusable), arrows move 40 pt,
///   Page Up/Down and Space (shift+Space) a viewport less 40 pt, Home/End to the ends.
///   Nested scrollers hand a drag's remainder to the outer one at their edge, and back.
public struct Scroller<Content: Panel>: PrimitivePanel {
    @usableFromInline
    let axes: ScrollAxes
    @usableFromInline
    let showsIndicators: Bool
    @usableFromInline
    let offset: Ref<Point>?
    @usableFromInline
    let target: Ref<ScrollTarget?>?
    @usableFromInline
    let content: Content

    /// A scroller along `axes` (default vertical; empty: vertical) over `content`. `offset` nil
    /// keeps the offset to the stage; `target` nil takes no scroll requests; `indicators` false
    /// hides the indicators.
    @inlinable
    public init(
        _ axes: ScrollAxes = .vertical, offset: Ref<Point>? = nil, target: Ref<ScrollTarget?>? = nil,
        indicators: Bool = true, @PanelBuilder content: () -> Content
    ) {
        self.axes = axes.isEmpty ? .vertical : axes
        self.showsIndicators = indicators
        self.offset = offset
        self.target = target
        self.content = content()
    }

    @inlinable
    public static func _resolve(_ panel: Scroller, into builder: inout NodeBuilder) {
        let savedAxis = builder.openScroller(
            ScrollerSpec(axes: panel.axes, showsIndicators: panel.showsIndicators),
            offset: panel.offset, target: panel.target)
        if panel.axes.contains(.vertical) && !panel.axes.contains(.horizontal) {
            builder.resolve(Column(alignment: .leading, spacing: 0) { panel.content }, at: 0)
        } else {
            builder.resolve(Row(alignment: .top, spacing: 0) { panel.content }, at: 0)
        }
        builder.closeContainer(restoring: savedAxis)
    }
}

extension NodeBuilder {
    /// Opens a scroller node with what its owner gave it; returns the axis to restore.
    @usableFromInline
    mutating func openScroller(_ spec: ScrollerSpec, offset: Ref<Point>?, target: Ref<ScrollTarget?>?) -> Axis? {
        let savedAxis = stackAxis
        stackAxis = nil
        let index = open(.scroller(spec))
        if offset != nil || target != nil {
            tree.scrollers[index] = ScrollerAttachment(offset: offset, target: target)
        }
        return savedAxis
    }
}

/// What a `Scroller`'s owner gave it: the offset it reads and writes, the target it
/// scrolls to. Stored beside the node tree, by the scroller's node index.
@usableFromInline package struct ScrollerAttachment: @unchecked Sendable {
    /// The offset the scroller reads each frame and writes back, in points in content
    /// coordinates; nil: none given.
    public var offset: Ref<Point>?
    /// The scroll request the scroller follows, set to nil once started; nil: none given.
    public var target: Ref<ScrollTarget?>?
}
