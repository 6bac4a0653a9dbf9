/// Pixels an app fills itself, for `Picture(pixels:named:)`: `width` × `height`
/// pixels, 4 bytes each (red, green, blue, alpha), rows top to bottom.
///
/// Contract: `rgba` must hold exactly `width × height × 4` bytes; with `premultiplied`
/// false (the default) the color bytes are straight, with true they are already
/// multiplied by alpha (a color byte above its alpha is clamped to it). `version`
/// tells a changed buffer from the one drawn before: the picture is converted again
/// only when its name, version or size changes, so give the new pixels a new version
/// (or a new name). A size of zero, a count that does not match, or more pixels than
/// `PanelContext`'s picture budget draws the crossed placeholder and reports why,
/// naming the picture.
public struct PicturePixels: Sendable {
    package let width: Int
    package let height: Int
    package let rgba: [UInt8]
    package let premultiplied: Bool
    package let version: Int

    /// `width` × `height` pixels from `rgba` (4 bytes a pixel, rows top to bottom);
    /// `version` changes whenever the app changes the pixels.
    public init(width: Int, height: Int, rgba: [UInt8], premultiplied: Bool = false, version: Int = 0) {
        self.width = width
        self.height = height
        self.rgba = rgba
        self.premultiplied = premultiplied
        self.version = version
    }

    /// Why these pixels cannot be drawn within `pixelBudget` pixels, or nil.
    package func problem(pixelBudget: Int) -> String? {
        guard width > 0, height > 0 else { return "a pixel buffer of \(width)x\(height) pixels has no pixels" }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        let budget = min(max(pixelBudget, 1), PictureHeader.maximumPixelBudget)
        if overflow || pixels > budget {
            return
                "a pixel buffer of \(width)x\(height) pixels is over the picture budget of \(PictureHeader.amount(budget))"
        }
        guard rgba.count == pixels * 4 else {
            return "a \(width)x\(height) pixel buffer needs \(pixels * 4) RGBA bytes; it holds \(rgba.count)"
        }
        return nil
    }
}
