/// Where a caption that does not fit its line limit loses characters, replaced by
/// one "…": at the end (`tail`), at the start (`head`) or in the middle (`middle`).
///
/// Contract: truncation applies to the last visible line; the lines before it are
/// wrapped as usual. `head` and `middle` keep the end of the text visible on that
/// line. A truncated layout reports `isTruncated` and `hiddenCharacters`.
public enum TruncationMode: UInt8, Hashable, Sendable, CustomStringConvertible {
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
