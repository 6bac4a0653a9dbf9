/// A drawing effect applied to one child, which layout treats as pass-through (the
/// effect node has its child's size and position).
///
/// Contract: `opacity` draws the child into a group that is blended once, so
/// overlapping parts of the child do not show through each other; `clip` hides what
/// the child draws outside the node's frame (with rounded corners when given; clips
/// nest); `shadow` draws a soft shadow of a rounded rectangle the size of the frame
/// behind the child; `border` strokes the frame's outline over the child, inside it;
/// `redaction` draws the captions and pictures of the child as placeholders in its
/// color (see `Redacted`); `presence` keeps the child laid out with its state, and
/// either shows it as usual, draws it but leaves it out of input, focus and the
/// accessibility tree (`inert`), or does not draw it either (`offstage`), see
/// `Presence`.
@usableFromInline package enum Effect: Sendable, Equatable {
    case opacity(Double)
    case clip(CornerRadii)
    case shadow(ShadowSpec)
    case border(RGBA, width: Double, corners: CornerRadii)
    case redaction(RGBA)
    case presence(Presence)

    /// Short name used in dumps.
    @usableFromInline package var name: String {
        switch self {
        case .opacity: return "Opacity"
        case .clip: return "Clip"
        case .shadow: return "Shadow"
        case .border: return "Border"
        case .redaction: return "_Redacted"
        case .presence(let presence): return presence.name
        }
    }
}

/// A soft drop shadow: color, blur radius (Gaussian, σ = radius / 2), offset, and the
/// corner radius of the casting shape, all in points.
@usableFromInline package struct ShadowSpec: Sendable, Equatable {
    @usableFromInline package var color: RGBA
    @usableFromInline package var radius: Double
    @usableFromInline package var x: Double
    @usableFromInline package var y: Double
    @usableFromInline package var corners: CornerRadii

    @usableFromInline package init(
        color: RGBA, radius: Double, x: Double = 0, y: Double = 0, corners: CornerRadii = .zero
    ) {
        self.color = color
        // Not finite: kept, and replaced and reported when the shadow is resolved.
        self.radius = radius.isFinite ? max(0, radius) : radius
        self.x = x
        self.y = y
        self.corners = corners
    }
}

/// Whether a panel kept in the tree takes part: `.offstage(_:)`, `.inert(_:)` and
/// `.presence(_:)` set it.
///
/// Contract: in every case the panel is laid out at its place and keeps everything it
/// holds by identity (scroll positions, text entries and their undo, lazy-list rows),
/// and switching between the cases keeps its identity, so nothing inside is rebuilt.
/// - `shown`: as if the modifier were not there.
/// - `inert`: drawn, but left out of hit testing (the pointer passes through to what
///   is behind), key handlers, the Tab order and the accessibility tree — a screen
///   sliding away, the content under a modal.
/// - `offstage`: inert, and not drawn — a covered screen of a stack, an unselected
///   tab.
/// Focus inside a panel that stops being shown is set aside and returns when the
/// panel is shown again, unless something else has focus by then.
public enum Presence: Hashable, Sendable {
    /// As if the modifier were not there: drawn and taking input.
    case shown
    /// Drawn, but left out of hit testing, key handlers, the Tab order and the accessibility tree.
    case inert
    /// Inert and not drawn, while keeping its identity and state.
    case offstage

    var name: String {
        switch self {
        case .shown: "Shown"
        case .inert: "Inert"
        case .offstage: "Offstage"
        }
    }
}

/// The cases numbered in declaration order, as node records and dumps store them.
extension Presence {
    /// The case's number in declaration order.
    @inlinable package var rawValue: UInt8 {
        switch self {
        case .shown: 0
        case .inert: 1
        case .offstage: 2
        }
    }

    /// The case numbered `rawValue`, or nil past the last.
    @inlinable package init?(rawValue: UInt8) {
        switch rawValue {
        case 0: self = .shown
        case 1: self = .inert
        case 2: self = .offstage
        default: return nil
        }
    }
}
