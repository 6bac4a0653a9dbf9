/// One node kind, defined once: its name in dumps, how a node record stores it, how
/// layout measures and places it, what it is to the pointer, which colors animate,
/// and how it is drawn. Every pass asks a kind's definition (through
/// `NodeKind.traits`) instead of switching over `NodeKind`.
///
/// A definition is a caseless enum in `Nodes/Kinds/`, one file per kind, next to the
/// panel that makes the kind when it has one of its own. `NodeKind.swift` ties each
/// case to its definition (`NodeKind.definitionIndex`, `NodeKind.definitions`).
///
/// Contract:
/// - `parameters(of:)` is the only place that matches the kind's case: it gives the
///   case's parameters, or nil for any other case. Every other requirement gets the
///   parameters, never the `NodeKind`.
/// - A node's kind is kept once: in its compiled `LayoutNode` when the definition
///   gives it back from there whole (`kind(compiled:)`, an `InlineNodeKind` whose
///   `recovered(from:)` reads every parameter back), else in the tree's `richKinds`.
/// - Defaults: no dump label or details, `control` hit rule, no clip, no colors,
///   drawn nothing, children painted in order, no accessibility role, not a wrapper.
protocol NodeKindDefinition: Sendable {
    associatedtype Parameters

    /// The parameters of `kind` when it is this definition's case, else nil.
    static func parameters(of kind: NodeKind) -> Parameters?

    /// The case with these parameters.
    static func make(_ p: Parameters) -> NodeKind
    /// The parameters with every number held to `GeometryLimits`, or nil when they
    /// all are within them already (the node then reports what was replaced).
    static func checked(_ p: Parameters) -> Parameters?

    /// The name in dumps.
    static func name(_ p: Parameters) -> String
    /// What follows the name in dumps (a caption's quoted text).
    static func dumpLabel(_ p: Parameters) -> String
    /// What follows the frame in dumps.
    static func dumpDetails(_ p: Parameters) -> String
    /// Sets the op and parameters of the node's `LayoutNode` (its children and
    /// direction are set already); a flexible frame's spec and padding's insets (when
    /// not kept in the node) go to `tables`, a caption takes
    /// `LayoutSession.captionWidths` slots from `captionSlots`.
    static func layout(
        _ p: Parameters, into n: inout LayoutNode, tables: inout LayoutTables, captionSlots: inout Int)
    /// What the node is to the pointer.
    static func hit(_ p: Parameters) -> NodeTraits.HitRule
    /// The corners the node clips its children's drawing and hits to (nil: no clip).
    static func clip(_ p: Parameters) -> CornerRadii?
    /// The color that animates in `slot` (0: fill or text, 1: stroke), nil for none.
    static func color(_ p: Parameters, slot: Int) -> RGBA?
    /// The kind drawn with `color` in `slot` (nil: the kind has no color there).
    static func recolored(_ p: Parameters, slot: Int, _ color: RGBA) -> NodeKind?
    /// Draws the node's own commands.
    static func paint(_ p: Parameters, _ painter: inout Painter, node: Int32, frame: Rect)
    /// False when `paint` draws the children itself (effects, scrollers).
    static var paintsChildren: Bool { get }
    /// True when the first child (the content) is drawn after the others
    /// (backgrounds: decorations behind the content). Hit testing walks the same order.
    static var contentDrawnLast: Bool { get }
    /// The accessibility role its nodes take by themselves (nil: none; such a node is
    /// an element only with facts or an interaction of its own).
    static var accessibilityRole: AccessibilityRole? { get }
    /// True when the kind only wraps its first child for layout or drawing: accessibility
    /// facts given to it with no role go to that content.
    static var wrapsContent: Bool { get }
    /// True when `clip` may give corners for some parameters (the accessibility tree
    /// asks `clip` only then).
    static var mayClip: Bool { get }

    // Dispatch: what the passes call through `NodeTraits` with a `NodeKind`. Each
    // has a default below (match, then the typed requirement above); a conformance's
    // witness is that default specialized for it, so a pass makes one indirect call.

    static func name(of kind: NodeKind) -> String
    static func dumpLabel(of kind: NodeKind) -> String
    static func dumpDetails(of kind: NodeKind) -> String
    static func compile(
        _ kind: NodeKind, into n: inout LayoutNode, tables: inout LayoutTables, captionSlots: inout Int)
    static func hitRule(of kind: NodeKind) -> NodeTraits.HitRule
    static func clip(of kind: NodeKind) -> CornerRadii?
    static func color(of kind: NodeKind, slot: Int) -> RGBA?
    static func recolored(_ kind: NodeKind, slot: Int, _ color: RGBA) -> NodeKind
    static func paint(_ kind: NodeKind, _ painter: inout Painter, node: Int32, frame: Rect)

    /// Takes `kind` for a new node: compiles its `LayoutNode` into `n` (always given
    /// by the resolver) and returns nil when that compiled node holds the kind whole
    /// (`kind(compiled:)` gives it back); else returns the kind to keep in
    /// `richKinds` (with numbers beyond `GeometryLimits` held). One call per node
    /// made: the resolver's path.
    static func take(
        _ kind: consuming NodeKind, compiling n: UnsafeMutablePointer<LayoutNode>?,
        tables: inout LayoutTables, captionSlots: inout Int, outOfRange: inout Bool
    ) -> NodeKind?

    /// The kind a node compiled into `n` holds, or nil when its compiled form does
    /// not say all of it (the kind is then kept in `richKinds`). Reads only the op,
    /// the flags and alignments, and the parameter numbers a rigid size never takes
    /// (`LayoutNode`), so settling a node changes nothing it reads.
    static func kind(compiled n: LayoutNode) -> NodeKind?
}

