/// Why a picture could not be drawn: what was being done and what went wrong, for
/// the problem the renderer reports next to its crossed placeholder.
package struct PictureFailure: Error, CustomStringConvertible, Sendable {
    package var operation: String
    package var message: String

    package init(_ operation: String, message: String) {
        self.operation = operation
        self.message = message
    }

    package var description: String { "\(operation) failed: \(message)" }
}
