/// Where a caption that does not fit its line limit loses characters, replaced by
/// one "…": at the end (`tail`), at the start (`head`) or in the middle (`middle`).
///
/// Contract: truncation applies to the last visible line; the lines before it are
/// wrapped as usual. `head` and `middle` keep the end of the text visible on that
/// line. A truncated layout reports `isTruncated` and `hiddenCharacters`.
public enum TruncationMode: Hashable, Sendable, CustomStringConvertible {
    /// Keeps the start and replaces the end with "…" (the default).
    case tail
    /// Keeps the end and replaces the start with "…".
    case head
    /// Keeps both ends and replaces the middle with "…".
    case middle

    public var description: String {
        switch self {
        case .tail: return "tail"
        case .head: return "head"
        case .middle: return "middle"
        }
    }
}

/// The cases numbered in declaration order, as node records and dumps store them.
extension TruncationMode {
    /// The case's number in declaration order.
    @inlinable package var rawValue: UInt8 {
        switch self {
        case .tail: 0
        case .head: 1
        case .middle: 2
        }
    }

    /// The case numbered `rawValue`, or nil past the last.
    @inlinable package init?(rawValue: UInt8) {
        switch rawValue {
        case 0: self = .tail
        case 1: self = .head
        case 2: self = .middle
        default: return nil
        }
    }
}
