import CSDL2

/// A failure reported by SDL, SDL_ttf or SDL_image, or a missing resource the
/// backend needs, with what Panels was doing and SDL's own message.
public struct SDLError: Error, CustomStringConvertible, Sendable {
    public var operation: String
    public var message: String

    public init(_ operation: String, message: String) {
        self.operation = operation
        self.message = message
    }

    /// An error carrying SDL's current error string.
    static func current(_ operation: String) -> SDLError {
        SDLError(operation, message: String(cString: SDL_GetError()))
    }

    public var description: String { "\(operation) failed: \(message)" }
}
