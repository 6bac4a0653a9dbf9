import Observation
import Panels
import PanelsComponents

/// The state of the navigation scene: the selected tab, each tab's stack, the
/// bookings, and which confirmation or alert is showing.
@Observable
public final class NavigationModel {
    /// The scene's tabs.
    public enum Tab: String, CaseIterable, Hashable, Sendable {
        case classes, bookings, settings
    }

    /// A screen pushed in the Classes tab.
    public enum ClassScreen: Hashable, Sendable, CustomStringConvertible {
        case session(Int)
        case studio(Int)

        public var description: String {
            switch self {
            case .session(let index): "session.\(index)"
            case .studio(let index): "studio.\(index)"
            }
        }
    }

    public var tab: Tab = .classes
    public let classesPath = ScreenPath<ClassScreen>()
    public let bookingsPath = ScreenPath<Int>()
    public let settingsPath = ScreenPath<String>()
    /// Booked sessions (indices into `NavigationCatalog.sessions`), in booking order.
    public var bookings: [Int] = [1, 4]
    /// The booking whose cancel confirmation shows.
    public var confirmingCancel: Int?
    public var askingSignOut = false
    public var signedIn = true
    public var reminders = true
    public var waitlist = false
    /// When each session reminds (by session index): an hour or a day before.
    public var reminder: [Int: Reminder] = [:]
    /// The context menu of each class row, in the order of `NavigationCatalog.sessions`.
    public let classMenus = NavigationCatalog.sessions.map { _ in MenuState() }

    /// How long before a class its reminder comes.
    public enum Reminder: String, Hashable, Sendable {
        case hour, day
    }

    public init() {}

    /// Signs out: the bookings stay for the next sign-in, the stacks go back to their roots.
    public func signOut() {
        signedIn = false
        classesPath.popToRoot()
        bookingsPath.popToRoot()
        settingsPath.popToRoot()
    }

    /// Books `session` (once).
    public func book(_ session: Int) {
        if !bookings.contains(session) { bookings.append(session) }
    }

    /// Cancels the booking of `session`.
    public func cancel(_ session: Int) {
        bookings.removeAll { $0 == session }
        if confirmingCancel == session { confirmingCancel = nil }
    }
}

/// The classes and studios the scene shows: curated copy of the app's fictional
/// brand, titles and descriptions by key in the `Navigation` table.
enum NavigationCatalog {
    struct Session {
        var key: String
        var studio: Int
        var minutes: Int
    }

    static let studios = ["harbour", "northside", "barre", "canal"]

    static let sessions: [Session] = [
        Session(key: "vinyasa", studio: 0, minutes: 60),
        Session(key: "pilates", studio: 1, minutes: 45),
        Session(key: "hatha", studio: 0, minutes: 75),
        Session(key: "barre", studio: 2, minutes: 50),
        Session(key: "spin", studio: 3, minutes: 45),
        Session(key: "yin", studio: 0, minutes: 60),
        Session(key: "reformer", studio: 1, minutes: 50),
        Session(key: "hiit", studio: 3, minutes: 30),
    ]
}
