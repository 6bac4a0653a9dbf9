import ArgumentParser
import Panels

/// `--scale`, pixels per point, read so the message says what was wrong with the value.
enum ScaleArgument {
    /// A finite number from 0.25 (`GeometryLimits.scales`) to `limit`, else a `ValidationError` that
    /// names the value and the range.
    static func parse(_ argument: String, limit: Double) throws -> Double {
        guard let value = Double(argument), value.isFinite else {
            throw ValidationError("'\(argument)' is not a number of pixels per point (1, 2 or 3 are typical).")
        }
        guard value >= GeometryLimits.scales.lowerBound, value <= limit else {
            throw ValidationError(
                "\(argument) pixels per point is out of range: use 0.25 to \(Int(limit)) (1, 2 or 3 are typical)."
            )
        }
        return value
    }
}
