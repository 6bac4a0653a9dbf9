import Panels
import Observation

/// The open/closed state of an app shell's side menu and toolbar, with the shell's
/// rules built in:
/// - opening the menu does not open the toolbar;
/// - closing the menu also closes the toolbar;
/// - the hide callbacks run once for each transition from shown to hidden, when the
///   slide-out ends: `SideMenuShell` reports the end of each slide on the `Stage`
///   that shows it (the menu and toolbar close at once; the callbacks follow about
///   0.35 s later, at the first frame past the motion's end). Opening again before
///   the slide-out ends cancels that callback. Without a shell on a stage, nothing
///   reports the end and the callbacks do not run.
///
/// `@Observable`: panels that read `isMenuOpen` or `isToolbarOpen` resolve again when
/// they change. Change it inside `animate(…) { … }` to animate the shell.
@Observable
public final class ShellState {
    public private(set) var isMenuOpen = false
    public private(set) var isToolbarOpen = false

    /// Called when the menu has finished sliding out after it went from shown to
    /// hidden (not when it opened again before that).
    @ObservationIgnored public var onMenuHidden: (() -> Void)?
    /// Called when the toolbar has finished sliding out after it went from shown to
    /// hidden (not when it opened again before that).
    @ObservationIgnored public var onToolbarHidden: (() -> Void)?
    /// Hidden, and its slide-out not yet reported.
    @ObservationIgnored private var menuHiding = false
    @ObservationIgnored private var toolbarHiding = false

    public init(menuOpen: Bool = false, toolbarOpen: Bool = false) {
        isMenuOpen = menuOpen
        isToolbarOpen = toolbarOpen
    }

    public func openMenu() {
        isMenuOpen = true
        menuHiding = false
    }

    /// Closes the menu and, with it, the toolbar.
    public func closeMenu() {
        if isMenuOpen { menuHiding = true }
        isMenuOpen = false
        closeToolbar()
    }

    public func toggleMenu() {
        if isMenuOpen { closeMenu() } else { openMenu() }
    }

    public func openToolbar() {
        isToolbarOpen = true
        toolbarHiding = false
    }

    public func closeToolbar() {
        if isToolbarOpen { toolbarHiding = true }
        isToolbarOpen = false
    }

    /// The menu's slide ended (`SideMenuShell`): reports a finished slide-out.
    func menuSlideEnded() {
        guard menuHiding, !isMenuOpen else { return }
        menuHiding = false
        onMenuHidden?()
    }

    /// The toolbar's slide ended (`SideMenuShell`): reports a finished slide-out.
    func toolbarSlideEnded() {
        guard toolbarHiding, !isToolbarOpen else { return }
        toolbarHiding = false
        onToolbarHidden?()
    }

    public func toggleToolbar() {
        if isToolbarOpen { closeToolbar() } else { openToolbar() }
    }
}
