import Foundation
import Panels
import PanelsTestSupport
import PanelsSDL
import PanelsSamples
import PanelsSnapshotTesting
import Testing

/// Runs the real Gallery executable, as `make demo` does.
@Suite("Gallery end to end", .serialized)
struct GalleryEndToEndTests {
    @Test func withoutADisplayItRendersToPNGAndSaysWhere() throws {
        let directory = try ChildProcess.temporaryDirectory("panels-e2e")
        defer { try? FileManager.default.removeItem(at: directory) }
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        environment["WAYLAND_DISPLAY"] = nil
        let result = try ChildProcess.run("Gallery", [], environment: environment, in: directory)
        #expect(result.status == 0, "\(result.output)")
        let png = directory.appendingPathComponent("gallery.png")
        #expect(result.output.contains("No display"))
        #expect(result.output.contains(png.lastPathComponent))
        let image = try PNGCodec.read(png)
        #expect(image.width == 1920 && image.height == 1360)
        // The same pixels as the offscreen path: the gallery's tab bar over the sample scene.
        let expected = try OffscreenRenderer.render(
            GalleryPanel(model: GalleryModel()),
            size: Size(width: 960, height: 680), scale: 2)
        let comparison = ImageComparison(reference: expected, actual: image, tolerance: .exact)
        #expect(comparison.matches, "\(comparison.summary(scale: 2))")
    }

    @Test(.enabled(if: WindowHost.displayAvailable, "needs a display (make test runs under Xvfb)"))
    func theWindowShowsTheSameScene() throws {
        let directory = try ChildProcess.temporaryDirectory("panels-e2e")
        defer { try? FileManager.default.removeItem(at: directory) }
        let shot = directory.appendingPathComponent("window.png")
        let result = try ChildProcess.run(
            "Gallery", ["--screenshot", shot.path],
            environment: ProcessInfo.processInfo.environment, in: directory)
        #expect(result.status == 0, "\(result.output)")
        let image = try PNGCodec.read(shot)
        let expected = try OffscreenRenderer.render(
            GalleryPanel(model: GalleryModel()),
            size: Size(width: 960, height: 680), scale: 1)
        let comparison = ImageComparison(reference: expected, actual: image, tolerance: .exact)
        #expect(comparison.matches, "\(comparison.summary())")
    }
}
