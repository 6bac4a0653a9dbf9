import Foundation
import PanelsFonts
import PanelsSampleAssets

/// The Sheet scene's data: studios (with a place on the map) and classes, read from
/// `Assets/Samples/Sheet/studios.json`.
///
/// Contract: never traps; a missing or unreadable file gives empty lists
/// (`StudioListing.empty`). Kinds are keys of the `Sheet` string table (`kind.yoga` …).
public struct StudioListing: Sendable, Decodable {
    public struct Studio: Sendable, Decodable, Identifiable, Hashable {
        public var id: String
        public var name: String
        public var kind: String
        public var area: String
        public var distance: Double
        public var rating: Double
        /// The pin's place on the map, as fractions of its width and height.
        public var x: Double
        public var y: Double
    }

    public struct StudioClass: Sendable, Decodable, Identifiable, Hashable {
        public var id: String
        public var kind: String
        public var studio: String
        /// "HH:mm", 24-hour.
        public var start: String
        public var minutes: Int
        public var spots: Int

        /// Minutes after midnight of `start` ("07:30" → 450); a start that is not "HH:mm"
        /// counts as midnight.
        public var minuteOfDay: Int {
            let parts = start.split(separator: ":")
            guard parts.count == 2, let h = Int(parts[0]), let m = Int(parts[1]), (0 ..< 24).contains(h),
                (0 ..< 60).contains(m)
            else { return 0 }
            return h * 60 + m
        }

        /// The start on the day of `now` in `timeZone`: what a time format shows.
        public func startDate(now: Date, timeZone: TimeZone) -> Date {
            Self.date(minuteOfDay: minuteOfDay, now: now, timeZone: timeZone)
        }

        /// `minuteOfDay` minutes after the start of `now`'s day in `timeZone` (held to 0…1439).
        public static func date(minuteOfDay: Int, now: Date, timeZone: TimeZone) -> Date {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = timeZone
            let day = calendar.startOfDay(for: now)
            return calendar.date(byAdding: .minute, value: min(max(minuteOfDay, 0), 1439), to: day) ?? day
        }
    }

    public var studios: [Studio]
    public var classes: [StudioClass]

    public static let empty = StudioListing(studios: [], classes: [])

    /// `Assets/Samples/Sheet` (or its copy in the samples' bundle).
    public static func folder() throws(BundledResourcesNotFound) -> URL {
        try SampleAssets.file("Sheet")
    }

    /// The bundled listing, read once.
    public static let sample: StudioListing = {
        guard let url = try? folder().appendingPathComponent("studios.json"),
            let data = try? Data(contentsOf: url),
            let listing = try? JSONDecoder().decode(StudioListing.self, from: data)
        else { return .empty }
        return listing
    }()

    /// The studios nearest first (ties by name, then id: the order never depends on the file's).
    public var studiosByDistance: [Studio] {
        studios.sorted { ($0.distance, $0.name, $0.id) < ($1.distance, $1.name, $1.id) }
    }

    /// `studios` best rated first (ties nearest first, then by name and id).
    public static func byRating(_ studios: [Studio]) -> [Studio] {
        studios.sorted { (-$0.rating, $0.distance, $0.name, $0.id) < (-$1.rating, $1.distance, $1.name, $1.id) }
    }

    /// The classes earliest first (ties by id).
    public var classesByStart: [StudioClass] {
        classes.sorted { ($0.minuteOfDay, $0.id) < ($1.minuteOfDay, $1.id) }
    }

    /// The studio with `id`.
    public func studio(_ id: String) -> Studio? { studios.first { $0.id == id } }

    /// `count` rows made from the sample's studios (ids stay unique): for benchmarks.
    public func repeated(studios count: Int) -> [Studio] {
        guard !studios.isEmpty else { return [] }
        return (0 ..< count).map { i in
            var s = studios[i % studios.count]
            s.id = "\(s.id)-\(i / studios.count)"
            return s
        }
    }
}
