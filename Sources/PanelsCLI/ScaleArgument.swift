import ArgumentParser

/// `--scale`, pixels per point, read so the message says what was wrong with the value.
enum ScaleArgument {
    /// A finite number more than 0 and at most `limit`, else a `ValidationError` that
    /// names the value and the range.
    static func parse(_ argument: String, limit: Double) throws -> Double {
        guard let value = Double(argument), value.isFinite else {
            throw ValidationError("'\(argument)' is not a number of pixels per point (1, 2 or 3 are typical).")
        }
        guard value > 0, value <= limit else {
            throw ValidationError(
                "\(argument) pixels per point is out of range: use more than 0 and at most \(Int(limit)) (1, 2 or 3 are typical)."
            )
        }
        return value
    }
}
