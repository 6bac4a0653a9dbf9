import Foundation

/// One booked class, as stored in a reservations JSON file.
public struct Reservation: Codable, Hashable, Sendable, Identifiable {
    public var id: String
    /// Start time; the file gives it as ISO 8601 with an offset.
    public var startTime: Date
    public var className: String
    public var venueName: String
    public var neighborhood: String
    /// Name of the class image in the assets (optional: a placeholder square when nil).
    public var image: String?

    public init(
        id: String, startTime: Date, className: String, venueName: String,
        neighborhood: String, image: String? = nil
    ) {
        self.id = id
        self.startTime = startTime
        self.className = className
        self.venueName = venueName
        self.neighborhood = neighborhood
        self.image = image
    }

    static let keys: Set<String> = ["id", "startTime", "className", "venueName", "neighborhood", "image"]
}
