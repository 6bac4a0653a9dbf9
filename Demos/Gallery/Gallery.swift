import ArgumentParser
import Foundation
import Panels
import PanelsSDL
import PanelsSamples

/// The Gallery demo: a window with every scene of the catalog behind a tab bar, each
/// live (the Shell's menu slides, its controls respond). Tab / Shift-Tab or a click
/// on a tab switches scenes; close the window (or Esc where a scene does not use
/// it) to quit. With no display it renders the gallery to a PNG, says where, and
/// exits 0.
@main
struct Gallery: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show the Panels scenes in a window (or render them to PNG without a display)."
    )

    @Option(help: "The scene to show first.")
    var scene: String = "sample"

    @Option(help: "Where to write the PNG when there is no display.")
    var output: String = "gallery.png"

    @Option(help: "Draw one frame in the window, save what the window shows to this PNG, and exit.")
    var screenshot: String?

    @Flag(help: "Use SDL's software renderer for the window.")
    var software = false

    @Option(help: "Close the window after this many seconds (from main-actor work, as apps do).")
    var exitAfter: Double?

    @Option(help: "Close the window once this many frames have been presented (start-up timing).")
    var exitAfterFrames: Int?

    /// The window's size in points.
    static let size = Size(width: 960, height: 680)

    func run() throws {
        guard SceneCatalog.builtIn.entry(named: scene) != nil else {
            throw ValidationError("Unknown scene '\(scene)'. Scenes: \(SceneCatalog.builtIn.names.joined(separator: ", ")).")
        }
        let model = GalleryModel(selected: scene)
        if WindowHost.displayAvailable {
            do {
                let host = try WindowHost(title: "Panels Gallery", size: Self.size,
                                          renderer: software || screenshot != nil ? .software : .accelerated)
                let stage = Stage(context: OffscreenRenderer.withBundledPictures(PanelContext()),
                                  measurer: SDLTextMeasurer.shared(scale: host.metrics.scale)) {
                    GalleryPanel(model: model)
                }
                if let screenshot {
                    let (size, scale) = host.metrics
                    host.present(stage.frame(size: size, scale: scale, at: 0))
                    try PNGCodec.write(try host.readPixels(), to: URL(fileURLWithPath: screenshot))
                    print("Saved what the window shows to \(URL(fileURLWithPath: screenshot).path)")
                    return
                }
                print("Gallery: \(SceneCatalog.builtIn.names.joined(separator: ", ")). Tab switches scenes; close the window to quit.")
                fflush(nil)  // the status line appears at once, even in a pipe
                MainActor.assumeIsolated { show(stage, in: host) }
                return
            } catch {
                print("Could not open a window (\(error)); rendering to PNG instead.")
            }
        } else {
            print("No display found (DISPLAY and WAYLAND_DISPLAY are unset); rendering to PNG instead.")
        }
        let (image, problems) = try OffscreenRenderer.renderReporting(GalleryPanel(model: model), size: Self.size,
                                                                       scale: 2)
        for problem in problems { print("warning: \(problem)") }
        let url = URL(fileURLWithPath: output)
        try PNGCodec.write(image, to: url)
        print("Rendered the gallery (scene '\(scene)') to \(url.path)")
    }

    /// Runs the window loop on the main actor (so `--exit-after`'s main-actor task runs).
    @MainActor
    func show(_ stage: Stage, in host: WindowHost) {
        if let exitAfter {
            Task { @MainActor in
                try? await Task.sleep(nanoseconds: UInt64(max(0, exitAfter) * 1e9))
                print("Closing after \(exitAfter) s.")
                host.stop()
            }
        }
        host.stopsAfterFrames = exitAfterFrames
        host.run(stage: stage)
        for problem in host.problems { print("warning: \(problem)") }
    }
}
