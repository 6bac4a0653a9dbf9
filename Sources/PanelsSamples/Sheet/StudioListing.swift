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
