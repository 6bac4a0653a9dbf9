import Observation
@testable import Panels
@testable import PanelsComponents
import Testing

@Suite("Shell state rules and references")
struct ShellStateTests {
    @Test func openingTheMenuDoesNotOpenTheToolbar() {
        let shell = ShellState()
        shell.openMenu()
        #expect(shell.isMenuOpen)
        #expect(!shell.isToolbarOpen)
    }

    @Test func closingTheMenuClosesTheToolbarAndWaitsForTheSlideOut() {
        let shell = ShellState()
        var hidden: [String] = []
        shell.onMenuHidden = { hidden.append("menu") }
        shell.onToolbarHidden = { hidden.append("toolbar") }
        shell.openToolbar()
        shell.openMenu()
        shell.closeMenu()
        #expect(!shell.isMenuOpen && !shell.isToolbarOpen)
        // The callbacks wait for the end of the slide-out, which the shell reports.
        #expect(hidden.isEmpty)
        shell.toolbarSlideEnded()
        shell.menuSlideEnded()
        #expect(hidden == ["toolbar", "menu"])
        // Closing again reports nothing: no transition.
        shell.closeMenu()
        shell.menuSlideEnded()
        #expect(hidden == ["toolbar", "menu"])
    }

    @Test func openingAgainBeforeTheSlideOutEndsCancelsTheCallback() {
        let shell = ShellState(menuOpen: true)
        var hidden = 0
        shell.onMenuHidden = { hidden += 1 }
        shell.closeMenu()
        shell.openMenu()
        shell.menuSlideEnded()
        #expect(hidden == 0)
    }

    @Test func toolbarTogglesIndependently() {
        let shell = ShellState()
        shell.toggleToolbar()
        #expect(shell.isToolbarOpen && !shell.isMenuOpen)
        shell.toggleToolbar()
        #expect(!shell.isToolbarOpen)
    }

    @Test func changesAreObservable() {
        let shell = ShellState()
        nonisolated(unsafe) var changed = false
        withObservationTracking {
            _ = shell.isMenuOpen
        } onChange: {
            changed = true
        }
        shell.openToolbar()
        #expect(!changed)
        shell.openMenu()
        #expect(changed)
    }

    struct Settings { var volume = 3; var muted = false }
    final class Model { var settings = Settings() }

    @Test func refsWriteThroughAndDeriveParts() {
        let model = Model()
        let settings = Ref(model, \.settings)
        let volume = settings.volume
        volume.value = 7
        #expect(model.settings.volume == 7)
        settings.muted.value = true
        #expect(model.settings.muted)
        #expect(Ref.constant(5).value == 5)
    }
}
