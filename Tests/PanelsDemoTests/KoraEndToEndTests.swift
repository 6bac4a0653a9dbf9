import Foundation
import Panels
import PanelsSDL
import PanelsSamples
import PanelsSnapshotTesting
import PanelsTestSupport
import Testing

/// The real Kora demo under Xvfb, played from `Demos/Scripts/kora-tour.script` with
/// `--accessibility`: what each shot's window reads to a screen reader says the map
/// and list toggled, a pin selected its row, the scrubber filtered the classes and a
/// booking was cancelled through its confirmation; the first shot is the app exactly as
/// offscreen rendering draws it.
@Suite("Kora end to end", .serialized)
struct KoraEndToEndTests {
    @Test(.enabled(if: WindowHost.displayAvailable, "needs a display (make test runs under Xvfb)"))
    func scriptedTour() throws {
        let directory = try ChildProcess.temporaryDirectory("panels-kora")
        defer { try? FileManager.default.removeItem(at: directory) }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let script = root.appendingPathComponent("Demos/Scripts/kora-tour.script")
        let (status, output) = try ChildProcess.run(
            "Kora", ["--script", script.path, "--shots", directory.path, "--accessibility"])
        #expect(status == 0, "\(output)")
        func read(_ name: String) throws -> String {
            try String(contentsOf: directory.appendingPathComponent(name + ".txt"), encoding: .utf8)
        }
        func line(_ text: String, _ id: String) -> String {
            text.split(separator: "\n").first { $0.hasSuffix("id=\(id)") }.map(String.init) ?? ""
        }
        // The first shot: the app at rest, as offscreen rendering draws it.
        let home = try PNGCodec.read(directory.appendingPathComponent("home.png"))
        var context = PanelContext()
        context.waitsForPictures = true  // as the script's runner does
        let stage = Stage(context: context, measurer: SDLTextMeasurer.shared(scale: 1)) {
            KoraApp(model: KoraModel())
        }
        _ = stage.frame(size: SheetPhone.size, scale: 1, at: 0)
        let expected = try OffscreenRenderer.render(stage.frame(size: SheetPhone.size, scale: 1, at: 10))
        #expect(home.difference(from: expected) == nil, "the window shows the app as offscreen rendering does")

        #expect(line(try read("menu"), "kora.menu.explore").contains("button \"Explore\""))
        #expect(line(try read("explore"), "sheet.toggle").contains("\"Map\""))
        #expect(line(try read("map"), "sheet.toggle").contains("\"List\""), "the map shows; the toggle offers the list")
        let pin = try read("pin")
        #expect(line(pin, "pin.kalm").contains("selected"))
        let row = line(pin, "studio-row.kalm")
        #expect(row.contains("selected") && !row.contains("offscreen"), "the pin's row is selected and in view: \(row)")
        let classes = try read("classes")
        let scrubbed = try read("scrubbed")
        let first = StudioListing.sample.classesByStart[0]
        #expect(classes.contains("id=sheet.class.\(first.id)"))
        #expect(
            line(scrubbed, "scrubber").contains("Starts after")
                && line(scrubbed, "scrubber") != line(classes, "scrubber"))
        #expect(!scrubbed.contains("id=sheet.class.\(first.id)"), "the earliest class is filtered out")
        let confirm = try read("confirm")
        #expect(confirm.contains("button \"Cancel booking\"") && confirm.contains("button \"Keep it\""))
        let cancelled = try read("cancelled")
        #expect(try read("bookings").contains("id=kora.booking.class-024.cancel"))
        #expect(!cancelled.contains("id=kora.booking.class-024.cancel"), "the booking is gone")
        #expect(cancelled.contains("id=kora.booking.class-004.cancel"), "the others stay")
    }
}
