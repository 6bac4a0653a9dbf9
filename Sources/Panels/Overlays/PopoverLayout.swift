/// An open popover as shown: where its anchor and bubble are, why (the placement's
/// trace), and its content laid out in window coordinates. `Composition.popovers`
/// and `Stage.popovers` report them, innermost last.
public struct PopoverLayout: Sendable, CustomStringConvertible {
    /// The anchor's explicit id (`.id(_:)`), if it has one.
    package var anchorID: String?
    /// The anchor's frame in window coordinates.
    public var anchor: Rect
    /// The placement: direction, bubble, arrow and trace.
    public var placement: PopoverPlacement
    /// The bubble as drawn (its size animates while it resizes).
    public var bubble: Rect
    /// 0 (hidden) … 1 (fully shown): the appear/disappear motion.
    package var progress: Double
    /// The content's nodes and frames (window coordinates) and set text.
    package var tree: NodeTree
    package var frames: [Rect]
    package var texts: PlacedTexts
    /// Measurements made laying out the content (0 when it was not laid out again).
    package var measureCount: Int
    /// The anchor's identity: which popover this is to the stage (`PopoverLayer`).
    var key: Identity?

    /// The content's layout as stable text (see `LayoutDump`).
    package var layoutDump: String { LayoutDump.text(tree: tree, frames: frames, texts: texts) }

    /// The placement and the bubble, e.g. for test messages.
    public var description: String {
        "popover at \(anchorID ?? "anchor") \(anchor): bubble \(bubble), progress \(DumpFormat.number(progress))\n\(placement)"
    }
}
