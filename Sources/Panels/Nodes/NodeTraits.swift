/// What one node kind means to every pass: its `NodeKindDefinition`, asked with a
/// `NodeKind`. `kind.traits` hands it out; resolve, layout, paint, the stage's
/// animation and hit testing and the dumps ask it instead of switching over
/// `NodeKind` themselves, so they cannot disagree.
///
/// Contract:
/// - `name` is the kind's name in dumps; `dumpLabel` follows the name (a caption's
///   quoted text) and `dumpDetails` follows the frame (empty for most kinds).
/// - `layout` sets how it measures and places: the op and parameters of its
///   `LayoutNode` (the children and direction are already set).
/// - `hit` says what the node is to the pointer (`HitRule`): hit testing takes the
///   frontmost node under the pointer that takes it, then its nearest control;
///   `clip` gives the corners a node clips its children's hits (and drawing) to.
/// - `color(kind, slot)` is the color that animates in `slot` (0: the fill or text
///   color, 1: a shape's stroke), nil when the kind has none there;
///   `recolored(kind, slot, color)` is the kind drawn with that color instead.
/// - `paint` draws the node's own commands (given its kind, read once by the
///   painter); `paintsChildren` false means `paint` draws the children itself
///   (effects); otherwise the painter draws them after, in order, or with the first
///   child last when `contentDrawnLast` (backgrounds: decorations behind the
///   content). Hit testing walks the same order.
struct NodeTraits {
    let definition: any NodeKindDefinition.Type

    /// The number of color slots a kind can animate (fill or text, stroke).
    static let colorSlots = 2

    @inline(__always)
    init(_ definition: any NodeKindDefinition.Type) { self.definition = definition }

    func name(_ kind: NodeKind) -> String { definition.name(of: kind) }
    func dumpLabel(_ kind: NodeKind) -> String { definition.dumpLabel(of: kind) }
    func dumpDetails(_ kind: NodeKind) -> String { definition.dumpDetails(of: kind) }
    func hit(_ kind: NodeKind) -> HitRule { definition.hitRule(of: kind) }
    func clip(_ kind: NodeKind) -> CornerRadii? { definition.clip(of: kind) }
    func color(_ kind: NodeKind, _ slot: Int) -> RGBA? { definition.color(of: kind, slot: slot) }
    func recolored(_ kind: NodeKind, _ slot: Int, _ color: RGBA) -> NodeKind {
        definition.recolored(kind, slot: slot, color)
    }
    func paint(_ painter: inout Painter, _ node: Int32, _ kind: NodeKind, _ frame: Rect) {
        definition.paint(kind, &painter, node: node, frame: frame)
    }
    var paintsChildren: Bool { definition.paintsChildren }
    var contentDrawnLast: Bool { definition.contentDrawnLast }
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
