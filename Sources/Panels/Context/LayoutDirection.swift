/// Whether horizontal layout runs left to right or right to left.
///
/// In `.rightToLeft`, rows place their first child at the right, `leading` alignment
/// means right, and leading padding is applied on the right.
public enum LayoutDirection: UInt8, Hashable, Sendable {
    case leftToRight
    case rightToLeft
}
