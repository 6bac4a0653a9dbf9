import ArgumentParser
import Foundation
import Panels
import PanelsDemoSupport
import PanelsPreview
import PanelsSDL
import PanelsSamples
import Testing

/// The preview's contact sheet: what it reports (truncation, fallbacks, bad data),
/// what it marks, and how options become a plan.
@Suite("Contact sheet")
struct ContactSheetTests {
    static let card = PreviewWidget.upcomingClass
    static let mark = RGBA(hex: 0xFF2D20)

    static func size(_ name: String) -> PreviewSize { card.sizes.first { $0.name == name }! }

    static func markPixels(_ image: PixelImage) -> Int {
        var count = 0
        for y in 0 ..< image.height { for x in 0 ..< image.width where image.pixel(x: x, y: y) == mark { count += 1 } }
        return count
    }

    /// A copy of the bundled card assets in a temporary folder (the originals are never touched).
    static func copyOfAssets() throws -> URL {
        let target = FileManager.default.temporaryDirectory.appendingPathComponent("panels-sheet-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: try UpcomingClassAssets.folder(), to: target)
        return target
    }

    /// A copy of the card's assets whose English "nothing" subtitle is too long for
    /// en-XA's medium card (the bundled copy fits everywhere).
    static func assetsWithALongSubtitle() throws -> URL {
        let folder = try copyOfAssets()
        let en = folder.appendingPathComponent("en.lproj/Widget.strings")
        let text = try String(contentsOf: en, encoding: .utf8)
        try text.replacingOccurrences(
            of: "\"nothing.subtitle\" = \"Find your next class\";",
            with: "\"nothing.subtitle\" = \"Find a class you'll love nearby\";"
        ).write(to: en, atomically: true, encoding: .utf8)
        return folder
    }

    /// A caption of several lines that leaves one short word alone on a line is marked
    /// ("stranded word"): the card's "Open the app to sign in" did in the small cell,
    /// until its English string joined "sign in" with a no-break space.
    @Test func aShortWordAloneOnALineIsMarked() throws {
        let folder = try Self.copyOfAssets()
        defer { try? FileManager.default.removeItem(at: folder) }
        let en = folder.appendingPathComponent("en.lproj/Widget.strings")
        let text = try String(contentsOf: en, encoding: .utf8)
        #expect(text.contains("sign\\U00A0in"))
        try text.replacingOccurrences(of: "sign\\U00A0in", with: "sign in").write(
            to: en, atomically: true, encoding: .utf8)
        let axes = SheetAxes(
            locales: ["en", "ja"], appearances: [.light], sizes: [Self.size("small")], states: ["logged-out"])
        let result = try ContactSheet(widget: Self.card, axes: axes, assetsFolder: folder).render()
        #expect(
            result.issues.map(\.description) == [
                "stranded word: en · light · small · logged-out: \"Open the app to sign in\" leaves \"in\" alone on a line"
            ])
        #expect(result.markedCells == 1)
    }

    @Test func truncatedCaptionsAreReportedAndMarked() throws {
        let folder = try Self.assetsWithALongSubtitle()
        defer { try? FileManager.default.removeItem(at: folder) }
        let axes = SheetAxes(
            locales: ["en", "en-XA"], appearances: [.light], sizes: [Self.size("medium")],
            states: ["nothing", "logged-out"])
        let result = try ContactSheet(widget: Self.card, axes: axes, assetsFolder: folder).render()
        let descriptions = result.issues.map(\.description)
        #expect(
            descriptions.contains { $0.hasPrefix("truncated: en-XA · light · medium · nothing: \"[") },
            "\(descriptions)")
        #expect(!descriptions.contains { $0.contains(" en · ") }, "\(descriptions)")
        #expect(result.markedCells == 1)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(Self.markPixels(result.image) > 500)

