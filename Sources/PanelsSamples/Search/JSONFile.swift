import Foundation
import Panels
import PanelsAssetFiles

/// Reads the search's JSON files with messages that name the place.
enum JSONFile {
    /// `T` decoded from the JSON file at `url`; nil and a diagnostic naming the file,
    /// line and column when it cannot be read, is not JSON or has the wrong shape.
    static func decode<T: Decodable>(_ type: T.Type, at url: URL, problems: inout [Diagnostic]) -> T? {
        let bytes: [UInt8]
        do {
            // Only a regular file, at most 16 MB (a pipe or a device is refused, not read).
            bytes = try InputFile.read(url.path, limit: 16 << 20)
        } catch {
            problems.append(Diagnostic(.error, file: url.path, "\(error.reason)"))
            return nil
        }
        let data = Data(bytes)
        do {
            _ = try JSONReader.parse(bytes)
        } catch {
            problems.append(Diagnostic(.error, file: url.path, line: error.line, column: error.column, error.message))
            return nil
        }
        do {
            return try JSONDecoder().decode(T.self, from: data)
        } catch let error as DecodingError {
            let context: DecodingError.Context
            let what: String
            switch error {
            case .typeMismatch(_, let c): (context, what) = (c, "has the wrong type")
            case .valueNotFound(_, let c): (context, what) = (c, "is null")
            case .keyNotFound(let key, let c): (context, what) = (c, "is missing the key \"\(key.stringValue)\"")
            case .dataCorrupted(let c): (context, what) = (c, "is invalid: \(c.debugDescription)")
            @unknown default:
                problems.append(Diagnostic(.error, file: url.path, "\(error)"))
                return nil
            }
            let steps = JSONReader.steps(context.codingPath)
            let path = steps.map { step -> String in
                switch step {
                case .key(let k): return ".\(k)"
                case .index(let i): return "[\(i)]"
                }
            }.joined()
            let location = JSONReader.location(of: steps, in: bytes) ?? FileLocation(line: 1, column: 1)
            problems.append(
                Diagnostic(
                    .error, file: url.path, line: location.line, column: location.column,
                    (path.isEmpty ? "the file " : "\(path.drop(while: { $0 == "." })) ") + what))
            return nil
        } catch {
            problems.append(Diagnostic(.error, file: url.path, "\(error)"))
            return nil
        }
    }
}
