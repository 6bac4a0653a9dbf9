import Foundation
import Panels
import PanelsSDL
import PanelsSamples
import PanelsSnapshotTesting
import Testing

/// Kora, driven as its users drive it — found by id, label and role, never by
/// coordinates (`PanelTester`): the map and list toggled, a pin selecting its row, the
/// "starts after" scrubber filtering the classes, a booking cancelled through its
/// confirmation, a class booked, the menu's sections, and the settings applied to
/// every screen.
@Suite("Kora, the app, end to end", .serialized)
@MainActor
struct KoraAppTests {
    static let size = SheetPhone.size

    func tester(_ model: KoraModel) -> PanelTester {
        let tester = PanelTester(size: Self.size) { KoraApp(model: model) }
        _ = try? tester.settle()
        return tester
    }

    /// The ids of the elements in the window (not offscreen) whose ids start with `prefix`.
    func shown(_ tester: PanelTester, prefix: String) -> [AccessibilityElement] {
        tester.tree.elements.filter { ($0.id ?? "").hasPrefix(prefix) && !$0.states.contains(.offscreen) }
    }

    @Test("Explore: the toggle collapses the sheet to show the map, and raises it again")
    func toggleMapAndList() throws {
        let model = KoraModel(section: .explore)
        let tester = tester(model)
        #expect(model.explore.detent == .half)
        try tester.tap(.id("sheet.toggle"))
        _ = try tester.settle()
        #expect(model.explore.detent == .collapsed)
        #expect(try tester.find(.id("sheet.toggle")).label.contains("List"))
        try tester.tap(.id("sheet.toggle"))
        _ = try tester.settle()
        #expect(model.explore.detent == .half)
        #expect(try tester.find(.id("sheet.toggle")).label.contains("Map"))
    }

