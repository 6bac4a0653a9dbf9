/// The result builder behind `body` and container closures: sequences, `if`/`else`,
/// `switch`, optionals and `for` loops of panels.
///
/// Each structural position (the n-th element of a block, the branch of an `if`, the
/// element of a loop) contributes a component to the identity of the nodes beneath,
/// so an `if` that inserts a panel does not change the identity of its siblings.
@resultBuilder
public enum PanelBuilder {
    public static func buildExpression<P: Panel>(_ panel: P) -> P { panel }

    public static func buildBlock() -> EmptyPanel { EmptyPanel() }

    public static func buildBlock<P: Panel>(_ panel: P) -> P { panel }

    public static func buildBlock<each P: Panel>(_ panels: repeat each P) -> PanelSequence<repeat each P> {
        PanelSequence(repeat each panels)
    }

    public static func buildOptional<P: Panel>(_ panel: P?) -> P? { panel }

    public static func buildEither<First: Panel, Second: Panel>(first: First) -> EitherPanel<First, Second> {
        EitherPanel(storage: .first(first))
    }

    public static func buildEither<First: Panel, Second: Panel>(second: Second) -> EitherPanel<First, Second> {
        EitherPanel(storage: .second(second))
    }

    public static func buildArray<P: Panel>(_ panels: [P]) -> PanelArray<P> { PanelArray(panels) }

    public static func buildLimitedAvailability<P: Panel>(_ panel: P) -> P { panel }
}

/// A panel that shows nothing and takes no space.
public struct EmptyPanel: PrimitivePanel {
    public init() {}
    public static func _resolve(_ panel: EmptyPanel, into builder: inout NodeBuilder) {}
}

/// Several panels in sequence, as written in a builder block.
public struct PanelSequence<each P: Panel>: PrimitivePanel {
    public let panels: (repeat each P)

    public init(_ panels: repeat each P) { self.panels = (repeat each panels) }

    @inlinable
    public static func _resolve(_ panel: PanelSequence, into builder: inout NodeBuilder) {
        var position: UInt64 = 0
        for element in repeat each panel.panels {
            builder.resolve(element, at: position)
            position += 1
        }
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
    public let panels: [P]

    public init(_ panels: [P]) { self.panels = panels }

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
