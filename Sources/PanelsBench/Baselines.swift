import CSDL2
import Foundation

/// Machine baselines measured in the same process as every run, so figures can be
/// read relative to what this machine does with plain memory and plain SDL:
/// `baseline.memset` (a 1280×800 ARGB frame), `baseline.fillrect` (SDL_FillRect of
/// the same 10,000 rects the render group draws) and `baseline.layout-floor` (the 10k
/// layout grid's frames from a straight C loop, ns per node: `LayoutFloor`).
extension BenchmarkGroup {
    static let baseline = BenchmarkGroup(name: "baseline") { rounds in
        let pixels = BenchFrame.width * BenchFrame.height
        var buffer = [UInt32](repeating: 0, count: pixels)
        let memsetNs = Stopwatch.median(rounds: rounds * 4) {
            buffer.withUnsafeMutableBytes { raw in
                _ = memset(raw.baseAddress!, 0x7F, raw.count)
            }
            blackHole(buffer)
        }
        guard
            let surface = SDL_CreateRGBSurfaceWithFormat(
                0, Int32(BenchFrame.width), Int32(BenchFrame.height), 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
        else {
            throw BenchError("SDL_CreateRGBSurfaceWithFormat: \(String(cString: SDL_GetError()))")
        }
        defer { SDL_FreeSurface(surface) }
        let rects = BenchFrame.rects
        let fillNs = Stopwatch.median(rounds: rounds) {
            for (i, r) in rects.enumerated() {
                var rect = SDL_Rect(x: r.x, y: r.y, w: r.w, h: r.h)
                SDL_FillRect(surface, &rect, 0xFF00_0000 | UInt32(truncatingIfNeeded: i &* 2_654_435_761) & 0xFFFFFF)
            }
        }
        return [
            Figure(scenario: "baseline.memset", value: memsetNs / 1e6, unit: "ms"),
            Figure(scenario: "baseline.fillrect", value: fillNs / 1e6, unit: "ms"),
            Figure(
                scenario: "baseline.layout-floor", value: try LayoutFloor.nsPerNode(rounds: rounds), unit: "ns/node"),
        ]
    }
}

/// The fixed frame the render scenarios draw: 1280×800 pixels and 10,000 16×16 rects
/// at fixed pseudo-random positions (the same every run).
enum BenchFrame {
    static let width = 1280
    static let height = 800
    static let rects: [(x: Int32, y: Int32, w: Int32, h: Int32)] = {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        return (0 ..< 10_000).map { _ in
            (Int32(next() % UInt64(width - 16)), Int32(next() % UInt64(height - 16)), 16, 16)
        }
    }()
}

/// A benchmark could not run; the message says why.
struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
