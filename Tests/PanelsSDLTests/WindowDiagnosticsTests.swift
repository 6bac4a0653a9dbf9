import Foundation
import Panels
import PanelsSDL
import Testing

extension InProcessWindows {
    /// What a window meets drawing goes to the sink of what it draws, and the host
    /// lists it too.
    @Suite("Window diagnostics", .serialized)
    struct WindowDiagnosticsTests {
        @Test(.enabled(if: WindowHost.displayAvailable, "needs a display (make test runs under Xvfb)"))
        @MainActor
        func drawingProblemsReachTheContextsSink() throws {
            let folder = try RenderDiagnosticsTests.tornPicture()
            defer { try? FileManager.default.removeItem(at: folder) }
            let host = try WindowHost(title: "test", size: Size(width: 120, height: 80), renderer: .software)
            var context = PanelContext()
            context.pictureFolder = folder
            host.draw(Picture("torn").frame(width: 20, height: 20), context: context)
            let found = try #require(host.diagnostics.first)
            #expect(found.subject == "torn")
            #expect(found.location?.file == folder.appendingPathComponent("torn.png").path)
            #expect(context.diagnostics.all == [found])
        }
    }
}
