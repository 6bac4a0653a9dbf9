/// One open popover with its content resolved and laid out: an extra root of the
/// overlay pass, laid out on its own after the main tree.
///
/// Frames are relative to the bubble's top-left; `PopoverPass.place` puts the
/// bubble in the window against the anchor's frame and lays the content out again
/// whenever the bubble as drawn has another size.
struct OpenPopover {
    /// Identity of the anchor node: the popover's identity across passes.
    var key: Identity
    /// The popover whose content holds the anchor; nil: the anchor is in the main tree.
    var parent: Identity?
    /// The anchor's node index in the main tree or in the parent's content tree.
    var anchorIndex: Int32
    /// The anchor's explicit id, if it has one.
    var anchorID: String?
    var attachment: PopoverAttachment
    var tree: NodeTree
    var texts: PlacedTexts
    /// The bubble's size as asked (explicit or the content's ideal size): the target
    /// the bubble animates to; placement may constrain it.
    var size: Size
    /// The size the content is laid out at now: the bubble as drawn (animated,
    /// constrained by placement), see `PopoverPass.fit`.
    var laidOutSize: Size
    /// The content's layout, kept to lay it out again at a new size.
    var session: LayoutSession?
    /// Content frames, relative to the bubble's top-left.
    var frames: [Rect]
    /// Content nodes in drawing order, for hit testing.
    var paintOrder: [Int32]
    /// Measurements made laying out this popover's content.
    var measureCount: Int
    /// How far its content is scrolled up (points): content taller than a
    /// constrained bubble scrolls (`Stage.popoverScrolls`).
    var scrollOffset = 0.0
}
