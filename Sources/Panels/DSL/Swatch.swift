/// A color that fills the space it is given, optionally with rounded corners.
///
/// Alone it takes the whole proposal (10 × 10 points when asked for its ideal size);
/// as a `.background` it takes the size of what it is behind.
public struct Swatch: PrimitivePanel {
    @usableFromInline package var color: RGBA
    @usableFromInline package var cornerRadius: Double
    /// A named color resolved when the tree resolves (see `Swatch(_ name:)`), as its
    /// number in `ColorNameTable` (0: none), so a swatch copies as plain bytes.
    var colorName: UInt32 = 0

    /// A swatch of `color` with corners rounded by `cornerRadius` points (default 0; negative
    /// counts as 0).
    public init(_ color: RGBA, cornerRadius: Double = 0) {
        self.color = color
        self.cornerRadius = cornerRadius.isFinite ? max(0, cornerRadius) : cornerRadius
    }

    public static func _resolve(_ panel: Swatch, into builder: inout NodeBuilder) {
        let color = panel.colorName == 0 ? panel.color : builder.context.color(interned: panel.colorName)
        builder.leaf(.swatch(color, cornerRadius: panel.cornerRadius))
    }
}
