/// The fixed shape of a popover bubble: corner radius and arrow size, in points.
///
/// Defaults: corner radius 13 pt, an arrow 26 pt wide at its base and 13 pt high.
package struct PopoverGeometry: Hashable, Sendable {
    /// The bubble's corner radius (at least 0).
    package var cornerRadius: Double { didSet { cornerRadius = PopoverGeometry.length(cornerRadius, default: 13) } }
    /// The arrow's width where it meets the bubble (at least 0).
    package var arrowBase: Double { didSet { arrowBase = PopoverGeometry.length(arrowBase, default: 26) } }
    /// How far the arrow's tip stands off the bubble's edge (at least 0).
    package var arrowHeight: Double { didSet { arrowHeight = PopoverGeometry.length(arrowHeight, default: 13) } }

    /// A geometry with these sizes; negative ones count as 0, and one that is not finite as its
    /// default. Setting a property later applies the same rule.
    package init(cornerRadius: Double = 13, arrowBase: Double = 26, arrowHeight: Double = 13) {
        self.cornerRadius = PopoverGeometry.length(cornerRadius, default: 13)
        self.arrowBase = PopoverGeometry.length(arrowBase, default: 26)
        self.arrowHeight = PopoverGeometry.length(arrowHeight, default: 13)
    }

    static func length(_ value: Double, default fallback: Double) -> Double {
        value.isFinite ? max(0, value) : fallback
    }

    /// The default: corner radius 13 pt, an arrow 26 pt wide and 13 pt high.
    package static let standard = PopoverGeometry()

    /// Distance from a bubble edge's end to the closest position of the arrow's
    /// center: the arrow's base must sit on the straight part of the edge.
    var arrowInset: Double { cornerRadius + arrowBase / 2 }
}
