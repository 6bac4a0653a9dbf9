import Panels

/// One named cell of a snapshot matrix: a change to `PanelContext` and the name its
/// reference file gets (`<test>.<name>.png`).
///
/// Build cells from the context's fields; combine lists of cells with
/// `combinations(_:_:)`, which names each combined cell `first-second`
/// (`en-light`, `ar-dark`). Contract: applying a variant only changes what its
/// closure sets; names are used as file names (swift-snapshot-testing turns runs of
/// characters other than letters, digits and `_` into `-`), so they should be
/// unique within one assertion.
public struct ContextVariant: Sendable {
    public var name: String
    public var apply: @Sendable (inout PanelContext) -> Void

    public init(_ name: String, _ apply: @escaping @Sendable (inout PanelContext) -> Void) {
        self.name = name
        self.apply = apply
    }

    /// `base` with this variant's change applied.
    public func context(from base: PanelContext = PanelContext()) -> PanelContext {
        var context = base
        apply(&context)
        return context
    }

    /// Left to right, named `ltr`.
    public static let leftToRight = ContextVariant("ltr") { $0.layoutDirection = .leftToRight }
    /// Right to left, named `rtl`.
    public static let rightToLeft = ContextVariant("rtl") { $0.layoutDirection = .rightToLeft }
    /// Both layout directions.
    public static let layoutDirections: [ContextVariant] = [.leftToRight, .rightToLeft]

    /// Every combination of one cell from `first` and one from `second`, in
    /// row-major order, named `first-second`; both changes apply, `second`'s last.
    public static func combinations(_ first: [ContextVariant], _ second: [ContextVariant]) -> [ContextVariant] {
        first.flatMap { a in
            second.map { b in
                ContextVariant("\(a.name)-\(b.name)") { context in
                    a.apply(&context)
                    b.apply(&context)
                }
            }
        }
    }
}
