import CPanelsSelection
import CSDL2
import Foundation
import Panels

/// The system clipboard. `WindowHost.run(stage:)` and `WindowLoop` install one as each
/// stage's clipboard, reporting to the stage's diagnostics.
///
/// Contract: needs SDL's video subsystem (a window host exists) and is used on the
/// thread that feeds the stage its events. Reading gives nil when the clipboard holds no
/// text; setting nil or "" empties it (through SDL).
///
/// On X11 a text another program copied is read over a connection of its own, with the
/// ICCCM's incremental (INCR) transfers, because SDL 2.26 reads only what fits in one
/// window property (about 256 KB under Xvfb): larger texts pasted as nothing. A paste
/// takes at most `byteLimit` bytes (64 MiB unless given); a larger text, an owner that stops answering for
/// `timeout` seconds, or an owner with no text reads as nil and is reported to
/// `diagnostics` as a warning naming the size or the cause — never silently. A text
/// Panels itself copied (its owner is SDL's clipboard window) is read through SDL.
public final class SDLClipboard: PanelClipboard {
    /// The most bytes a paste takes unless the clipboard is made with another limit: 64 MiB.
    public static let defaultByteLimit = 64 << 20
    /// How long a paste waits for the owning program's next answer.
    public static let timeout: Double = 2
    /// SDL's clipboard window on X11, learned when Panels first copies (0: not yet).
    nonisolated(unsafe) private static var sdlOwner: UInt = 0

    /// Where a paste that cannot be read is reported.
    public let diagnostics: DiagnosticLog?
    /// The most bytes a paste takes.
    public let byteLimit: Int

    /// A clipboard that reports to `diagnostics` and pastes at most `byteLimit` bytes
    /// (at least 1).
    public init(diagnostics: DiagnosticLog? = nil, byteLimit: Int = SDLClipboard.defaultByteLimit) {
        self.diagnostics = diagnostics
        self.byteLimit = max(1, byteLimit)
    }

    public var text: String? {
        get {
            let x11 = SDLLock.run { SDL_GetCurrentVideoDriver().map { String(cString: $0) } == "x11" }
            if x11 {
                let owner = UInt(panels_selection_clipboard_owner(nil))
                if owner == 0 { return nil }
                if owner != Self.sdlOwner { return readSelection() }
            }
            return SDLLock.run {
                guard SDL_HasClipboardText() == SDL_TRUE, let raw = SDL_GetClipboardText() else { return nil }
                defer { SDL_free(raw) }
                let string = String(cString: raw)
                return string.isEmpty ? nil : string
            }
        }
        set {
            let x11 = SDLLock.run {
                _ = SDL_SetClipboardText(newValue ?? "")
                // SDL does not flush its connection after taking the selection; asking it
                // for the text (a round trip when it owns it) does, so the owner below is new.
                _ = SDL_HasClipboardText()
                return SDL_GetCurrentVideoDriver().map { String(cString: $0) } == "x11"
            }
            if x11 { Self.sdlOwner = UInt(panels_selection_clipboard_owner(nil)) }
        }
    }

    /// The X11 CLIPBOARD's text, read by `CPanelsSelection`; nil (and a warning) when it
    /// cannot be had whole.
    private func readSelection() -> String? {
        var bytes: UnsafeMutablePointer<CChar>?
        var length = 0
        var latin1: Int32 = 0
        let status = panels_selection_read_clipboard(
            nil, byteLimit, Int32(Self.timeout * 1000), &bytes, &length, &latin1)
        defer { free(bytes) }
        switch status {
        case PANELS_SELECTION_OK:
            guard let bytes, length > 0 else { return nil }
            let buffer = UnsafeRawBufferPointer(start: bytes, count: length)
            if latin1 != 0 { return String(bytes: buffer, encoding: .isoLatin1) }
            if let text = String(validating: buffer, as: UTF8.self) { return text }
            warn("the clipboard's text is not valid UTF-8; each bad byte was pasted as U+FFFD")
            return String(decoding: buffer, as: UTF8.self)
        case PANELS_SELECTION_NO_OWNER:
            return nil
        case PANELS_SELECTION_TOO_LARGE:
            let size = length > byteLimit ? " (\(Self.megabytes(length)))" : ""
            warn(
                "the clipboard's text is larger than a paste takes\(size), \(Self.megabytes(byteLimit)) at most;"
                    + " nothing was pasted")
        case PANELS_SELECTION_TIMEOUT:
            warn("the program that owns the clipboard stopped answering for \(Self.timeout) s; nothing was pasted")
        case PANELS_SELECTION_NO_TEXT:
            warn(
                "the clipboard holds no text (the program that owns it offers no UTF-8 or Latin-1 text); nothing was pasted"
            )
        case PANELS_SELECTION_NO_MEMORY:
            warn("out of memory reading the clipboard's text; nothing was pasted")
        default:
            warn("the X display could not be opened to read the clipboard; nothing was pasted")
        }
        return nil
    }

    private func warn(_ message: String) {
        diagnostics?.report(Diagnostic(.warning, "Paste: \(message)", subject: "clipboard"))
    }

    static func megabytes(_ bytes: Int) -> String {
        String(format: "%.1f MB", Double(bytes) / 1_000_000)
    }
}
