import Panels
import PanelsComponents
import Testing
import PanelsTestSupport

/// The app shell scripted on a `Stage` with a virtual clock: frames and colors at chosen
/// times, without pixels.
@Suite("Shell on a stage")
struct ShellStageTests {
    static let size = Size(width: 800, height: 600)

    func makeStage(_ shell: ShellState, direction: LayoutDirection = .leftToRight) -> Stage {
        var context = PanelContext()
        context.layoutDirection = direction
        return Stage(context: context, measurer: NoTextMeasurer()) {
            SideMenuShell(state: shell) {
                Layers(alignment: .topLeading) {
                    Swatch(RGBA(hex: 0xF2F2F7))
                    Row(spacing: 10) {
                        Swatch(RGBA(hex: 0x0A84FF)).frame(width: 80, height: 30)
                            .onTap { shell.openMenu() }.id("menuButton")
                        Swatch(RGBA(hex: 0x30D158)).frame(width: 80, height: 30)
                            .onTap { shell.toggleToolbar() }.id("toolbarButton")
                    }.padding(20)
                }
            } menu: {
                Swatch(.white).id("menuBackground")
            } toolbar: {
                Swatch(RGBA(hex: 0xD1D1D6))
            }
        }
    }

    func menuX(_ stage: Stage) -> Double? { stage.presentedFrame(id: "shell.menu")?.minX }

    @Test func openingSlidesTheMenuInAndFadesTheScrimAfterItsDelay() throws {
        let shell = ShellState()
        let stage = makeStage(shell)
        _ = stage.frame(size: Self.size, scale: 1, at: 0)
        #expect(menuX(stage) == 800)  // closed: just past the trailing edge
        #expect(stage.presentedColor(id: "shell.scrim", at: 0)?.alpha == 0)

        #expect(stage.click(at: Point(x: 60, y: 35)))  // the Menu control
        #expect(shell.isMenuOpen && !shell.isToolbarOpen)
        #expect(stage.needsFrame(at: 0))
        _ = stage.frame(size: Self.size, scale: 1, at: 1.0)
        let resolves = stage.resolveCount
        #expect(menuX(stage) == 800)

        _ = stage.frame(size: Self.size, scale: 1, at: 1.175)  // half of 0.35 s ease-in-out
        #expect(try #require(menuX(stage)) == 665)
        #expect(stage.presentedColor(id: "shell.scrim", at: 1.175)?.alpha == 0)  // still in its delay
        #expect(stage.measureCount == 0)  // an animation frame does not lay out
        #expect(stage.resolveCount == resolves)

        #expect(stage.presentedColor(id: "shell.scrim", at: 1.25)?.alpha == 0)  // its delay ends
        // Half of the scrim's 0.35 s ease-in, after its 0.25 s delay: 0.315 × 76.5.
        #expect(stage.presentedColor(id: "shell.scrim", at: 1.425)?.alpha == 24)
        _ = stage.frame(size: Self.size, scale: 1, at: 1.35)
        #expect(menuX(stage) == 530)  // 800 − 270, settled at 0.35 s
        #expect(stage.presentedColor(id: "shell.scrim", at: 1.6) == RGBA(hex: 0x808080, opacity: 0.3))
        #expect(stage.needsFrame(at: 1.59))
        #expect(!stage.needsFrame(at: 1.61))
        #expect(stage.resolveCount == resolves)
        // The toolbar is closed: the menu spans the whole height.
        #expect(stage.presentedFrame(id: ShellID.menu)?.height == 600)
        // Opening the menu did not open the toolbar: it sits below the window.
        #expect(stage.presentedFrame(id: "shell.toolbar")?.minY == 600)
    }

    @Test func clickingTheScrimClosesMenuAndToolbar() {
        let shell = ShellState()
        var hidden: [String] = []
        shell.onMenuHidden = { hidden.append("menu") }
        shell.onToolbarHidden = { hidden.append("toolbar") }
        let stage = makeStage(shell)
        _ = stage.frame(size: Self.size, scale: 1, at: 0)
        stage.click(at: Point(x: 150, y: 35))  // Toolbar control
        _ = stage.frame(size: Self.size, scale: 1, at: 0)
        _ = stage.frame(size: Self.size, scale: 1, at: 1)
        #expect(stage.presentedFrame(id: "shell.toolbar")?.minY == 556)
        stage.click(at: Point(x: 60, y: 35))  // Menu control
        _ = stage.frame(size: Self.size, scale: 1, at: 1)
        _ = stage.frame(size: Self.size, scale: 1, at: 2)
        // A click on the menu itself does not reach the scrim.
        stage.click(at: Point(x: 700, y: 300))
        #expect(shell.isMenuOpen)
        // With the menu open, the content's controls are under the scrim: a click on
        // the Toolbar control lands on the scrim and closes the menu instead.
        #expect(stage.click(at: Point(x: 150, y: 35)))
        #expect(!shell.isMenuOpen && !shell.isToolbarOpen)
        #expect(hidden.isEmpty)  // reported when the slide-out ends
        _ = stage.frame(size: Self.size, scale: 1, at: 2)
        _ = stage.frame(size: Self.size, scale: 1, at: 2.2)
        #expect(hidden.isEmpty)
        #expect(stage.needsFrame(at: 2.4))
        _ = stage.frame(size: Self.size, scale: 1, at: 2.36)  // 0.35 s later: both slid out
        #expect(hidden == ["menu", "toolbar"])
        // The scrim leaves as it came: 0.35 s ease-in after 0.25 s, still half there at 2.425.
        #expect(stage.presentedColor(id: "shell.scrim", at: 2.25)?.alpha == 77)
        #expect(stage.presentedColor(id: "shell.scrim", at: 2.425)?.alpha == 53)
        #expect(stage.needsFrame(at: 2.59))
        #expect(!stage.needsFrame(at: 2.61))
        _ = stage.frame(size: Self.size, scale: 1, at: 3)
        #expect(hidden == ["menu", "toolbar"])
        #expect(menuX(stage) == 800)
        #expect(stage.presentedFrame(id: "shell.toolbar")?.minY == 600)
    }

