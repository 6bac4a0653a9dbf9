import Foundation
import Panels
import PanelsSDL
import PanelsSamples
import PanelsSnapshotTesting
import Testing

/// Runs the real Gallery executable, as `make demo` does.
@Suite("Gallery end to end", .serialized)
struct GalleryEndToEndTests {
    /// The built Gallery next to the test bundle (SwiftPM builds every product for tests).
    static var galleryURL: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("Gallery")
    }

    static func run(_ arguments: [String], environment: [String: String],
                    in directory: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = galleryURL
        process.arguments = arguments
        process.environment = environment
        process.currentDirectoryURL = directory
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("panels-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func withoutADisplayItRendersToPNGAndSaysWhere() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        environment["WAYLAND_DISPLAY"] = nil
        let result = try Self.run([], environment: environment, in: directory)
        #expect(result.status == 0, "\(result.output)")
        let png = directory.appendingPathComponent("gallery.png")
        #expect(result.output.contains("No display"))
        #expect(result.output.contains(png.lastPathComponent))
        let image = try PNGCodec.read(png)
        #expect(image.width == 1920 && image.height == 1360)
        // The same pixels as the offscreen path: the gallery's tab bar over the sample scene.
        let expected = try OffscreenRenderer.render(GalleryPanel(model: GalleryModel()),
                                                    size: Size(width: 960, height: 680), scale: 2)
        let comparison = ImageComparison(reference: expected, actual: image, tolerance: .exact)
        #expect(comparison.matches, "\(comparison.summary(scale: 2))")
    }

    @Test(.enabled(if: WindowHost.displayAvailable, "needs a display (make test runs under Xvfb)"))
    func theWindowShowsTheSameScene() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let shot = directory.appendingPathComponent("window.png")
        let result = try Self.run(["--screenshot", shot.path],
                                  environment: ProcessInfo.processInfo.environment, in: directory)
        #expect(result.status == 0, "\(result.output)")
        let image = try PNGCodec.read(shot)
        let expected = try OffscreenRenderer.render(GalleryPanel(model: GalleryModel()),
                                                    size: Size(width: 960, height: 680), scale: 1)
        let comparison = ImageComparison(reference: expected, actual: image, tolerance: .exact)
        #expect(comparison.matches, "\(comparison.summary())")
    }
}
