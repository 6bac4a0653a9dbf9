import Foundation
import Observation
import Panels
import PanelsSDL
import PanelsSnapshotTesting
import SnapshotTesting
import Testing

/// Snapshots of a live scene at explicit animation times: one moment as an image, or
/// several moments on a labelled filmstrip.
@Suite("Stage moments", .serialized)
struct StageMomentTests {
    @Observable final class Slider {
        var isOn = false
    }

    /// A knob that slides 60 pt in 1 s (linear) when the model turns on.
    static func stage(_ model: Slider) -> Stage {
        Stage(measurer: SDLTextMeasurer.shared(scale: 1)) {
            Layers(alignment: .topLeading) {
                Swatch(RGBA(hex: 0xE5E5EA)).frame(width: 80, height: 20)
                Swatch(RGBA(hex: 0x0A84FF)).frame(width: 20, height: 20).offset(x: model.isOn ? 60 : 0)
            }
        }
    }

    static let size = Size(width: 80, height: 20)

    /// The stage's frame at `time`, as the strategy renders it, through a temporary folder.
    static func moment(
        of stage: Stage, as strategy: Snapshotting<Stage, FrameSnapshot>,
        in folder: TemporaryFolder, name: String
    ) throws -> PixelImage {
        _ = verifySnapshot(
            of: stage, as: strategy, named: name, record: .all,
            snapshotDirectory: folder.url.path, file: #filePath, testName: "moment")
        return try PNGCodec.read(folder.url.appendingPathComponent("moment.\(name).png"))
    }

    @Test func oneMomentShowsTheAnimationAtThatTime() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let model = Slider()
        let stage = Self.stage(model)
        _ = stage.frame(size: Self.size, scale: 1, at: 0)
        animate(.linear(1)) { model.isOn = true }
        _ = stage.frame(size: Self.size, scale: 1, at: 0)
        let half = try Self.moment(of: stage, as: .image(size: Self.size, scale: 1, at: 0.5), in: folder, name: "half")
        // Halfway: the knob covers x 30…50.
        #expect(half.pixel(x: 25, y: 10) == RGBA(hex: 0xE5E5EA))
        #expect(half.pixel(x: 40, y: 10) == RGBA(hex: 0x0A84FF))
        #expect(half.pixel(x: 55, y: 10) == RGBA(hex: 0xE5E5EA))
        let end = try Self.moment(of: stage, as: .image(size: Self.size, scale: 1, at: 2), in: folder, name: "end")
        #expect(end.pixel(x: 70, y: 10) == RGBA(hex: 0x0A84FF))
        #expect(end.pixel(x: 10, y: 10) == RGBA(hex: 0xE5E5EA))
    }

    @Test func filmstripOfMomentsIsLabelledAndMatchesItsReference() throws {
        let model = Slider()
        let stage = Self.stage(model)
        _ = stage.frame(size: Self.size, scale: 1, at: 0)
        animate(.linear(1)) { model.isOn = true }
        _ = stage.frame(size: Self.size, scale: 1, at: 0)
        assertSnapshot(of: stage, as: .filmstrip(size: Self.size, scale: 2, times: [0.75, 0, 0.25, 1]))
    }
}
