/// A color that fills the space it is given, optionally with rounded corners.
///
/// Alone it takes the whole proposal (10 × 10 points when asked for its ideal size);
/// as a `.background` it takes the size of what it is behind.
public struct Swatch: PrimitivePanel {
    public var color: RGBA
    public var cornerRadius: Double
    /// A named color resolved when the tree resolves (see `Swatch(_ name:)`).
    var colorName: String?

    public init(_ color: RGBA, cornerRadius: Double = 0) {
        self.color = color
        self.cornerRadius = max(0, cornerRadius)
    }

    public static func _resolve(_ panel: Swatch, into builder: inout NodeBuilder) {
        // Not `colorName.map(builder.context.color(named:))`: that closure captures a
        // copy of the whole context for every swatch, named or not.
        let color: RGBA
        if let name = panel.colorName { color = builder.context.color(named: name) } else { color = panel.color }
        builder.leaf(.swatch(color, cornerRadius: panel.cornerRadius))
    }
}
