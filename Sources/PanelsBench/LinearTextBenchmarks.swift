import Foundation
import Panels
import PanelsSDL

/// P25, text at any size: each figure next to an in-run baseline of the same scenario
/// at a small size, and their ratio (linear work gives the ratio of the sizes, or 1).
///
/// - `text.unbreakable.1MB`, `text.unbreakable.8MB`: setting a caption of 1 MiB or
///   8 MiB of ASCII letters with no break opportunity at 300 pt wide, 14 pt, 1×, no
///   line limit (`SDLTextMeasurer.layout`: libunibreak's opportunities, the line
///   setter, SDL_ttf widths); every round sets a different text, so the layout cache
///   misses (glyph advances stay warm); ms. `text.unbreakable.8MB.vs-1MB`: their
///   ratio; goal ≤ 9.6 (8 × 1.2).
/// - `entry.keystroke.1KB`, `entry.keystroke.1MB`: one edit (a letter typed, or
///   Backspace, alternately) in the middle of a focused `EntryField` holding 1 KiB or
///   1 MiB of words, then the stage's relayout and a 400×60 pt frame at 1×, rastered;
///   warm (the field drawn and edited 20 times first); SDL text measurer (shaped
///   caret stops); ms. Includes the editor, the write through the field's
///   `Ref<String>`, the line's shaping and measuring, layout and drawing.
///   `entry.keystroke.1MB.vs-1KB`: their ratio; goal ≤ 2.
/// - `entry.first-frames.1KB`, `entry.first-frames.1MB`: a new stage with that field
///   (the text as its owner holds it), its first frame, focus by Tab and the frame
///   after, both rastered (400×60 pt, 1×); the text measurer shared and warm; ms, and
///   their ratio (the field's editor counts the text's clusters once, O(n)).
extension BenchmarkGroup {
    static let linearText = BenchmarkGroup(name: "linear-text") { rounds in
        let measurer = SDLTextMeasurer.shared(scale: 1)
        let megabyte = 1 << 20
        func unbreakable(bytes: Int, rounds: Int) -> Double {
            let letters = Array("mnwoa")
            // One more text than rounds: the stopwatch's warm-up sets one too.
            let texts = (0 ... rounds).map { i in
                String(repeating: letters[i % letters.count], count: bytes - 6) + String(format: "%06d", i)
            }
            var next = 0
            return Stopwatch.median(rounds: rounds) {
                blackHole(measurer.layout(texts[next], style: TextStyle(), maxWidth: 300, lineLimit: nil))
                next += 1
            }
        }
        let small = unbreakable(bytes: megabyte, rounds: max(3, rounds / 3))
        let large = unbreakable(bytes: 8 * megabyte, rounds: max(3, rounds / 5))

        func keystroke(bytes: Int) -> Double {
            final class Box: @unchecked Sendable { var text = "" }
            let box = Box()
            box.text = String(repeating: "lorem ipsum ", count: bytes / 12)
            let state = EntryFieldState()
            let viewport = Size(width: 400, height: 60)
            let stage = Stage(measurer: measurer) {
                EntryField(text: Ref(box, \.text), state: state).padding(8)
            }
            let raster = RasterFrame(width: 400, height: 60)
            var time = 0.0
            _ = stage.frame(size: viewport, scale: 1, at: time)
            stage.keyDown(.tab)  // the field
            state.edit { $0.place($0.count / 2) }
            var typed = false
            func edit() {
                if typed { stage.keyDown("Backspace") } else { stage.handle(.textInput("g")) }
                typed.toggle()
                time += 1.0 / 60
                blackHole(raster.draw(stage.frame(size: viewport, scale: 1, at: time)))
            }
            for _ in 0 ..< 20 { edit() }  // warm
            return Stopwatch.median(rounds: rounds * 10) { edit() }
        }
        let shortEntry = keystroke(bytes: 1 << 10)
        let longEntry = keystroke(bytes: megabyte)

        /// A new stage with the field, its first frame, focus by Tab and the frame after.
        func firstFrames(bytes: Int) -> Double {
            final class Box: @unchecked Sendable { var text = "" }
            let text = String(repeating: "lorem ipsum ", count: bytes / 12)
            let viewport = Size(width: 400, height: 60)
            let raster = RasterFrame(width: 400, height: 60)
            return Stopwatch.median(rounds: max(3, rounds / 3)) {
                let box = Box()
                box.text = text
                let state = EntryFieldState()
                let stage = Stage(measurer: measurer) {
                    EntryField(text: Ref(box, \.text), state: state).padding(8)
                }
                blackHole(raster.draw(stage.frame(size: viewport, scale: 1, at: 0)))
                stage.keyDown(.tab)
                blackHole(raster.draw(stage.frame(size: viewport, scale: 1, at: 1.0 / 60)))
            }
        }
        let shortFirst = firstFrames(bytes: 1 << 10)
        let longFirst = firstFrames(bytes: megabyte)
        return [
            Figure(scenario: "text.unbreakable.1MB", value: small / 1e6, unit: "ms"),
            Figure(scenario: "text.unbreakable.8MB", value: large / 1e6, unit: "ms"),
            Figure(scenario: "text.unbreakable.8MB.vs-1MB", value: large / small, unit: "× (goal ≤ 9.6)"),
            Figure(scenario: "entry.keystroke.1KB", value: shortEntry / 1e6, unit: "ms"),
            Figure(scenario: "entry.keystroke.1MB", value: longEntry / 1e6, unit: "ms"),
            Figure(scenario: "entry.keystroke.1MB.vs-1KB", value: longEntry / shortEntry, unit: "× (goal ≤ 2)"),
            Figure(scenario: "entry.first-frames.1KB", value: shortFirst / 1e6, unit: "ms"),
            Figure(scenario: "entry.first-frames.1MB", value: longFirst / 1e6, unit: "ms"),
            Figure(scenario: "entry.first-frames.1MB.vs-1KB", value: longFirst / shortFirst, unit: "×"),
        ]
    }
}
