/// Where cut, copy and paste put and find text. The stage owns one (`Stage.clipboard`);
/// the SDL window host installs the system's, tests and offscreen stages keep the
/// in-memory one.
///
/// Contract: `text` is the clipboard's current plain text (nil when it holds none);
/// setting it replaces what the clipboard held. Called on the thread that feeds the
/// stage its events.
public protocol PanelClipboard: AnyObject {
    /// The clipboard's plain text, or nil when it holds none; setting it replaces what it held.
    var text: String? { get set }
}

/// A clipboard that lives in memory, private to one stage.
public final class MemoryClipboard: PanelClipboard {
    /// The text held, or nil when none; cut and copy on its stage set it.
    public var text: String?
    /// A clipboard holding `text` (default: nothing).
    public init(text: String? = nil) { self.text = text }
}
