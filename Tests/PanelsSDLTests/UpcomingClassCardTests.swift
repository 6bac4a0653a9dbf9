import Foundation
import Panels
import PanelsSDL
import PanelsSamples
import Testing

/// The upcoming-class card per state and size: frames, texts and what is drawn,
/// from the bundled assets and the sample reservations.
@Suite("Upcoming-class card")
struct UpcomingClassCardTests {
    static let sample = UpcomingClassAssets.sampleState()
    static let translated = ["en", "nl", "fr", "pt-PT", "de", "ar"]

    static func compose(
        _ state: UpcomingClassState, _ size: CardSize, locale: String = "en",
        appearance: Appearance = .light, log: DiagnosticLog = DiagnosticLog()
    ) -> Composition {
        var context = UpcomingClassAssets.context(locale: locale, appearance: appearance)
        context.diagnostics = log
        return Composition(
            UpcomingClassCard(state: state, size: size), size: size.points, scale: 1,
            context: context, measurer: SDLTextMeasurer.shared(scale: 1))
    }

    /// The frame of the node with explicit id `id` (the topmost when several have it).
    static func frame(_ composition: Composition, id: String) -> Rect? {
        composition.tree.explicitIDs.filter { $0.value == id }.map { composition.frames[Int($0.key)] }
            .min { $0.minY < $1.minY }
    }

    /// Caption texts in order, with the formatter's no-break spaces as plain spaces and
    /// direction marks removed (ICU puts U+202F before "PM").
    /// The text of the captions, icons (glyphs of the icon font) left out.
    static func captions(_ composition: Composition) -> [String] {
        composition.tree.nodes.compactMap {
            if case .caption(let c) = $0.kind, c.style.family != IconSet.family { plain(c.text) } else { nil }
        }
    }

    static func plain(_ text: String) -> String {
        String(
            String.UnicodeScalarView(
                text.unicodeScalars.compactMap { scalar -> Unicode.Scalar? in
                    switch scalar.value {
                    case 0x00A0, 0x202F: return " "
                    case 0x200E, 0x200F, 0x061C: return nil
                    default: return scalar
                    }
                }))
    }

    @Test func theSampleHasThreeUpcomingClassesAndOneMore() throws {
        guard case .upcoming(let reservations, let zone) = Self.sample else {
            Issue.record("the sample is not upcoming: \(Self.sample)")
            return
        }
        #expect(reservations.map(\.id) == ["res-1042", "res-1043", "res-1044", "res-1045"])
        #expect(zone.identifier == "Europe/Amsterdam")
    }

