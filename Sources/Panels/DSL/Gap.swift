/// Flexible empty space. In a row it widens, in a column it grows taller, taking the
/// space the other children leave (shared equally with other gaps).
public struct Gap: PrimitivePanel {
    public var minLength: Double

    public init(minLength: Double = 0) {
        self.minLength = minLength
    }

    public static func _resolve(_ panel: Gap, into builder: inout NodeBuilder) {
        builder.leaf(.gap(axis: builder.stackAxis, minLength: max(0, panel.minLength)))
    }
}
