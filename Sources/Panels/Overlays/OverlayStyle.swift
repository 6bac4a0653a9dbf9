/// How an overlay (an extra root of the overlay pass) presents itself: where it is
/// placed, whether it is modal, and its place in the stacking order.
///
/// Contract (the stacking order, bottom to top): the main tree, then popovers and
/// menus (`level` 0), then modal cards (1), then alerts (2). An overlay opened from
/// inside another one is never below it (a modal card's popovers lie above the card),
/// so the order is: main tree < popovers < modal card < its popovers < alert. The
/// frontmost overlay gets the keys; a modal one (alert, card) takes every press, and
/// one outside it does nothing. Overlays under an alert stay open.
enum OverlayStyle: Equatable {
    /// A bubble with an arrow pointing at its anchor; a press outside closes it.
    case popover
    /// A dialog in a bubble pointing at its anchor (an anchored confirmation): keys
    /// stay in it (arrows move between its buttons); a press outside cancels it.
    case anchoredDialog
    /// A menu: no arrow, placed at a point (or below its anchor), flipping and shifting
    /// to stay inside the window; a press outside closes it.
    case menu
    /// A submenu: no arrow, beside the item that opened it (trailing side first).
    case submenu
    /// A modal card sliding up from the bottom over a scrim; keys stay in it.
    case card
    /// An alert: centered over a scrim; keys stay in it.
    case alert

    /// Its place in the stacking order (higher is in front).
    var level: Int {
        switch self {
        case .popover, .anchoredDialog, .menu, .submenu: 0
        case .card: 1
        case .alert: 2
        }
    }

    /// Takes every press: one outside does nothing (and does not reach what is behind).
    var isModal: Bool { self == .card || self == .alert }

    /// Keys never pass to what is behind.
    var trapsKeys: Bool { isModal || self == .anchoredDialog }

    /// Typed text (`PanelEvent.textInput`) does not reach a text entry behind it: the
    /// letters are its keys (a menu's type-to-select) or nobody's (a dialog).
    var blocksTypedText: Bool { self != .popover }

    /// Draws a scrim over everything below it.
    var hasScrim: Bool { isModal }

    /// Arrow keys move keyboard focus between its controls like Tab.
    var arrowsMoveFocus: Bool { self == .alert || self == .anchoredDialog }

    /// Drawn without an arrow.
    var hasArrow: Bool { self == .popover || self == .anchoredDialog }
}
