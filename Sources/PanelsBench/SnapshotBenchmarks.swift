import Foundation
import Panels
import PanelsSDL
import PanelsSnapshotTesting
import SnapshotTesting

/// What one snapshot assertion costs, without the test framework around it: a
/// 158×158 pt card at 2× (316×316 px), through the image strategy.
///
/// - `snapshot.assert-158pt@2x`: render + compare with the recorded reference (the
///   passing path: the reference's PNG is decoded once per process, the frame is
///   compared by its pixels and never encoded). Target ≤ 10 ms; P33: ≤ 1.3 ×
///   `snapshot.render-158pt@2x` in the same run.
/// - `snapshot.render-158pt@2x`: resolve, layout, paint and rasterize only.
/// - `snapshot.encode-158pt@2x`: PNG encoding only (`PNGEncoder`: unfiltered rows, zlib level 6).
/// - `snapshot.diff-all-changed-158pt@2x`: CIEDE2000 comparison of two frames whose
///   every pixel differs (the worst case for the diff, without artifacts).
extension BenchmarkGroup {
    static let snapshot = BenchmarkGroup(name: "snapshot") { rounds in
        let panel = SnapshotBenchCard()
        let strategy = Snapshotting<SnapshotBenchCard, FrameSnapshot>.image(
            size: Size(width: 158, height: 158), scale: 2)
        func take() -> FrameSnapshot {
            var result: FrameSnapshot?
            strategy.snapshot(panel).run { result = $0 }
            return result!
        }
        let recorded = take()
        if let problem = recorded.problem { throw BenchError("Rendering the card: \(problem)") }
        let referenceData = strategy.diffing.toData(recorded)
        var failures = 0
        let assertNs = Stopwatch.median(rounds: rounds * 4) {
            let actual = take()
            let reference = strategy.diffing.fromData(referenceData)
            if strategy.diffing.diffV2(reference, actual) != nil { failures += 1 }
        }
        if failures > 0 { throw BenchError("The card did not match its own recording (\(failures) times)") }

        let measurer = SDLTextMeasurer.shared(scale: 2)
        let renderNs = Stopwatch.median(rounds: rounds * 4) {
            let composition = Composition(panel, size: Size(width: 158, height: 158), scale: 2, measurer: measurer)
            blackHole(try? OffscreenRenderer.render(composition.displayList))
        }
        guard let image = recorded.image else { throw BenchError("No pixels in the recorded frame") }
        let encodeNs = Stopwatch.median(rounds: rounds * 4) {
            blackHole(try? PNGEncoder.encode(image))
        }
        var shifted = image
        for i in stride(from: 0, to: shifted.bytes.count, by: 4) {
            shifted.bytes[i + 2] = shifted.bytes[i + 2] < 128 ? shifted.bytes[i + 2] + 3 : shifted.bytes[i + 2] - 3
        }
        let diffNs = Stopwatch.median(rounds: rounds) {
            blackHole(ImageComparison(reference: image, actual: shifted).changedPixels)
        }
        return [
            Figure(scenario: "snapshot.assert-158pt@2x", value: assertNs / 1e6, unit: "ms"),
            Figure(scenario: "snapshot.render-158pt@2x", value: renderNs / 1e6, unit: "ms"),
            Figure(scenario: "snapshot.encode-158pt@2x", value: encodeNs / 1e6, unit: "ms"),
            Figure(scenario: "snapshot.diff-all-changed-158pt@2x", value: diffNs / 1e6, unit: "ms"),
        ]
    }
}

/// A small widget-sized card: image placeholder, title, two lines of text, a chip.
struct SnapshotBenchCard: Panel {
    var body: some Panel {
        Column(alignment: .leading, spacing: 6) {
            Row {
                Swatch(RGBA(hex: 0xD1D1D6), cornerRadius: 8).frame(width: 40, height: 40)
                Gap()
                Swatch(RGBA(hex: 0xFF9F0A), cornerRadius: 10).frame(width: 20, height: 20)
            }
            Caption("7:00 PM · Tomorrow").textStyle(.footnote).foreground(RGBA(hex: 0x6E6E73))
            Caption("Vinyasa Flow with a long class name").lineLimit(2).textStyle(.headline)
            Caption("Studio North").lineLimit(1).textStyle(.footnote).foreground(RGBA(hex: 0x6E6E73))
            Gap()
        }
        .padding(16)
        .background(RGBA(hex: 0xF2F2F7), cornerRadius: 20)
    }
}
