import Foundation
import Panels
import PanelsAssetFiles

/// A reservations file that cannot be used: which file, where, and what is wrong.
///
/// Its description reads `path:line:column: message`, the form editors and
/// terminals link to.
public struct ReservationsError: Error, Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var location: FileLocation?
    public var message: String

    public init(file: String, location: FileLocation?, message: String) {
        self.file = file
        self.location = location
        self.message = message
    }

    init(decoding error: DecodingError, json bytes: [UInt8], file: String) {
        let context: DecodingError.Context
        let what: String
        switch error {
        case .typeMismatch(let type, let c):
            context = c
            what = "has the wrong type (expected \(ReservationsError.describe(type)))"
        case .valueNotFound(let type, let c):
            context = c
            what = "is null (expected \(ReservationsError.describe(type)))"
        case .keyNotFound(let key, let c):
            context = c
            what = "is missing the key \"\(key.stringValue)\""
        case .dataCorrupted(let c) where c.debugDescription.hasPrefix(ReservationsError.datePrefix):
            // Points at the date's value, not its key.
            let steps = JSONReader.steps(c.codingPath)
            self.init(
                file: file,
                location: ReservationsError.valueLocation(of: steps, in: bytes) ?? FileLocation(line: 1, column: 1),
                message: "\(ReservationsError.pathText(steps)) \(c.debugDescription)")
            return
        case .dataCorrupted(let c):
            context = c
            what =
                c.debugDescription.contains("ISO8601") || c.debugDescription.contains("date")
                ? "is not an ISO 8601 date with an offset (e.g. 2026-11-22T19:00:00+01:00)"
                : "is invalid: \(c.debugDescription)"
        @unknown default:
            self.init(file: file, location: nil, message: "\(error)")
            return
        }
        let steps = JSONReader.steps(context.codingPath)
        let path = ReservationsError.pathText(steps)
        self.init(
            file: file, location: JSONReader.location(of: steps, in: bytes) ?? FileLocation(line: 1, column: 1),
            message: (path.isEmpty ? "the file " : "\(path) ") + what)
    }

    /// How the strict date reader's messages start.
    static let datePrefix = "is not a valid ISO 8601 date "

    /// Where the value at `path` starts (not its key).
    static func valueLocation(of path: [JSONReader.Step], in bytes: [UInt8]) -> FileLocation? {
        guard var node = try? JSONReader.parse(bytes) else { return nil }
        for step in path {
            switch step {
            case .key(let name):
                guard let member = node[name] else { return nil }
                node = member
            case .index(let i):
                guard node.elements.indices.contains(i) else { return nil }
                node = node.elements[i]
            }
        }
        return FileLocation(line: node.line, column: node.column)
    }

    static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is Bool.Type: return "true or false"
        case is Date.Type: return "an ISO 8601 date string"
        case is [Reservation].Type: return "an array of reservations"
        default: return "\(type)"
        }
    }

    static func pathText(_ steps: [JSONReader.Step]) -> String {
        steps.map { step -> String in
            switch step {
            case .key(let k): return ".\(k)"
            case .index(let i): return "[\(i)]"
            }
        }.joined().trimmingCharacters(in: CharacterSet(charactersIn: "."))
    }

    /// This error as a `Diagnostic`: the file, line and column, and the message.
    public var diagnostic: Diagnostic {
        Diagnostic(
            .error, message,
            at: FileLocation(file: file, line: location?.line ?? 0, column: location?.column ?? 0))
    }

    public var description: String {
        "\(file):\(location.map { "\($0):" } ?? "") \(message)"
    }
}
