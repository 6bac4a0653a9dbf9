import Panels
import PanelsSDL
import SnapshotTesting

extension Snapshotting where Value == Filmstrip, Format == FrameSnapshot {
    /// Renders every frame of the filmstrip exactly as `.image` would, and places
    /// them left to right (wrapping after `columns` frames) on a light gray sheet,
    /// each with its label underneath, in one PNG.
    ///
    /// - Parameters:
    ///   - frameSize: Space in points given to each frame; nil renders each frame at
    ///     its ideal size, top-left in a cell as large as the largest frame.
    ///   - columns: Frames per row; nil puts all frames in one row.
    ///   - scale: Pixels per point, as for `.image`.
    ///   - layoutDirection: Overrides the context's direction, as for `.image`.
    ///   - context: The context every frame renders with, as for `.image`.
    ///   - background: The color behind each frame, as for `.image`.
    ///   - tolerance: How much the sheet may differ from its reference, as for `.image`.
    public static func filmstrip(
        frameSize: Size? = nil, scale: Double = 2, columns: Int? = nil,
        layoutDirection: LayoutDirection? = nil,
        context: PanelContext = PanelContext(), background: RGBA = .white,
        tolerance: ImageTolerance = .default
    ) -> Snapshotting {
        let spec = SnapshotSpec(
            size: frameSize, scale: scale, layoutDirection: layoutDirection,
            context: context, background: background)
        return Snapshotting(pathExtension: "png", diffing: .frame(tolerance: tolerance)) { strip in
            do {
                return FrameSnapshot(
                    image: try FilmstripSheet.render(strip, spec: spec, columns: columns),
                    scale: spec.scale)
            } catch {
                return FrameSnapshot(problem: "\(error)")
            }
        }
    }

    /// `filmstrip()` with every default.
    public static var filmstrip: Snapshotting { filmstrip() }
}

/// Lays out and draws the sheet behind `Snapshotting.filmstrip`.
enum FilmstripSheet {
    static let margin = 8.0
    static let spacing = 8.0
    static let labelGap = 4.0
    static let labelHeight = 16.0
    static let sheetColor = RGBA(hex: 0xD8D8DC)
    static let labelColor = RGBA(hex: 0x3A3A3C)

    static func render(_ strip: Filmstrip, spec: SnapshotSpec, columns: Int?) throws(SDLError) -> PixelImage {
        guard !strip.frames.isEmpty else {
            throw SDLError("Rendering a filmstrip", message: "it has no frames")
        }
        // Frames first: at the given size, or each at its ideal size in a cell as
        // large as the largest (the rest of the cell is the frame background).
        var images: [PixelImage] = []
        for frame in strip.frames { images.append(try spec.pixels(frame.panel)) }
        return try compose(images, labels: strip.frames.map(\.label), spec: spec, columns: columns)
    }

    /// Places rendered frames left to right (wrapping after `columns`) on the sheet,
    /// each with its label underneath (drawn with `spec`'s scale and context).
    static func compose(
        _ images: [PixelImage], labels: [String], spec: SnapshotSpec,
        columns: Int?
    ) throws(SDLError) -> PixelImage {
        guard !images.isEmpty else {
            throw SDLError("Rendering a filmstrip", message: "it has no frames")
        }
        let frameWidth = images.map(\.width).max() ?? 0
        let frameHeight = images.map(\.height).max() ?? 0
        let scale = spec.scale
        func px(_ points: Double) -> Int { Int((points * scale).rounded()) }
        let columnCount = max(1, min(columns ?? images.count, images.count))
        let rowCount = (images.count + columnCount - 1) / columnCount
        let labelTop = frameHeight + px(labelGap)
        let cellWidth = frameWidth, cellHeight = labelTop + px(labelHeight)
        let width = 2 * px(margin) + columnCount * cellWidth + (columnCount - 1) * px(spacing)
        let height = 2 * px(margin) + rowCount * cellHeight + (rowCount - 1) * px(spacing)

        var sheet = filled(width: width, height: height, with: sheetColor)
        let cell = filled(width: frameWidth, height: frameHeight, with: spec.background)
        var labelSpec = spec
        labelSpec.size = Size(width: Double(frameWidth) / scale, height: labelHeight)
        labelSpec.background = sheetColor
        for (index, text) in labels.enumerated() where index < images.count {
            let x = px(margin) + (index % columnCount) * (cellWidth + px(spacing))
            let y = px(margin) + (index / columnCount) * (cellHeight + px(spacing))
            if images[index].width != frameWidth || images[index].height != frameHeight {
                blit(cell, into: &sheet, x: x, y: y)
            }
            blit(images[index], into: &sheet, x: x, y: y)
            let label = Caption(text).lineLimit(1).textStyle(.footnote).foreground(labelColor)
            blit(try labelSpec.pixels(label), into: &sheet, x: x, y: y + labelTop)
        }
        return sheet
    }

    /// An image of one color.
    static func filled(width: Int, height: Int, with color: RGBA) -> PixelImage {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for offset in stride(from: 0, to: bytes.count, by: 4) {
            bytes[offset] = color.red
            bytes[offset + 1] = color.green
            bytes[offset + 2] = color.blue
            bytes[offset + 3] = color.alpha
        }
        return PixelImage(width: width, height: height, bytes: bytes)
    }

    /// Copies `image` into `target` with its top-left corner at (`x`, `y`), clipped.
    static func blit(_ image: PixelImage, into target: inout PixelImage, x: Int, y: Int) {
        let columns = max(0, min(image.width, target.width - x))
        guard columns > 0, x >= 0 else { return }
        for row in 0 ..< image.height where y + row >= 0 && y + row < target.height {
            let source = row * image.width * 4
            let destination = ((y + row) * target.width + x) * 4
            target.bytes.replaceSubrange(
                destination ..< destination + columns * 4,
                with: image.bytes[source ..< source + columns * 4])
        }
    }
}
