import Panels
import PanelsComponents
import Testing
import PanelsTestSupport

@Suite("Transitions")
struct TransitionTests {
    static let size = Size(width: 400, height: 300)

    func makeStage(_ shell: ShellState) -> Stage {
        Stage(measurer: NoTextMeasurer()) {
            Layers(alignment: .bottom) {
                Swatch(.white)
                if shell.isToolbarOpen {
                    Swatch(RGBA(hex: 0x0000FF)).frame(width: 100, height: 50).id("toast")
                        .transition(Transition.slide(from: .bottom).combined(with: .fade))
                }
            }
        }
    }

    func toastFill(_ list: DisplayList) -> (Rect, RGBA)? {
        for command in list.commands {
            if case .fill(let rect, let color, _) = command, color.blue == 255, color.red == 0 { return (rect, color) }
        }
        return nil
    }

    @Test func arrivingPanelSlidesInFromTheEdgeAndFadesIn() throws {
        let shell = ShellState()
        let stage = makeStage(shell)
        _ = stage.frame(size: Self.size, scale: 1, at: 0)
        animate(.linear(1)) { shell.openToolbar() }
        // Fully transparent at first (so not drawn), just below the window.
        #expect(toastFill(stage.frame(size: Self.size, scale: 1, at: 0)) == nil)
        #expect(stage.presentedFrame(id: "toast")?.minY == 300)
        #expect(stage.presentedColor(id: "toast", at: 0)?.alpha == 0)
        let half = try #require(toastFill(stage.frame(size: Self.size, scale: 1, at: 0.5)))
        #expect(half.0.minY == 275)  // halfway between 300 and 250
        #expect(half.1.alpha == 128)
        let end = try #require(toastFill(stage.frame(size: Self.size, scale: 1, at: 1)))
        #expect(end.0 == Rect(x: 150, y: 250, width: 100, height: 50))
        #expect(end.1.alpha == 255)
    }

    @Test func leavingPanelIsDrawnUntilItsMotionEnds() throws {
        let shell = ShellState(toolbarOpen: true)
        let stage = makeStage(shell)
        _ = stage.frame(size: Self.size, scale: 1, at: 0)
        animate(.linear(1)) { shell.closeToolbar() }
        _ = stage.frame(size: Self.size, scale: 1, at: 0)
        let half = try #require(toastFill(stage.frame(size: Self.size, scale: 1, at: 0.5)))
        #expect(half.0.minY == 275)
        #expect(half.1.alpha == 128)
        #expect(stage.needsFrame(at: 0.9))
        #expect(toastFill(stage.frame(size: Self.size, scale: 1, at: 1.01)) == nil)
        #expect(!stage.needsFrame(at: 1.01))
    }

    @Test func withoutAnimationItJustAppears() throws {
        let shell = ShellState()
        let stage = makeStage(shell)
        _ = stage.frame(size: Self.size, scale: 1, at: 0)
        shell.openToolbar()
        let shown = try #require(toastFill(stage.frame(size: Self.size, scale: 1, at: 0)))
        #expect(shown.0.minY == 250 && shown.1.alpha == 255)
        shell.closeToolbar()
        #expect(toastFill(stage.frame(size: Self.size, scale: 1, at: 0)) == nil)
    }
}
