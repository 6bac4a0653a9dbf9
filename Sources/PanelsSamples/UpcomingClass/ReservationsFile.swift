import Foundation
import Panels
import PanelsAssetFiles

/// The contents of a reservations JSON file:
/// `{"loggedIn": true, "timeZone": "Europe/Amsterdam", "reservations": [ … ]}`.
///
/// Contract: `load(from:)` never crashes and never guesses. A missing file means
/// logged out; malformed JSON, wrong types, unknown keys, bad dates or an unknown
/// time zone give a `ReservationsError` that names the file, the line and column,
/// and what is wrong. The file is only read.
public struct ReservationsFile: Codable, Hashable, Sendable {
    public var loggedIn: Bool
    /// IANA time zone used to show start times (e.g. "Europe/Amsterdam").
    public var timeZone: String
    public var reservations: [Reservation]

    public init(loggedIn: Bool, timeZone: String, reservations: [Reservation]) {
        self.loggedIn = loggedIn
        self.timeZone = timeZone
        self.reservations = reservations
    }

    static let keys: Set<String> = ["loggedIn", "timeZone", "reservations"]

    /// The file's time zone (valid: checked by `load`).
    public var zone: TimeZone { TimeZone(identifier: timeZone) ?? TimeZone(secondsFromGMT: 0)! }

    /// The largest reservations file read, in bytes (10 MB); a larger one is refused
    /// before it is read.
    public static let fileLimit = 10_000_000

    /// Reads the file at `url`. Returns nil when there is no file (logged out); a
    /// caller that was given the file by name (`--data`) checks it exists first
    /// (`require(_:)`), since a missing file it was told to read is an error.
    public static func load(from url: URL) throws(ReservationsError) -> ReservationsFile? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw ReservationsError(file: url.path, location: nil, message: "is a folder, not a reservations file")
        }
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(url.path, limit: fileLimit)
        } catch {
            throw ReservationsError(file: url.path, location: nil, message: error.reason)
        }
        return try decode(Data(bytes), file: url.path)
    }

    /// Reads the file at `url`, which must exist: a missing file is an error here
    /// (for a file the user named, such as `--data FILE`).
    public static func require(_ url: URL) throws(ReservationsError) -> ReservationsFile {
        guard let file = try load(from: url) else {
            throw ReservationsError(file: url.path, location: nil, message: "does not exist")
        }
        return file
    }

    /// Decodes reservations JSON; `file` names the source in errors.
    public static func decode(_ data: Data, file: String) throws(ReservationsError) -> ReservationsFile {
        let bytes = [UInt8](data)
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            let message = (error as NSError).userInfo["NSDebugDescription"] as? String ?? "\(error)"
            throw ReservationsError(
                file: file, location: JSONReader.location(inMessage: message, in: bytes),
                message: "is not valid JSON (\(message))")
        }
        // Foundation keeps one of two members with the same name: ours names both.
        do {
            _ = try JSONReader.parse(bytes)
        } catch {
            throw ReservationsError(
                file: file, location: FileLocation(line: error.line, column: error.column), message: error.message)
        }
        try checkKeys(object, bytes: bytes, file: file)
        let decoder = JSONDecoder()
        // Strict: Nov 31, 25:00 or 19:99 are errors, never rolled over to another date.
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            switch ISO8601Date.parse(text) {
            case .success(let date): return date
            case .failure(let problem):
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "\(ReservationsError.datePrefix)\"\(text)\": \(problem.message)")
            }
        }
        let result: ReservationsFile
        do {
            result = try decoder.decode(ReservationsFile.self, from: data)
        } catch let error as DecodingError {
            throw ReservationsError(decoding: error, json: bytes, file: file)
        } catch {
            throw ReservationsError(file: file, location: nil, message: "\(error)")
        }
        if TimeZone(identifier: result.timeZone) == nil {
            throw ReservationsError(
                file: file, location: JSONReader.location(of: [.key("timeZone")], in: bytes),
                message:
                    "unknown time zone \(Diagnostic.quoted(result.timeZone)) (use an IANA name such as Europe/Amsterdam)"
            )
        }
        var seen: Set<String> = []
        for (i, reservation) in result.reservations.enumerated() where !seen.insert(reservation.id).inserted {
            throw ReservationsError(
                file: file,
                location: JSONReader.location(of: [.key("reservations"), .index(i), .key("id")], in: bytes),
                message: "duplicate reservation id \"\(reservation.id)\"")
        }
        return result
    }

    /// Unknown keys are errors: a typo must not silently drop data.
    private static func checkKeys(_ object: Any, bytes: [UInt8], file: String) throws(ReservationsError) {
        guard let root = object as? [String: Any] else {
            throw ReservationsError(
                file: file, location: FileLocation(line: 1, column: 1),
                message: "must be a JSON object with loggedIn, timeZone and reservations")
        }
        for key in root.keys.sorted() where !keys.contains(key) {
            throw ReservationsError(
                file: file, location: JSONReader.location(of: [.key(key)], in: bytes),
                message: "unknown key \"\(key)\" (expected one of \(keys.sorted().joined(separator: ", ")))")
        }
        for (i, element) in ((root["reservations"] as? [Any]) ?? []).enumerated() {
            guard let entry = element as? [String: Any] else { continue }
            for key in entry.keys.sorted() where !Reservation.keys.contains(key) {
                throw ReservationsError(
                    file: file,
                    location: JSONReader.location(of: [.key("reservations"), .index(i), .key(key)], in: bytes),
                    message:
                        "unknown key \"\(key)\" in reservation \(i + 1) (expected one of \(Reservation.keys.sorted().joined(separator: ", ")))"
                )
            }
        }
    }
}
