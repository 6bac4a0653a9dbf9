/// A font weight a caption asks for. A family that lacks it is drawn with its
/// nearest weight (and that substitution is reported once); nothing is synthesized.
/// The bundled DejaVu Sans has regular and bold.
public enum FontWeight: Hashable, Sendable, CustomStringConvertible, CaseIterable {
    /// Weight class 400, the normal text weight (the default).
    case regular
    /// Weight class 700.
    case bold
    /// Weight class 500; the bundled DejaVu Sans draws it as regular.
    case medium
    /// Weight class 600; the bundled DejaVu Sans draws it as bold.
    case semibold

    /// The CSS / OpenType weight class: 400, 500, 600, 700.
    package var value: Int {
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
    /// Font size in points (default 14); outside 1…2,048 pt it is held to that range where text
    /// is set (not finite: 14).
    public var size: Double
    /// The weight asked for; a family without it uses its nearest weight.
    public var weight: FontWeight
    /// A multiple of the font's natural line height (default 1); outside 0…100 it is held to
    /// that range (not finite: 1).
    public var lineHeight: Double
    /// A registered family's name, or nil for the bundled DejaVu Sans.
    public var family: String?
    /// Whether the italic face is used (default false).
    public var italic: Bool

    /// A style; every argument has the default shown (14 pt regular, natural line height,
    /// DejaVu Sans, upright).
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

    /// 14 pt regular: running text.
    public static let body = TextStyle(size: 14)
    /// 17 pt bold: a heading above body text.
    public static let headline = TextStyle(size: 17, weight: .bold)
    /// 22 pt bold: a screen's or section's title.
    public static let title = TextStyle(size: 22, weight: .bold)
    /// 12 pt regular: secondary notes under body text.
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

/// The cases numbered in declaration order, as node records and dumps store them.
extension FontWeight {
    /// The case's number in declaration order.
    @inlinable package var rawValue: UInt8 {
        switch self {
        case .regular: 0
        case .bold: 1
        case .medium: 2
        case .semibold: 3
        }
    }

    /// The case numbered `rawValue`, or nil past the last.
    @inlinable package init?(rawValue: UInt8) {
        switch rawValue {
        case 0: self = .regular
        case 1: self = .bold
        case 2: self = .medium
        case 3: self = .semibold
        default: return nil
        }
    }
}
