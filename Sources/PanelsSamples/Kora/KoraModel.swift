import Foundation
import Observation
import Panels
import PanelsComponents
import PanelsSampleAssets

/// The state of Kora, the class-booking app of the samples: which section shows, each
/// section's screens, the bookings, the settings, and the models of the screens it
/// shares with the other scenes (the map sheet, search).
///
/// One data set (`StudioListing.sample`, from `Assets/Samples/Kora/kora.json`) is behind
/// every screen. Times are today's in Amsterdam at `now`: a class given at "18:15" is
/// booked for the next 18:15 after `now`.
@Observable
public final class KoraModel {
    /// The app's sections, in the side menu's order.
    public enum Section: String, CaseIterable, Hashable, Sendable {
        case home, search, explore, bookings, settings
    }

    /// A screen pushed over a section's root.
    public enum Screen: Hashable, Sendable, CustomStringConvertible {
        /// A class, by its id in the data.
        case session(String)
        /// A studio, by its id.
        case studio(String)

        public var description: String {
            switch self {
            case .session(let id): "class.\(id)"
            case .studio(let id): "studio.\(id)"
            }
        }
    }

    public var section: Section = .home
    /// The size the Home card is shown in.
    public var cardSize: CardSize = .medium
    /// The shell: its side menu lists the sections, its toolbar the shortcuts.
    @ObservationIgnored public let shell: ShellState
    /// Each section's screens (Home, Bookings and Settings push classes and studios).
    @ObservationIgnored public let paths: [Section: ScreenPath<Screen>]
    /// Booked classes (ids into the data), in booking order.
    public var bookings: [String]
    /// The booking whose cancel confirmation shows.
    public var confirmingCancel: String?
    public var signedIn = true
    /// The settings (`KoraSettings`): applied to every screen of the app.
    public var appearance: AppearanceChoice = .system
    public var language: LanguageChoice = .system
    /// The text size the app forces (nil, the default: the system's).
    public var textSize: TextSizeCategory?
    public var reduceMotion = false
    public var clock: ClockChoice = .system
    @ObservationIgnored public let languageChoice = PopUpChoiceState()
    /// The Explore section: the map and its sheet.
    @ObservationIgnored public let explore = SheetModel()
    @ObservationIgnored private var searches: [String: SearchModel] = [:]
    /// The moment the app shows: what is upcoming, what the card says.
    public let now: Date
    /// Where classes are held and times shown.
    public let timeZone: TimeZone
    public let data: StudioListing

    /// A model at `now` (default: the samples' Sunday noon in Amsterdam), with
    /// `bookings` booked (default: three of the data's classes later that day and one the
    /// next morning) and `section` showing.
    public init(
        now: Date = UpcomingClassAssets.sampleNow, bookings: [String]? = nil, section: Section = .home,
        menuOpen: Bool = false, data: StudioListing = .sample
    ) {
        self.now = now
        self.data = data
        self.timeZone = TimeZone(identifier: "Europe/Amsterdam") ?? TimeZone(identifier: "UTC")!
        self.section = section
        self.bookings = bookings ?? KoraModel.sampleBookings.filter { id in data.classes.contains { $0.id == id } }
        shell = ShellState(menuOpen: menuOpen)
        paths = Dictionary(uniqueKeysWithValues: Section.allCases.map { ($0, ScreenPath<Screen>()) })
    }

    /// The bookings of a fresh model: a spin class, a boxing class and a yoga class, the
    /// first at 18:15.
    static let sampleBookings = ["class-024", "class-004", "class-015"]

    /// Shows `section` (closing the menu) at its root when it already shows.
    public func show(_ section: Section) {
        if self.section == section {
            paths[section]?.popToRoot()
        }
        self.section = section
        shell.closeMenu()
    }

    /// The path of the section that shows.
    public var path: ScreenPath<Screen> { paths[section] ?? ScreenPath() }

    /// Books class `id` (once).
    public func book(_ id: String) {
        if !bookings.contains(id) { bookings.append(id) }
    }

    /// Cancels the booking of class `id`.
    public func cancel(_ id: String) {
        bookings.removeAll { $0 == id }
        if confirmingCancel == id { confirmingCancel = nil }
    }

    public func signOut() {
        signedIn = false
        for path in paths.values { path.popToRoot() }
    }

    /// The class with `id`.
    public func session(_ id: String) -> StudioListing.StudioClass? { data.classes.first { $0.id == id } }

    /// The next start of `session` after `now` (today, or tomorrow when today's has begun).
    public func nextStart(of session: StudioListing.StudioClass) -> Date {
        let today = session.startDate(now: now, timeZone: timeZone)
        return today > now ? today : today.addingTimeInterval(24 * 3600)
    }

    /// The classes still to start today, soonest first; then tomorrow's, until `limit`.
    public func upcomingClasses(limit: Int = 40) -> [StudioListing.StudioClass] {
        soonestFirst(data.classes, limit: limit)
    }

