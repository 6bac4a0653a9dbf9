import Foundation
import Panels
import PanelsComponents
import PanelsSDL
import PanelsSamples
import PanelsSnapshotTesting
import SnapshotTesting
import Testing

/// The navigation scene drawn: its tabs in light, dark, high contrast and Arabic
/// (audited: WCAG AA contrast from the pixels, targets, labels, keyboard reach); a
/// push as a filmstrip, left to right and right to left, with less motion; a
/// session's screen with its back control.
///
/// Re-record after an intended change with
/// `SNAPSHOT_TESTING_RECORD=failed swift test --filter NavigationSnapshotTests` and look.
@Suite("Navigation snapshots", .serialized)
struct NavigationSnapshotTests {
    static let size = Size(width: 390, height: 640)

    @Test func theSceneInEveryAppearance() {
        let matrix =
            ContextVariant.appearances([.light, .dark])
            + [
                ContextVariant("dark-high-contrast") {
                    $0.appearance = .dark; $0.increasedContrast = true
                }
            ]
            + [
                ContextVariant("ar") {
                    $0.locale = Locale(identifier: "ar"); $0.layoutDirection = .rightToLeft
                }
            ]
            + ContextVariant.combinations(
                ContextVariant.locales(["ja", "en-XA"]), ContextVariant.appearances([.light, .dark]))
        assertSnapshots(of: NavigationScene(), matrix: matrix) { context in
            .image(size: Self.size, scale: 1, context: context, auditing: true)
        }
    }

    static func stage(_ model: NavigationModel, direction: LayoutDirection = .leftToRight, reduceMotion: Bool = false)
        -> Stage
    {
        var context = PanelContext()
        context.layoutDirection = direction
        context.reduceMotion = reduceMotion
        context.caretBlinks = false
        return Stage(context: context, measurer: SDLTextMeasurer.shared(scale: 1)) {
            NavigationScene(model: model)
        }
    }

    /// A session pushed at t = 0.1: the frames of its slide, 0.35 s ease-in-out.
    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func aPushSlides(_ direction: LayoutDirection) {
        let model = NavigationModel()
        let stage = Self.stage(model, direction: direction)
        _ = stage.frame(size: Self.size, scale: 1, at: 0)
        model.classesPath.push(.session(0))
        _ = stage.frame(size: Self.size, scale: 1, at: 0.1)
        assertSnapshot(
            of: stage, as: .filmstrip(size: Self.size, scale: 1, times: [0.1, 0.2, 0.275, 0.35, 0.5]),
            named: direction == .rightToLeft ? "push-rtl" : "push")
    }

    @Test func lessMotionChangesScreensAtOnce() {
        let model = NavigationModel()
        let stage = Self.stage(model, reduceMotion: true)
        _ = stage.frame(size: Self.size, scale: 1, at: 0)
        model.classesPath.push(.session(0))
        assertSnapshot(of: stage, as: .image(size: Self.size, scale: 1, at: 0.1), named: "pushed-reduced-motion")
    }

    /// A studio over a session over the list, focused by Tab: the back control names
    /// the session.
    @Test func aPushedScreenWithItsBackControl() {
        let model = NavigationModel()
        let stage = Self.stage(model)
        model.classesPath.screens = [.session(3), .studio(2)]
        _ = stage.frame(size: Self.size, scale: 2, at: 0)
        _ = stage.keyDown(.tab)
        #expect(stage.focusedID == "screenstack.back")
        assertSnapshot(of: stage, as: .image(size: Self.size, scale: 2, at: 0.1), named: "studio")
    }
}

/// The scene's dialogs and menus drawn where a person meets them: a class's context
/// menu with its reminders submenu open, a booking's cancel confirmation pointing at its
/// control, the sign-out alert; light and dark, and the confirmation right to left.
@Suite("Navigation snapshots: dialogs and menus", .serialized)
struct NavigationDialogSnapshotTests {
    static let size = NavigationSnapshotTests.size

    @Test(arguments: [Appearance.light, .dark])
    func aClassMenuWithItsSubmenu(_ appearance: Appearance) throws {
        let model = NavigationModel()
        let stage = NavigationSnapshotTests.stage(model)
        stage.context.appearance = appearance
        _ = stage.frame(size: Self.size, scale: 2, at: 0)
        let row = try #require(stage.presentedFrame(id: "class.2"))
        stage.handle(
            .pointerDown(PointerEvent(location: Point(x: row.minX + 120, y: row.midY), button: .secondary)), at: 0.1)
        stage.handle(
            .pointerUp(PointerEvent(location: Point(x: row.minX + 120, y: row.midY), button: .secondary)), at: 0.1)
        _ = stage.frame(size: Self.size, scale: 2, at: 0.2)
        for (step, key) in ["ArrowDown", "ArrowDown", "ArrowDown", "ArrowDown", "ArrowRight"].enumerated() {
            stage.keyDown(KeyName(key))
            _ = stage.frame(size: Self.size, scale: 2, at: 0.3 + Double(step) * 0.1)
        }
        #expect(stage.popovers.count == 2, "the menu and its submenu")
        assertSnapshot(of: stage, as: .image(size: Self.size, scale: 2, at: 1), named: "menu-\(appearance)")
    }

    @Test(arguments: [(Appearance.light, LayoutDirection.leftToRight), (.dark, .leftToRight), (.light, .rightToLeft)])
    func aBookingsCancelConfirmation(_ appearance: Appearance, _ direction: LayoutDirection) throws {
        let model = NavigationModel()
        model.tab = .bookings
        let stage = NavigationSnapshotTests.stage(model, direction: direction)
        stage.context.appearance = appearance
        _ = stage.frame(size: Self.size, scale: 2, at: 0)
        let control = try #require(stage.presentedFrame(id: "booking.1.cancel"))
        #expect(stage.click(at: Point(x: control.midX, y: control.midY)))
        #expect(model.confirmingCancel == 1)
        _ = stage.frame(size: Self.size, scale: 2, at: 0.5)
        #expect(stage.popovers.count == 1, "the confirmation")
        let name = "confirmation-\(appearance)" + (direction == .rightToLeft ? "-rtl" : "")
        assertSnapshot(of: stage, as: .image(size: Self.size, scale: 2, at: 1), named: name)
    }

    @Test(arguments: [Appearance.light, .dark])
    func theSignOutAlert(_ appearance: Appearance) throws {
        let model = NavigationModel()
        model.tab = .settings
        model.askingSignOut = true
        let stage = NavigationSnapshotTests.stage(model)
        stage.context.appearance = appearance
        _ = stage.frame(size: Self.size, scale: 2, at: 0)
        assertSnapshot(of: stage, as: .image(size: Self.size, scale: 2, at: 1), named: "alert-\(appearance)")
    }
}
