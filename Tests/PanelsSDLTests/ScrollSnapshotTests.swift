import Foundation
import Panels
import PanelsSDL
import PanelsSamples
import PanelsSnapshotTesting
import SnapshotTesting
import Testing

/// Where the snapshot scenes keep their scroll offset.
final class ScrollBox {
    var offset = Point.zero
}

/// The feed drawn: the indicators (both axes, shortened while rubber-banding, the
/// fade after a rest) and the feed in the middle of a fling.
///
/// Re-record after an intended change with
/// `SNAPSHOT_TESTING_RECORD=failed swift test --filter ScrollSnapshotTests` and look.
@Suite("Scroll snapshots", .serialized)
struct ScrollSnapshotTests {
    static let grid = Size(width: 220, height: 180)

    /// A 600×600 checkerboard of labelled tiles in a scroller along both axes.
    static func gridStage(_ box: ScrollBox) -> Stage {
        Stage(measurer: SDLTextMeasurer.shared(scale: 2)) {
            Scroller(.both, offset: Ref(box, \.offset)) {
                Column(spacing: 0) {
                    for row in 0 ..< 6 {
                        Row(spacing: 0) {
                            for column in 0 ..< 6 {
                                Caption("\(row),\(column)").textStyle(.footnote)
                                    .foreground(RGBA(hex: 0x3A3A3C))
                                    .frame(width: 100, height: 100)
                                    .background(RGBA(hex: (row + column) % 2 == 0 ? 0xF2F2F7 : 0xD1D1D6))
                            }
                        }
                    }
                }
            }
        }
    }

    @Test func indicatorsOnBothAxesFadeAfterARest() {
        let box = ScrollBox()
        let stage = Self.gridStage(box)
        _ = stage.frame(size: Self.grid, scale: 2, at: 0)
        box.offset = Point(x: 190, y: 280)  // moved at t = 0.1: shown, then fading from 0.6 to 0.85
        _ = stage.frame(size: Self.grid, scale: 2, at: 0.1)
        assertSnapshot(
            of: stage, as: .filmstrip(size: Self.grid, times: [0.2, 0.65, 0.75, 0.9]), named: "fade")
    }

    @Test func indicatorsShortenWhileRubberBanding() {
        let box = ScrollBox()
        let stage = Self.gridStage(box)
        _ = stage.frame(size: Self.grid, scale: 2, at: 0)
        // Pulled 120 pt past the top-left corner, held.
        stage.handle(.pointerDown(PointerEvent(location: Point(x: 60, y: 50))), at: 0)
        for k in 1 ... 12 {
            let t = Double(k) / 60
            _ = stage.frame(size: Self.grid, scale: 2, at: t)
            stage.handle(
                .pointerMove(
                    PointerEvent(location: Point(x: 60 + Double(k) * 10, y: 50 + Double(k) * 10), button: .primary)),
                at: t)
        }
        assertSnapshot(of: stage, as: .image(size: Self.grid, at: 0.25), named: "pulled")
    }

    @Test func feedInTheMiddleOfAFling() {
        let box = ScrollBox()
        let size = Size(width: 390, height: 844)
        let stage = Stage(measurer: SDLTextMeasurer.shared(scale: 2)) { FeedScene(offset: Ref(box, \.offset)) }
        _ = stage.frame(size: size, scale: 2, at: 0)
        // 400 pt up in 150 ms (about 2,700 pt/s), released while moving.
        stage.handle(.pointerDown(PointerEvent(location: Point(x: 200, y: 700))), at: 0)
        for k in 1 ... 9 {
            let t = Double(k) / 60
            _ = stage.frame(size: size, scale: 2, at: t)
            stage.handle(
                .pointerMove(PointerEvent(location: Point(x: 200, y: 700 - Double(k) * 400 / 9), button: .primary)),
                at: t)
        }
        stage.handle(.pointerUp(PointerEvent(location: Point(x: 200, y: 300))), at: 0.15)
        assertSnapshot(of: stage, as: .image(size: size, at: 0.4), named: "mid-fling")
        #expect(box.offset.y > 600 && box.offset.y < 2_000, "\(box.offset.y)")
        #expect(stage.needsFrame(at: 0.4))
    }
}
