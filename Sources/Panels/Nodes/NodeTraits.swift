/// What one node kind means to every pass, declared once: the entry for a kind lives
/// in `NodeTraits+Kinds.swift` and `NodeKind.traits` hands it out. Resolve, layout,
/// paint, the stage's animation and hit testing and the dumps all ask these traits
/// instead of switching over `NodeKind` themselves, so they cannot disagree.
///
/// Contract:
/// - `name` is the kind's name in dumps; `dumpLabel` follows the name (a caption's
///   quoted text) and `dumpDetails` follows the frame (empty for most kinds).
/// - `layout` sets how it measures and places: the op and parameters of its
///   `LayoutNode` (the children and direction are already set).
/// - `hit` says what the node is to the pointer (`HitRule`): hit testing takes the
///   frontmost node under the pointer that blocks, then its nearest control.
/// - `color(kind, slot)` is the color that animates in `slot` (0: the fill or text
///   color, 1: a shape's stroke), nil when the kind has none there;
///   `recolored(kind, slot, color)` is the kind drawn with that color instead.
/// - `paint` draws the node's own commands (given its kind, read once by the
///   painter); `paintsChildren` false means `paint` draws the children itself
///   (effects); otherwise the painter draws them after, in order, or with the first
///   child last when `contentDrawnLast` (backgrounds: decorations behind the
///   content). Hit testing walks the same order.
final class NodeTraits: Sendable {
    let name: @Sendable (NodeKind) -> String
    let dumpLabel: @Sendable (NodeKind) -> String
    let dumpDetails: @Sendable (NodeKind) -> String
    let layout: @Sendable (NodeKind, inout LayoutNode) -> Void
    let hit: @Sendable (NodeKind) -> HitRule
    let color: @Sendable (NodeKind, Int) -> RGBA?
    let recolored: @Sendable (NodeKind, Int, RGBA) -> NodeKind
    let paint: @Sendable (inout Painter, _ node: Int32, _ kind: NodeKind, _ frame: Rect) -> Void
    let paintsChildren: Bool
    let contentDrawnLast: Bool

    /// The number of color slots a kind can animate (fill or text, stroke).
    static let colorSlots = 2

    init(
        name: @escaping @Sendable (NodeKind) -> String,
        dumpLabel: @escaping @Sendable (NodeKind) -> String = { _ in "" },
        dumpDetails: @escaping @Sendable (NodeKind) -> String = { _ in "" },
        layout: @escaping @Sendable (NodeKind, inout LayoutNode) -> Void,
        hit: @escaping @Sendable (NodeKind) -> HitRule = { _ in .control },
        color: @escaping @Sendable (NodeKind, Int) -> RGBA? = { _, _ in nil },
        recolored: @escaping @Sendable (NodeKind, Int, RGBA) -> NodeKind = { kind, _, _ in kind },
        paint: @escaping @Sendable (inout Painter, Int32, NodeKind, Rect) -> Void = { _, _, _, _ in },
        paintsChildren: Bool = true,
        contentDrawnLast: Bool = false
    ) {
        self.name = name
        self.dumpLabel = dumpLabel
        self.dumpDetails = dumpDetails
        self.layout = layout
        self.hit = hit
        self.color = color
        self.recolored = recolored
        self.paint = paint
        self.paintsChildren = paintsChildren
        self.contentDrawnLast = contentDrawnLast
    }

    /// A kind with a fixed dump name.
    convenience init(
        named name: String,
        dumpLabel: @escaping @Sendable (NodeKind) -> String = { _ in "" },
        dumpDetails: @escaping @Sendable (NodeKind) -> String = { _ in "" },
        layout: @escaping @Sendable (NodeKind, inout LayoutNode) -> Void,
        hit: @escaping @Sendable (NodeKind) -> HitRule = { _ in .control },
        color: @escaping @Sendable (NodeKind, Int) -> RGBA? = { _, _ in nil },
        recolored: @escaping @Sendable (NodeKind, Int, RGBA) -> NodeKind = { kind, _, _ in kind },
        paint: @escaping @Sendable (inout Painter, Int32, NodeKind, Rect) -> Void = { _, _, _, _ in },
        paintsChildren: Bool = true,
        contentDrawnLast: Bool = false
    ) {
        self.init(
            name: { _ in name }, dumpLabel: dumpLabel, dumpDetails: dumpDetails, layout: layout, hit: hit, color: color,
            recolored: recolored, paint: paint, paintsChildren: paintsChildren, contentDrawnLast: contentDrawnLast)
    }
}

extension NodeTraits {
    /// What a node is to the pointer.
    enum HitRule {
        /// It covers its frame with drawing: it takes the pointer (its nearest control
        /// gets the press; without one it blocks what is behind).
        case blocks
        /// It draws nothing there, even with a control on it (a clear swatch: the
        /// closed shell's scrim).
        case passes
        /// It blocks only when it carries a control itself (a padded label with `.onTap`;
        /// for gestures, also a drag handler or a focusable panel).
        case control
        /// It takes gestures (drags, the wheel, focus by click, text selection) over its
        /// frame, and presses only with a control on it: a scroller, an outlined shape.
        case gestures
    }
}
