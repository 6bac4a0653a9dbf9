import ArgumentParser
import Panels

/// A `WIDTHxHEIGHT` size in points on the command line, e.g. `400x300`.
struct SizeArgument: ExpressibleByArgument, Sendable {
    var size: Size

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x")
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]),
            w.isFinite, h.isFinite, w > 0, h > 0, w <= 8192, h <= 8192
        else { return nil }
        size = Size(width: w, height: h)
    }

    static var defaultValueDescription: String { "WIDTHxHEIGHT in points" }
}
