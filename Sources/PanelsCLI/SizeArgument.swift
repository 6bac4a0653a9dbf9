import ArgumentParser
import Panels

/// A `WIDTHxHEIGHT` size in points on the command line, e.g. `400x300`.
///
/// Contract: `parse` accepts two finite numbers more than 0 and at most 8192, joined by
/// `x`; anything else throws a `ValidationError` that says what is wrong with the value.
struct SizeArgument: Sendable {
    var size: Size

    static let limit = 8192.0

    static func parse(_ argument: String) throws -> SizeArgument {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2 else {
            throw ValidationError("'\(argument)' is not WIDTHxHEIGHT in points, e.g. 400x300.")
        }
        var sides: [Double] = []
        for (name, part) in zip(["width", "height"], parts) {
            guard let value = Double(part), value.isFinite else {
                throw ValidationError(
                    "the \(name) '\(part)' in '\(argument)' is not a number (WIDTHxHEIGHT, e.g. 400x300).")
            }
            guard value > 0 else {
                throw ValidationError("the \(name) in '\(argument)' is \(part); it must be more than 0 points.")
            }
            guard value <= limit else {
                throw ValidationError(
                    "the \(name) in '\(argument)' is \(part); it must be at most \(Int(limit)) points.")
            }
            sides.append(value)
        }
        return SizeArgument(size: Size(width: sides[0], height: sides[1]))
    }
}