    @Test("Explore: a pin selects its studio, whose row is scrolled into view and marked selected")
    func pinSelectsItsRow() throws {
        let model = KoraModel(section: .explore)
        let tester = tester(model)
        // The pins on the map above the sheet, nearest studios first: pick one whose row
        // is not yet shown.
        let sheetTop = try tester.find(.id("sheet.toggle")).frame.minY - 24
        let pins = shown(tester, prefix: "pin.").filter { $0.frame.maxY < sheetTop }
        try #require(!pins.isEmpty)
        let listed = Set(shown(tester, prefix: "studio-row.").compactMap(\.id))
        let pin =
            pins.first { !listed.contains("studio-row." + String(($0.id ?? "").dropFirst(4))) } ?? pins[pins.count - 1]
        let studio = String((pin.id ?? "").dropFirst(4))
        try tester.tap(.id(pin.id ?? ""))
        _ = try tester.settle()
        #expect(model.explore.selectedStudio == studio)
        let row = try tester.find(.id("studio-row.\(studio)"))
        #expect(row.states.contains(.selected))
        #expect(!row.states.contains(.offscreen), "the row is scrolled into the window")
        #expect(row.frame.maxY <= Self.size.height && row.frame.minY >= 0)
        // And the other way: a row selects its pin.
        let other = try #require(
            StudioListing.sample.studiosByDistance.first { candidate in
                candidate.id != studio
                    && shown(tester, prefix: "studio-row.").contains { $0.id == "studio-row.\(candidate.id)" }
            })
        try tester.tap(.id("studio-row.\(other.id)"))
        _ = try tester.settle()
        #expect(model.explore.selectedStudio == other.id)
        #expect(try tester.find(.id("pin.\(other.id)")).states.contains(.selected))
    }

    @Test("Explore: the scrubber's keys move the 'starts after' time, and the class list follows it")
    func scrubbingFiltersClasses() throws {
        let model = KoraModel(section: .explore)
        let tester = tester(model)
        try tester.tap(.id("segment.classes"))
        _ = try tester.settle()
        let before = shown(tester, prefix: "sheet.class.")
        try #require(!before.isEmpty)
        let all = StudioListing.sample.classesByStart
        #expect(before.first?.id == "sheet.class.\(all[0].id)", "the earliest class first")
        // Focus the scrubber and step it: each step is 15 minutes later.
        try tester.tap(.id("scrubber"))
        _ = try tester.settle()
        for _ in 0 ..< 24 { tester.press("ArrowRight") }
        _ = try tester.settle()
        let after = Int(model.explore.startsAfter)
        #expect(after >= all[0].minuteOfDay + 6 * 60 - 15, "24 steps of 15 minutes, from the earliest class")
        let first = try #require(all.first { $0.minuteOfDay >= after })
        let now = shown(tester, prefix: "sheet.class.")
        #expect(now.first?.id == "sheet.class.\(first.id)", "the list starts at the first class after the filter")
        #expect(now.first?.id != before.first?.id)
        #expect(!now.contains { $0.id == "sheet.class.\(all[0].id)" })
    }

    @Test("Bookings: the bin asks first; 'Cancel booking' cancels, 'Keep it' keeps")
    func cancelThroughTheConfirmation() throws {
        let model = KoraModel(section: .bookings)
        let tester = tester(model)
        let first = try #require(model.bookings.first)
        let count = model.bookings.count
        try tester.tap(.id("kora.booking.\(first).cancel"))
        _ = try tester.settle()
        #expect(model.confirmingCancel == first)
        // Keep it: nothing changes.
        try tester.tap(.role(.button, label: "Keep it"))
        _ = try tester.settle()
        #expect(model.bookings.count == count && model.confirmingCancel == nil)
        // Again, and cancel.
        try tester.tap(.id("kora.booking.\(first).cancel"))
        _ = try tester.settle()
        try tester.tap(.role(.button, label: "Cancel booking"))
        _ = try tester.settle()
        #expect(!model.bookings.contains(first) && model.bookings.count == count - 1)
        #expect(!tester.exists(.id("kora.booking.\(first).cancel")))
    }

    @Test("Home: a class opens its page; Book adds it to the card and to Bookings")
    func bookingAClass() throws {
        let model = KoraModel(bookings: [])
        let tester = tester(model)
        let empty = try tester.find(.id("kora.card")).label
        #expect(empty.contains("No classes booked"), "\(empty)")
        let session = try #require(model.upcomingClasses().first { $0.spots > 0 })
        try tester.tap(.id("kora.class.\(session.id)"))
        _ = try tester.settle()
        try tester.tap(.id("kora.class.book"))
        _ = try tester.settle()
        #expect(model.bookings == [session.id])
        #expect(try tester.find(.id("kora.class.book")).label == "Booked")
        tester.press("Escape")
        _ = try tester.settle()
        #expect(try tester.find(.id("kora.card")).label.contains(session.title ?? ""))
    }

    @Test("The menu leads to every section and closes; the toolbar's shortcuts too")
    func menuAndToolbar() throws {
        let model = KoraModel()
        let tester = tester(model)
        for section in KoraModel.Section.allCases.reversed() {
            try tester.tap(.id("kora.menu"))
            _ = try tester.settle()
            #expect(model.shell.isMenuOpen)
            try tester.tap(.id("kora.menu.\(section.rawValue)"))
            _ = try tester.settle()
            #expect(model.section == section && !model.shell.isMenuOpen)
        }
        try tester.tap(.id("kora.shortcuts"))
        _ = try tester.settle()
        #expect(model.shell.isToolbarOpen)
        try tester.tap(.id("kora.toolbar.explore"))
        _ = try tester.settle()
        #expect(model.section == .explore)
    }

    @Test("Settings apply to every screen: language (right to left), the clock, appearance, text size")
    func settingsApplyEverywhere() throws {
        let model = KoraModel(section: .settings)
        let tester = tester(model)
        model.language = .ar
        model.clock = .twentyFourHour
        model.appearance = .dark
        model.textSize = .accessibility2
        _ = try tester.settle()
        #expect(tester.exists(.role(.choice, label: "اللغة")), "the Language choice, in Arabic")
        model.show(.home)
        _ = try tester.settle()
        let card = try tester.find(.id("kora.card"))
        #expect(card.label.contains("18:15"), "24-hour: \(card.label)")
        // Right to left: the menu control is at the left edge.
        let menu = try tester.find(.id("kora.menu"))
        #expect(menu.frame.minX < Self.size.width / 2)
        #expect(tester.stage.context.appearance == .light, "the app's setting, not the window's")
        model.language = .system
        model.clock = .twelveHour
        _ = try tester.settle()
        let twelve = try tester.find(.id("kora.card")).label
        #expect(twelve.contains("6:15") && twelve.contains("PM"), "12-hour: \(twelve)")
    }
}
