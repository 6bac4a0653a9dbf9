import Foundation
import Panels
import PanelsDemoSupport
import PanelsTestSupport
import PanelsSDL
import PanelsSamples
import PanelsSnapshotTesting
import Testing

/// Runs the real `panels preview` and `UpcomingWidget` executables as child processes.
@Suite("Preview end to end", .serialized)
struct PreviewEndToEndTests {
    static var noDisplay: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        environment["WAYLAND_DISPLAY"] = nil
        return environment
    }

    @Test func previewWritesTheSheetAndPrintsWhatIsMarked() throws {
        let directory = try ChildProcess.temporaryDirectory("panels-preview")
        defer { try? FileManager.default.removeItem(at: directory) }
        // The bundled card marks nothing: a copy of its assets with a longer English
        // subtitle truncates in en-XA's medium card.
        let assets = directory.appendingPathComponent("assets")
        try FileManager.default.copyItem(at: try UpcomingClassAssets.folder(), to: assets)
        let en = assets.appendingPathComponent("en.lproj/Widget.strings")
        try String(contentsOf: en, encoding: .utf8).replacingOccurrences(
            of: "\"nothing.subtitle\" = \"Find your next class\";",
            with: "\"nothing.subtitle\" = \"Find a class you'll love nearby\";"
        ).write(to: en, atomically: true, encoding: .utf8)
        let result = try ChildProcess.run(
            "panels",
            [
                "preview", "upcoming-class", "--locales", "en,en-XA", "--appearances", "light",
                "--sizes", "medium", "--assets", assets.path, "-o", "sheet.png",
            ], in: directory)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("2 locales × 1 appearance × 1 size × 3 states = 6 cells"))
        #expect(result.output.contains("Rendering row 2/2 (en-XA · light)"))
        #expect(result.output.contains("truncated: en-XA · light · medium · nothing"), "\(result.output)")
        #expect(result.output.contains("1 cell marked"))
        let image = try PNGCodec.read(directory.appendingPathComponent("sheet.png"))
        #expect(image.width == 12 * 2 + 120 + 3 * (8 + 338 + 20))

        let strict = try ChildProcess.run(
            "panels",
            [
                "preview", "upcoming-class", "--locales", "en-XA", "--sizes", "medium",
                "--appearances", "dark", "--assets", assets.path, "--strict", "-o", "strict.png",
            ], in: directory)
        #expect(strict.status == 1, "\(strict.output)")
        // The default sheet of the bundled card is clean: --strict passes.
        let clean = try ChildProcess.run(
            "panels", ["preview", "upcoming-class", "--strict", "-o", "all.png"], in: directory)
        #expect(clean.status == 0, "\(clean.output)")
        #expect(clean.output.contains("no cell marked"), "\(clean.output)")
    }

    @Test func badDataIsNamedWithItsPositionAndTheSheetStillRenders() throws {
        let directory = try ChildProcess.temporaryDirectory("panels-preview")
        defer { try? FileManager.default.removeItem(at: directory) }
        let data = directory.appendingPathComponent("reservations.json")
        try Data("{\"loggedIn\": true, \"timeZone\": \"Europe/Amsterdam\",\n\"reservations\": [,]}".utf8).write(
            to: data)
        let before = try Data(contentsOf: data)
        let result = try ChildProcess.run(
            "panels",
            [
                "preview", "upcoming-class", "--locales", "en", "--appearances", "light",
                "--sizes", "small", "--states", "upcoming", "--data", data.path, "-o", "s.png",
            ],
            in: directory)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("problem: \(data.path):2:"), "\(result.output)")
        #expect(result.output.contains("placeholder"))
        #expect(try Data(contentsOf: data) == before)
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("s.png").path))
    }

    @Test func theDemoRendersAPNGWithoutADisplay() throws {
        let directory = try ChildProcess.temporaryDirectory("panels-preview")
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try ChildProcess.run(
            "UpcomingWidget", ["--size", "large", "--locale", "de", "--dark"],
            environment: Self.noDisplay, in: directory)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("No display"))
        let png = directory.appendingPathComponent("upcoming-widget.png")
        #expect(result.output.contains(png.lastPathComponent))
        let image = try PNGCodec.read(png)
        let model = UpcomingClassDemoModel(size: .large, locale: "de", appearance: .dark)
        let expected = try OffscreenRenderer.render(
            UpcomingClassDemo(model: model), size: Size(width: 760, height: 600), scale: 2)
        let comparison = ImageComparison(reference: expected, actual: image, tolerance: .exact)
        #expect(comparison.matches, "\(comparison.summary(scale: 2))")
    }

    @Test(.enabled(if: WindowHost.displayAvailable, "needs a display (make test runs under Xvfb)"))
    func theDemoWindowShowsTheSameCard() throws {
        let directory = try ChildProcess.temporaryDirectory("panels-preview")
        defer { try? FileManager.default.removeItem(at: directory) }
        let shot = directory.appendingPathComponent("window.png")
        let result = try ChildProcess.run(
            "UpcomingWidget", ["--state", "placeholder", "--screenshot", shot.path], in: directory)
        #expect(result.status == 0, "\(result.output)")
        let image = try PNGCodec.read(shot)
        let model = UpcomingClassDemoModel(state: .placeholder)
        let expected = try OffscreenRenderer.render(
            UpcomingClassDemo(model: model), size: Size(width: 760, height: 600), scale: 1)
        let comparison = ImageComparison(reference: expected, actual: image, tolerance: .exact)
        #expect(comparison.matches, "\(comparison.summary())")
    }

    /// The window mode reloads when a file under the assets folder changes: the test
    /// waits for the window's first status line, edits a copy of the assets, and waits
    /// for the reload message (no timing is measured; the wait only bounds a hang).
    @Test(.enabled(if: WindowHost.displayAvailable, "needs a display (make test runs under Xvfb)"))
    func theWindowReloadsWhenAssetsChange() throws {
        let directory = try ChildProcess.temporaryDirectory("panels-preview")
        defer { try? FileManager.default.removeItem(at: directory) }
        let assets = directory.appendingPathComponent("assets")
        try FileManager.default.copyItem(at: try UpcomingClassAssets.folder(), to: assets)
        let process = Process()
        process.executableURL = ChildProcess.url("panels")
        process.arguments = [
            "preview", "upcoming-class", "--window", "--assets", assets.path, "--locales", "en,de",
            "--exit-after", "60",
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        var output = ""
        func wait(for text: String) -> Bool {
            let deadline = Date().addingTimeInterval(45)
            while !output.contains(text) && Date() < deadline && process.isRunning {
                let data = pipe.fileHandleForReading.availableData
                if data.isEmpty { Thread.sleep(forTimeInterval: 0.05) }
                output += String(decoding: data, as: UTF8.self)
            }
            return output.contains(text)
        }
        #expect(wait(for: "Preview window:"), "\(output)")
        #expect(wait(for: "Showing en · light, en · dark · small"), "\(output)")
        let strings = assets.appendingPathComponent("en.lproj/Widget.strings")
        try (try String(contentsOf: strings, encoding: .utf8) + "\n\"extra.key\" = \"Extra\";\n")
            .write(to: strings, atomically: true, encoding: .utf8)
        #expect(wait(for: "Assets changed; reloading."), "\(output)")
        // SDL turns SIGTERM into a quit event the window may not act on at once; this
        // child is ours, so end it by its id.
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }
}
