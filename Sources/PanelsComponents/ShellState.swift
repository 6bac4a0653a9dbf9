import Panels
import Observation

/// The open/closed state of an app shell's side menu and toolbar, with the shell's
/// rules built in (scene 1):
/// - opening the menu does not open the toolbar;
/// - closing the menu also closes the toolbar;
/// - the hide callbacks run once for each transition from shown to hidden.
///
/// `@Observable`: panels that read `isMenuOpen` or `isToolbarOpen` resolve again when
/// they change. Change it inside `animate(…) { … }` to animate the shell.
@Observable
public final class ShellState {
    public private(set) var isMenuOpen = false
    public private(set) var isToolbarOpen = false

    /// Called after the menu goes from shown to hidden.
    @ObservationIgnored public var onMenuHidden: (() -> Void)?
    /// Called after the toolbar goes from shown to hidden.
    @ObservationIgnored public var onToolbarHidden: (() -> Void)?

    public init(menuOpen: Bool = false, toolbarOpen: Bool = false) {
        isMenuOpen = menuOpen
        isToolbarOpen = toolbarOpen
    }

    public func openMenu() {
        isMenuOpen = true
    }

    /// Closes the menu and, with it, the toolbar.
    public func closeMenu() {
        let menuWasOpen = isMenuOpen
        isMenuOpen = false
        closeToolbar()
        if menuWasOpen { onMenuHidden?() }
    }

    public func toggleMenu() {
        if isMenuOpen { closeMenu() } else { openMenu() }
    }

    public func openToolbar() {
        isToolbarOpen = true
    }

    public func closeToolbar() {
        let toolbarWasOpen = isToolbarOpen
        isToolbarOpen = false
        if toolbarWasOpen { onToolbarHidden?() }
    }

    public func toggleToolbar() {
        if isToolbarOpen { closeToolbar() } else { openToolbar() }
    }
}
