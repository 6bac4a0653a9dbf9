import Foundation
import Panels
import PanelsSDL

/// Drawing through the display list and Panels' rasterizer, next to the baselines
/// measured in the same run (`baseline.memset`, `baseline.fillrect`):
/// - `frame.rects.10k`: the 10,000 opaque 16×16 rects of `BenchFrame.rects` (the
///   same rects and colors as `baseline.fillrect`), ms per frame;
/// - `frame.clear`: an opaque clear of the 1280×800 frame, ms;
/// - `frame.scrim`: a full-frame translucent fill (#808080 at 30 %), ms;
/// - `frame.rounded-rects.2k`: 2,000 opaque anti-aliased rounded rectangles (24–160 px
///   a side, radii 4–40 px, origins and sizes off the pixel grid, so every edge and
///   corner pixel is blended by coverage) into the 1280×800 frame, ms per frame;
/// - `text.cached` (group `text`): 1,000 cached 26-glyph lines at 14 pt, 1×, µs per line;
/// - `text.unbreakable.100k` (group `text`): setting 100,000 characters with no break
///   opportunity at 300 pt, 1× (`SDLTextMeasurer`, `lineLimit: nil`), ms; every round
///   sets a different text (a letter repeated, then the round's number), so the
///   measurer's layout cache misses and the figure is the cost of a first setting
///   (glyph advances stay warm);
/// - `text.measure.cached` (group `text`): the 1,000 lines of `text.cached` measured
///   for layout (`SDLTextMeasurer`, 14 pt, 1×, 200 pt wide, at most two lines), all
///   cached and kept by the thread, ns per lookup;
/// - `text.measure.parallel.2threads` (group `text`): those lookups 8 times on one
///   thread vs 4 times on each of two threads at once (both warm): the speed-up.
extension BenchmarkGroup {
    static let render = BenchmarkGroup(name: "render") { rounds in
        let frame = RasterFrame(width: BenchFrame.width, height: BenchFrame.height)
        let full = Rect(x: 0, y: 0, width: Double(BenchFrame.width), height: Double(BenchFrame.height))
        let rects = DisplayList(
            pixelWidth: BenchFrame.width, pixelHeight: BenchFrame.height, scale: 1,
            commands: BenchFrame.rects.enumerated().map { i, r in
                let rgb = UInt32(truncatingIfNeeded: i &* 2_654_435_761) & 0xFFFFFF
                return .fill(
                    Rect(x: Double(r.x), y: Double(r.y), width: Double(r.w), height: Double(r.h)),
                    RGBA(hex: rgb), cornerRadius: 0)
            })
        let clear = DisplayList(
            pixelWidth: BenchFrame.width, pixelHeight: BenchFrame.height, scale: 1,
            commands: [.clear(RGBA(hex: 0xF2F2F7))])
        let scrim = DisplayList(
            pixelWidth: BenchFrame.width, pixelHeight: BenchFrame.height, scale: 1,
            commands: [.fill(full, RGBA(hex: 0x808080, opacity: 0.3), cornerRadius: 0)])
        // Deterministic sizes and places (a multiplicative hash of the index).
        let rounded = DisplayList(
            pixelWidth: BenchFrame.width, pixelHeight: BenchFrame.height, scale: 1,
            commands: (0 ..< 2_000).map { i in
                let h = UInt64(i) &* 0x9E37_79B9_7F4A_7C15
                let w = 24 + Double((h >> 8) % 137) + 0.37
                let height = 24 + Double((h >> 20) % 137) + 0.61
                let x = Double((h >> 32) % UInt64(BenchFrame.width - 160)) + 0.25
                let y = Double((h >> 44) % UInt64(BenchFrame.height - 160)) + 0.5
                let radius = 4 + Double((h >> 56) % 37)
                return .fill(
                    Rect(x: x, y: y, width: w, height: height),
                    RGBA(hex: UInt32(truncatingIfNeeded: h >> 12) & 0xFFFFFF), cornerRadius: radius)
            })
        frame.draw(clear)
        let roundedNs = Stopwatch.median(rounds: rounds) { frame.draw(rounded) }
        let rectsNs = Stopwatch.median(rounds: rounds) { frame.draw(rects) }
        let clearNs = Stopwatch.median(rounds: rounds * 4) { frame.draw(clear) }
        let scrimNs = Stopwatch.median(rounds: rounds * 4) { frame.draw(scrim) }
        return [
            Figure(scenario: "frame.rects.10k", value: rectsNs / 1e6, unit: "ms"),
            Figure(scenario: "frame.clear", value: clearNs / 1e6, unit: "ms"),
            Figure(scenario: "frame.scrim", value: scrimNs / 1e6, unit: "ms"),
            Figure(scenario: "frame.rounded-rects.2k", value: roundedNs / 1e6, unit: "ms"),
        ]
    }

