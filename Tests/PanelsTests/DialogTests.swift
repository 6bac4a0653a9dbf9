import Observation
import Panels
import PanelsTestSupport
import Testing

@Observable
final class DialogModel {
    var alert = true
    var popover = false
    var confirm = false
    var ran: [String] = []
    var text = ""
}

/// Alerts and anchored confirmations: Return and Esc, focus trapped inside, presses
/// outside, the stacking order with popovers, the accessibility tree.
@Suite("Alerts and confirmations")
struct DialogTests {
    static let size = Size(width: 480, height: 600)

    static func stage(_ model: DialogModel, actions: [DialogAction]? = nil) -> Stage {
        Stage(measurer: WordWidthMeasurer()) {
            Column(spacing: 8) {
                Pressable(action: { model.ran.append("behind") }) { _ in Caption("Behind").padding(12) }.id("behind")
                Caption("Anchor").padding(12).id("anchor")
                    .popover(isOpen: Ref(model, \.popover), size: Size(width: 200, height: 120)) {
                        Pressable(action: { model.ran.append("inPopover") }) { _ in Caption("In popover").padding(12) }
                    }
                Pressable(action: { model.confirm = true }) { _ in Caption("Trash").padding(12) }.id("trash")
                    .confirmation(
                        "Delete this photo?", isPresented: Ref(model, \.confirm),
                        actions: [
                            DialogAction("Delete", role: .destructive) { model.ran.append("delete") },
                            DialogAction("Cancel", role: .cancel) { model.ran.append("keep") },
                        ])
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
            .alert(
                "Discard changes?", isPresented: Ref(model, \.alert), message: "Your edits will be lost.",
                actions: actions ?? [
                    DialogAction("Discard", role: .destructive) { model.ran.append("discard") },
                    DialogAction("Cancel", role: .cancel) { model.ran.append("cancel") },
                ])
        }
    }

    @Test func returnRunsTheDefaultActionAndEscTheCancelAction() {
        let model = DialogModel()
        let stage = Self.stage(model)
        var driver = Driver(stage, size: Self.size)
        driver.frame(at: 0)
        #expect(stage.keyDown(.enter))
        #expect(model.ran == ["discard"] && !model.alert)
        model.alert = true
        driver.frame(at: 1)
        #expect(stage.keyDown(.escape))
        #expect(model.ran == ["discard", "cancel"] && !model.alert)
        // An explicit default wins over the first action.
        let other = DialogModel()
        let stage2 = Self.stage(
            other,
            actions: [
                DialogAction("One") { other.ran.append("one") },
                DialogAction("Two", isDefault: true) { other.ran.append("two") },
            ])
        _ = stage2.frame(size: Self.size, scale: 1, at: 0)
        #expect(stage2.keyDown(.enter) && other.ran == ["two"])
    }

    @Test func focusIsTrappedInTheAlert() throws {
        let model = DialogModel()
        let stage = Self.stage(model)
        var driver = Driver(stage, size: Self.size)
        driver.frame(at: 0)
        // Tab cycles among the alert's two buttons, never the main tree's.
        for _ in 0 ..< 5 { #expect(stage.keyDown(.tab)) }
        #expect(stage.focusedID == nil)
        // Five Tabs from nothing: Cancel (leading, first), Discard, Cancel, Discard, Cancel.
        #expect(stage.keyDown(.space))
        #expect(model.ran == ["cancel"])
        driver.frame(at: 0.5)
        // Keys nobody in the alert answers do not reach the main tree either.
        model.alert = true
        driver.frame(at: 1)
        #expect(stage.keyDown(KeyName("x")))
        #expect(model.ran == ["cancel"] && model.alert)
        // Arrows move like Tab; Return then runs the focused button.
        #expect(stage.keyDown(.right) && stage.keyDown(.right) && stage.keyDown(.enter))
        #expect(model.ran == ["cancel", "discard"])
    }

    /// Typed text does not reach a text field behind an alert or a menu (a menu's
    /// letters are its type-to-select); behind a plain popover it still does.
    @Test func typedTextStaysOutOfTheFieldBehind() throws {
        let model = DialogModel()
        model.alert = false
        let menu = MenuState()
        let stage = Stage(measurer: WordWidthMeasurer()) {
            Column(spacing: 8) {
                EntryField(text: Ref(model, \.text), placeholder: "Name", state: EntryFieldState()).id("field")
                    .contextMenu(state: menu) { MenuItem("Paste") {} }
                Caption("Anchor").padding(12)
                    .popover(isOpen: Ref(model, \.popover), size: Size(width: 100, height: 60)) { Caption("Tip") }
            }
            .alert("Sure?", isPresented: Ref(model, \.alert), actions: [DialogAction("OK")])
        }
        var driver = Driver(stage, size: Self.size)
        #expect(stage.keyDown(.tab) && stage.focusedID == "field")
        #expect(stage.handle(.textInput("a")))
        model.alert = true
        driver.frame(at: 1)
        #expect(!stage.handle(.textInput("b")))
        #expect(stage.keyDown(.escape))
        menu.open(at: Point(x: 10, y: 10))
        driver.frame(at: 2)
        #expect(stage.keyDown(KeyName("p")))
        #expect(!stage.handle(.textInput("p")))
        #expect(stage.keyDown(.escape))
        model.popover = true
        driver.frame(at: 3)
        #expect(stage.handle(.textInput("c")))
        #expect(model.text == "ac")
    }

    @Test func pressesOutsideTheAlertDoNothing() throws {
        let model = DialogModel()
        let stage = Self.stage(model)
        var driver = Driver(stage, size: Self.size)
        driver.frame(at: 0)
        let behind = try #require(stage.presentedFrame(id: "behind"))
        let alert = try #require(stage.popovers.last)
        #expect(!alert.bubble.contains(Point(x: behind.midX, y: behind.midY)))
        driver.down(behind.midX, behind.midY)
        driver.up(behind.midX, behind.midY)
        driver.frame(at: 0.1)
        #expect(model.ran.isEmpty, "the press is not passed through")
        #expect(model.alert, "and does not close the alert")
        // Hovering behind shows nothing either: the pointer is over the scrim.
        driver.move(behind.midX, behind.midY)
        driver.frame(at: 0.2)
        #expect(model.ran.isEmpty)
    }

    @Test func theAlertIsCenteredOverAScrimAndAnAlertDialogToAssistiveTechnologies() throws {
        let model = DialogModel()
        let stage = Self.stage(model)
        var driver = Driver(stage, size: Self.size)
        driver.frame(at: 1)
        let alert = try #require(stage.popovers.last)
        #expect(abs(alert.bubble.midX - Self.size.width / 2) <= 1 && abs(alert.bubble.midY - Self.size.height / 2) <= 1)
        #expect(alert.bubble.width == DialogMetrics.width)
        let tree = stage.accessibilityTree()
        let dialogs = tree.elements(role: .alertDialog)
        #expect(dialogs.count == 1 && dialogs.first?.label == "Discard changes?")
        #expect(tree.elements(role: .button, label: "Discard").count == 1)
        #expect(tree.elements(role: .button, label: "Cancel").count == 1)
        // The scrim: the whole window filled with the named color `scrim` under the alert.
        let commands = stage.frame(size: Self.size, scale: 1, at: 2).commands
        let scrim = stage.context.color(named: "scrim")
        #expect(
            commands.contains {
                if case .fill(let r, scrim, _) = $0 { return r.width == Self.size.width } else { return false }
            })
        // Every button is at least 44 pt tall.
        for element in tree.elements(role: .button) where element.label == "Discard" || element.label == "Cancel" {
            #expect(element.frame.height >= 44)
        }
    }

    /// main tree < popovers < alert: an alert over an open popover gets the keys and
    /// presses; closing it returns them to the popover, which stayed open.
    @Test func anAlertAboveAPopoverGetsTheKeysAndLeavesItOpen() throws {
        let model = DialogModel()
        model.alert = false
        model.popover = true
        let stage = Self.stage(model)
        var driver = Driver(stage, size: Self.size)
        driver.frame(at: 0)
        model.alert = true
        driver.frame(at: 1)
        #expect(stage.popovers.count == 2)
        #expect(stage.popovers.last?.anchorID == nil && stage.popovers.first?.anchorID == "anchor")
        // A press in the popover's bubble (under the alert's scrim) does nothing.
        let bubble = try #require(stage.popovers.first?.bubble)
        let alertBubble = try #require(stage.popovers.last?.bubble)
        let corner = Point(x: bubble.minX + 4, y: bubble.minY + 4)
        if !alertBubble.contains(corner) {
            driver.down(corner.x, corner.y)
            driver.up(corner.x, corner.y)
            driver.frame(at: 1.1)
            #expect(model.popover && model.alert && model.ran.isEmpty)
        }
        #expect(stage.keyDown(.escape))
        driver.frame(at: 2)
        #expect(!model.alert && model.popover, "Esc closed the alert only")
        #expect(model.ran == ["cancel"])
        #expect(stage.keyDown(.tab) && stage.keyDown(.enter))
        #expect(model.ran == ["cancel", "inPopover"], "keys are back in the popover")
        #expect(stage.keyDown(.escape))
        #expect(!model.popover)
    }

    /// The delete confirmation anchored to a trash control: a bubble pointing at it,
    /// arrows move between its actions, Esc or a press outside cancel.
    @Test func anAnchoredConfirmationPointsAtItsControl() throws {
        let model = DialogModel()
        model.alert = false
        let stage = Self.stage(model)
        var driver = Driver(stage, size: Self.size)
        driver.frame(at: 0)
        let trash = try #require(stage.presentedFrame(id: "trash"))
        #expect(stage.click(at: Point(x: trash.midX, y: trash.midY)))
        driver.frame(at: 1)
        let bubble = try #require(stage.popovers.last)
        #expect(bubble.anchorID == "trash" && bubble.placement.arrowVisible)
        #expect(bubble.bubble.minY >= trash.maxY, "below the trash control, its arrow pointing up at it")
        #expect(stage.accessibilityTree().elements(role: .dialog, label: "Delete this photo?").count == 1)
        // Keys stay in it: Down moves to the first button (Cancel, leading), Down again to Delete.
        #expect(stage.keyDown(.down) && stage.keyDown(.down) && stage.keyDown(.enter))
        #expect(model.ran == ["delete"] && !model.confirm)
        model.confirm = true
        driver.frame(at: 2)
        #expect(stage.keyDown(.escape) && model.ran == ["delete", "keep"] && !model.confirm)
        model.confirm = true
        driver.frame(at: 3)
        driver.down(5, Self.size.height - 5)
        driver.up(5, Self.size.height - 5)
        #expect(model.ran == ["delete", "keep", "keep"] && !model.confirm, "a press outside cancels")
    }
}
