import Foundation
import Panels
import PanelsAssetFiles
import PanelsComponents
import PanelsSamples
import PanelsTestSupport
import Testing

/// The navigation scene on a stage: a class's context menu, a booking's cancel
/// confirmation pointing at its control, the sign-out alert, and every string in every
/// card locale.
@Suite("Navigation scene")
struct NavigationSceneTests {
    static let size = Size(width: 430, height: 760)

    static func stage(_ model: NavigationModel) -> (Stage, Driver) {
        let stage = Stage(measurer: WordWidthMeasurer()) { NavigationScene(model: model) }
        return (stage, Driver(stage, size: size))
    }

    @Test func aClassRowsContextMenuBooksItAndSetsItsReminder() throws {
        let model = NavigationModel()
        var (stage, driver) = Self.stage(model)
        let row = try #require(stage.presentedFrame(id: "class.0"))
        driver.send(.pointerDown(PointerEvent(location: Point(x: row.midX, y: row.midY), button: .secondary)))
        driver.send(.pointerUp(PointerEvent(location: Point(x: row.midX, y: row.midY), button: .secondary)))
        driver.frame(at: 0.5)
        #expect(model.classMenus[0].isOpen)
        let tree = stage.accessibilityTree().text
        #expect(tree.contains("menu \"Class actions\""), "\(tree)")
        #expect(tree.contains("menuItem \"Book\""), "\(tree)")
        // Down to Book (the first item), Return: booked, the menu closes.
        #expect(stage.keyDown(.down))
        #expect(stage.keyDown(.enter))
        driver.frame(at: 1)
        #expect(model.bookings.contains(0))
        #expect(!model.classMenus[0].isOpen)
        // From the keyboard: focus the row, Shift+F10, type "r" (Remind me), open it, "a day before".
        #expect(stage.keyDown(.tab))
        #expect(stage.focusedID == "class.0")
        #expect(stage.keyDown(KeyName("F10", modifiers: .shift)))
        driver.frame(at: 1.5)
        #expect(model.classMenus[0].isOpen)
        #expect(stage.keyDown(KeyName("r")))
        #expect(stage.keyDown(.right))
        driver.frame(at: 2)
        #expect(stage.keyDown(.down))
        #expect(stage.keyDown(.enter))
        driver.frame(at: 2.5)
        #expect(model.reminder[0] == .day, "\(stage.accessibilityTree().text)")
    }

    @Test func cancellingABookingAsksFirstAndReturnKeepsIt() throws {
        let model = NavigationModel()
        var (stage, driver) = Self.stage(model)
        model.tab = .bookings
        driver.frame(at: 0.1)
        let control = try #require(stage.presentedFrame(id: "booking.1.cancel"))
        #expect(control.width >= 44 && control.height >= 44)
        #expect(stage.click(at: Point(x: control.midX, y: control.midY)))
        driver.frame(at: 0.5)
        let tree = stage.accessibilityTree().text
        #expect(tree.contains("dialog") && tree.contains("Cancel this booking?"), "\(tree)")
        // Return runs the default, which keeps the booking (the destructive one is not).
        #expect(stage.keyDown(.enter))
        driver.frame(at: 1)
        #expect(model.bookings == [1, 4])
        #expect(model.confirmingCancel == nil)
        // Again, and choose "Cancel booking".
        #expect(stage.click(at: Point(x: control.midX, y: control.midY)))
        driver.frame(at: 1.5)
        // The dialog's own "Cancel booking" (the control that opened it has the same label).
        let elements = stage.accessibilityTree().elements
        let dialog = try #require(
            elements.firstIndex { $0.role == .dialog && $0.label.contains("Cancel this booking?") })
        let button = try #require(
            elements.first { $0.role == .button && $0.label == "Cancel booking" && $0.parent >= dialog })
        #expect(stage.perform(.press, on: button))
        driver.frame(at: 2)
        #expect(model.bookings == [4])
    }

    @Test func signingOutAsksInAnAlert() throws {
        let model = NavigationModel()
        var (stage, driver) = Self.stage(model)
        model.tab = .settings
        driver.frame(at: 0.1)
        let signOut = try #require(stage.presentedFrame(id: "settings.signout"))
        #expect(stage.click(at: Point(x: signOut.midX, y: signOut.midY)))
        driver.frame(at: 0.5)
        let tree = stage.accessibilityTree().text
        #expect(tree.contains("alertDialog") && tree.contains("Sign out?"), "\(tree)")
        // Focus is trapped: Tab stays among the alert's two buttons.
        for _ in 0 ..< 4 { _ = stage.keyDown(.tab) }
        #expect(model.signedIn)
        #expect(stage.keyDown(.escape))  // cancel
        driver.frame(at: 1)
        #expect(model.signedIn && !model.askingSignOut)
        #expect(stage.click(at: Point(x: signOut.midX, y: signOut.midY)))
        driver.frame(at: 1.5)
        let confirm = try #require(
            stage.accessibilityTree().elements.first {
                $0.role == .button && $0.label == "Sign out" && $0.frame != signOut
            })
        #expect(stage.perform(.press, on: confirm))
        driver.frame(at: 2)
        #expect(!model.signedIn)
    }

    @Test func everyNavigationStringIsTranslatedInEachCardLocale() throws {
        let folder = try #require(NavigationScene.assetsFolder)
        let catalog = AssetCatalog.load(from: folder)
        #expect(catalog.problems.isEmpty, "\(catalog.problems)")
        let english = try String(
            contentsOf: folder.appendingPathComponent("en.lproj/Navigation.strings"), encoding: .utf8)
        let keys = english.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("\"") else { return nil }
            return line.split(separator: "\"").first.map(String.init)
        }
        #expect(keys.count >= 50)
        for locale in ["nl", "fr", "pt-PT", "de", "ar", "he", "ja"] {
            for key in keys {
                let found = catalog.strings.lookup(key, table: "Navigation", locale: locale)
                #expect(found?.locale == locale, "\(key) has no \(locale) translation")
            }
        }
    }
}
