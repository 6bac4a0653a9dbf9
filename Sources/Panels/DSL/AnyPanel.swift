/// A panel whose type is erased: for catalogs, registries and other places that hold
/// panels of different types.
///
/// Resolves exactly like the wrapped panel.
public struct AnyPanel: PrimitivePanel {
    @usableFromInline
    let resolver: (inout NodeBuilder) -> Void

    /// (Inlinable: the resolver is made in the caller's module, for its concrete type.)
    @inlinable
    public init<P: Panel>(_ panel: P) {
        if let erased = panel as? AnyPanel {
            resolver = erased.resolver
        } else {
            resolver = { builder in P._resolve(panel, into: &builder) }
        }
    }

    /// Wraps a panel held as an existential.
    public init(erasing panel: any Panel) {
        self.init(panel)
    }

    public static func _resolve(_ panel: AnyPanel, into builder: inout NodeBuilder) {
        panel.resolver(&builder)
    }
}
