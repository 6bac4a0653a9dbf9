import Foundation
import Panels
import PanelsAssetFiles
import PanelsComponents
import PanelsSamples
import Testing
import PanelsTestSupport

@Suite("Sheet scene")
struct SheetSceneTests {
    @Test("Tapping a pin scrolls the studio list to its studio and raises the sheet to half")
    func pinTap() throws {
        let model = SheetModel(detent: .collapsed)
        let stage = Stage(measurer: WordWidthMeasurer()) { SheetScene(model: model) }
        var driver = Driver(stage, size: SheetPhone.size)
        let studio = try #require(StudioListing.sample.studiosByDistance.dropFirst(9).first)
        let pin = try #require(stage.presentedFrame(id: "pin.\(studio.id)"))
        driver.down(pin.midX, pin.midY)
        driver.up(pin.midX, pin.midY)
        driver.frame(at: 0.01)
        #expect(model.detent == .half && model.segment == .studios)
        driver.frame(at: 2)
        let sheet = try #require(stage.presentedFrame(id: "snapsheet"))
        #expect(sheet.minY == SheetPhone.size.height / 2)
        let row = try #require(stage.presentedFrame(id: studio.id))
        let list = try #require(stage.presentedFrame(id: "sheet.studios"))
        #expect(abs(row.minY - list.minY) < 0.5, "the studio's row is at the list's top")
        #expect(model.studiosOffset.y > 0)
    }

