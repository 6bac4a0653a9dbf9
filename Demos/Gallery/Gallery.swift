import ArgumentParser
import Foundation
import Panels
import PanelsSDL
import PanelsSamples

/// The Gallery demo: opens a window showing the built-in scenes. Tab shows the next
/// scene, Esc or closing the window quits. With no display it renders the scene to a
/// PNG, says where, and exits 0.
@main
struct Gallery: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show the Panels scenes in a window (or render them to PNG without a display)."
    )

    @Option(help: "The scene to show.")
    var scene: String = "sample"

    @Option(help: "Where to write the PNG when there is no display.")
    var output: String = "gallery.png"

    @Option(help: "Draw one frame in the window, save what the window shows to this PNG, and exit.")
    var screenshot: String?

    @Flag(help: "Use SDL's software renderer for the window.")
    var software = false

    @Option(help: "Close the window after this many seconds (from main-actor work, as apps do).")
    var exitAfter: Double?

    func run() throws {
        guard let entry = SceneCatalog.builtIn.entry(named: scene) else {
            throw ValidationError("Unknown scene '\(scene)'. Scenes: \(SceneCatalog.builtIn.names.joined(separator: ", ")).")
        }
        if WindowHost.displayAvailable {
            do {
                let host = try WindowHost(title: "Panels Gallery — \(entry.name)", size: entry.defaultSize,
                                          renderer: software || screenshot != nil ? .software : .accelerated)
                if let screenshot {
                    host.draw(entry.make(host.metrics.size))
                    let pixels = try host.readPixels()
                    try PNGCodec.write(pixels, to: URL(fileURLWithPath: screenshot))
                    print("Saved what the window shows to \(URL(fileURLWithPath: screenshot).path)")
                    return
                }
                print("Showing '\(entry.name)'. Tab: next scene; Esc or close the window to quit.")
                fflush(nil)  // the status line appears at once, even in a pipe
                MainActor.assumeIsolated { show(entry, in: host) }
                return
            } catch {
                print("Could not open a window (\(error)); rendering to PNG instead.")
            }
        } else {
            print("No display found (DISPLAY and WAYLAND_DISPLAY are unset); rendering to PNG instead.")
        }
        let image = try OffscreenRenderer.render(entry.make(entry.defaultSize),
                                                 size: entry.defaultSize, scale: 2)
        let url = URL(fileURLWithPath: output)
        try PNGCodec.write(image, to: url)
        print("Rendered the gallery scene '\(entry.name)' to \(url.path)")
    }

    /// Runs the window loop: Tab cycles through the scenes, Esc quits.
    @MainActor
    func show(_ first: SceneCatalog.Entry, in host: WindowHost) {
        let entries = SceneCatalog.builtIn.entries
        var index = entries.firstIndex { $0.name == first.name } ?? 0
        if let exitAfter {
            Task { @MainActor in
                try? await Task.sleep(nanoseconds: UInt64(max(0, exitAfter) * 1e9))
                print("Closing after \(exitAfter) s.")
                host.stop()
            }
        }
        host.run(onEvent: { event in
            switch event {
            case .keyDown(let key) where key.key == "Escape":
                host.stop()
            case .keyDown(let key) where key.key == "Tab":
                index = (index + (key.modifiers.contains(.shift) ? entries.count - 1 : 1)) % entries.count
                return true
            default:
                break
            }
            return false
        }, frame: { info in entries[index].make(info.size) })
        for problem in host.problems { print("warning: \(problem)") }
    }
}
