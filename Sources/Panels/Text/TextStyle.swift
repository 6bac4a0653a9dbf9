/// The weights of the bundled typeface (DejaVu Sans).
public enum FontWeight: UInt8, Hashable, Sendable, CustomStringConvertible {
    case regular
    case bold

    public var description: String { self == .regular ? "regular" : "bold" }
}

/// How a caption's text looks: size in points, weight, and line height.
///
/// The face is always one of the fonts bundled in `Assets/Fonts`, so output never
/// depends on the machine's fonts. `lineHeight` is a multiple of the font's natural
/// line height (1 = the font's own).
public struct TextStyle: Hashable, Sendable, CustomStringConvertible {
    public var size: Double
    public var weight: FontWeight
    public var lineHeight: Double

    public init(size: Double = 14, weight: FontWeight = .regular, lineHeight: Double = 1) {
        self.size = size
        self.weight = weight
        self.lineHeight = lineHeight
    }

    public static let body = TextStyle(size: 14)
    public static let headline = TextStyle(size: 17, weight: .bold)
    public static let title = TextStyle(size: 22, weight: .bold)
    public static let footnote = TextStyle(size: 12)

    public var description: String {
        var text = "\(DumpFormat.number(size))pt \(weight)"
        if lineHeight != 1 { text += " lh\(DumpFormat.number(lineHeight))" }
        return text
    }
}
