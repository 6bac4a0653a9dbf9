/// Picture modifiers for any panel: they set the context of the subtree, so
/// `Picture("cover").frame(width: 80, height: 80).cornerRadius(10)` works as well as
/// calling them on the picture, and the innermost value wins. A `Picture`'s own
/// methods of the same names are the innermost of all. Shapes and other panels
/// ignore them (round those with `Tile(cornerRadius:)` or `.clipped(cornerRadius:)`).
extension Panel {
    /// The pictures inside scale to fit inside their frames (letterboxed).
    public consuming func fit() -> _ContextModified<Self> {
        context { $0.pictureMode = .fit }
    }

    /// The pictures inside scale to cover their frames, cropping what overflows.
    public consuming func fill() -> _ContextModified<Self> {
        context { $0.pictureMode = .fill }
    }

    /// Rounds the corners of the pictures inside (each image is clipped to them).
    /// Negative or non-finite radii count as 0.
    public consuming func cornerRadius(_ radius: Double) -> _ContextModified<Self> {
        let corners = CornerRadii(radius)
        return context { $0.pictureCorners = corners }
    }
}
