import Foundation

/// The warning `panels` prints before it writes a very large image.
enum Megapixels {
    /// Above this many pixels an image is slow to write and to open: say so first.
    static let warningThreshold = 100_000_000

    /// Prints a warning to standard error when `width × height` is above the threshold.
    static func warnIfLarge(width: Int, height: Int, what: String) {
        let pixels = width * height
        guard pixels > warningThreshold else { return }
        let megapixels = Double(pixels) / 1_000_000
        FileHandle.standardError.write(
            Data(
                "warning: \(what) is \(width)x\(height) px (\(String(format: "%.0f", megapixels)) megapixels); writing it takes a while and many viewers cannot open it. A smaller --scale or fewer cells make it smaller.\n"
                    .utf8))
    }
}
