import Foundation
import Panels
import PanelsSDL
import Testing

/// What the offscreen renderer meets drawing (a picture that does not decode) goes
/// to the same sink as what resolving met, and `renderReporting` returns it all.
@Suite("Render diagnostics")
struct RenderDiagnosticsTests {
    /// A folder with `torn.png`: a valid PNG header over garbage (layout reads its
    /// size; decoding fails while drawing).
    static func tornPicture() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("panels-torn-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        bytes += Array("IHDR".utf8) + [0, 0, 0, 8, 0, 0, 0, 8] + Array(repeating: 0x42, count: 40)
        // It ends as a whole PNG does, so its header passes and the decoder meets the garbage.
        bytes += [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]
        try Data(bytes).write(to: folder.appendingPathComponent("torn.png"))
        return folder
    }

    @Test func renderReportingReturnsWhatResolvingAndDrawingMet() throws {
        let folder = try Self.tornPicture()
        defer { try? FileManager.default.removeItem(at: folder) }
        var context = PanelContext()
        context.pictureFolder = folder
        let panel = Column {
            Picture("torn").frame(width: 20, height: 20)
            Caption(key: "nowhere", table: "Widget")
            Swatch("NoSuchColor").frame(width: 10, height: 10)
        }
        let (_, diagnostics) = try OffscreenRenderer.renderReporting(
            panel, size: Size(width: 100, height: 100), context: context)
        #expect(Set(diagnostics.compactMap(\.subject)) == ["torn", "nowhere", "NoSuchColor"])
        let drawing = try #require(diagnostics.first { $0.subject == "torn" })
        #expect(drawing.location?.file == folder.appendingPathComponent("torn.png").path)
        #expect(context.diagnostics.all == diagnostics)  // the one sink holds them all
    }

    /// The decoder checks the picture's own budget (the context's
    /// `picturePixelBudget`, carried on the `PictureRun`), not only the hard ceiling:
    /// a file that grew past it after resolving is refused while drawing, and the
    /// same file within a larger budget still draws (the budget is part of the cache key).
    @Test func theDecoderChecksTheRunsPixelBudget() throws {
        let logo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Assets/Samples/UpcomingWidget/Images/logo@2x.png")
        func run(budget: Int) -> DisplayList {
            DisplayList(
                pixelWidth: 20, pixelHeight: 20, scale: 1,
                commands: [
                    .picture(
                        PictureRun(
                            file: logo.path, name: "logo", frame: Rect(x: 0, y: 0, width: 20, height: 20),
                            mode: .fit, corners: CornerRadii(0), pixelBudget: budget))
                ])
        }
        let (_, refused) = try OffscreenRenderer.renderReporting(run(budget: 10))
        let problem = try #require(refused.first { $0.subject == "logo" })
        #expect(problem.message.contains("over the picture budget"), "\(problem)")
        #expect(problem.location?.file == logo.path)
        let (_, drawn) = try OffscreenRenderer.renderReporting(run(budget: PictureHeader.defaultPixelBudget))
        #expect(drawn.isEmpty, "\(drawn)")
    }
}
