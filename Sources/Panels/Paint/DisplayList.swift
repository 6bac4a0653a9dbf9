/// A flat, back-to-front list of `DrawCommand`s for one frame, in device pixels.
///
/// It is the only thing a backend sees. `Equatable`, with a stable text form
/// (`dump`), so most tests compare display lists instead of pixels.
public struct DisplayList: Sendable, Equatable {
    /// Width of the target in pixels (columns of the frame).
    package var pixelWidth: Int
    /// Height of the target in pixels (rows of the frame).
    package var pixelHeight: Int
    /// Pixels per point the list was painted at.
    package var scale: Double
    package var commands: [DrawCommand]

    package init(pixelWidth: Int, pixelHeight: Int, scale: Double, commands: [DrawCommand] = []) {
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.scale = scale
        self.commands = commands
    }

    /// True when the list starts by clearing to an opaque color, so every pixel of
    /// the frame ends opaque.
    package var isOpaque: Bool {
        if case .clear(let color)? = commands.first { return color.alpha == 255 }
        return false
    }

    /// The stable text form: a header line, then one line per command.
    public var dump: String {
        var lines = ["display-list \(pixelWidth)x\(pixelHeight) @\(DumpFormat.number(scale))x"]
        lines.reserveCapacity(commands.count + 1)
        for command in commands { lines.append(command.description) }
        return lines.joined(separator: "\n") + "\n"
    }
}
