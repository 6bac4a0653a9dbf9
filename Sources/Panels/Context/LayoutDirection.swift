/// Whether horizontal layout runs left to right or right to left.
///
/// In `.rightToLeft`, rows place their first child at the right, `leading` alignment
/// means right, and leading padding is applied on the right.
public enum LayoutDirection: UInt8, Hashable, Sendable {
    /// Leading is the left: rows run left to right (the default).
    case leftToRight
    /// Leading is the right: rows run right to left and leading alignment, padding and corners
    /// mirror.
    case rightToLeft
}