    @Test func theMenuReachesTheToolbarWhileItIsOpenAndTheBottomWhileClosed() throws {
        let shell = ShellState(menuOpen: true, toolbarOpen: true)
        let stage = makeStage(shell)
        _ = stage.frame(size: Self.size, scale: 1, at: 0)
        #expect(stage.presentedFrame(id: ShellID.menu) == Rect(x: 530, y: 0, width: 270, height: 556))
        #expect(stage.presentedFrame(id: ShellID.toolbar)?.minY == 556)
        shell.closeToolbar()
        _ = stage.frame(size: Self.size, scale: 1, at: 1)
        _ = stage.frame(size: Self.size, scale: 1, at: 1.175)  // half way, with the toolbar
        #expect(try #require(stage.presentedFrame(id: ShellID.menu)?.height) == 578)
        #expect(stage.presentedFrame(id: ShellID.toolbar)?.minY == 578)
        _ = stage.frame(size: Self.size, scale: 1, at: 1.4)
        #expect(stage.presentedFrame(id: ShellID.menu)?.height == 600)
    }

    @Test func theMenuCastsAShadowOnlyWhileItIsIn() {
        func shadows(_ list: DisplayList) -> [Rect] {
            list.commands.compactMap { if case .shadow(let r, _, _, _) = $0 { return r } else { return nil } }
        }
        let shell = ShellState()
        let stage = makeStage(shell)
        #expect(shadows(stage.frame(size: Self.size, scale: 1, at: 0)).allSatisfy { $0.width == 0 })
        shell.openMenu()
        _ = stage.frame(size: Self.size, scale: 1, at: 1)
        let half = shadows(stage.frame(size: Self.size, scale: 1, at: 1.175))
        // The caster is the part of the menu inside the window, at its leading edge.
        #expect(
            half.count == 1 && abs(half[0].minX - 665) < 1e-6 && abs(half[0].width - 135) < 1e-6
                && half[0].maxX == 800 && half[0].height == 600, "\(half)")
        #expect(shadows(stage.frame(size: Self.size, scale: 1, at: 2)) == [Rect(x: 530, y: 0, width: 270, height: 600)])
        var dark = PanelContext()
        dark.appearance = .dark
        stage.context = dark
        let list = stage.frame(size: Self.size, scale: 1, at: 3)
        #expect(shadows(list).isEmpty)
        #expect(list.commands.contains { $0.description.contains("[530, 0, 1x600]") }, "the hairline")
    }

    @Test func escapeClosesTheMenu() {
        let shell = ShellState(menuOpen: true)
        let stage = makeStage(shell)
        _ = stage.frame(size: Self.size, scale: 1, at: 0)
        #expect(menuX(stage) == 530)
        #expect(stage.keyDown(.escape))
        #expect(!shell.isMenuOpen)
    }

    @Test func rightToLeftSlidesInFromTheLeft() {
        let shell = ShellState()
        let stage = makeStage(shell, direction: .rightToLeft)
        _ = stage.frame(size: Self.size, scale: 1, at: 0)
        #expect(menuX(stage) == -270)
        shell.openMenu()
        _ = stage.frame(size: Self.size, scale: 1, at: 0)
        _ = stage.frame(size: Self.size, scale: 1, at: 1)
        #expect(menuX(stage) == 0)
    }

    @Test func interruptingContinuesFromTheScreen() throws {
        let shell = ShellState()
        let stage = makeStage(shell)
        _ = stage.frame(size: Self.size, scale: 1, at: 0)
        shell.openMenu()
        _ = stage.frame(size: Self.size, scale: 1, at: 0)
        _ = stage.frame(size: Self.size, scale: 1, at: 0.1)
        let midway = try #require(menuX(stage))
        shell.closeMenu()
        _ = stage.frame(size: Self.size, scale: 1, at: 0.1)
        #expect(menuX(stage) == midway)  // no jump
        _ = stage.frame(size: Self.size, scale: 1, at: 0.11)
        #expect(abs(try #require(menuX(stage)) - midway) < 3)
    }

    @Test func windowResizeJumps() {
        let shell = ShellState(menuOpen: true)
        let stage = makeStage(shell)
        _ = stage.frame(size: Self.size, scale: 1, at: 0)
        _ = stage.frame(size: Size(width: 1000, height: 600), scale: 1, at: 0.01)
        #expect(menuX(stage) == 730)
        #expect(!stage.needsFrame(at: 0.01))
    }

    @Test func animateBlocksAnimateNodesWithoutTheirOwnMotion() throws {
        final class Model: @unchecked Sendable {}
        let shell = ShellState()
        let stage = Stage(measurer: NoTextMeasurer()) {
            Swatch(.black).frame(width: shell.isToolbarOpen ? 200 : 100, height: 10).id("bar")
        }
        _ = stage.frame(size: Self.size, scale: 1, at: 0)
        animate(.linear(1)) { shell.openToolbar() }
        _ = stage.frame(size: Self.size, scale: 1, at: 0)
        _ = stage.frame(size: Self.size, scale: 1, at: 0.5)
        #expect(stage.presentedFrame(id: "bar")?.width == 150)
        shell.closeToolbar()  // no animate: jumps
        _ = stage.frame(size: Self.size, scale: 1, at: 0.6)
        #expect(stage.presentedFrame(id: "bar")?.width == 100)
    }
}
