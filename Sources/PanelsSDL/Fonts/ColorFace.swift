import CFreeType
import CSDL2TTF
import Foundation
import Panels
import PanelsFonts
import PanelsRaster

/// The colour face of the fallback chain: the bundled subset of Noto Color Emoji
/// (`PanelsFonts`' `Emoji/`), read with FreeType because SDL_ttf hands over coverage
/// only. Its glyphs are CBDT bitmaps of one strike (109 pixels per em), which this
/// scales to the text's pixel size with `ColorImage.scaled` (our own box filter, the
/// same bytes everywhere); positions and advances come from HarfBuzz on the same file,
/// so a ZWJ sequence, a flag or a skin-tone sequence is one glyph and one cluster.
///
/// Contract (SDL lock held): never reads the machine's fonts; a missing or unreadable
/// file leaves the face unavailable (`problem` names the file), and emoji are then
/// missing characters like any other. Strike bitmaps and scaled glyphs are cached
/// (bounded).
final class ColorFace {
    nonisolated(unsafe) static let shared = ColorFace()

    /// One shaped glyph: its id, its pen position and its cluster (UTF-8 offset in the
    /// piece), in pixels at the size asked for.
    struct Placed {
        var id: UInt32
        var x: Int
        var advance: Int
        var cluster: Int
    }

    private var library: FT_Library?
    private var face: FT_Face?
    private(set) var file: URL?
    private(set) var problem: String?
    private var unitsPerEm = 2048
    private var strikePixels = 109
    private var strike: [UInt32: (image: ColorImage, left: Int, top: Int)] = [:]
    private struct SizeKey: Hashable {
        var id: UInt32
        var pixels: Int32
    }
    private var sized: [SizeKey: (image: ColorImage, left: Int, top: Int)] = [:]
    private var hasCache: [UInt32: Bool] = [:]

    private init() {
        let url: URL
        do {
            url = try PanelsFonts.file("Emoji/NotoColorEmoji-Subset.ttf")
        } catch {
            problem = "colour emoji: \(error.description)"
            return
        }
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else {
            problem = "colour emoji: FreeType did not start"
            return
        }
        self.library = library
        var face: FT_Face?
        let status = FT_New_Face(library, url.path, 0, &face)
        guard status == 0, let face else {
            problem = "\(url.path): not a font FreeType can open (error \(status))"
            return
        }
        guard face.pointee.num_fixed_sizes > 0, FT_Select_Size(face, 0) == 0 else {
            problem = "\(url.path): no colour bitmap strike"
            FT_Done_Face(face)
            return
        }
        self.face = face
        file = url
        // FreeType reports no units per em for a face of bitmaps only: HarfBuzz reads
        // the head table.
        unitsPerEm = max(1, HarfBuzzShaper.shared.unitsPerEm(file: url))
        strikePixels = max(1, Int(face.pointee.size.pointee.metrics.y_ppem))
    }

    var isAvailable: Bool { face != nil }

    /// Whether the face has a glyph for `scalar` (its cmap).
    func has(_ scalar: Unicode.Scalar) -> Bool {
        guard let face else { return false }
        if let known = hasCache[scalar.value] { return known }
        let found = FT_Get_Char_Index(face, FT_ULong(scalar.value)) != 0
        hasCache[scalar.value] = found
        return found
    }

    /// Whether the grapheme cluster `character` is drawn with this face rather than a
    /// text font of `chain`: the face has its first character and it asks for emoji
    /// presentation (by default, with U+FE0F, a skin tone or a ZWJ), or no text font has
    /// it. U+FE0E (text presentation) keeps it with the text fonts when they have it.
    func draws(_ character: Character, chain: [OpaquePointer]) -> Bool {
        let scalars = character.unicodeScalars
        guard let first = scalars.first, first.value >= 0x203C, has(first) else { return false }
        let inText = { chain.contains { TTF_GlyphIsProvided32($0, first.value) != 0 } }
        if scalars.contains(where: { $0.value == 0xFE0E }) { return !inText() }
        if first.properties.isEmojiPresentation { return true }
        if scalars.contains(where: {
            $0.value == 0xFE0F || $0.value == 0x200D || (0x1F3FB ... 0x1F3FF).contains($0.value)
        }) {
            return true
        }
        return !inText()
    }

