import Foundation
import Panels

/// One named cell of a snapshot matrix: a change to `PanelContext` and the name its
/// reference file gets (`<test>.<name>.png`).
///
/// Build cells from the context's fields, or take the shipped ones: layout
/// directions, `.locales([...])` and `.appearances([.light, .dark])`. Combine lists
/// of cells with `combinations(_:_:)`, which names each combined cell
/// `first-second`: `combinations(.locales(["en", "ar"]), .appearances([.light, .dark]))`
/// gives `en-light`, `en-dark`, `ar-light`, `ar-dark`. Contract: applying a variant only changes what its
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

    /// The locale `identifier` (`"pt-PT"`, `"ar"`, `"en-XA"`), named by it. Like
    /// `.locale(_:)` on a panel, a right-to-left locale also sets the layout direction.
    public static func locale(_ identifier: String) -> ContextVariant {
        ContextVariant(identifier) { $0.locale = Locale(identifier: identifier) }
    }

    /// One cell per locale, in the order given, each named by its identifier:
    /// `.locales(["en", "ar", "en-XA"])`.
    public static func locales(_ identifiers: [String]) -> [ContextVariant] {
        identifiers.map(locale)
    }

    /// Light or dark named colors, named `light` or `dark`.
    public static func appearance(_ appearance: Appearance) -> ContextVariant {
        ContextVariant(appearance.rawValue) { $0.appearance = appearance }
    }

    /// One cell per appearance, in the order given: `.appearances([.light, .dark])`.
    public static func appearances(_ appearances: [Appearance] = Appearance.allCases) -> [ContextVariant] {
        appearances.map(appearance)
    }

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

/// The shipped cells where a list of cells is expected, so a matrix reads
/// `matrix: .combinations(.locales(["en", "ar"]), .appearances([.light, .dark]))`.
extension Array where Element == ContextVariant {
    /// Both layout directions (`ltr`, `rtl`).
    public static var layoutDirections: [ContextVariant] { ContextVariant.layoutDirections }

    /// One cell per locale, named by its identifier.
    public static func locales(_ identifiers: [String]) -> [ContextVariant] {
        ContextVariant.locales(identifiers)
    }

    /// One cell per appearance (`light`, `dark`).
    public static func appearances(_ appearances: [Appearance] = Appearance.allCases) -> [ContextVariant] {
        ContextVariant.appearances(appearances)
    }

    /// Every combination of one cell from `first` and one from `second`, named
    /// `first-second` (see `ContextVariant.combinations(_:_:)`).
    public static func combinations(_ first: [ContextVariant], _ second: [ContextVariant]) -> [ContextVariant] {
        ContextVariant.combinations(first, second)
    }
}
