import Testing
import PanelsTestSupport

@testable import Panels

/// `Measured` content joins a stage's tree at each new size; a stage resized for a
/// long time (a window dragged through thousands of widths) keeps its tree's size.
@Suite struct MeasuredResizeTests {
    @Test func aStageResizedThroughManyWidthsKeepsItsSize() {
        let stage = Stage(measurer: NoTextMeasurer()) {
            Column(spacing: 0) {
                Swatch(.black).frame(width: 60, height: 20)
                Measured { size in
                    Row(spacing: 0) {
                        Swatch(.white).frame(width: (size.width / 2).rounded(.down), height: 10).id("half")
                        Swatch(.black)
                    }
                }
            }
        }
        var largest = 0
        var wrong: [String] = []
        for step in 0 ..< 2_000 {
            let width = Double(100 + step)
            _ = stage.frame(size: Size(width: width, height: 200), scale: 1, at: 0)
            largest = max(largest, stage.scene.tree.count)
            let half = stage.presentedFrame(id: "half")
            if half?.width != (width / 2).rounded(.down) && wrong.count < 3 {
                wrong.append("at \(width) pt: \(String(describing: half))")
            }
        }
        // Resolved, the tree has 8 nodes and each size's content adds 4.
        #expect(largest <= 2 * 8 + 256 + 4, "the tree grew to \(largest) nodes")
        #expect(wrong.isEmpty, "\(wrong)")
    }
}
