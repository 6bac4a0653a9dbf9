/// The fixed shape of a popover bubble: corner radius and arrow size, in points.
///
/// Defaults: corner radius 13 pt, an arrow 26 pt wide at its base and 13 pt high.
package struct PopoverGeometry: Hashable, Sendable {
    package var cornerRadius: Double
    package var arrowBase: Double
    package var arrowHeight: Double

    package init(cornerRadius: Double = 13, arrowBase: Double = 26, arrowHeight: Double = 13) {
        self.cornerRadius = max(0, cornerRadius)
        self.arrowBase = max(0, arrowBase)
        self.arrowHeight = max(0, arrowHeight)
    }

    package static let standard = PopoverGeometry()

    /// Distance from a bubble edge's end to the closest position of the arrow's
    /// center: the arrow's base must sit on the straight part of the edge.
    var arrowInset: Double { cornerRadius + arrowBase / 2 }
}
