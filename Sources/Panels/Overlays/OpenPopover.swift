/// One open popover with its content resolved and laid out: an extra root of the
/// overlay pass, laid out on its own after the main tree.
///
/// Frames are relative to the bubble's top-left; `PopoverPass.place` puts the
/// bubble in the window against the anchor's frame.
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
    var texts: [Int32: TextLayout]
    /// The bubble's size as laid out (the content is laid out in exactly this space).
    var size: Size
    /// Content frames, relative to the bubble's top-left.
    var frames: [Rect]
    /// Content nodes in drawing order, for hit testing.
    var paintOrder: [Int32]
    /// Measurements made laying out this popover's content.
    var measureCount: Int
}
