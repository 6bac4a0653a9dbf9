/// Picture modifiers for any panel: they set the context of the subtree, so
/// `Picture("cover").frame(width: 80, height: 80).cornerRadius(10)` works as well as
/// calling them on the picture, and the innermost value wins. A `Picture`'s own
/// methods of the same names are the innermost of all. Shapes and other panels
/// ignore them (round those with `Tile(cornerRadius:)` or `.clipped(cornerRadius:)`).
extension Panel {
    /// The pictures inside scale to fit inside their frames (letterboxed).
    @inlinable
    public consuming func fit() -> _ContextModified<Self> {
        _ContextModified(content: self, change: .pictureMode(.fit))
    }

    /// The pictures inside scale to cover their frames, cropping what overflows.
    @inlinable
    public consuming func fill() -> _ContextModified<Self> {
        _ContextModified(content: self, change: .pictureMode(.fill))
    }

    /// Rounds the corners of the pictures inside (each image is clipped to them).
    /// Negative or non-finite radii count as 0.
    @inlinable
    public consuming func cornerRadius(_ radius: Double) -> _ContextModified<Self> {
        _ContextModified(content: self, change: .pictureCorners(CornerRadii(radius)))
    }
}