extension NodeKindDefinition {
    static func checked(_ p: Parameters) -> Parameters? { nil }
    static func dumpLabel(_ p: Parameters) -> String { "" }
    static func dumpDetails(_ p: Parameters) -> String { "" }
    static func hit(_ p: Parameters) -> NodeTraits.HitRule { .control }
    static func clip(_ p: Parameters) -> CornerRadii? { nil }
    static func color(_ p: Parameters, slot: Int) -> RGBA? { nil }
    static func recolored(_ p: Parameters, slot: Int, _ color: RGBA) -> NodeKind? { nil }
    static func paint(_ p: Parameters, _ painter: inout Painter, node: Int32, frame: Rect) {}
    static var paintsChildren: Bool { true }
    static var contentDrawnLast: Bool { false }
    static var accessibilityRole: AccessibilityRole? { nil }
    static var wrapsContent: Bool { false }
    static var mayClip: Bool { false }

    @inline(__always)
    static func name(of kind: NodeKind) -> String { parameters(of: kind).map(name) ?? "\(Self.self)" }
    @inline(__always)
    static func dumpLabel(of kind: NodeKind) -> String { parameters(of: kind).map(dumpLabel) ?? "" }
    @inline(__always)
    static func dumpDetails(of kind: NodeKind) -> String { parameters(of: kind).map(dumpDetails) ?? "" }
    @inline(__always)
    static func compile(
        _ kind: NodeKind, into n: inout LayoutNode, tables: inout LayoutTables, captionSlots: inout Int
    ) {
        guard let p = parameters(of: kind) else { return }
        layout(p, into: &n, tables: &tables, captionSlots: &captionSlots)
    }
    @inline(__always)
    static func hitRule(of kind: NodeKind) -> NodeTraits.HitRule { parameters(of: kind).map(hit) ?? .control }
    @inline(__always)
    static func clip(of kind: NodeKind) -> CornerRadii? { parameters(of: kind).flatMap(clip) }
    @inline(__always)
    static func color(of kind: NodeKind, slot: Int) -> RGBA? {
        parameters(of: kind).flatMap { color($0, slot: slot) }
    }
    @inline(__always)
    static func recolored(_ kind: NodeKind, slot: Int, _ color: RGBA) -> NodeKind {
        parameters(of: kind).flatMap { recolored($0, slot: slot, color) } ?? kind
    }
    @inline(__always)
    static func paint(_ kind: NodeKind, _ painter: inout Painter, node: Int32, frame: Rect) {
        guard let p = parameters(of: kind) else { return }
        paint(p, &painter, node: node, frame: frame)
    }

    @inline(__always)
    static func take(
        _ kind: consuming NodeKind, compiling n: UnsafeMutablePointer<LayoutNode>?,
        tables: inout LayoutTables, captionSlots: inout Int, outOfRange: inout Bool
    ) -> NodeKind? {
        guard var p = Self.parameters(of: kind) else { return kind }
        var kept = true
        if let held = checked(p) {
            p = held
            outOfRange = true
            kept = false
        }
        if let n { layout(p, into: &n.pointee, tables: &tables, captionSlots: &captionSlots) }
        return kept ? kind : make(p)
    }

    static func kind(compiled n: LayoutNode) -> NodeKind? { nil }
}

/// A kind whose parameters are plain data (no references). Its nodes keep the kind
/// in their compiled `LayoutNode` when `recovered(from:)` reads the parameters back
/// from it and they are the ones given (`same`); otherwise in `richKinds`.
protocol InlineNodeKind: NodeKindDefinition {
    /// The parameters a node compiled by `layout` holds, or nil when the compiled node
    /// does not say all of them (read only what `kind(compiled:)` may read).
    static func recovered(from n: LayoutNode) -> Parameters?
    /// Whether `a` and `b` are the same parameters, bit for bit where numbers are
    /// concerned (a recovered number is the one stored, never a value equal to it).
    static func same(_ a: Parameters, _ b: Parameters) -> Bool
    /// Whether `n`, compiled from `p`, holds them whole: `recovered(from: n)` is `p`.
    /// A kind may answer from `p` alone when that is cheaper (the tests compare it
    /// with reading back).
    static func keptWhole(_ p: Parameters, in n: LayoutNode) -> Bool
}

extension InlineNodeKind {
    static func recovered(from n: LayoutNode) -> Parameters? { nil }
    static func same(_ a: Parameters, _ b: Parameters) -> Bool { false }
    @inline(__always)
    static func keptWhole(_ p: Parameters, in n: LayoutNode) -> Bool {
        guard let back = recovered(from: n) else { return false }
        return same(back, p)
    }

    @inline(__always)
    static func take(
        _ kind: consuming NodeKind, compiling n: UnsafeMutablePointer<LayoutNode>?,
        tables: inout LayoutTables, captionSlots: inout Int, outOfRange: inout Bool
    ) -> NodeKind? {
        guard let given = Self.parameters(of: kind) else { return kind }
        let held = checked(given)
        if held != nil { outOfRange = true }
        let p = held ?? given
        guard let n else { return make(p) }
        layout(p, into: &n.pointee, tables: &tables, captionSlots: &captionSlots)
        if keptWhole(p, in: n.pointee) { return nil }
        return make(p)
    }

    @inline(__always)
    static func kind(compiled n: LayoutNode) -> NodeKind? { recovered(from: n).map(make) }
}

extension InlineNodeKind where Parameters: Equatable {
    static func same(_ a: Parameters, _ b: Parameters) -> Bool { a == b }
}