    /// `text` (a piece of emoji) shaped with HarfBuzz on the face's file at `pixels` per
    /// em: each glyph's pen position (the running sum of advances, rounded) in visual
    /// order, and the piece's width. In a right-to-left run the emoji follow one
    /// another from the right, as the bidirectional algorithm orders them.
    func layout(_ text: String, pixels: Int32, rightToLeft: Bool = false) -> (glyphs: [Placed], width: Int) {
        guard let file else { return ([], 0) }
        let shaped = HarfBuzzShaper.shared.shape(text, file: file, rightToLeft: rightToLeft, script: "Zyyy")
        var placed: [Placed] = []
        var units = 0.0
        let scale = Double(pixels) / Double(unitsPerEm)
        for glyph in shaped {
            let x = Int((units * scale).rounded())
            units += glyph.advance
            let next = Int((units * scale).rounded())
            placed.append(Placed(id: glyph.id, x: x, advance: next - x, cluster: glyph.cluster))
        }
        return (placed, Int((units * scale).rounded()))
    }

    /// The width in pixels of `text` set by `layout`.
    func width(_ text: String, pixels: Int32) -> Int { layout(text, pixels: pixels).width }

    /// Glyph `id` at `pixels` per em: its image and where its top-left sits from the pen
    /// position on the baseline (left, and top above the baseline), in pixels.
    func glyph(_ id: UInt32, pixels: Int32) -> (image: ColorImage, left: Int, top: Int)? {
        let key = SizeKey(id: id, pixels: pixels)
        if let known = sized[key] { return known }
        guard let bitmap = strikeBitmap(id) else { return nil }
        // Whole pixels from the strike's size: width, height and bearings scaled by
        // pixels / strike, rounded half up (integers only).
        let p = Int(pixels), s = strikePixels
        func scaled(_ v: Int) -> Int { v >= 0 ? (v * p + s / 2) / s : -((-v * p + s / 2) / s) }
        let w = max(1, scaled(bitmap.image.width)), h = max(1, scaled(bitmap.image.height))
        let result = (
            image: bitmap.image.scaled(width: w, height: h), left: scaled(bitmap.left), top: scaled(bitmap.top)
        )
        if sized.count > 2048 { sized.removeAll() }
        sized[key] = result
        return result
    }

    /// Glyph `id` as the font stores it (BGRA at the strike's size), premultiplied.
    private func strikeBitmap(_ id: UInt32) -> (image: ColorImage, left: Int, top: Int)? {
        if let known = strike[id] { return known }
        guard let face, FT_Load_Glyph(face, id, Int32(FT_LOAD_COLOR)) == 0, let slot = face.pointee.glyph else {
            return nil
        }
        let bitmap = slot.pointee.bitmap
        guard bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue), let buffer = bitmap.buffer else { return nil }
        let w = Int(bitmap.width), h = Int(bitmap.rows), pitch = Int(bitmap.pitch)
        var pixels = [UInt32](repeating: 0, count: w * h)
        for y in 0 ..< h {
            // FreeType's BGRA is premultiplied, bytes B, G, R, A: 0xAARRGGBB read little-endian.
            let row = buffer + (pitch >= 0 ? y * pitch : (h - 1 - y) * -pitch)
            for x in 0 ..< w {
                let b = UInt32(row[x * 4]), g = UInt32(row[x * 4 + 1])
                let r = UInt32(row[x * 4 + 2]), a = UInt32(row[x * 4 + 3])
                pixels[y * w + x] = (a << 24) | (min(a, r) << 16) | (min(a, g) << 8) | min(a, b)
            }
        }
        let result = (
            image: ColorImage(width: w, height: h, pixels: pixels), left: Int(slot.pointee.bitmap_left),
            top: Int(slot.pointee.bitmap_top)
        )
        if strike.count > 512 { strike.removeAll() }
        strike[id] = result
        return result
    }
}
