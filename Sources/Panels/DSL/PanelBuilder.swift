/// The result builder behind `body` and container closures: sequences, `if`/`else`,
/// `switch`, optionals and `for` loops of panels.
///
/// Each structural position (the n-th element of a block, the branch of an `if`, the
/// element of a loop) contributes a component to the identity of the nodes beneath,
/// so an `if` that inserts a panel does not change the identity of its siblings.
@resultBuilder
public enum PanelBuilder {
    /// A panel written in a block, as it is.
    @inlinable
    public static func buildExpression<P: Panel>(_ panel: consuming P) -> P { panel }

    /// An empty block: an `EmptyPanel`.
    @inlinable
    public static func buildBlock() -> EmptyPanel { EmptyPanel() }

    /// A block of one panel: that panel.
    @inlinable
    public static func buildBlock<P: Panel>(_ panel: consuming P) -> P { panel }

    /// A block's panels are combined one at a time into nested `PanelSequence`s (fixed
    /// layouts the compiler knows, unlike a variadic tuple, whose copies and type
    /// lookups went through the runtime on every resolve).
    @inlinable
    public static func buildPartialBlock<P: Panel>(first panel: consuming P) -> P { panel }

    /// Adds `next` after the first panel of a block.
    @inlinable
    public static func buildPartialBlock<P: Panel, Next: Panel>(
        accumulated: consuming P, next: consuming Next
    ) -> PanelSequence<PanelLead<P>, Next> {
        PanelSequence(head: PanelLead(accumulated), next: next)
    }

    /// Adds `next` after the panels of a block combined so far.
    @inlinable
    public static func buildPartialBlock<Head, Last: Panel, Next: Panel>(
        accumulated: consuming PanelSequence<Head, Last>, next: consuming Next
    ) -> PanelSequence<PanelSequence<Head, Last>, Next> {
        PanelSequence(head: accumulated, next: next)
    }

    /// An `if` without `else`: the panel when the condition holds, else nothing.
    @inlinable
    public static func buildOptional<P: Panel>(_ panel: consuming P?) -> P? { panel }

    /// The `if` branch (or the first of a `switch`'s cases) of a choice.
    @inlinable
    public static func buildEither<First: Panel, Second: Panel>(first: consuming First) -> EitherPanel<First, Second> {
        EitherPanel(storage: .first(first))
    }

    /// The `else` branch (or a later `switch` case) of a choice.
    @inlinable
    public static func buildEither<First: Panel, Second: Panel>(second: consuming Second) -> EitherPanel<First, Second>
    {
        EitherPanel(storage: .second(second))
    }

    /// The panels of a `for` loop, in order.
    @inlinable
    public static func buildArray<P: Panel>(_ panels: [P]) -> PanelArray<P> { PanelArray(panels) }

    /// A panel inside `if #available`, as it is.
    @inlinable
    public static func buildLimitedAvailability<P: Panel>(_ panel: consuming P) -> P { panel }
}

/// A panel that shows nothing and takes no space.
public struct EmptyPanel: PrimitivePanel {
    /// A panel that shows nothing.
    @inlinable
    public init() {}
    public static func _resolve(_ panel: EmptyPanel, into builder: inout NodeBuilder) {}
}

/// The elements of a builder block before its last one: resolved one after another
/// from a position (element `i` of a block at path component `i`). Builder plumbing.
public protocol _PanelElements {
    static var _elementCount: UInt64 { get }
    static func _resolveElements(_ elements: Self, into builder: inout NodeBuilder, from position: UInt64)
}

/// The first panel of a builder block of several.
public struct PanelLead<P: Panel>: _PanelElements {
    @usableFromInline package let panel: P

    @inlinable
    package init(_ panel: P) { self.panel = panel }

    @inlinable
    public static var _elementCount: UInt64 { 1 }

    @inlinable
    public static func _resolveElements(_ elements: PanelLead, into builder: inout NodeBuilder, from position: UInt64) {
        builder.resolve(elements.panel, at: position)
    }
}

/// Several panels in sequence, as written in a builder block: the ones before the
/// last (`head`) and the last (`next`). Element `i` resolves at path component `i`.
public struct PanelSequence<Head: _PanelElements, Next: Panel>: PrimitivePanel, _PanelElements {
    @usableFromInline package let head: Head
    @usableFromInline package let next: Next

    @inlinable
    package init(head: Head, next: Next) {
        self.head = head
        self.next = next
    }

    @inlinable
    public static var _elementCount: UInt64 { Head._elementCount + 1 }

    @inlinable
    public static func _resolveElements(
        _ elements: PanelSequence, into builder: inout NodeBuilder, from position: UInt64
    ) {
        Head._resolveElements(elements.head, into: &builder, from: position)
        builder.resolve(elements.next, at: position + Head._elementCount)
    }

    @inlinable
    public static func _resolve(_ panel: PanelSequence, into builder: inout NodeBuilder) {
        _resolveElements(panel, into: &builder, from: 0)
    }
}

/// One of two panels, chosen by an `if`/`else` or `switch` in a builder.
public struct EitherPanel<First: Panel, Second: Panel>: PrimitivePanel {
    @usableFromInline
    enum Storage {
        case first(First)
        case second(Second)
    }
    @usableFromInline
    let storage: Storage

    @inlinable
    init(storage: Storage) { self.storage = storage }

    @inlinable
    public static func _resolve(_ panel: EitherPanel, into builder: inout NodeBuilder) {
        switch panel.storage {
        case .first(let first): builder.resolve(first, at: 0x1F)
        case .second(let second): builder.resolve(second, at: 0x2F)
        }
    }
}

/// An optional panel: nothing when nil.
extension Optional: Panel where Wrapped: Panel {
    public typealias Body = Never
    public var body: Never { fatalError("Optional is a primitive panel") }

    @inlinable
    public static func _resolve(_ panel: Wrapped?, into builder: inout NodeBuilder) {
        if let wrapped = panel { builder.resolve(wrapped, at: 0x0F) }
    }
}

/// The panels produced by a `for` loop in a builder; identified by position. Use
/// `Each` to identify repeated data by id instead.
public struct PanelArray<P: Panel>: PrimitivePanel {
    @usableFromInline package let panels: [P]

    @inlinable
    package init(_ panels: [P]) { self.panels = panels }

    @inlinable
    public static func _resolve(_ panel: PanelArray, into builder: inout NodeBuilder) {
        // Indices, not `enumerated()`: this runs unspecialized (through the witness
        // table) for user types, where the generic enumerated iterator is slow.
        let panels = panel.panels
        for index in panels.indices {
            builder.resolve(panels[index], at: UInt64(index))
        }
    }
}
