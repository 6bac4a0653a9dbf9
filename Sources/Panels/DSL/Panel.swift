/// A piece of interface described as a value: the unit the DSL composes.
///
/// Write a panel by conforming a struct and returning other panels from `body`:
///
/// ```swift
/// struct Greeting: Panel {
///     var name: String
///     var body: some Panel {
///         Column(spacing: 4) {
///             Caption("Hello")
///             Caption(name).textStyle(.headline)
///         }
///     }
/// }
/// ```
///
/// Contract: `body` is a pure function of the panel's stored properties and the
/// context; it may be evaluated any number of times. Built-in panels (`Column`,
/// `Caption`, …) are primitives: their `Body` is `Never` and they resolve directly
/// into nodes.
public protocol Panel {
    /// The panel this one is made of.
    associatedtype Body: Panel

    /// The content of this panel.
    @PanelBuilder var body: Body { get }

    /// Resolves `panel` into nodes. Implementation detail of primitives; the default
    /// resolves `body`. Do not call or implement it outside Panels.
    static func _resolve(_ panel: Self, into builder: inout NodeBuilder)
}

extension Panel {
    @inlinable
    public static func _resolve(_ panel: Self, into builder: inout NodeBuilder) {
        builder.resolve(panel.body, at: 0)
    }
}

/// `Never` is the body of primitive panels.
extension Never: Panel {
    public var body: Never { fatalError("Never has no body") }
    public static func _resolve(_ panel: Never, into builder: inout NodeBuilder) {}
}

/// Conformance helper for primitives: a body that is never evaluated.
public protocol PrimitivePanel: Panel where Body == Never {}

extension PrimitivePanel {
    /// Primitives resolve directly into nodes; their body is never evaluated by
    /// Panels.
    public var body: Never {
        fatalError("\(Self.self) is a primitive panel and has no body")
    }
}
