import CSDL2
import CSDL2TTF
import Foundation
import Panels
import PanelsFonts

/// Opens the bundled fonts (DejaVu Sans, DejaVu Sans Bold) and registered font files
/// (`FontRegistry`) at pixel sizes and keeps them open: one `TTF_Font` per face and
/// whole-pixel size.
///
/// Contract: only used with the SDL lock held. Fonts come from `PanelsFonts` (the package's `Assets/Fonts`),
/// never from the machine, so output is the same everywhere. A missing font file is
/// an `SDLError` naming the path.
final class FontLibrary {
    nonisolated(unsafe) static let shared = FontLibrary()

    private struct Key: Hashable {
        var weight: FontWeight
        var pixels: Int32
    }
    private var fonts: [Key: OpaquePointer] = [:]
    private var files: [String: OpaquePointer] = [:]
    private var paths: [OpaquePointer: URL] = [:]
    private var sizes: [OpaquePointer: Int32] = [:]

    /// Bundled fonts for scripts DejaVu Sans lacks, after it in every fallback chain
    /// (`PanelsFonts`-relative paths).
    static let supplements = ["Runic/NotoSansRunic-Regular.ttf"]

    /// The supplements' files, found once for each `PANELS_ASSETS` (finding the
    /// bundled fonts lists folders; every caption's first setting asks for them).
    private var supplementFiles: (assets: String?, urls: [URL])?

    /// The bundled supplements at `pixels`, those that open.
    func supplements(pixels: Int32) -> [OpaquePointer] {
        let assets = getenv("PANELS_ASSETS").map { String(cString: $0) }
        let urls: [URL]
        if let known = supplementFiles, known.assets == assets {
            urls = known.urls
        } else {
            urls = FontLibrary.supplements.compactMap { try? PanelsFonts.file($0) }
            supplementFiles = (assets, urls)
        }
        return urls.compactMap { try? font(file: $0, pixels: pixels) }
    }

    /// The file `font` was opened from (for shaping it with HarfBuzz), if opened here.
    func file(of font: OpaquePointer) -> URL? { paths[font] }

    /// The pixels per em `font` was opened at, if opened here.
    func pixels(of font: OpaquePointer) -> Int32? { sizes[font] }

    /// The bundled icon font (`IconSet`) at `pixels`: emboldened by SDL_ttf from
    /// semibold up, since the set has one weight.
    func iconFont(weight: FontWeight, pixels: Int32) throws(SDLError) -> OpaquePointer {
        let pixels = max(1, min(2048, pixels))
        let bold = weight.value >= 600
        let key = "\(pixels) icons\(bold ? " bold" : "")"
        if let font = files[key] { return font }
        try SDLRuntime.start()
        let url: URL
        do {
            url = try PanelsFonts.file("Icons/MaterialIcons-Subset.ttf")
        } catch {
            throw SDLError("Loading the icon font", message: error.description)
        }
        guard let font = TTF_OpenFont(url.path, pixels) else {
            throw SDLError("Opening font \(url.path)", message: String(cString: panels_TTF_GetError()))
        }
        TTF_SetFontHinting(font, TTF_HINTING_LIGHT)
        if bold { TTF_SetFontStyle(font, TTF_STYLE_BOLD) }
        files[key] = font
        paths[font] = url
        sizes[font] = pixels
        return font
    }

    /// The bundled face nearest to `weight`: bold from semibold up, else regular.
    static func fileName(_ weight: FontWeight) -> String {
        weight.value >= 600 ? "DejaVuSans-Bold.ttf" : "DejaVuSans.ttf"
    }

    /// A registered font file at `pixels` (whole pixels, 1…2048).
    func font(file: URL, pixels: Int32) throws(SDLError) -> OpaquePointer {
        let pixels = max(1, min(2048, pixels))
        let key = "\(pixels) \(file.path)"
        if let font = files[key] { return font }
        try SDLRuntime.start()
        guard let font = TTF_OpenFont(file.path, pixels) else {
            throw SDLError("Opening font \(file.path)", message: String(cString: panels_TTF_GetError()))
        }
        TTF_SetFontHinting(font, TTF_HINTING_LIGHT)
        TTF_SetFontKerning(font, 1)
        files[key] = font
        paths[font] = file
        sizes[font] = pixels
        return font
    }

    /// Font for `weight` at `pixelSize` (rounded to whole pixels, at least 1).
    func font(_ weight: FontWeight, pixelSize: Double) throws(SDLError) -> OpaquePointer {
        let pixels = Int32(max(1, min(2048, pixelSize.isFinite ? pixelSize.rounded() : 14)))
        let weight: FontWeight = weight.value >= 600 ? .bold : .regular
        let key = Key(weight: weight, pixels: pixels)
        if let font = fonts[key] { return font }
        try SDLRuntime.start()
        let url: URL
        do {
            url = try PanelsFonts.file("DejaVu/" + FontLibrary.fileName(weight))
        } catch {
            throw SDLError("Loading font \(FontLibrary.fileName(weight))", message: error.description)
        }
        let font = try self.font(file: url, pixels: pixels)
        fonts[key] = font
        return font
    }
}
