/// One drawing instruction in device pixels. The whole boundary between layout and a
/// backend: a backend that draws every command draws the panel.
///
/// Coordinates are pixels (points × scale), y down. Colors are straight-alpha sRGB.
package enum DrawCommand: Sendable, Equatable {
    /// Fill the whole target with a color (replaces, does not blend).
    case clear(RGBA)
    /// Fill a rectangle, with rounded corners when `cornerRadius` > 0.
    case fill(Rect, RGBA, cornerRadius: Double)
    /// Draw one line of text with its line box's top-left at `origin`.
    case text(TextRun)
    /// Fill a rectangle with a radius per corner (physical corners), anti-aliased.
    case fillRounded(Rect, CornerRadii, RGBA)
    /// Stroke a rounded rectangle's outline `width` pixels wide, inside the rectangle.
    case stroke(Rect, CornerRadii, width: Double, RGBA)
    /// Fill a closed polygon (non-zero winding), anti-aliased.
    case polygon([Point], RGBA)
    /// A soft shadow of a rounded rectangle: its coverage blurred with a Gaussian of
    /// σ = `blur` / 2, tinted with the color. The rectangle is already offset.
    case shadow(Rect, CornerRadii, RGBA, blur: Double)
    /// Until the matching `popClip`, draw only inside the rectangle (rounded by the
    /// radii, anti-aliased) and inside every enclosing clip.
    case pushClip(Rect, CornerRadii)
    case popClip
    /// Until the matching `endGroup`, draw into a transparent layer; then blend the
    /// layer once at `opacity`, so overlapping children do not show through each other.
    case beginGroup(opacity: Double)
    case endGroup
    /// Draw an image file fitted or filled into a rectangle, clipped to rounded corners;
    /// a placeholder when the file is missing or broken.
    case picture(PictureRun)
}

/// An image for a backend to draw: the file, the frame in pixels, the fit and the
/// corner radii (physical, pixels).
package struct PictureRun: Sendable, Equatable {
    /// Path of the file; nil when it was not found (draw the placeholder).
    package var file: String?
    /// Name the picture was asked for (in dumps and placeholder errors).
    package var name: String
    package var frame: Rect
    package var mode: PictureMode
    package var corners: CornerRadii
    /// The most pixels the file may decode to (the context's `picturePixelBudget`
    /// when the picture resolved); a decoder refuses a file over it from its header,
    /// before allocating.
    package var pixelBudget: Int
    /// The pixels to draw, from any source (`PictureStore`); nil: the crossed placeholder.
    package var load: PictureLoad?
    /// 0 … 255: less while the picture fades in after its decode.
    package var opacity: UInt8 = 255

    package init(
        file: String?, name: String, frame: Rect, mode: PictureMode, corners: CornerRadii,
        pixelBudget: Int = PictureHeader.defaultPixelBudget
    ) {
        self.file = file
        self.name = name
        self.frame = frame
        self.mode = mode
        self.corners = corners
        self.pixelBudget = pixelBudget
    }

    /// Why a picture has no file is reported to `PanelContext.diagnostics` when it
    /// resolves; a draw command no longer carries it.
    @available(*, unavailable, message: "problems are reported to PanelContext.diagnostics")
    package init(
        file: String?, name: String, frame: Rect, mode: PictureMode, corners: CornerRadii,
        problem: String?
    ) {
        self.init(file: file, name: name, frame: frame, mode: mode, corners: corners)
    }
}

/// One line of text for a backend to rasterize: the string, the font at its pixel size,
/// the color and where the line box starts.
package struct TextRun: Sendable, Equatable {
    package var text: String
    /// Top-left of the line box, in pixels.
    package var origin: Point
    /// Font size in pixels (points × scale): backends rasterize at this size.
    package var pixelSize: Double
    package var weight: FontWeight
    package var color: RGBA
    /// Base (paragraph) direction: backends split the line into direction runs with
    /// the Unicode bidirectional algorithm and order them visually.
    package var direction: LayoutDirection
    /// Width of the line box in pixels as layout measured it (nil: unknown).
    /// Right-to-left lines are set against its right edge, so they stay aligned even
    /// if shaping makes them narrower than measured.
    package var boxWidth: Double?
    /// The registered family asked for (nil: the bundled DejaVu Sans), and italic.
    package var family: String?
    package var italic: Bool
    /// The caption's text, for messages about this line (nil: the line's own).
    package var caption: String?
    /// Drawn mirrored left to right within its advance (an icon that points a way, in
    /// a right-to-left layout).
    package var mirrored: Bool

    package init(
        text: String, origin: Point, pixelSize: Double, weight: FontWeight, color: RGBA,
        direction: LayoutDirection = .leftToRight, boxWidth: Double? = nil,
        family: String? = nil, italic: Bool = false, caption: String? = nil, mirrored: Bool = false
    ) {
        self.mirrored = mirrored
        self.text = text
        self.origin = origin
        self.pixelSize = pixelSize
        self.weight = weight
        self.color = color
        self.direction = direction
        self.boxWidth = boxWidth
        self.family = family
        self.italic = italic
        self.caption = caption
    }
}

extension DrawCommand: CustomStringConvertible {
    /// One line of the stable text form, e.g. `fill [0, 0, 800x600] #FFFFFFFF r0`.
    package var description: String {
        switch self {
        case .clear(let color):
            return "clear \(color)"
        case .fill(let rect, let color, let radius):
            return "fill \(rect) \(color) r\(DumpFormat.number(radius))"
        case .text(let run):
            return "text \(run.origin) \(DumpFormat.number(run.pixelSize))px \(run.weight)"
                + (run.italic ? " italic" : "") + (run.family.map { " \"\($0)\"" } ?? "") + " \(run.color)"
                + (run.direction == .rightToLeft ? " rtl" : "") + (run.mirrored ? " mirrored" : "")
                + " \"\(DrawCommand.escape(run.text))\""
        case .fillRounded(let rect, let corners, let color):
            return "fill \(rect) \(color) \(corners)"
        case .stroke(let rect, let corners, let width, let color):
            return "stroke \(rect) \(color) \(corners) w\(DumpFormat.number(width))"
        case .polygon(let points, let color):
            return "polygon \(color) " + points.map(\.description).joined(separator: " ")
        case .shadow(let rect, let corners, let color, let blur):
            return "shadow \(rect) \(color) \(corners) blur\(DumpFormat.number(blur))"
        case .pushClip(let rect, let corners):
            return "clip \(rect) \(corners)"
        case .popClip:
            return "end-clip"
        case .beginGroup(let opacity):
            return "group opacity\(DumpFormat.number(opacity))"
        case .endGroup:
            return "end-group"
        case .picture(let run):
            return "picture \(run.frame) \(run.mode) \(run.corners) \"\(DrawCommand.escape(run.name))\""
                + (run.file == nil && run.load == nil ? " missing" : "")
                + (run.opacity < 255 ? " opacity \(run.opacity)" : "")
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
