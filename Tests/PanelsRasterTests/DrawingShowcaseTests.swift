import Foundation
import Panels
import PanelsTestSupport
import PanelsSDL
import PanelsSamples
import Testing

/// The drawing showcase end to end: byte-identical across runs and scales, the same
/// in a software window as offscreen, and the Gallery's synchronous loop runs
/// main-actor work.
@Suite("Drawing: showcase", .serialized)
struct DrawingShowcaseTests {
    static let size = Size(width: 636, height: 448)

    @Test(arguments: [1.0, 2.0, 3.0])
    func rendersIdenticallyTwiceAtEveryScale(scale: Double) throws {
        let (first, problems, composition) = try Drawing.render(
            DrawingShowcase(), Self.size.width, Self.size.height,
            scale: scale)
        let (second, _, _) = try Drawing.render(DrawingShowcase(), Self.size.width, Self.size.height, scale: scale)
        #expect(first.width == Int(636 * scale) && first.height == Int(448 * scale))
        #expect(first.difference(from: second) == nil)
        // Only the deliberately missing picture is reported.
        #expect(problems.count == 1)
        #expect(problems.first?.contains("no-such-picture") == true)
        // Every kind of command is exercised.
        let dump = composition.displayList.dump
        for word in ["\nfill ", "\nstroke ", "\npolygon ", "\nshadow ", "\nclip ", "\ngroup ", "\npicture ", " rtl "] {
            #expect(dump.contains(word), "missing \(word)")
        }
    }

    @Test(.enabled(if: WindowHost.displayAvailable, "needs a display (make test runs under Xvfb)"))
    func softwareWindowShowsTheSamePixelsAsOffscreen() throws {
        let directory = try ChildProcess.temporaryDirectory("panels-e2e")
        defer { try? FileManager.default.removeItem(at: directory) }
        let shot = directory.appendingPathComponent("drawing.png")
        let result = try ChildProcess.run(
            "Gallery", ["--scene", "drawing", "--screenshot", shot.path],
            environment: ProcessInfo.processInfo.environment, in: directory)
        #expect(result.status == 0, "\(result.output)")
        // The window shows the Gallery (its tab bar over the drawing scene).
        let window = try PNGCodec.read(shot)
        let offscreen = try OffscreenRenderer.render(
            GalleryPanel(model: GalleryModel(selected: "drawing")),
            size: Size(width: 960, height: 680), scale: 1)
        #expect(window.difference(from: offscreen) == nil)
    }

    @Test(.enabled(if: WindowHost.displayAvailable, "needs a display (make test runs under Xvfb)"))
    func gallerysLoopRunsMainActorWork() throws {
        let directory = try ChildProcess.temporaryDirectory("panels-e2e")
        defer { try? FileManager.default.removeItem(at: directory) }
        let start = Date()
        let result = try ChildProcess.run(
            "Gallery", ["--scene", "drawing", "--exit-after", "0.3"],
            environment: ProcessInfo.processInfo.environment, in: directory)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("Closing after 0.3 s."))
        #expect(Date().timeIntervalSince(start) < 10)
    }
}
