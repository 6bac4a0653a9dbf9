import CSDL2
import Foundation
import Panels
import PanelsSDL
import Testing

extension InProcessWindows {
    /// Text entry through SDL: composition events, the system clipboard, and text
    /// input running only while an entry has focus.
    @Suite("Text entry in a window", .serialized)
    struct TextEntryWindowTests {
        final class Box: @unchecked Sendable {
            var text = ""
        }

        @Test func compositionBecomesTextEditing() {
            var event = SDL_Event()
            event.type = SDL_TEXTEDITING.rawValue
            withUnsafeMutableBytes(of: &event.edit.text) { raw in
                for (i, byte) in "한".utf8.enumerated() { raw[i] = byte }
                raw["한".utf8.count] = 0
            }
            #expect(SDLEventTranslator.translate(event) { (.zero, 1) } == .textEditing("한"))
        }

        /// Long composition (an input method's marked text over 31 bytes) arrives whole.
        @Test func longCompositionArrivesWhole() {
            let long = String(repeating: "日本語の入力", count: 12)
            var event = SDL_Event()
            event.type = SDL_TEXTEDITING_EXT.rawValue
            event.editExt.text = SDL_strdup(long)
            #expect(SDLEventTranslator.translate(event) { (.zero, 1) } == .textEditing(long))
            #expect(long.utf8.count > 31)
        }

        @Test(.enabled(if: WindowHost.displayAvailable, "needs a display (make test runs under Xvfb)"))
        func clipboardRoundTripAndTextInputFollowsFocus() throws {
            let host = try WindowHost(title: "test", size: Size(width: 300, height: 120), renderer: .software)
            let box = Box()
            let state = EntryFieldState()
            let stage = Stage(measurer: SDLTextMeasurer.shared(scale: 1)) {
                EntryField(text: Ref(box, \.text), placeholder: "Search", state: state).id("field")
            }
            stage.clipboard = SDLClipboard()
            _ = stage.frame(size: Size(width: 300, height: 120), scale: 1, at: 0)
            host.syncTextInput(with: stage)
            #expect(SDL_IsTextInputActive() != SDL_TRUE, "no entry has focus")
            stage.keyDown(.tab)
            host.syncTextInput(with: stage)
            #expect(SDL_IsTextInputActive() == SDL_TRUE)
            stage.handle(.textInput("yoga 👍🏽 é"))
            stage.keyDown("ctrl+a")
            stage.keyDown("ctrl+c")
            #expect(SDLClipboard().text == "yoga 👍🏽 é")
            SDLClipboard().text = "pilates"
            stage.keyDown("ctrl+v")
            #expect(box.text == "pilates")
            stage.keyDown(.escape)
            stage.keyDown(.escape)
            host.syncTextInput(with: stage)
            #expect(SDL_IsTextInputActive() != SDL_TRUE, "the field was left")
        }

        /// A concealed entry takes typed text (SDL's text input runs) but no input
        /// method: the stage says so and drops composition for it.
        @Test(.enabled(if: WindowHost.displayAvailable, "needs a display (make test runs under Xvfb)"))
        func aSecureEntryTakesTextWithoutAnInputMethod() throws {
            let host = try WindowHost(title: "test", size: Size(width: 300, height: 120), renderer: .software)
            let box = Box()
            let state = EntryFieldState()
            let stage = Stage(measurer: SDLTextMeasurer.shared(scale: 1)) {
                SecureEntryField(text: Ref(box, \.text), placeholder: "Password", state: state)
            }
            _ = stage.frame(size: Size(width: 300, height: 120), scale: 1, at: 0)
            stage.keyDown(.tab)
            host.syncTextInput(with: stage)
            #expect(SDL_IsTextInputActive() == SDL_TRUE, "typed text still arrives")
            #expect(stage.wantsTextInput && !stage.wantsInputMethod)
            stage.handle(.textEditing("か"))
            #expect(state.editor.marked == "")
            stage.handle(.textInput("s3cret"))
            #expect(box.text == "s3cret")
            stage.keyDown(.escape)
            stage.keyDown(.escape)
            host.syncTextInput(with: stage)
            #expect(SDL_IsTextInputActive() != SDL_TRUE)
        }
    }
}
