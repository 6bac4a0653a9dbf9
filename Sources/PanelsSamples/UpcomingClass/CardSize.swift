import Panels

/// The three sizes of the upcoming-class card, as on a phone's home screen.
///
/// Contract: `points` is fixed (small 158×158, medium 338×158, large 338×354); the
/// raw value is the stable name used on command lines and in reference file names.
public enum CardSize: String, CaseIterable, Sendable, Hashable {
    case small
    case medium
    case large

    /// The card's size in points.
    public var points: Size {
        switch self {
        case .small: return Size(width: 158, height: 158)
        case .medium: return Size(width: 338, height: 158)
        case .large: return Size(width: 338, height: 354)
        }
    }

    /// Side of the class image in the card's top row, in points.
    var imageSide: Double {
        switch self {
        case .small: return 36
        case .medium, .large: return 48
        }
    }
}
