import Panels

/// The explicit ids (`.id(_:)`) `SideMenuShell` gives its parts, for tests, scripts
/// and `Stage.presentedFrame(id:)`. Each names the part's outermost node that moves
/// with it (the menu's and toolbar's frames include their slide offsets).
public enum ShellID {
    /// The main content, filling the shell.
    public static let content = "shell.content"
    /// The gray scrim over the content while the menu is open.
    public static let scrim = "shell.scrim"
    /// The side menu, with its leading-edge shadow (or hairline, in dark).
    public static let menu = "shell.menu"
    /// The toolbar.
    public static let toolbar = "shell.toolbar"
}