    /// `classes` by their next start, soonest first (ties by id), at most `limit`: each
    /// start worked out once (a calendar sum), not once per comparison.
    public func soonestFirst(_ classes: [StudioListing.StudioClass], limit: Int = .max) -> [StudioListing.StudioClass] {
        let starts = classes.map { (start: nextStart(of: $0), session: $0) }
            .sorted { ($0.start, $0.session.id) < ($1.start, $1.session.id) }
        return starts.prefix(max(0, limit)).map(\.session)
    }

    /// What the upcoming-class card shows: logged out, nothing upcoming, or the bookings
    /// soonest first.
    public var cardState: UpcomingClassState {
        guard signedIn else { return .loggedOut }
        let reservations = bookings.compactMap { id -> Reservation? in
            guard let session = session(id), let studio = data.studio(session.studio) else { return nil }
            return Reservation(
                id: id, startTime: nextStart(of: session), className: session.title ?? session.kind,
                venueName: studio.name, neighborhood: studio.area, image: "kind-\(session.kind)")
        }
        .sorted { ($0.startTime, $0.id) < ($1.startTime, $1.id) }
        return reservations.isEmpty ? .nothingUpcoming : .upcoming(reservations, timeZone: timeZone)
    }

    /// The search over Kora's data in `locale`: the bundled categories (with their names
    /// in the locale and their misspellings), Kora's studios (a brand's venues under its
    /// name) and classes.
    static func searchIndex(data: StudioListing, locale: String) -> SearchIndex {
        guard let folder = try? SampleAssets.file("Search") else { return .bundled(locale: locale) }
        return SearchIndex.load(folder: folder, locale: locale) { catalog in
            // "Popular" lists what Kora's studios teach (all categories stay searchable:
            // one Kora has no studio for gets the no-match page and its suggestions).
            let offered = Set(KoraModel.categories.values.joined())
            for index in catalog.categories.indices {
                let id = catalog.categories[index].id
                catalog.categories[index].popular = offered.contains(id) && KoraModel.popular.contains(id)
            }
            catalog.studios = data.studios.map { studio in
                SearchCatalog.Studio(
                    name: studio.name, brand: data.brands.first { $0.id == studio.brand }?.name, city: "Amsterdam",
                    categories: KoraModel.categories[studio.kind] ?? [])
            }
            catalog.classes = data.classes.compactMap { session in
                guard let studio = data.studio(session.studio),
                    let category = KoraModel.categories[session.kind]?.first
                else { return nil }
                return SearchCatalog.Class(name: session.title ?? session.kind, category: category, studio: studio.name)
            }
        }
    }

    /// The Search section's model for `locale` (one per language, made when first shown).
    public func search(locale: String) -> SearchModel {
        if let known = searches[locale] { return known }
        let made = SearchModel(index: KoraModel.searchIndex(data: data, locale: locale))
        searches[locale] = made
        return made
    }

    /// The categories the empty search screen offers, in the catalog's order.
    static let popular: Set<String> = ["yoga", "pilates", "barre", "indoor-cycling", "boxing", "hiit", "dance"]

    /// The search catalog's categories for each kind of class in the data.
    static let categories: [String: [String]] = [
        "yoga": ["yoga", "vinyasa-yoga", "yin-yoga", "hot-yoga"], "spin": ["indoor-cycling", "spinning"],
        "boxing": ["boxing", "kickboxing"], "pilates": ["pilates", "reformer-pilates", "mat-pilates"],
        "barre": ["barre"], "dance": ["dance"], "strength": ["strength-training"], "hiit": ["hiit", "bootcamp"],
    ]
}

/// The app's appearance setting: the system's (the window's), or always light or dark.
public enum AppearanceChoice: String, CaseIterable, Hashable, Sendable {
    case system, light, dark

    /// The appearance to force (nil: the system's).
    public var appearance: Appearance? {
        switch self {
        case .system: nil
        case .light: .light
        case .dark: .dark
        }
    }
}

/// The app's language setting: the system's, or one of the card locales.
public enum LanguageChoice: String, CaseIterable, Hashable, Sendable {
    case system, en, nl, fr, ptPT = "pt-PT", de, ar, he, ja

    /// The locale to force (nil: the system's).
    public var locale: String? { self == .system ? nil : rawValue }

    /// The language's own name, as language pickers show it ("Deutsch", "日本語").
    public var endonym: String? {
        switch self {
        case .system: nil
        case .en: "English"
        case .nl: "Nederlands"
        case .fr: "Français"
        case .ptPT: "Português"
        case .de: "Deutsch"
        case .ar: "العربية"
        case .he: "עברית"
        case .ja: "日本語"
        }
    }
}

/// The app's clock setting: the locale's, or always 12- or 24-hour.
public enum ClockChoice: String, CaseIterable, Hashable, Sendable {
    case system, twelveHour, twentyFourHour

    /// The clock to force (nil: the locale's).
    public var hourCycle: HourCycle? {
        switch self {
        case .system: nil
        case .twelveHour: .twelveHour
        case .twentyFourHour: .twentyFourHour
        }
    }
}
