import Foundation
import Observation
import Panels
import PanelsDemoSupport
import PanelsSDL
import Testing

extension InProcessWindows {
    /// A script's `compose` longer than the plain SDL_TEXTEDITING event's 31 bytes
    /// arrives whole (as SDL_TEXTEDITING_EXT, as SDL sends an input method's long
    /// marked text); it was cut at 31 bytes without a word.
    @Suite("Long compositions in a window", .serialized)
    struct LongCompositionTests {
        @Observable final class Model {
            var text = ""
        }

        @Test(.enabled(if: WindowHost.displayAvailable, "needs a display (make test runs under Xvfb)"))
        func aCompositionOver31BytesArrivesWhole() throws {
            let host = try WindowHost(title: "compose", size: Size(width: 360, height: 120), renderer: .software)
            let model = Model()
            let field = EntryFieldState()
            let stage = Stage(measurer: SDLTextMeasurer.shared(scale: 1)) {
                EntryField(text: Ref(model, \.text), state: field)
                    .frame(width: 320, height: 44)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
            }
            let shots = FileManager.default.temporaryDirectory.appendingPathComponent("p25-compose-\(getpid())")
            defer { try? FileManager.default.removeItem(at: shots) }
            var runner = ScriptRunner(host: host, stage: stage, shots: shots)
            // 15 two-byte letters and 12 three-byte ones: 66 bytes.
            let long = String(repeating: "é", count: 15) + String(repeating: "ㅎ", count: 12)
            try runner.run(InputScript(parsing: "click 180 60\ncompose \"\(long)\"", file: "long.script"))
            #expect(field.isFocused)
            #expect(field.editor.marked == long, "\(field.editor.marked.utf8.count) bytes arrived")
            try runner.run(InputScript(parsing: "compose \"ab\"", file: "short.script"))
            #expect(field.editor.marked == "ab")
            try runner.run(InputScript(parsing: "type \"ab\"", file: "commit.script"))
            #expect(model.text == "ab" && field.editor.marked.isEmpty, "\(model.text)")
        }
    }
}
