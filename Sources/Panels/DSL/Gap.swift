/// Flexible empty space. In a row it widens, in a column it grows taller, taking the
/// space the other children leave (shared equally with other gaps, each at least
/// `minLength`).
///
/// A gap is sized last among the children of its layout priority: they take at most
/// their ideal length, so a caption beside a gap stays on one line when it fits,
/// and the gap gets the rest (see `Row`). A child with a higher `layoutPriority` is
/// sized before the gap and is not held to its ideal length.
public struct Gap: PrimitivePanel {
    @usableFromInline package var minLength: Double

    /// A gap at least `minLength` points long along its stack's axis (default 0; negative
    /// counts as 0).
    public init(minLength: Double = 0) {
        self.minLength = minLength
    }

    public static func _resolve(_ panel: Gap, into builder: inout NodeBuilder) {
        let length = panel.minLength
        builder.leaf(.gap(axis: builder.stackAxis, minLength: length.isFinite ? max(0, length) : length))
    }
}