    @Test(arguments: CardSize.allCases)
    func everyStateFillsExactlyItsSize(size: CardSize) throws {
        for state in [Self.sample, .nothingUpcoming, .loggedOut, .placeholder] {
            let composition = Self.compose(state, size)
            let card = try #require(Self.frame(composition, id: "card"))
            #expect(card == Rect(x: 0, y: 0, width: size.points.width, height: size.points.height))
            // The logo sits in the top-trailing corner inside the 16 pt padding.
            let logo = try #require(Self.frame(composition, id: "logo"))
            #expect(logo.maxX == size.points.width - 16 && logo.minY == 16, "\(logo)")
            let image = try #require(Self.frame(composition, id: "image"))
            #expect(image.minX == 16 && image.minY == 16 && image.width == image.height)
            #expect(image.width == (size == .small ? 36 : 48))
            // Nothing drawn leaves the card.
            for (index, node) in composition.tree.nodes.enumerated() {
                if case .caption = node.kind {
                    let f = composition.frames[index]
                    #expect(
                        f.minX >= 16 - 0.01 && f.maxX <= size.points.width - 16 + 0.01
                            && f.maxY <= size.points.height - 16 + 0.01, "\(size) \(state): \(f)")
                }
            }
        }
    }

    @Test func upcomingShowsTimeNameAndVenuePerSize() {
        let small = Self.compose(Self.sample, .small)
        #expect(Self.captions(small) == ["Today, 7:00 PM", "Vinyasa Flow with Live Music", "De Yogaschool"])
        let medium = Self.compose(Self.sample, .medium)
        #expect(Self.captions(medium) == ["Today, 7:00 PM", "Vinyasa Flow with Live Music", "De Yogaschool · Jordaan"])
        let large = Self.compose(Self.sample, .large)
        #expect(
            Self.captions(large) == [
                "Upcoming classes",
                "Today, 7:00 PM", "Vinyasa Flow with Live Music", "De Yogaschool",
                "Tomorrow, 7:30 AM", "Early Bird Spin", "Cycle Club Oost",
                "Thursday, 6:15 PM", "Boxing Fundamentals", "Ring 020",
                "1 more class booked",
            ])
        #expect(Self.frame(large, id: "row.res-1045") == nil)
        // The class name is bold, at most two lines; the venue one line.
        let name = small.tree.nodes.compactMap {
            if case .caption(let c) = $0.kind, c.text.hasPrefix("Vinyasa") { c } else { nil }
        }.first
        #expect(name?.lineLimit == 2 && name?.style.weight == .bold)
        // In the small card it fits its two lines (one size smaller there).
        #expect(
            small.layoutDump.contains("\"Vinyasa Flow with Live Music\"") && !small.layoutDump.contains("truncated("))
    }

    @Test func timesFollowTheLocaleClockAndRelativeDays() {
        #expect(Self.captions(Self.compose(Self.sample, .small, locale: "de")).first == "Heute, 19:00")
        #expect(Self.captions(Self.compose(Self.sample, .small, locale: "nl")).first == "Vandaag, 19:00")
        let large = Self.captions(Self.compose(Self.sample, .large, locale: "fr"))
        #expect(large.contains("Demain, 07:30"), "\(large)")
        #expect(large.contains { $0.hasPrefix("Jeudi") && $0.hasSuffix("18:15") }, "\(large)")
        // Nine days ahead: month and day, no year.
        let later = Reservation(
            id: "x", startTime: UpcomingClassAssets.sampleNow.addingTimeInterval(9 * 86_400),
            className: "Later", venueName: "V", neighborhood: "N")
        let state = UpcomingClassState.upcoming([later], timeZone: TimeZone(identifier: "Europe/Amsterdam")!)
        #expect(Self.captions(Self.compose(state, .small)).first == "Dec 1, 12:00 PM")
    }

    @Test func nothingUpcomingOffersBookingFromMediumUp() {
        let small = Self.compose(.nothingUpcoming, .small)
        #expect(Self.captions(small) == ["No classes booked", "Find your next class"])
        #expect(Self.frame(small, id: "action") == nil)
        for size in [CardSize.medium, .large] {
            let composition = Self.compose(.nothingUpcoming, size)
            #expect(Self.captions(composition).last == "Book a class")
            #expect(Self.frame(composition, id: "action") != nil)
        }
        let loggedOut = Self.compose(.loggedOut, .medium)
        #expect(Self.captions(loggedOut) == ["Sign in to see your classes", "Open the app to sign in"])
        #expect(Self.frame(loggedOut, id: "action") == nil)
    }

    @Test func placeholderDrawsBarsAndNoText() {
        for size in CardSize.allCases {
            let composition = Self.compose(.placeholder, size)
            #expect(composition.layoutDump.contains("_Redacted"))
            let texts = composition.displayList.commands.filter { if case .text = $0 { true } else { false } }
            #expect(texts.isEmpty, "\(size): \(texts)")
            let redaction = UpcomingClassAssets.context().color(named: "Redaction")
            let bars = composition.displayList.commands.filter {
                if case .fill(_, redaction, _) = $0 { true } else { false }
            }
            #expect(bars.count >= 3, "\(size)")
        }
    }

    @Test func arabicLaysOutRightToLeft() throws {
        let composition = Self.compose(Self.sample, .small, locale: "ar")
        let logo = try #require(Self.frame(composition, id: "logo"))
        let image = try #require(Self.frame(composition, id: "image"))
        #expect(logo.minX == 16 && image.maxX == 158 - 16)
        #expect(Self.captions(composition).first == "اليوم، 7:00 م")
    }

    @Test func everyTranslationHasEveryStringTheCardShows() {
        for locale in Self.translated {
            let log = DiagnosticLog()
            for size in CardSize.allCases {
                for state in [Self.sample, .nothingUpcoming, .loggedOut] {
                    _ = Self.compose(state, size, locale: locale, log: log)
                }
            }
            #expect(log.all.isEmpty, "\(locale): \(log.all.map(\.description))")
        }
    }

    @Test func darkUsesTheDarkColorSets() throws {
        let light = try OffscreenRenderer.render(Self.compose(.loggedOut, .small).displayList)
        let dark = try OffscreenRenderer.render(Self.compose(.loggedOut, .small, appearance: .dark).displayList)
        // A pixel of background inside the card (below the top row, at the padding).
        #expect(light.pixel(x: 8, y: 79) == RGBA(hex: 0xFFFFFF))
        #expect(dark.pixel(x: 8, y: 79) == RGBA(hex: 0x1C1C1E))
    }

    @Test func badReservationsGiveAnErrorWithPositionAndThePlaceholder() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "panels-card-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("reservations.json")
        try Data("{\n  \"loggedIn\": true,\n  \"timeZone\": \"Europe/Amsterdam\"\n  \"reservations\": []\n}\n".utf8)
            .write(to: file)
        let (state, error) = UpcomingClassState.load(from: file, now: UpcomingClassAssets.sampleNow)
        #expect(state == .placeholder)
        let message = try #require(error).description
        #expect(message.hasPrefix(file.path + ":4:"), "\(message)")
        let composition = Self.compose(state, .medium)
        #expect(composition.layoutDump.contains("_Redacted"))
    }
}
