import Foundation
import PanelsFonts
import PanelsSampleAssets

/// Kora's data, behind every screen of the app and the Sheet scene: brands, studios
/// (with a place on the map; some are venues of a brand with several) and the classes
/// each gives, read from `Assets/Samples/Kora/kora.json` (written by hand: see its
/// `generate.py`).
///
/// Contract: never traps; a missing or unreadable file gives empty lists
/// (`StudioListing.empty`). Kinds are keys of the `Sheet` string table (`kind.yoga` …);
/// studio and class names are the studios' own, shown as given.
public struct StudioListing: Sendable, Decodable {
    /// A brand with several venues ("Ritmo Cycle": its Oost, Zuid and West studios).
    public struct Brand: Sendable, Decodable, Identifiable, Hashable {
        public var id: String
        public var name: String
    }

    public struct Studio: Sendable, Decodable, Identifiable, Hashable {
        public var id: String
        public var name: String
        /// The id of the brand the studio is a venue of (nil: an independent studio).
        public var brand: String?
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
        /// The studio's name for the class ("Sunrise Vinyasa"); nil: the kind's name.
        public var title: String?
        public var kind: String
        public var studio: String
        /// "HH:mm", 24-hour.
        public var start: String
        public var minutes: Int
        /// Places left (0: full).
        public var spots: Int
        /// The price of one place, in euros (nil: not given).
        public var price: Double?

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
    /// The brands with several venues.
    public var brands: [Brand] = []

    public static let empty = StudioListing(studios: [], classes: [])

    init(studios: [Studio], classes: [StudioClass], brands: [Brand] = []) {
        self.studios = studios
        self.classes = classes
        self.brands = brands
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        studios = try container.decode([Studio].self, forKey: .studios)
        classes = try container.decode([StudioClass].self, forKey: .classes)
        brands = try container.decodeIfPresent([Brand].self, forKey: .brands) ?? []
    }

    enum CodingKeys: String, CodingKey {
        case studios, classes, brands
    }

    /// `Assets/Samples/Sheet` (or its copy in the samples' bundle): the Sheet scene's
    /// string tables.
    public static func folder() throws(BundledResourcesNotFound) -> URL {
        try SampleAssets.file("Sheet")
    }

    /// `Assets/Samples/Kora`: the data (`kora.json`), the app's string tables and its
    /// pictures (`Images`).
    public static func koraFolder() throws(BundledResourcesNotFound) -> URL {
        try SampleAssets.file("Kora")
    }

    /// The bundled listing, read once.
    public static let sample: StudioListing = {
        guard let url = try? koraFolder().appendingPathComponent("kora.json"),
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
