import Foundation
import Observation
import Panels
import PanelsSDL
import PanelsSnapshotTesting
import SnapshotTesting
import Testing

/// `PanelTester` drives stages as users do — found by label, role, id or text, never by
/// coordinates — and `Stage` snapshots wait for motion to come to rest.
@Suite("Tester and settled snapshots", .serialized)
struct PanelTesterTests {
    @Observable final class Form {
        var email = ""
        var password = ""
        var remember = false
        var signedIn = false
        var infoOpen = false
        let emailState = EntryFieldState()
        let passwordState = EntryFieldState()
    }

    struct LoginForm: Panel {
        let form: Form

        var body: some Panel {
            let form = form
            Column(alignment: .leading, spacing: 12) {
                Caption("Sign in").textStyle(.title).accessibilityHeading()
                    .popover(isOpen: Ref(form, \.infoOpen), size: Size(width: 220, height: 90)) {
                        Caption("Use the email you booked with.").padding(12)
                    }
                EntryField(text: Ref(form, \.email), placeholder: "Email", state: form.emailState).id("login.email")
                EntryField(text: Ref(form, \.password), placeholder: "Password", state: form.passwordState)
                Switch("Remember me", isOn: Ref(form, \.remember))
                Pressable("Sign in", style: .prominent) { form.signedIn = !form.email.isEmpty }
                Pressable("Help", style: .link) { form.infoOpen = true }
            }
            .padding(20)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .background(named: "background")
        }
    }

    static let size = Size(width: 390, height: 500)

    @Observable final class Booking {
        var guests = 2
    }

    /// Keys by name or `KeyName`, combinations with their modifiers, focus and a
    /// reader's actions without Tab loops or coordinates.
    @Test("Keys by KeyName and combination; focus and actions by finder")
    func keysFocusAndActions() throws {
        let form = Form()
        let booking = Booking()
        let tester = PanelTester(size: Size(width: 390, height: 600)) {
            Column(spacing: 12) {
                LoginForm(form: form)
                Caption("Your party").accessibilityHeading()
                ValueStepper("Guests", value: Ref(booking, \.guests), in: 1 ... 8).padding(20)
            }
        }
        try tester.focus(.role(.spinButton, label: "Guests"))
        #expect(try tester.find(.label("Guests")).states.contains(.focused))
        tester.press(.up)
        #expect(booking.guests == 3)
        tester.press("ArrowDown")
        tester.press(.down)
        #expect(booking.guests == 1)
        try tester.perform(.increment, on: .label("Guests"))
        #expect(booking.guests == 2)
        // "shift+Tab" is Shift held with Tab (it used to be sent as a key of that name):
        // focus goes back from the stepper to the last control before it.
        tester.press("shift+Tab")
        #expect(try tester.find(.role(.link, label: "Help")).states.contains(.focused))
        tester.press(KeyName.tab.with(.shift))
        #expect(try tester.find(.role(.button, label: "Sign in")).states.contains(.focused))
        // A heading takes no focus, and a switch offers no increment: both say so.
        #expect(try !tester.find(.role(.heading, label: "Your party")).states.contains(.focusable))
        #expect(throws: TesterError.self) { try tester.focus(.role(.heading, label: "Your party")) }
        #expect(throws: TesterError.self) { try tester.perform(.increment, on: .role(.toggle)) }
    }

    @Test("A login form, by label, role and id: type, toggle, tap")
    func loginForm() throws {
        let form = Form()
        let tester = PanelTester(size: Self.size) { LoginForm(form: form) }
        try tester.type("ana@example.com", into: .id("login.email"))
        try tester.type("secret", into: .role(.textField, label: "Password"))
        try tester.tap(.role(.toggle, label: "Remember me"))
        try tester.tap(.role(.button, label: "Sign in"))
        #expect(form.email == "ana@example.com" && form.password == "secret")
        #expect(form.remember && form.signedIn)
        tester.press("Tab")
        #expect(tester.stage.focusedID == "login.email" || tester.stage.focusedID != nil)
    }

    @Test("Nothing, or more than one, found: the error names the finder and what the window has")
    func preciseErrors() {
        let form = Form()
        let tester = PanelTester(size: Self.size) { LoginForm(form: form) }
        #expect {
            try tester.tap(.label("Register"))
        } throws: { error in
            let text = "\(error)"
            return text.contains("label \"Register\" found nothing") && text.contains("button \"Sign in\"")
        }
        #expect {
            try tester.tap(.text("Sign in"))
        } throws: { error in
            "\(error)".contains("text \"Sign in\" found 2 elements")
        }
        #expect {
            try tester.type("x")
        } throws: { error in
            "\(error)".contains("no text entry has focus")
        }
    }

    @Test("A popover opened just before a snapshot is in it, fully shown (it was the frame before)")
    func popoverSettles() throws {
        let form = Form()
        let stage = Stage(measurer: SDLTextMeasurer.shared(scale: 1)) { LoginForm(form: form) }
        _ = stage.frame(size: Self.size, scale: 1, at: 0)
        form.infoOpen = true
        var still: [String] = []
        let rest = try #require(stage.settle(size: Self.size, scale: 1, still: &still))
        #expect(rest > 0.1 && rest < 1, "the popover's motion takes a few tenths of a second: \(rest)")
        #expect(stage.pendingMotion(at: rest).isEmpty)
        #expect(stage.accessibilityTree().element(labelled: "Use the email you booked with.") != nil)
        let form2 = Form()
        let stage2 = Stage(measurer: SDLTextMeasurer.shared(scale: 1)) { LoginForm(form: form2) }
        _ = stage2.frame(size: Self.size, scale: 1, at: 0)
        form2.infoOpen = true
        assertSnapshot(of: stage2, as: .image(size: Self.size, scale: 1), named: "popover-open")
    }

    @Test("A stage that never comes to rest fails the settle with what still moves")
    func neverSettles() {
        let tester = PanelTester(size: Size(width: 300, height: 100)) { ProgressBar("Loading") }
        tester.settleLimit = 2
        #expect {
            try tester.settle()
        } throws: { error in
            "\(error)".contains("still moving after 2.0 s")
        }
    }

    @Test("Scrolling to a row by its label, and a fling that goes on with momentum")
    func scrolling() throws {
        let rows = Array(0 ..< 200)
        let tester = PanelTester(size: Size(width: 320, height: 480)) {
            Scroller {
                LongList(rows, id: \.self, estimatedRowHeight: 44) { row in
                    Caption("Row \(row)").padding(12).frame(maxWidth: .infinity, alignment: .leading)
                }
            }
            .id("rows")
        }
        #expect(!tester.exists(.label("Row 80")))
        try tester.scroll(.id("rows"), until: .label("Row 80"))
        #expect(tester.exists(.label("Row 80")))
        let before = try tester.find(.label("Row 80")).frame.minY
        try tester.fling(.id("rows"), by: Point(x: 0, y: -200))
        let released = tester.time
        let seconds = try tester.settle()
        #expect(seconds > 0.2, "momentum after the release: settled \(seconds) s after \(released)")
        let after = tester.findAll(.label("Row 80")).first?.frame.minY ?? -.infinity
        #expect(after < before - 200, "moved past the 200 pt dragged: \(before) → \(after)")
    }
}
