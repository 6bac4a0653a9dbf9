/// The text size a person chose, as iOS's Dynamic Type offers it: seven standard sizes
/// and five larger accessibility sizes. Set on `PanelContext.textSize`; every caption
/// scales its style by `scale` (the body size over 17 pt), so every component follows.
///
/// The table (body text in points; other styles scale by the same factor, rounded to
/// a tenth of a point):
///
/// | Category | Body | Scale |
/// |---|---|---|
/// | `extraSmall` | 14 | 0.82 |
/// | `small` | 15 | 0.88 |
/// | `medium` | 16 | 0.94 |
/// | `large` (default) | 17 | 1 |
/// | `extraLarge` | 19 | 1.12 |
/// | `extraExtraLarge` | 21 | 1.24 |
/// | `extraExtraExtraLarge` | 23 | 1.35 |
/// | `accessibility1` | 28 | 1.65 |
/// | `accessibility2` | 33 | 1.94 |
/// | `accessibility3` | 40 | 2.35 |
/// | `accessibility4` | 47 | 2.76 |
/// | `accessibility5` | 53 | 3.12 |
///
/// Contract: `large` changes nothing (scale 1). Scaled sizes stay within
/// `GeometryLimits.textSizes`. Text that no longer fits truncates as it would at any
/// size, and previews report it (`panels preview --text-sizes`).
public enum TextSizeCategory: Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Body text 14 pt (scale 0.82).
    case extraSmall
    /// Body text 15 pt (scale 0.88).
    case small
    /// Body text 16 pt (scale 0.94).
    case medium
    /// Body text 17 pt (scale 1): the default; styles stay as given.
    case large
    /// Body text 19 pt (scale 1.12).
    case extraLarge
    /// Body text 21 pt (scale 1.24).
    case extraExtraLarge
    /// Body text 23 pt (scale 1.35), the largest standard size.
    case extraExtraExtraLarge
    /// Body text 28 pt (scale 1.65), the smallest accessibility size.
    case accessibility1
    /// Body text 33 pt (scale 1.94).
    case accessibility2
    /// Body text 40 pt (scale 2.35).
    case accessibility3
    /// Body text 47 pt (scale 2.76).
    case accessibility4
    /// Body text 53 pt (scale 3.12), the largest size.
    case accessibility5

    /// Body text in points at this size.
    package var bodySize: Double {
        switch self {
        case .extraSmall: 14
        case .small: 15
        case .medium: 16
        case .large: 17
        case .extraLarge: 19
        case .extraExtraLarge: 21
        case .extraExtraExtraLarge: 23
        case .accessibility1: 28
        case .accessibility2: 33
        case .accessibility3: 40
        case .accessibility4: 47
        case .accessibility5: 53
        }
    }

    /// How much every text style grows: `bodySize` / 17.
    package var scale: Double { bodySize / 17 }

    /// One of the larger accessibility sizes.
    public var isAccessibilitySize: Bool { bodySize > 23 }

    /// `style` at this size: its size times `scale`, to a tenth of a point.
    public func scaled(_ style: TextStyle) -> TextStyle {
        var scaled = style
        scale(&scaled)
        return scaled
    }

    /// What `scaled(_:)` does, to `style` in place (a caption's style is scaled where
    /// it is built, not returned and copied, its family with it).
    @inline(__always)
    package func scale(_ style: inout TextStyle) {
        guard self != .large else { return }
        style.size = min(
            max((style.size * scale * 10).rounded() / 10, GeometryLimits.textSizes.lowerBound),
            GeometryLimits.textSizes.upperBound)
    }

    public var description: String { rawValue }
}

/// The cases' names, as the command line, dumps and reports write them.
extension TextSizeCategory {
    /// The case's name.
    package var rawValue: String {
        switch self {
        case .extraSmall: "extraSmall"
        case .small: "small"
        case .medium: "medium"
        case .large: "large"
        case .extraLarge: "extraLarge"
        case .extraExtraLarge: "extraExtraLarge"
        case .extraExtraExtraLarge: "extraExtraExtraLarge"
        case .accessibility1: "accessibility1"
        case .accessibility2: "accessibility2"
        case .accessibility3: "accessibility3"
        case .accessibility4: "accessibility4"
        case .accessibility5: "accessibility5"
        }
    }

    /// The case named `rawValue`, or nil.
    package init?(rawValue: String) {
        switch rawValue {
        case "extraSmall": self = .extraSmall
        case "small": self = .small
        case "medium": self = .medium
        case "large": self = .large
        case "extraLarge": self = .extraLarge
        case "extraExtraLarge": self = .extraExtraLarge
        case "extraExtraExtraLarge": self = .extraExtraExtraLarge
        case "accessibility1": self = .accessibility1
        case "accessibility2": self = .accessibility2
        case "accessibility3": self = .accessibility3
        case "accessibility4": self = .accessibility4
        case "accessibility5": self = .accessibility5
        default: return nil
        }
    }
}
