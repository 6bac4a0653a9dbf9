import Observation
import Panels

/// The Lists scene's state: a studio's classes by part of the day (selectable, with
/// swipe actions), its photos and a conversation with its front desk.
@Observable
public final class ListsModel {
    /// One class on the timetable.
    public struct StudioClass: Identifiable, Hashable, Sendable {
        public var id: String
        public var start: String
        public var reminded = false
    }

    /// A part of the day and its classes.
    public struct Part: Identifiable, Sendable {
        public var id: String
        public var classes: [StudioClass]
    }

    /// One message; the studio's sit at the leading side, the visitor's at the trailing one.
    public struct Message: Identifiable, Sendable {
        public var id: String
        public var fromStudio: Bool
    }

    /// One photo of the strip: a photo of `photos`, named apart from the grid's cells.
    public struct Shot: Identifiable, Hashable, Sendable {
        public var number: Int
        public var id: String { "shot-\(number)" }
    }

    /// The photos of one part of the day's classes (the strip above the grid).
    public struct Highlights: Identifiable, Sendable {
        /// The part of the day (a key of table `Lists`).
        public var id: String
        public var photos: [Shot]
    }

    public var parts: [Part]
    public var selected: String?
    public var photos: [Int]
    /// The strip that scrolls sideways: photos by part of the day, and the one selected.
    public var highlights: [Highlights]
    public var highlighted: String?
    public var messages: [Message]

    public init() {
        parts = [
            Part(
                id: "morning",
                classes: [
                    StudioClass(id: "sunriseYoga", start: "07:00"), StudioClass(id: "pilates", start: "08:15"),
                    StudioClass(id: "spin", start: "09:30"),
                ]),
            Part(
                id: "afternoon",
                classes: [
                    StudioClass(id: "strength", start: "12:15"), StudioClass(id: "boxing", start: "13:30"),
                    StudioClass(id: "barre", start: "16:00"),
                ]),
            Part(
                id: "evening",
                classes: [
                    StudioClass(id: "hiit", start: "18:00"), StudioClass(id: "mobility", start: "19:00"),
                    StudioClass(id: "candlelight", start: "20:30"),
                ]),
        ]
        selected = "pilates"
        photos = Array(0 ..< 120)
        highlights = [
            Highlights(id: "morning", photos: [3, 11, 19, 27, 35].map { Shot(number: $0) }),
            Highlights(id: "afternoon", photos: [5, 13, 21, 29].map { Shot(number: $0) }),
            Highlights(id: "evening", photos: [1, 9, 17, 25, 33, 41].map { Shot(number: $0) }),
        ]
        messages = ["ask", "answer", "mat", "mats", "thanks"].enumerated().map {
            Message(id: $0.element, fromStudio: $0.offset % 2 == 1)
        }
    }

    /// Takes the class with `id` off the timetable (the swipe's Cancel).
    public func cancel(_ id: String) {
        for p in parts.indices { parts[p].classes.removeAll { $0.id == id } }
        if selected == id { selected = nil }
    }

    /// Marks the class with `id` for a reminder (the swipe's Remind me).
    public func remind(_ id: String) {
        for p in parts.indices {
            for c in parts[p].classes.indices where parts[p].classes[c].id == id { parts[p].classes[c].reminded = true }
        }
    }
}
