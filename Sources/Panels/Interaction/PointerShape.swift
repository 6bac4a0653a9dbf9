/// The shape of the pointer over a panel: what the window host shows as its cursor.
///
/// Contract: over a node, the shape is that of the nearest panel from the node
/// outwards that has one: set with `.pointerShape(_:)`, else `.iBeam` for a text
/// entry (`EntryField`, `EntryArea`, `SecureEntryField`), else `.hand` for a control
/// with an action that takes the pointer (`Pressable`, links). Elsewhere, and over a
/// disabled control, it is `.arrow`. The node is the one hit test's (`Stage.pointerShape(at:)`).
public enum PointerShape: Sendable, Hashable, CaseIterable {
    /// The default arrow.
    case arrow
    /// A pointing hand: something to press.
    case hand
    /// A text cursor: text to select or type in.
    case iBeam
    /// Arrows up and down: a handle that resizes or drags vertically (a sheet's handle).
    case resizeUpDown
    /// Arrows left and right: a handle that resizes or drags horizontally (a divider).
    case resizeLeftRight
    /// Arrows in four directions: something that moves freely.
    case move
    /// A crosshair: a precise point (a color picker, a canvas).
    case crosshair
    /// A circle struck through: nothing can be done here.
    case notAllowed
}

/// The cases' names, as the command line, dumps and reports write them.
extension PointerShape {
    /// The case's name.
    package var rawValue: String {
        switch self {
        case .arrow: "arrow"
        case .hand: "hand"
        case .iBeam: "iBeam"
        case .resizeUpDown: "resizeUpDown"
        case .resizeLeftRight: "resizeLeftRight"
        case .move: "move"
        case .crosshair: "crosshair"
        case .notAllowed: "notAllowed"
        }
    }

    /// The case named `rawValue`, or nil.
    package init?(rawValue: String) {
        switch rawValue {
        case "arrow": self = .arrow
        case "hand": self = .hand
        case "iBeam": self = .iBeam
        case "resizeUpDown": self = .resizeUpDown
        case "resizeLeftRight": self = .resizeLeftRight
        case "move": self = .move
        case "crosshair": self = .crosshair
        case "notAllowed": self = .notAllowed
        default: return nil
        }
    }
}
