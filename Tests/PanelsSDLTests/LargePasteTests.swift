import CPanelsSelection
import Foundation
import Panels
import PanelsSDL
import Testing

extension InProcessWindows {
    /// Pasting what another program copied, however large: the X11 clipboard's
    /// incremental transfers, the byte limit said in a warning, Latin-1 owners.
    /// `xclip` plays the other program (make test installs it).
    @Suite("Pasting large texts", .serialized)
    struct LargePasteTests {
        final class Box: @unchecked Sendable {
            var text = ""
        }

        /// Makes `xclip` own the clipboard with `bytes` (offered as `target`) until it
        /// has answered one request; returns once it owns it (5 s at most).
        static func copy(_ bytes: Data, target: String = "UTF8_STRING") throws -> Process {
            let before = panels_selection_clipboard_owner(nil)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/xclip")
            process.arguments = ["-selection", "clipboard", "-target", target, "-quiet", "-loops", "1", "-i"]
            let input = Pipe()
            process.standardInput = input
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            input.fileHandleForWriting.write(bytes)
            try input.fileHandleForWriting.close()
            let deadline = Date().addingTimeInterval(5)
            while Date() < deadline {
                let owner = panels_selection_clipboard_owner(nil)
                if owner != 0 && owner != before { return process }
                usleep(10_000)
            }
            process.terminate()
            throw CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: "xclip did not take the clipboard"])
        }

        static var xclip: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/xclip") }

        /// Five million bytes of text with every UTF-8 length in it.
        static let large: String = {
            let unit = "Panels pastes it whole: é ß 日本語 👍🏽 עברית.\n"
            var text = String(repeating: unit, count: 5_000_000 / unit.utf8.count + 1)
            text = String(text.utf8.prefix(5_000_000 - 3))! + "end"
            return text
        }()

        @Test(.enabled(if: WindowHost.displayAvailable && xclip, "needs a display and xclip (make test has both)"))
        func aFiveMegabyteCopyPastesWholeIntoAnArea() throws {
            let host = try WindowHost(title: "paste", size: Size(width: 300, height: 200), renderer: .software)
            defer { _ = host }
            let box = Box()
            let stage = Stage(measurer: SDLTextMeasurer.shared(scale: 1)) {
                EntryArea(text: Ref(box, \.text), placeholder: "Notes", state: EntryFieldState())
            }
            stage.clipboard = SDLClipboard(diagnostics: stage.context.diagnostics)
            _ = stage.frame(size: Size(width: 300, height: 200), scale: 1, at: 0)
            stage.keyDown(.tab)
            let owner = try Self.copy(Data(Self.large.utf8))
            defer { owner.terminate() }
            stage.keyDown("ctrl+v")
            #expect(box.text.utf8.count == Self.large.utf8.count, "pasted \(box.text.utf8.count) bytes")
            #expect(box.text == Self.large)
            #expect(stage.diagnostics.isEmpty, "\(stage.diagnostics)")
        }

        @Test(.enabled(if: WindowHost.displayAvailable && xclip, "needs a display and xclip (make test has both)"))
        func aCopyOverTheLimitPastesNothingAndSaysWhy() throws {
            let host = try WindowHost(title: "paste", size: Size(width: 300, height: 120), renderer: .software)
            defer { _ = host }
            let log = DiagnosticLog()
            let owner = try Self.copy(Data(Self.large.utf8))
            defer { owner.terminate() }
            let clipboard = SDLClipboard(diagnostics: log, byteLimit: 1_000_000)
            #expect(clipboard.text == nil)
            let message = log.all.map(\.description).joined(separator: "\n")
            #expect(message.contains("warning: Paste: the clipboard's text is larger than a paste takes"), "\(message)")
            #expect(message.hasSuffix("1.0 MB at most; nothing was pasted"), "\(message)")
        }

        @Test(.enabled(if: WindowHost.displayAvailable && xclip, "needs a display and xclip (make test has both)"))
        func aLatin1OwnerIsReadAsLatin1() throws {
            let host = try WindowHost(title: "paste", size: Size(width: 300, height: 120), renderer: .software)
            defer { _ = host }
            let owner = try Self.copy(Data([0x63, 0x61, 0x66, 0xE9, 0x20, 0xDF]), target: "STRING")
            defer { owner.terminate() }
            #expect(SDLClipboard().text == "café ß")
        }

        @Test(.enabled(if: WindowHost.displayAvailable && xclip, "needs a display and xclip (make test has both)"))
        func whatPanelsCopiedReadsBackThroughSDL() throws {
            let host = try WindowHost(title: "paste", size: Size(width: 300, height: 120), renderer: .software)
            defer { _ = host }
            let clipboard = SDLClipboard()
            clipboard.text = "yoga 👍🏽"
            #expect(clipboard.text == "yoga 👍🏽")
            #expect(SDLClipboard().text == "yoga 👍🏽")
        }
    }
}
