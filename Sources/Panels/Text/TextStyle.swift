/// A font weight a caption asks for. A family that lacks it is drawn with its
/// nearest weight (and that substitution is reported once); nothing is synthesized.
/// The bundled DejaVu Sans has regular and bold.
public enum FontWeight: UInt8, Hashable, Sendable, CustomStringConvertible, CaseIterable {
    case regular
    case bold
    case medium
    case semibold

    /// The CSS / OpenType weight class: 400, 500, 600, 700.
    public var value: Int {
        switch self {
        case .regular: return 400
        case .medium: return 500
        case .semibold: return 600
        case .bold: return 700
        }
    }

    public var description: String {
        switch self {
        case .regular: return "regular"
        case .medium: return "medium"
        case .semibold: return "semibold"
        case .bold: return "bold"
        }
    }
}

/// How a caption's text looks: size in points, weight, italic, family, and line height.
///
/// `family` nil is the bundled DejaVu Sans; another name is a family registered with
/// the backend (`FontRegistry` in PanelsSDL) — never a font of the machine unless the
/// program opted in, so output does not depend on it. Characters the family lacks are
/// drawn with the next font of the fallback chain that has them. `lineHeight` is a
/// multiple of the font's natural line height (1 = the font's own).
public struct TextStyle: Hashable, Sendable, CustomStringConvertible {
    public var size: Double
    public var weight: FontWeight
    public var lineHeight: Double
    /// A registered family's name, or nil for the bundled DejaVu Sans.
    public var family: String?
    public var italic: Bool

    public init(
        size: Double = 14, weight: FontWeight = .regular, lineHeight: Double = 1,
        family: String? = nil, italic: Bool = false
    ) {
        self.size = size
        self.weight = weight
        self.lineHeight = lineHeight
        self.family = family
        self.italic = italic
    }

    public static let body = TextStyle(size: 14)
    public static let headline = TextStyle(size: 17, weight: .bold)
    public static let title = TextStyle(size: 22, weight: .bold)
    public static let footnote = TextStyle(size: 12)

    public var description: String {
        var text = "\(DumpFormat.number(size))pt \(weight)"
        if italic { text += " italic" }
        if let family { text += " \"\(family)\"" }
        if lineHeight != 1 { text += " lh\(DumpFormat.number(lineHeight))" }
        return text
    }
}

extension TextStyle {
    /// Whether the size is within `GeometryLimits.textSizes` and the line height
    /// within 0…100 (both finite).
    @usableFromInline
    var isWithinLimits: Bool {
        size.isFinite && GeometryLimits.textSizes.contains(size) && lineHeight.isFinite && lineHeight >= 0
            && lineHeight <= 100
    }
}

extension PanelContext {
    /// Says that `.textStyle(style)` was given a size or line height out of range.
    @usableFromInline
    func reportTextStyleOutOfRange(_ style: TextStyle) {
        diagnostics.report(
            Diagnostic(
                .warning,
                "textStyle: size \(DumpFormat.number(style.size)) or line height \(DumpFormat.number(style.lineHeight)) "
                    + "is not finite or out of range (1…2,048 pt, 0…100); held to the limits (not finite: 14 pt, 1)",
                subject: "textStyle"))
    }
}
