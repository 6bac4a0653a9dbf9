/// The base (paragraph) direction of a caption's text: where its bidirectional
/// runs are ordered from, and which end a neutral character at a run's edge (an
/// ellipsis, a full stop) joins.
///
/// Contract: `.auto` (the default) takes each paragraph's direction from its first
/// strong character (UAX #9 rules P2–P3: characters inside isolates are skipped; a
/// paragraph without one takes the layout direction), so an English sentence in a
/// right-to-left layout stays left to right and Arabic in a left-to-right layout
/// stays right to left. `.leftToRight` and `.rightToLeft` force every paragraph. The
/// layout direction (`PanelContext.layoutDirection`) still decides where lines are
/// aligned and what is mirrored; the text direction decides only the order inside a
/// line. Set with `.textDirection(_:)` on a caption or any panel.
public enum TextDirection: Hashable, Sendable, CustomStringConvertible {
    /// Each paragraph's direction from its first strong character; a paragraph without one
    /// takes the layout direction.
    case auto
    /// Every paragraph set left to right, whatever its characters.
    case leftToRight
    /// Every paragraph set right to left, whatever its characters.
    case rightToLeft

    public var description: String {
        switch self {
        case .auto: return "auto"
        case .leftToRight: return "ltr"
        case .rightToLeft: return "rtl"
        }
    }

    /// The direction a line is drawn with: forced, else the paragraph's resolved one,
    /// else the layout's.
    package func resolve(paragraph: LayoutDirection?, layout: LayoutDirection) -> LayoutDirection {
        switch self {
        case .leftToRight: return .leftToRight
        case .rightToLeft: return .rightToLeft
        case .auto: return paragraph ?? layout
        }
    }
}

/// The cases numbered in declaration order, as node records and dumps store them.
extension TextDirection {
    /// The case's number in declaration order.
    @inlinable package var rawValue: UInt8 {
        switch self {
        case .auto: 0
        case .leftToRight: 1
        case .rightToLeft: 2
        }
    }

    /// The case numbered `rawValue`, or nil past the last.
    @inlinable package init?(rawValue: UInt8) {
        switch rawValue {
        case 0: self = .auto
        case 1: self = .leftToRight
        case 2: self = .rightToLeft
        default: return nil
        }
    }
}