    static let text = BenchmarkGroup(name: "text") { rounds in
        let frame = RasterFrame(width: BenchFrame.width, height: BenchFrame.height)
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz")
        let commands: [DrawCommand] = (0 ..< 1000).map { i in
            let rotated = String(alphabet[(i % 26)...] + alphabet[..<(i % 26)])
            let text = i < 26 ? rotated : String(rotated.prefix(22)) + String(format: "%04d", i)
            return .text(
                TextRun(
                    text: text, origin: Point(x: Double((i % 5) * 250), y: Double((i / 5) % 46 * 17)),
                    pixelSize: 14, weight: .regular, color: RGBA(hex: 0x1C1C1E)))
        }
        let list = DisplayList(
            pixelWidth: BenchFrame.width, pixelHeight: BenchFrame.height, scale: 1,
            commands: commands)
        frame.draw(list)  // fills the cache
        let before = RasterFrame.textRenderCalls
        let ns = Stopwatch.median(rounds: rounds) { frame.draw(list) }
        if RasterFrame.textRenderCalls != before {
            throw BenchError(
                "text.cached: steady frames rasterized text (\(RasterFrame.textRenderCalls - before) TTF_Render calls)")
        }
        // A 100,000-character caption with no break opportunity, set at 300 pt: work
        // linear in its length (galloping fit), so milliseconds, not seconds.
        let unbreakableRounds = max(1, rounds / 5)
        let letters = Array("mnwoa")
        let texts = (0 ... unbreakableRounds).map { i in
            String(repeating: letters[i % letters.count], count: 100_000 - 6) + String(format: "%06d", i)
        }
        let measurer = SDLTextMeasurer.shared(scale: 1)
        var next = 0
        let unbreakableNs = Stopwatch.median(rounds: unbreakableRounds) {
            blackHole(measurer.layout(texts[next], style: TextStyle(), maxWidth: 300, lineLimit: nil))
            next += 1
        }
        // The same 1,000 lines measured for layout at 200 pt, all cached: per lookup on
        // one thread, and 8 passes on one thread vs 4 on each of two at once.
        // Each thread its own copies of the strings, as two layouts of their own trees
        // would have (not one string's reference count shared by both).
        let lines = commands.compactMap { command -> String? in
            if case .text(let run) = command { return run.text } else { return nil }
        }
        let copies = (0 ..< 2).map { _ in lines.map { String(decoding: Array($0.utf8), as: UTF8.self) } }
        @Sendable func measure(_ passes: Int, _ thread: Int) {
            for _ in 0 ..< passes {
                for line in copies[thread] {
                    blackHole(measurer.layout(line, style: TextStyle(), maxWidth: 200, lineLimit: 2))
                }
            }
        }
        let passes = 8
        DispatchQueue.concurrentPerform(iterations: 2) { measure(1, $0) }  // warm on both threads
        let measureOne = Stopwatch.median(rounds: rounds) { measure(passes, 0) }
        let measureTwo = Stopwatch.median(rounds: rounds) {
            DispatchQueue.concurrentPerform(iterations: 2) { measure(passes / 2, $0) }
        }
        return [
            Figure(scenario: "text.cached", value: ns / 1000 / 1e3, unit: "µs"),
            Figure(scenario: "text.unbreakable.100k", value: unbreakableNs / 1e6, unit: "ms"),
            Figure(
                scenario: "text.measure.cached", value: measureOne / Double(passes * lines.count), unit: "ns/lookup"),
            Figure(scenario: "text.measure.parallel.2threads", value: measureOne / measureTwo, unit: "× speed-up"),
        ]
    }
}
