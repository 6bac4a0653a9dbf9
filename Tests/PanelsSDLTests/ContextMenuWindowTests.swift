import CSDL2
import Foundation
import Observation
import Panels
import PanelsDemoSupport
import PanelsSDL
import Testing

extension InProcessWindows {
    /// Context menus from SDL: the right button and the keyboard's menu key reach the
    /// stage, and a script's `rightclick` and `key Menu` open a menu in a window.
    @Suite("Context menus in a window", .serialized)
    struct ContextMenuWindowTests {
        @Observable final class Model {
            var ran: [String] = []
        }

        @Test func theMenuKeyAndTheRightButtonAreTranslated() {
            #expect(SDLEventTranslator.keyName(SDL_Keycode(SDLK_APPLICATION.rawValue)) == "Menu")
            #expect(SDLEventTranslator.keyName(SDL_Keycode(SDLK_MENU.rawValue)) == "Menu")
            var event = SDL_Event()
            event.type = SDL_MOUSEBUTTONDOWN.rawValue
            event.button.x = 5
            event.button.y = 6
            event.button.button = UInt8(SDL_BUTTON_RIGHT)
            event.button.clicks = 1
            guard case .pointerDown(let pointer)? = SDLEventTranslator.translate(event, windowSize: { (.zero, 1) })
            else {
                Issue.record("no pointer down")
                return
            }
            #expect(pointer.button == .secondary && pointer.location == Point(x: 5, y: 6))
        }

        @Test func scriptNamesParse() throws {
            let script = try InputScript(parsing: "rightclick 10 20\nkey Menu\nkey shift+F10", file: "menu.script")
            #expect(
                script.lines.map(\.step) == [.secondaryClick(Point(x: 10, y: 20)), .key("Menu"), .key("shift+F10")])
            #expect(throws: InputScriptErrors.self) { try InputScript(parsing: "rightclick 10", file: "bad") }
        }

        @Test(.enabled(if: WindowHost.displayAvailable, "needs a display (make test runs under Xvfb)"))
        func aScriptOpensAndRunsAContextMenu() throws {
            let size = Size(width: 360, height: 300)
            let host = try WindowHost(title: "menus", size: size, renderer: .software)
            let model = Model()
            let menu = MenuState()
            let stage = Stage(measurer: SDLTextMeasurer.shared(scale: 1)) {
                Pressable(action: { model.ran.append("row") }) { _ in Caption("Row").padding(12) }
                    .id("row")
                    .contextMenu(state: menu) {
                        MenuItem("Copy") { model.ran.append("Copy") }
                        MenuItem("Paste") { model.ran.append("Paste") }
                    }
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            }
            let shots = FileManager.default.temporaryDirectory.appendingPathComponent("p28-menus-\(getpid())")
            defer { try? FileManager.default.removeItem(at: shots) }
            var runner = ScriptRunner(host: host, stage: stage, shots: shots)
            try runner.run(InputScript(parsing: "rightclick 20 20\nadvance 0.3s\nkey ArrowDown\nkey Enter", file: "a"))
            #expect(model.ran == ["Copy"] && !menu.isOpen)
            // From the keyboard: Tab to the row, the menu key opens on the first item.
            try runner.run(InputScript(parsing: "key Tab\nkey Menu\nadvance 0.3s\nkey ArrowDown\nkey Space", file: "b"))
            #expect(model.ran == ["Copy", "Paste"] && !menu.isOpen)
        }
    }
}