        let clean = try ContactSheet(
            widget: Self.card,
            axes: SheetAxes(
                locales: ["en"], appearances: [.light],
                sizes: [Self.size("medium")], states: ["nothing"])
        ).render()
        #expect(clean.issues.isEmpty && clean.markedCells == 0)
        #expect(Self.markPixels(clean.image) == 0)
    }

    @Test func theBundledSheetMarksNothing() throws {
        let axes = SheetAxes(
            locales: UpcomingClassDemoModel.locales, appearances: [.light],
            sizes: CardSize.allCases.map { Self.size($0.rawValue) },
            states: ["upcoming", "nothing", "logged-out", "placeholder"])
        let result = try ContactSheet(widget: Self.card, axes: axes).render()
        #expect(result.issues.isEmpty, "\(result.issues.map(\.description))")
        #expect(result.markedCells == 0)
    }

    @Test func intendedTruncationIsNotMarked() throws {
        // A venue name far too long for its one line: cut on purpose (the card says
        // `.truncationIntended()`), so no mark; a class name that long is marked.
        let folder = try Self.copyOfAssets()
        defer { try? FileManager.default.removeItem(at: folder) }
        let data = folder.appendingPathComponent("long.json")
        let long = "The Very Long Name of a Studio Somewhere Along the Canal Ring"
        try Data(
            """
            {"loggedIn": true, "timeZone": "Europe/Amsterdam", "reservations": [
              {"id": "a", "startTime": "2026-11-22T19:00:00+01:00", "className": "Yin",
               "venueName": "\(long)", "neighborhood": "Jordaan", "image": "yoga"}]}
            """.utf8
        ).write(to: data)
        let axes = SheetAxes(locales: ["en"], appearances: [.light], sizes: [Self.size("small")], states: ["upcoming"])
        let venue = try ContactSheet(widget: Self.card, axes: axes, assetsFolder: folder, dataFile: data).render()
        #expect(venue.issues.isEmpty, "\(venue.issues.map(\.description))")
        try Data(
            """
            {"loggedIn": true, "timeZone": "Europe/Amsterdam", "reservations": [
              {"id": "a", "startTime": "2026-11-22T19:00:00+01:00", "className": "\(long)",
               "venueName": "Studio", "neighborhood": "Jordaan", "image": "yoga"}]}
            """.utf8
        ).write(to: data)
        let name = try ContactSheet(widget: Self.card, axes: axes, assetsFolder: folder, dataFile: data).render()
        #expect(name.issues.map(\.kind) == [.truncated], "\(name.issues.map(\.description))")
    }

    @Test func stringsThatFallBackAreReportedPerCell() throws {
        let folder = try Self.copyOfAssets()
        defer { try? FileManager.default.removeItem(at: folder) }
        let nl = folder.appendingPathComponent("nl.lproj/Widget.strings")
        let text = try String(contentsOf: nl, encoding: .utf8)
        try text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("\"nothing.subtitle\"") }.joined(separator: "\n")
            .write(to: nl, atomically: true, encoding: .utf8)
        let axes = SheetAxes(
            locales: ["nl", "de"], appearances: [.dark], sizes: [Self.size("small")],
            states: ["upcoming", "nothing"])
        let result = try ContactSheet(widget: Self.card, axes: axes, assetsFolder: folder).render()
        let fallbacks = result.issues.filter { $0.kind == .fallback }
        #expect(fallbacks.count == 1, "\(result.issues)")
        #expect(fallbacks.first?.row == "nl · dark" && fallbacks.first?.column == "small · nothing")
        #expect(fallbacks.first?.detail.contains("\"nothing.subtitle\" has no nl translation") == true)
        #expect(fallbacks.first?.detail.contains("en.lproj/Widget.strings:") == true, "\(fallbacks)")
        #expect(Self.markPixels(result.image) > 0)
    }

    @Test func badReservationsAreReportedWithPositionAndShowThePlaceholder() throws {
        let folder = try Self.copyOfAssets()
        defer { try? FileManager.default.removeItem(at: folder) }
        let data = folder.appendingPathComponent("broken.json")
        try Data(
            "{\"loggedIn\": true,\n \"timeZone\": \"Europe/Amsterdam\",\n \"reservations\": [ {\"id\": 7} ]\n}".utf8
        ).write(to: data)
        let fixture = Self.card.prepare(PreviewRequest(assetsFolder: folder, dataFile: data, now: Self.card.defaultNow))
        #expect(fixture.diagnostics.count == 1)
        #expect(fixture.diagnostics.first?.location?.file == data.path)
        #expect(fixture.diagnostics.first?.line == 3)
        #expect(fixture.diagnostics.first?.description.hasPrefix(data.path + ":3:") == true, "\(fixture.diagnostics)")
        let cell = Composition(
            fixture.make("upcoming", Self.size("small")), size: Size(width: 158, height: 158),
            context: UpcomingClassAssets.context(folder: folder),
            measurer: SDLTextMeasurer.shared(scale: 1))
        #expect(cell.layoutDump.contains("_Redacted"))

        let result = try ContactSheet(
            widget: Self.card,
            axes: SheetAxes(
                locales: ["en"], appearances: [.light],
                sizes: [Self.size("small")], states: ["upcoming"]),
            assetsFolder: folder, dataFile: data
        ).render()
        #expect(result.diagnostics == fixture.diagnostics)
    }

    @Test func theSameSheetRendersTheSamePixels() throws {
        let axes = SheetAxes(
            locales: ["ar", "fr"], appearances: [.light, .dark], sizes: [Self.size("small")],
            states: ["upcoming", "placeholder"])
        let first = try ContactSheet(widget: Self.card, axes: axes, scale: 1).render()
        let second = try ContactSheet(widget: Self.card, axes: axes, scale: 1).render()
        #expect(first.image == second.image)
        #expect(first.issues == second.issues)
        // Header plus four rows, each as wide as the label column and two cells.
        let expectedWidth: Double = 12 * 2 + 120 + 2 * (8 + 158 + 20)
        #expect(Double(first.image.width) == expectedWidth)
    }

    @Test func optionsBecomeAPlan() throws {
        let runner = PreviewRunner(widgets: [Self.card])
        let plan = try runner.plan(try PreviewOptions.parse(["upcoming-class", "--now", "2026-11-25T09:00:00+01:00"]))
        #expect(plan.locales == ["en", "ar", "de", "fr", "he", "ja", "nl", "pt-PT", "en-XA", "ar-XB"])
        #expect(plan.appearances == [.light, .dark])
        #expect(plan.sizes.map(\.name) == ["small", "medium", "large"])
        #expect(plan.states == ["upcoming", "nothing", "logged-out"])
        #expect(plan.axes.cellCount == 10 * 2 * 3 * 3)
        #expect(plan.now == ISO8601DateFormatter().date(from: "2026-11-25T08:00:00Z"))
        let some = try runner.plan(
            try PreviewOptions.parse([
                "upcoming-class", "--locales", "fr,ar", "--sizes", "large",
                "--states", "placeholder", "--appearances", "dark",
            ]))
        #expect(some.axes.rows.map(\.label) == ["fr · dark", "ar · dark"])
        #expect(some.axes.columns.map(\.label) == ["large · placeholder"])
        #expect(throws: ValidationError.self) {
            try runner.plan(try PreviewOptions.parse(["upcoming-class", "--sizes", "huge"]))
        }
        #expect(throws: ValidationError.self) { try runner.plan(try PreviewOptions.parse(["nope"])) }
        #expect(throws: (any Error).self) { try PreviewOptions.parse(["upcoming-class", "--now", "tomorrow"]) }
    }

    /// A locale with no tables and no language Foundation knows is a usage error
    /// before rendering (xx-ZZ rendered as the development language; 🙂 trapped in
    /// Foundation); one whose language is known (en-GB) is previewed, falling back.
    @Test(arguments: ["xx-ZZ", "🙂", "fr,qq", String(repeating: "x", count: 10_000)])
    func unknownLocalesAreUsageErrors(_ locales: String) throws {
        let runner = PreviewRunner(widgets: [Self.card])
        let error = #expect(throws: ValidationError.self) {
            try runner.plan(try PreviewOptions.parse(["upcoming-class", "--locales", locales]))
        }
        #expect(error?.message.hasPrefix("Unknown locale \"") == true, "\(String(describing: error))")
        #expect((error?.message.count ?? 0) < 300, "\(String(describing: error))")
        let known = try runner.plan(try PreviewOptions.parse(["upcoming-class", "--locales", "en-GB,en-XA"]))
        #expect(known.locales == ["en-GB", "en-XA"])
    }

    @Test func aUsersOwnWidgetGoesThroughTheSameRunner() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("panels-own-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("fr.lproj"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "\"hello\" = \"Hello there, this greeting is far too long for its badge\";\n\"bye\" = \"Bye\";\n"
            .write(to: folder.appendingPathComponent("en.lproj/Main.strings"), atomically: true, encoding: .utf8)
        try "\"hello\" = \"Bonjour\";\n".write(
            to: folder.appendingPathComponent("fr.lproj/Main.strings"), atomically: true, encoding: .utf8)
        let badge = PreviewWidget(
            name: "badge", assetsFolder: folder, sizes: [PreviewSize("tiny", Size(width: 90, height: 40))],
            states: ["hello", "bye"]
        ) { state, _ in
            AnyPanel(Caption(key: state, table: "Main").lineLimit(1).padding(8))
        }
        let output = folder.appendingPathComponent("sheet.png")
        let options = try PreviewOptions.parse([
            "badge", "--locales", "all", "--appearances", "light", "-o", output.path,
        ])
        try PreviewRunner(widgets: [badge]).run(options)
        let image = try PNGCodec.read(output)
        #expect(image.width > 0)
        let result = try ContactSheet(widget: badge, axes: try PreviewRunner(widgets: [badge]).plan(options).axes)
            .render()
        let lines = result.issues.map(\.description)
        #expect(lines.contains { $0.hasPrefix("truncated: en · light · tiny · hello") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("fallback: fr · light · tiny · bye") }, "\(lines)")
    }

    @Test func captionsOutsideTheWidgetAreReportedAsOverflow() throws {
        let list = PreviewWidget(
            name: "list", assetsFolder: nil, sizes: [PreviewSize("short", Size(width: 90, height: 40))],
            states: ["full"]
        ) { _, _ in
            AnyPanel(
                Column(alignment: .leading, spacing: 0) {
                    for word in ["one", "two", "three", "four"] { Caption(word) }
                })
        }
        let result = try ContactSheet(
            widget: list,
            axes: SheetAxes(
                locales: ["en"], appearances: [.light],
                sizes: list.sizes, states: ["full"])
        ).render()
        let overflows = result.issues.filter { $0.kind == .overflow }.map(\.detail)
        #expect(overflows.contains { $0.hasPrefix("\"one\" reaches outside the widget") }, "\(result.issues)")
        #expect(overflows.contains { $0.hasPrefix("\"four\" reaches outside the widget") }, "\(result.issues)")
        #expect(result.markedCells == 1)
    }

    /// A picture that is found but does not decode (its IHDR checksum flipped) marks
    /// its cell and is listed as a broken picture; a whole one beside it marks nothing
    /// (the cell was left unmarked: the problem was only on the sheet's list).
    @Test func cellsWhosePictureDoesNotDecodeAreMarked() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("panels-crc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let green = PixelImage(
            width: 8, height: 8, bytes: Array(repeating: [0, 160, 0, 255], count: 64).flatMap { $0 })
        var bytes = [UInt8](try PNGCodec.encode(green))
        try Data(bytes).write(to: folder.appendingPathComponent("whole.png"))
        bytes[32] ^= 1  // the last byte of the IHDR chunk's checksum
        try Data(bytes).write(to: folder.appendingPathComponent("damaged.png"))
        let gallery = PreviewWidget(
            name: "photo", assetsFolder: nil, pictureFolder: folder,
            sizes: [PreviewSize("small", Size(width: 60, height: 60))], states: ["whole", "damaged"]
        ) { state, _ in
            AnyPanel(Picture(state).frame(width: 40, height: 40))
        }
        let result = try ContactSheet(
            widget: gallery,
            axes: SheetAxes(locales: ["en"], appearances: [.light], sizes: gallery.sizes, states: ["whole", "damaged"])
        ).render()
        #expect(result.markedCells == 1, "\(result.issues)")
        #expect(result.issues.count == 1, "\(result.issues)")
        let issue = try #require(result.issues.first)
        #expect(issue.kind == .brokenPicture && issue.column.hasSuffix("damaged"), "\(issue)")
        #expect(issue.detail.contains("damaged.png") && issue.detail.contains("IHDR"), "\(issue)")
        #expect(issue.description.hasPrefix("broken picture: en · light · "), "\(issue)")
        #expect(Self.markPixels(result.image) > 100)
    }

    /// A `--data` link that leads round in a loop is named as such (it was "the file
    /// does not exist").
    @Test func aDataLinkLoopIsNamedAsSuch() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("panels-loop-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let loop = folder.appendingPathComponent("loop.json")
        try FileManager.default.createSymbolicLink(atPath: loop.path, withDestinationPath: "loop.json")
        let failure = #expect(throws: (any Error).self) {
            try PreviewRunner(widgets: [Self.card]).plan(
                try PreviewOptions.parse(["upcoming-class", "--data", loop.path, "--locales", "en"]))
        }
        let said = failure.map { "\($0)" } ?? ""
        #expect(said.hasSuffix("loop.json: is a link that leads round in a loop, to no file"), "\(said)")
    }
}
