import Foundation
import Observation
import Panels
import PanelsSDL
import PanelsSampleAssets
import PanelsSnapshotTesting
import SnapshotTesting
import Testing

@Observable
final class ZoomedViewer {
    var zoom = 1.0
    var offset = Point.zero
}

/// A zoomed picture drawn offscreen: the samples' sunset (240 × 160, shown whole at
/// zoom 1) zoomed by Ctrl+wheel about its sun, which stays under the pointer, once the
/// picture has decoded and the scroll indicators have faded.
///
/// Re-record after an intended change with
/// `SNAPSHOT_TESTING_RECORD=failed swift test --filter ZoomedPictureSnapshotTests` and look.
@Suite("Zoomed picture snapshots", .serialized)
struct ZoomedPictureSnapshotTests {
    static let size = Size(width: 240, height: 160)

    @Test func aSunsetZoomedAboutItsSun() throws {
        let viewer = ZoomedViewer()
        var context = PanelContext()
        context.pictureFolder = try SampleAssets.file("Drawing/Images")
        let stage = Stage(context: context, measurer: SDLTextMeasurer.shared(scale: 2)) {
            ZoomablePicture(Picture("sunset"), zoom: Ref(viewer, \.zoom), offset: Ref(viewer, \.offset))
        }
        _ = stage.frame(size: Self.size, scale: 2, at: 0)
        #expect(stage.wheel(dx: 0, dy: 7, at: Point(x: 170, y: 60), modifiers: .control))
        #expect(abs(viewer.zoom - pow(1.1, 7)) < 1e-9)
        assertSnapshot(of: stage, as: .image(size: Self.size), named: "zoomed")
    }
}
