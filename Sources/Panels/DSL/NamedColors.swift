/// Named colors in the DSL: `Swatch("WidgetBackground")`, `.foreground(named:)` and
/// `.background(named:)` resolve through the context's color sets and appearance when
/// the tree resolves; a missing name draws magenta and is reported.
extension Swatch {
    /// A swatch of the named color (a color set of the loaded assets, or a built-in
    /// semantic color such as `background` or `tint`).
    public init(_ name: String, cornerRadius: Double = 0) {
        self.init(SemanticPalette.missing, cornerRadius: cornerRadius)
        colorName = ColorNameTable.intern(name)
    }
}

extension Panel {
    /// Captions inside use the named color, resolved for the appearance in force.
    @inlinable
    public consuming func foreground(named name: String) -> _ContextModified<Self> {
        _ContextModified(content: self, change: .foregroundName(name))
    }

    /// Fills the area behind this panel with the named color.
    @inlinable
    public consuming func background(named name: String, cornerRadius: Double = 0) -> _Backed<Self, Swatch> {
        _Backed(content: self, decoration: Swatch(name, cornerRadius: cornerRadius))
    }
}
