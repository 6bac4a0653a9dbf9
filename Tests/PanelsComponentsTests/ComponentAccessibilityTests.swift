import Observation
import Panels
import PanelsComponents
import PanelsTestSupport
import Testing

/// What the built-in components are to assistive technologies, and the actions
/// they take from them: the shell's menu, the sheet, the scrubber.
@Suite("Components' accessibility")
struct ComponentAccessibilityTests {
    @Test func theOpenMenuIsAModalNavigationLandmarkWithAScrimThatClosesIt() throws {
        let shell = ShellState()
        let stage = ShellStageTests().makeStage(shell)
        _ = stage.frame(size: ShellStageTests.size, scale: 1, at: 0)
        var tree = stage.accessibilityTree()
        #expect(tree.elements(role: .navigation).isEmpty)
        #expect(tree.element(labelled: "Close menu") == nil)
        #expect(tree.elements(role: .button).map(\.id) == ["menuButton", "toolbarButton"])
        shell.openMenu()
        _ = stage.frame(size: ShellStageTests.size, scale: 1, at: 2)
        tree = stage.accessibilityTree()
        let menu = try #require(tree.elements(role: .navigation).first)
        #expect(menu.label == "Menu" && menu.id == "shell.menu")
        // The content is hidden while the menu is open: only the scrim and the menu.
        #expect(tree.elements(role: .button).map(\.label) == ["Close menu"])
        let scrim = try #require(tree.element(labelled: "Close menu"))
        #expect(stage.perform(.press, on: scrim))
        #expect(!shell.isMenuOpen)
    }

    @Test func theSheetIsADialogWhoseValueIsItsDetentAndStepsBetweenThem() throws {
        let model = SheetTestModel()
        let stage = SnapSheetTests.stage(model, state: SnapSheetState())
        _ = stage.frame(size: SnapSheetTests.size, scale: 1, at: 0)
        var sheet = try #require(stage.accessibilityTree().elements(role: .dialog).first)
        #expect(sheet.label == "Sheet" && sheet.value == "half height, 2 of 3")
        #expect(sheet.actions == [.increment, .decrement])
        #expect(stage.perform(.increment, on: sheet))
        #expect(model.detent == .expanded)
        _ = stage.frame(size: SnapSheetTests.size, scale: 1, at: 5)
        sheet = try #require(stage.accessibilityTree().elements(role: .dialog).first)
        #expect(sheet.value == "expanded, 3 of 3")
        #expect(stage.perform(.increment, on: sheet))  // at the top: stays
        #expect(model.detent == .expanded)
        #expect(stage.perform(.decrement, on: sheet))
        _ = stage.frame(size: SnapSheetTests.size, scale: 1, at: 10)
        sheet = try #require(stage.accessibilityTree().elements(role: .dialog).first)
        #expect(stage.perform(.decrement, on: sheet))
        #expect(model.detent == .collapsed)
    }

    @Test func theScrubberIsAnAdjustableTimeSteppedByKeysAndActions() throws {
        let model = ScrubberTestModel()
        let stage = TimeScrubberTests.stage(model)
        _ = stage.frame(size: Size(width: 400, height: 60), scale: 1, at: 0)
        let scrubber = try #require(stage.accessibilityTree().elements(role: .adjustable).first)
        #expect(scrubber.label == "Time" && scrubber.value == "2:17 of 4:05")
        #expect(scrubber.states.contains(.focusable))
        #expect(stage.perform(.increment, on: scrubber))
        #expect(model.seconds == 137 + 12)
        #expect(stage.perform(.decrement, on: scrubber) && stage.perform(.decrement, on: scrubber))
        #expect(model.seconds == 137 - 12)
        // The keyboard alone: Tab to it, then the arrows (mirrored right to left).
        #expect(stage.moveFocus(forward: true))
        #expect(stage.keyDown(.right))
        #expect(model.seconds == 137)
        let rtl = ScrubberTestModel()
        let mirrored = TimeScrubberTests.stage(rtl, rtl: true)
        _ = mirrored.frame(size: Size(width: 400, height: 60), scale: 1, at: 0)
        #expect(mirrored.moveFocus(forward: true) && mirrored.keyDown(.right))
        #expect(rtl.seconds == 137 - 12)
        // Never past the ends.
        for _ in 0 ..< 30 { _ = stage.keyDown(.right) }
        #expect(model.seconds == 245)
    }
}