    @Test("A pin and its row select each other; the map collapses the sheet; the toggle switches map and list")
    func pinsRowsAndTheMap() throws {
        let model = SheetModel()
        let stage = Stage(measurer: WordWidthMeasurer()) { SheetScene(model: model) }
        var driver = Driver(stage, size: SheetPhone.size)
        func selected(_ label: String) -> Bool {
            stage.accessibilityTree().elements.contains { $0.label.hasPrefix(label) && $0.states.contains(.selected) }
        }
        // A pin: its studio's row is selected (and scrolled to, as pinTap checks).
        let studio = try #require(StudioListing.sample.studiosByDistance.dropFirst(3).first)
        let pin = try #require(stage.presentedFrame(id: "pin.\(studio.id)"))
        driver.down(pin.midX, pin.midY)
        driver.up(pin.midX, pin.midY)
        driver.frame(at: 2)
        #expect(model.selectedStudio == studio.id)
        #expect(selected(studio.name), "the row and the pin read as selected")
        // A row: its pin is selected.
        let other = try #require(StudioListing.sample.studiosByDistance.first)
        let row = try #require(stage.presentedFrame(id: other.id))
        driver.down(row.midX, row.midY)
        driver.up(row.midX, row.midY)
        driver.frame(at: 2.1)
        #expect(model.selectedStudio == other.id)
        #expect(
            stage.accessibilityTree().elements.contains {
                $0.id == "pin.\(other.id)" && $0.label == "\(other.name) · \(other.area)"
                    && $0.states.contains(.selected)
            })
        // The map (not a pin): the sheet collapses.
        driver.down(5, 5)
        driver.up(5, 5)
        driver.frame(at: 4)
        #expect(model.detent == .collapsed && model.showsMap)
        // The toggle: back to the list at half, and to the map again.
        let toggle = try #require(stage.presentedFrame(id: "sheet.toggle"))
        driver.down(toggle.midX, toggle.midY)
        driver.up(toggle.midX, toggle.midY)
        driver.frame(at: 6)
        #expect(model.detent == .half)
        let again = try #require(stage.presentedFrame(id: "sheet.toggle"))
        driver.down(again.midX, again.midY)
        driver.up(again.midX, again.midY)
        driver.frame(at: 8)
        #expect(model.detent == .collapsed)
    }

    @Test("Studios are listed nearest first and classes earliest first, in the scene as in the listing")
    func ordering() {
        let listing = StudioListing.sample
        let studios = listing.studiosByDistance
        #expect(Set(studios.map(\.id)) == Set(listing.studios.map(\.id)))
        #expect(zip(studios, studios.dropFirst()).allSatisfy { $0.distance <= $1.distance })
        let classes = listing.classesByStart
        #expect(classes.count == listing.classes.count)
        #expect(zip(classes, classes.dropFirst()).allSatisfy { $0.minuteOfDay <= $1.minuteOfDay })
        #expect(StudioListing.StudioClass.sample(start: "07:30").minuteOfDay == 450)
        for bad in ["", "7", "25:00", "07:61", "ab:cd", "07:30:00"] {
            #expect(StudioListing.StudioClass.sample(start: bad).minuteOfDay == 0, "\(bad)")
        }
        // The scene's first rows are the nearest studios, in order, top to bottom.
        let model = SheetModel(detent: .expanded)
        let stage = Stage(measurer: WordWidthMeasurer()) { SheetScene(model: model) }
        _ = stage.frame(size: SheetPhone.size, scale: 1, at: 0)
        let tops = studios.prefix(4).map { stage.presentedFrame(id: $0.id)?.minY ?? -1 }
        #expect(tops.allSatisfy { $0 >= 0 } && tops == tops.sorted(), "\(tops)")
        // Best rated first, as a choice: the list reorders, the map's pins stay the nearest.
        let rated = StudioListing.byRating(studios)
        #expect(zip(rated, rated.dropFirst()).allSatisfy { $0.rating >= $1.rating })
        let pins = Set(studios.prefix(4).map { stage.presentedFrame(id: "pin.\($0.id)") != nil })
        model.sort(by: .rating, first: rated.first?.id)
        _ = stage.frame(size: SheetPhone.size, scale: 1, at: 1)
        let ratedTops = rated.prefix(4).map { stage.presentedFrame(id: $0.id)?.minY ?? -1 }
        #expect(ratedTops.allSatisfy { $0 >= 0 } && ratedTops == ratedTops.sorted(), "\(ratedTops)")
        #expect(pins == Set(studios.prefix(4).map { stage.presentedFrame(id: "pin.\($0.id)") != nil }))
    }

    @Test("Kora's data: 30-odd studios, brands with several venues, classes at known studios with prices")
    func listing() {
        let listing = StudioListing.sample
        #expect(listing.studios.count >= 30 && listing.classes.count >= 60)
        #expect(listing.classes.allSatisfy { listing.studio($0.studio) != nil })
        #expect(Set(listing.studios.map(\.id)).count == listing.studios.count)
        #expect(Set(listing.classes.map(\.id)).count == listing.classes.count)
        // Every brand has more than one venue, and every venue's brand exists.
        for brand in listing.brands {
            #expect(listing.studios.filter { $0.brand == brand.id }.count >= 2, "\(brand.name)")
        }
        #expect(
            listing.studios.allSatisfy { studio in
                studio.brand == nil || listing.brands.contains { $0.id == studio.brand }
            })
        // Named and priced by hand: no class without its studio's name for it or a price,
        // every time a real time of day, every studio's pin on the map.
        #expect(listing.classes.allSatisfy { ($0.title?.isEmpty == false) && ($0.price ?? 0) > 0 })
        #expect(
            listing.classes.allSatisfy {
                $0.start == String(format: "%02d:%02d", $0.minuteOfDay / 60, $0.minuteOfDay % 60)
            })
        #expect(listing.studios.allSatisfy { (0 ... 1).contains($0.x) && (0 ... 1).contains($0.y) && $0.rating <= 5 })
    }

    @Test("Every Sheet string is translated in each of the card's locales; the pseudo-locales are generated")
    func everyStringLocalized() throws {
        let catalog = AssetCatalog.load(from: try StudioListing.folder())
        #expect(catalog.problems.isEmpty, "\(catalog.problems)")
        let english = try #require(catalog.strings.tables["en"]?["Sheet"])
        let listing = StudioListing.sample
        // Every key the scene asks for, the kinds of the sample data included.
        let used =
            [
                "sheet.title", "sheet.studios", "sheet.classes", "sheet.distance", "sheet.rating", "sheet.minutes",
                "sheet.full", "sheet.startsAfter", "sheet.filter", "sheet.showMap", "sheet.showList",
                "sheet.kindInArea", "sheet.sort", "sheet.sort.distance", "sheet.sort.rating",
            ]
            + Set(listing.studios.map(\.kind) + listing.classes.map(\.kind)).map { "kind.\($0)" }
        for key in used { #expect(english[key] != nil, "en has no \(key)") }
        // The card's translations (its locale list, pseudo-locales aside): adding one
        // to the card makes this fail until Sheet has it too.
        let translated = UpcomingClassDemoModel.locales.filter { PseudoLocale(tag: $0) == nil && $0 != "en" }
        #expect(translated.contains("ja") && translated.contains("he"))
        for locale in translated {
            let table = catalog.strings.tables[locale]?["Sheet"] ?? [:]
            #expect(
                Set(table.keys) == Set(english.keys), "\(locale): \(Set(english.keys).symmetricDifference(table.keys))")
        }
        // Like the card's tables, none ships en-XA or ar-XB: they come from English.
        #expect(catalog.strings.tables["en-XA"] == nil && catalog.strings.tables["ar-XB"] == nil)
    }
}

extension StudioListing.StudioClass {
    static func sample(start: String) -> Self {
        try! JSONDecoder().decode(
            Self.self,
            from: Data(
                #"{"id": "c", "kind": "yoga", "studio": "s", "start": "\#(start)", "minutes": 60, "spots": 3}"#.utf8))
    }
}
