/// Whether windows export their accessibility tree to the desktop's screen readers
/// (on Linux: AT-SPI 2, read by Orca and other assistive technologies).
///
/// Contract: `automatic` (the default) exports when the environment variable
/// `PANELS_ACCESSIBILITY` is `1`, never when it is `0` or `NO_AT_BRIDGE` is `1`, and
/// otherwise when the session's accessibility bus says assistive technology is on
/// (`org.a11y.Status` `IsEnabled` or `ScreenReaderEnabled`), as GTK applications
/// decide. `always` and `never` decide without asking. The choice is read once, when
/// the first window of the process opens; set it before then. Until the export
/// starts, nothing of it runs: no bus connection, no helper thread. Away from Linux
/// there is no export yet, whatever the mode.
public enum AccessibilityExport: Sendable {
    /// Export when the environment or the desktop's accessibility bus asks (see the type).
    case automatic
    /// Always export (an app that knows its users need it).
    case always
    /// Never export.
    case never

    /// The choice for this process; `automatic` unless the app sets it before its
    /// first window opens.
    nonisolated(unsafe) public static var mode = AccessibilityExport.automatic
}
