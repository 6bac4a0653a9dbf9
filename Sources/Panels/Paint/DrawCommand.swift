/// One drawing instruction in device pixels. The whole boundary between layout and a
/// backend: a backend that draws every command draws the panel.
///
/// Coordinates are pixels (points × scale), y down. Colors are straight-alpha sRGB.
public enum DrawCommand: Sendable, Equatable {
    /// Fill the whole target with a color (replaces, does not blend).
    case clear(RGBA)
    /// Fill a rectangle, with rounded corners when `cornerRadius` > 0.
    case fill(Rect, RGBA, cornerRadius: Double)
    /// Draw one line of text with its line box's top-left at `origin`.
    case text(TextRun)
}

/// One line of text for a backend to rasterize: the string, the font at its pixel size,
/// the color and where the line box starts.
public struct TextRun: Sendable, Equatable {
    public var text: String
    /// Top-left of the line box, in pixels.
    public var origin: Point
    /// Font size in pixels (points × scale): backends rasterize at this size.
    public var pixelSize: Double
    public var weight: FontWeight
    public var color: RGBA

    public init(text: String, origin: Point, pixelSize: Double, weight: FontWeight, color: RGBA) {
        self.text = text
        self.origin = origin
        self.pixelSize = pixelSize
        self.weight = weight
        self.color = color
    }
}

extension DrawCommand: CustomStringConvertible {
    /// One line of the stable text form, e.g. `fill [0, 0, 800x600] #FFFFFFFF r0`.
    public var description: String {
        switch self {
        case .clear(let color):
            return "clear \(color)"
        case .fill(let rect, let color, let radius):
            return "fill \(rect) \(color) r\(Format.number(radius))"
        case .text(let run):
            return "text \(run.origin) \(Format.number(run.pixelSize))px \(run.weight) \(run.color) \"\(DrawCommand.escape(run.text))\""
        }
    }

    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
