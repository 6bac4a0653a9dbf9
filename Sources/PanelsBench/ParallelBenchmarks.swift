import Dispatch
import Foundation
import Panels
import PanelsSDL
import PanelsSamples

/// Renders on two threads at once:
/// - `render.parallel.2threads`: the `drawing` scene (`DrawingShowcase`, 636×448 pt)
///   at 2× — its display list built once, caches warm — rendered by
///   `OffscreenRenderer.render` (raster + straight RGBA) 8 times on one thread, then 4
///   times on each of two threads at once; the figure is the speed-up (one-thread
///   median ÷ two-thread median; 2 would be perfect).
/// - `baseline.parallel.2threads`: what the machine allows for memory-bound work run
///   the same way: filling a 1272×896 ARGB buffer (the drawing frame's size) 8 times
///   on one thread vs 4 times on each of two threads (each its own buffer).
/// - `render.parallel.1thread`: the one-thread median per render, ms.
extension BenchmarkGroup {
    static let parallel = BenchmarkGroup(name: "parallel") { rounds in
        let composition = Composition(
            DrawingShowcase(), size: Size(width: 636, height: 448), scale: 2,
            measurer: SDLTextMeasurer.shared(scale: 2))
        let list = composition.displayList
        let renders = 8
        var failure: Error?
        func render(_ count: Int) {
            for _ in 0 ..< count {
                do { blackHole(try OffscreenRenderer.render(list)) } catch { failure = error }
            }
        }
        render(2)  // warm: glyphs, pictures, shadows
        let one = Stopwatch.median(rounds: rounds) { render(renders) }
        let two = Stopwatch.median(rounds: rounds) {
            DispatchQueue.concurrentPerform(iterations: 2) { _ in
                for _ in 0 ..< renders / 2 { blackHole(try? OffscreenRenderer.render(list)) }
            }
        }
        if let failure { throw failure }

        let words = list.pixelWidth * list.pixelHeight
        let buffers = (0 ..< 2).map { _ in UnsafeMutableBufferPointer<UInt32>.allocate(capacity: words) }
        defer { for buffer in buffers { buffer.deallocate() } }
        let addresses = buffers.map { UInt(bitPattern: $0.baseAddress) }
        @Sendable func fill(_ buffer: Int, _ count: Int) {
            let base = UnsafeMutablePointer<UInt32>(bitPattern: addresses[buffer])!
            for i in 0 ..< count {
                let value = UInt32(truncatingIfNeeded: i) &* 0x0101_0101
                for j in 0 ..< words { base[j] = value ^ UInt32(truncatingIfNeeded: j) }
            }
        }
        fill(0, 1)
        fill(1, 1)
        let baseOne = Stopwatch.median(rounds: rounds) { fill(0, renders) }
        let baseTwo = Stopwatch.median(rounds: rounds) {
            DispatchQueue.concurrentPerform(iterations: 2) { thread in fill(thread, renders / 2) }
        }
        return [
            Figure(scenario: "render.parallel.1thread", value: one / Double(renders) / 1e6, unit: "ms/render"),
            Figure(scenario: "render.parallel.2threads", value: one / two, unit: "× speed-up"),
            Figure(scenario: "baseline.parallel.2threads", value: baseOne / baseTwo, unit: "× speed-up"),
        ]
    }
}
