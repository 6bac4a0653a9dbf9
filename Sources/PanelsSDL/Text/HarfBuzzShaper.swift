import CHarfBuzz
import Foundation
import Panels
import PanelsFonts

/// Shapes runs of text with HarfBuzz — the shaper SDL_ttf itself uses — on the same
/// font files (`PanelsFonts`' DejaVu, or the file of a font of the fallback chain),
/// for what SDL_ttf does not tell:
/// which glyphs belong to which characters (clusters) and how far each advances.
///
/// Contract: `shape` gives the run's glyphs in visual order (left to right) with
/// their cluster (the UTF-8 offset in the run of the first character they draw)
/// and advance in font units; HarfBuzz's default cluster level, so a grapheme
/// cluster is never split between clusters. Fonts are opened once per file and
/// kept. Not thread-safe on its own: callers hold `SDLLock`.
final class HarfBuzzShaper {
    nonisolated(unsafe) static let shared = HarfBuzzShaper()

    struct Glyph: Equatable {
        var cluster: Int
        var advance: Double
        /// The glyph's id in the font.
        var id: UInt32 = 0
    }

    private var fonts: [String: OpaquePointer] = [:]
    private var missing: Set<String> = []
    private var bundledFiles: [String: URL] = [:]
    private let buffer: OpaquePointer? = hb_buffer_create()

    /// The bundled font for `weight` at its design size, or nil when its file cannot
    /// be opened.
    private func font(_ weight: FontWeight) -> OpaquePointer? {
        // The file found once for each face and `PANELS_ASSETS` (finding it lists folders).
        let key = (getenv("PANELS_ASSETS").map { String(cString: $0) } ?? "") + "|" + FontLibrary.fileName(weight)
        if let url = bundledFiles[key] { return font(file: url) }
        guard let url = try? PanelsFonts.file("DejaVu/" + FontLibrary.fileName(weight)) else { return nil }
        bundledFiles[key] = url
        return font(file: url)
    }

    /// The font in `file` (its first face, as SDL_ttf opens it) at its design size
    /// (scale = units per em), or nil when the file cannot be opened.
    private func font(file: URL) -> OpaquePointer? {
        let path = file.path
        if let font = fonts[path] { return font }
        guard !missing.contains(path), let blob = hb_blob_create_from_file_or_fail(path) else {
            missing.insert(path)
            return nil
        }
        let face = hb_face_create(blob, 0)
        hb_blob_destroy(blob)
        let font = hb_font_create(face)
        let upem = Int32(hb_face_get_upem(face))
        hb_face_destroy(face)
        hb_font_set_scale(font, upem, upem)
        fonts[path] = font
        return font
    }

    /// `text` shaped as one run in `rightToLeft` direction and `script` (an ISO
    /// 15924 tag); empty when the font is missing.
    func shape(_ text: String, weight: FontWeight, rightToLeft: Bool, script: String) -> [Glyph] {
        guard let font = font(weight) else { return [] }
        return shape(text, font: font, rightToLeft: rightToLeft, script: script)
    }

    /// The units per em of the font in `file` (0 when it cannot be opened).
    func unitsPerEm(file: URL) -> Int {
        guard let font = font(file: file) else { return 0 }
        return Int(hb_face_get_upem(hb_font_get_face(font)))
    }

    /// `text` shaped as one run with the font in `file` (a registered or system font
    /// of the fallback chain); empty when the file cannot be opened.
    func shape(_ text: String, file: URL, rightToLeft: Bool, script: String) -> [Glyph] {
        guard let font = font(file: file) else { return [] }
        return shape(text, font: font, rightToLeft: rightToLeft, script: script)
    }

    private func shape(_ text: String, font: OpaquePointer, rightToLeft: Bool, script: String) -> [Glyph] {
        guard let buffer, !text.isEmpty else { return [] }
        hb_buffer_clear_contents(buffer)
        let bytes = Array(text.utf8)
        bytes.withUnsafeBufferPointer { utf8 in
            utf8.withMemoryRebound(to: CChar.self) { chars in
                hb_buffer_add_utf8(buffer, chars.baseAddress, Int32(chars.count), 0, Int32(chars.count))
            }
        }
        hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, hb_script_from_string(script, -1))
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(font, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
            let positions = hb_buffer_get_glyph_positions(buffer, &count)
        else { return [] }
        return (0 ..< Int(count)).map { i in
            Glyph(cluster: Int(infos[i].cluster), advance: Double(positions[i].x_advance), id: infos[i].codepoint)
        }
    }
}
