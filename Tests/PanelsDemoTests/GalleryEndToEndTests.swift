import Foundation
import Panels
import PanelsDemoSupport
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
        #expect(result.output.contains("Rendered every scene"), "\(result.output)")
        // Nothing a newcomer would read as a bug: the drawing scene's missing picture is
        // said to be a demonstration, and no other warning shows.
        // Once, though the scene resolves several times and reports it each time.
        let note = "note (expected): the drawing scene shows a missing picture on purpose"
        #expect(result.output.components(separatedBy: note).count == 2, "\(result.output)")
        #expect(!result.output.contains("warning:") && !result.output.contains("error:"), "\(result.output)")
        let image = try PNGCodec.read(png)
        // Every scene on one labelled sheet, each as the window shows it below the tab bar.
        let (expected, _) = try GallerySheet.render(
            catalog: .builtIn, sceneSize: Size(width: 960, height: 680 - GalleryPanel.barHeight - 1), scale: 1)
        #expect(image.width == expected.width && image.height == expected.height)
        let comparison = ImageComparison(reference: expected, actual: image, tolerance: .exact)
        #expect(comparison.matches, "\(comparison.summary(scale: 1))")
    }

    /// A `DISPLAY` that names no reachable X server: SDL would fall back to its offscreen
    /// driver and show nothing; the Gallery says SDL's reason and renders the sheet.
    @Test func withAnUnreachableDisplayItSaysWhyAndRendersToPNG() throws {
        let directory = try ChildProcess.temporaryDirectory("panels-e2e")
        defer { try? FileManager.default.removeItem(at: directory) }
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = ":4242"
        environment["WAYLAND_DISPLAY"] = nil
        environment["SDL_VIDEODRIVER"] = nil
        let result = try ChildProcess.run("Gallery", ["--exit-after", "5"], environment: environment, in: directory)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("Could not open a window"), "\(result.output)")
        #expect(result.output.contains("DISPLAY=:4242: x11 not available"), "\(result.output)")
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("gallery.png").path))
    }

    /// Every tab fills the window at any size: nothing left unpainted around a scene's content,
    /// at the Gallery's size and at a larger one (the drawing tab once painted its
    /// background only over its cards).
    @Test(arguments: [Size(width: 960, height: 680), Size(width: 1300, height: 940)])
    func everyTabFillsTheWindow(size: Size) throws {
        let model = GalleryModel()
        for index in model.catalog.entries.indices {
            model.selected = index
            // Drawn over magenta: wherever the scene leaves the window unpainted, it shows
            // (a scene may well paint white).
            let unpainted = RGBA(hex: 0xFF00FF)
            let image = try OffscreenRenderer.render(
                GalleryPanel(model: model), size: size, scale: 1, background: unpainted)
            let name = model.catalog.entries[index].name
            for (x, y) in [(1, image.height - 2), (image.width - 2, image.height - 2), (image.width - 2, 60)] {
                #expect(image.pixel(x: x, y: y) != unpainted, "\(name) at \(size): unpainted at (\(x), \(y))")
            }
        }
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

    /// `--script FILE --shots DIR`, as the other demos take them, on the tab `--scene`
    /// names: the first shot is that tab exactly as offscreen rendering draws it;
    /// Ctrl+PageDown goes to the next tab, a click on a tab selects it.
    @Test(.enabled(if: WindowHost.displayAvailable, "needs a display (make test runs under Xvfb)"))
    func aScriptPlaysOnTheSceneItNames() throws {
        let directory = try ChildProcess.temporaryDirectory("panels-e2e")
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = directory.appendingPathComponent("session.script")
        try """
        shot first
        key ctrl+PageDown
        advance 100ms
        shot next
        """.write(to: script, atomically: true, encoding: .utf8)
        let result = try ChildProcess.run(
            "Gallery", ["--scene", "feed", "--script", script.path, "--shots", directory.path],
            environment: ProcessInfo.processInfo.environment, in: directory)
        #expect(result.status == 0, "\(result.output)")
        #expect(!result.output.contains("problem:"), "\(result.output)")
        let names = SceneCatalog.builtIn.names
        let feed = try #require(names.firstIndex(of: "feed"))
        for (shot, scene) in [("first", names[feed]), ("next", names[(feed + 1) % names.count])] {
            let image = try PNGCodec.read(directory.appendingPathComponent(shot + ".png"))
            var context = PanelContext()
            context.caretBlinks = false
            let expected = try OffscreenRenderer.render(
                GalleryPanel(model: GalleryModel(selected: scene)), size: Size(width: 960, height: 680), scale: 1,
                context: context)
            let comparison = ImageComparison(reference: expected, actual: image, tolerance: .exact)
            #expect(comparison.matches, "\(shot) (\(scene)): \(comparison.summary())")
        }
    }

    /// `--locale` starts the Gallery in that language and direction: the controls
    /// scene's own strings and the toolkit's words, as a screen reader reads them.
    @Test(.enabled(if: WindowHost.displayAvailable, "needs a display (make test runs under Xvfb)"))
    func theGalleryStartsInTheLocaleItIsGiven() throws {
        let directory = try ChildProcess.temporaryDirectory("panels-e2e")
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = directory.appendingPathComponent("locale.script")
        try "shot start\n".write(to: script, atomically: true, encoding: .utf8)
        for (locale, switches, reveal) in [("de", "Schalter", "Text anzeigen"), ("ar", "المفاتيح", "إظهار النص")] {
            let result = try ChildProcess.run(
                "Gallery",
                [
                    "--scene", "controls", "--locale", locale, "--script", script.path, "--shots", directory.path,
                    "--accessibility",
                ],
                environment: ProcessInfo.processInfo.environment, in: directory)
            #expect(result.status == 0, "\(result.output)")
            let tree = try String(contentsOf: directory.appendingPathComponent("start.txt"), encoding: .utf8)
            #expect(tree.contains("\"\(switches)\""), "\(locale): \(tree.prefix(600))")
            #expect(tree.contains("button \"\(reveal)\""), "\(locale)")
        }
    }

    /// The controls tab driven by the keyboard alone and by the mouse alone (text typed
    /// into the fields it clicks) (`Demos/Scripts/controls-*.script`): every control's
    /// value changes, as the accessibility tree of the last shot reads it.
    @Test(
        .enabled(if: WindowHost.displayAvailable, "needs a display (make test runs under Xvfb)"),
        arguments: [("keyboard", "18"), ("mouse", "20")])
    func everyControlChangesFromAScript(_ way: String, textSize: String) throws {
        let directory = try ChildProcess.temporaryDirectory("panels-e2e")
        defer { try? FileManager.default.removeItem(at: directory) }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let script = root.appendingPathComponent("Demos/Scripts/controls-\(way).script")
        let result = try ChildProcess.run(
            "Gallery",
            ["--scene", "controls", "--script", script.path, "--shots", directory.path, "--accessibility"],
            environment: ProcessInfo.processInfo.environment, in: directory)
        #expect(result.status == 0, "\(result.output)")
        let tree = try String(contentsOf: directory.appendingPathComponent("\(way).txt"), encoding: .utf8)
        func line(_ start: String) -> String {
            tree.split(separator: "\n").first { $0.trimmingCharacters(in: .whitespaces).hasPrefix(start) }.map(
                String.init)
                ?? "(no \(start))"
        }
        #expect(!line("toggle \"Wi-Fi\"").contains("checked"), "\(tree)")
        #expect(line("toggle \"Bluetooth\"").contains("checked"))
        #expect(!line("checkbox \"Send me updates\"").contains("checked"))
        #expect(line("checkbox \"Monthly newsletter\"").contains("checked"))
        let all = line("checkbox \"All files\"")
        #expect(all.contains("checked") && !all.contains("mixed"))
        #expect(line("radioButton \"Month\"").contains("selected"))
        #expect(line("choice \"Repeat\"").contains("value=\"Every week\""))
        #expect(line("adjustable \"Volume\"").contains("value=\"0%\""))
        #expect(line("adjustable \"Text size\"").contains("value=\"\(textSize)\""))
        #expect(line("spinButton \"Guests\"").contains("value=\"3\""))
        #expect(line("textField \"Name\"").contains("value=\"Ada\""))
        #expect(line("button \"Hide text\"") != "(no button \"Hide text\")", "the password is shown")
        #expect(!line("secureTextField \"Password\"").contains("correct"), "a secure field never reads its text")
        #expect(line("textArea \"Notes for the studio\"").contains("late.\\nThanks!"))
    }

    /// The navigation tab (`Demos/Scripts/navigation-*.script`): a screen pushed with
    /// Tab then Enter and popped with Esc gives back the frame from before the push,
    /// byte for byte; two screens pushed, the second scrolled, both popped, give back
    /// the scrolled list as it was.
    @Test(
        .enabled(if: WindowHost.displayAvailable, "needs a display (make test runs under Xvfb)"),
        arguments: [("push", "Sunrise Vinyasa"), ("deep", "Canal Street Cycle")])
    func navigationComesBackToTheSameFrame(_ script: String, pushedTitle: String) throws {
        let directory = try ChildProcess.temporaryDirectory("panels-e2e")
        defer { try? FileManager.default.removeItem(at: directory) }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let file = root.appendingPathComponent("Demos/Scripts/navigation-\(script).script")
        let result = try ChildProcess.run(
            "Gallery",
            ["--scene", "navigation", "--script", file.path, "--shots", directory.path, "--accessibility"],
            environment: ProcessInfo.processInfo.environment, in: directory)
        #expect(result.status == 0, "\(result.output)")
        let before = try Data(contentsOf: directory.appendingPathComponent("before.png"))
        let after = try Data(contentsOf: directory.appendingPathComponent("after.png"))
        #expect(before == after, "\(script): the frame after popping differs from the one before pushing")
        let pushed = try String(
            contentsOf: directory.appendingPathComponent(script == "push" ? "pushed.txt" : "studio.txt"),
            encoding: .utf8)
        #expect(pushed.contains("heading(1) \"\(pushedTitle)\""), "\(pushed)")
        #expect(pushed.contains("button \"Back\""), "\(pushed)")
        let list = try String(contentsOf: directory.appendingPathComponent("after.txt"), encoding: .utf8)
        #expect(list.contains("heading(1) \"Classes\""), "\(list)")
    }

    /// A shots folder that cannot be written is refused before the script runs, in our
    /// words, exit 1 (it printed an NSError dump after the script had run).
    @Test(
        .enabled(if: WindowHost.displayAvailable, "needs a display (make test runs under Xvfb)"),
        arguments: [
            ("file", "it is a file, not a folder"), ("file/inside", "a part of its path is a file, not a folder"),
        ])
    func anUnwritableShotsFolderIsRefused(_ shots: String, reason: String) throws {
        let directory = try ChildProcess.temporaryDirectory("panels-e2e")
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("x".utf8).write(to: directory.appendingPathComponent("file"))
        let script = directory.appendingPathComponent("session.script")
        try "shot first\n".write(to: script, atomically: true, encoding: .utf8)
        let target = directory.appendingPathComponent(shots).path
        let result = try ChildProcess.run(
            "Gallery", ["--scene", "sample", "--script", script.path, "--shots", target],
            environment: ProcessInfo.processInfo.environment, in: directory)
        #expect(result.status == 1, "\(result.output)")
        #expect(result.output.contains("Cannot write the shots to \(target): \(reason)"), "\(result.output)")
        #expect(!result.output.contains("NSCocoaErrorDomain"), "\(result.output)")
    }

    /// A script that resizes the window past its pixel budget is stopped at that line
    /// with the budget named, exit 1 (`resize 16384 16384` took 4.8 GB).
    @Test(.enabled(if: WindowHost.displayAvailable, "needs a display (make test runs under Xvfb)"))
    func aResizeOverThePixelBudgetIsRefused() throws {
        let directory = try ChildProcess.temporaryDirectory("panels-e2e")
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = directory.appendingPathComponent("big.script")
        try "advance 16ms\nresize 16384 16384\nshot never\n".write(to: script, atomically: true, encoding: .utf8)
        let result = try ChildProcess.run(
            "Gallery", ["--scene", "sample", "--script", script.path, "--shots", directory.path],
            environment: ProcessInfo.processInfo.environment, in: directory)
        #expect(result.status == 1, "\(result.output)")
        #expect(
            result.output.contains("script:2: 16384x16384 pt at 1.0x is 268 megapixels, over the budget of 64"),
            "\(result.output)")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("never.png").path))
    }

    /// A script with no display: the sheet is still written, and the exit status says
    /// the script did not run (2), as the other demos do.
    @Test func aScriptWithoutADisplayExitsTwo() throws {
        let directory = try ChildProcess.temporaryDirectory("panels-e2e")
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = directory.appendingPathComponent("session.script")
        try "shot first\n".write(to: script, atomically: true, encoding: .utf8)
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        environment["WAYLAND_DISPLAY"] = nil
        let result = try ChildProcess.run(
            "Gallery", ["--script", script.path, "--shots", directory.path], environment: environment, in: directory)
        #expect(result.status == 2, "\(result.output)")
        #expect(!result.output.contains("Unknown option"), "\(result.output)")
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("gallery.png").path))
    }
}
