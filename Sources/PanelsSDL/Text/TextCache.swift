import CSDL2
import Foundation
import CSDL2TTF
import Panels
import PanelsRaster

/// Rasterized text lines, cached: each line is shaped (HarfBuzz through SDL2_ttf),
/// split into direction runs by `BidiText`, and kept as an 8-bit coverage mask, so
/// drawing a line again costs one blend and no SDL_ttf call.
///
/// Contract: color is applied when blending, so one mask serves every color; keys are
/// (text, weight, whole-pixel size, base direction); memory is bounded (least
/// recently used lines are dropped beyond `byteLimit`); `renderCalls` counts every
/// TTF_Render* call, so tests can assert that a steady frame makes none. Fonts are
/// opened once per size (`FontLibrary`), so no TTF_SetFontSize call is ever made.
/// Thread-safe: a line this thread already fetched is found in its own
/// `ThreadLocalFront` with no lock; a first fetch takes the cache's own lock (held to
/// look up and insert); a miss shapes and rasterizes with `SDLLock` held, so renders
/// on several threads rasterize at once and meet only when SDL_ttf is needed.
final class TextCache: GlyphSource, @unchecked Sendable {
    static let shared = TextCache()

    struct Key: Hashable {
        var text: TextKey
        var weight: FontWeight
        var pixels: Int32
        var rightToLeft: Bool
        var family: String?
        var italic: Bool
    }

    /// A line as set: its coverage mask and its colour glyphs (emoji) placed on it.
    struct Line {
        var mask: AlphaMask
        var colors: [ColorGlyph] = []

        var bytes: Int { mask.bytes.count + colors.reduce(0) { $0 + $1.image.pixels.count * 4 + 32 } }
    }

    private struct Entry {
        var line: Line
        var used: UInt64
    }

    private let lock = NSLock()
    /// Lines this thread already fetched: a hit takes no lock (`ThreadLocalFront`).
    private let front = ThreadLocalFront<Key, Line>(limit: 512)
    private var entries: [Key: Entry] = [:]
    private var lookups = 0
    private var clock: UInt64 = 0
    private var storedBytes = 0
    private var limit = 24 << 20
    private var renders = 0
    private var evicted = 0

    var bytes: Int { lock.withLock { storedBytes } }
    var byteLimit: Int {
        get { lock.withLock { limit } }
        set { lock.withLock { limit = newValue } }
    }
    /// TTF_Render* calls made since the process started.
    var renderCalls: Int { lock.withLock { renders } }
    /// Lines dropped to stay under `byteLimit`.
    var evictions: Int { lock.withLock { evicted } }
    var count: Int { lock.withLock { entries.count } }
    /// Lookups that reached the shared entries (and took the lock) so far.
    var sharedLookups: Int { lock.withLock { lookups } }

    /// The coverage mask of one line of text.
    func mask(_ run: TextRun) throws(SDLError) -> AlphaMask { try line(run).mask }

    /// One line of text as set: its mask and colour glyphs.
    func line(_ run: TextRun) throws(SDLError) -> Line {
        let pixels = Int32(max(1, min(2048, run.pixelSize.isFinite ? run.pixelSize.rounded() : 14)))
        let key = Key(
            text: TextKey(run.text), weight: run.weight, pixels: pixels, rightToLeft: run.direction == .rightToLeft,
            family: run.family, italic: run.italic)
        if let mine = front.value(for: key) { return mine }
        // One hash per hit: the index serves both the read and the recency write.
        let hit = lock.withLock { () -> Line? in
            clock &+= 1
            lookups += 1
            guard let index = entries.index(forKey: key) else { return nil }
            entries.values[index].used = clock
            return entries.values[index].line
        }
        if let hit {
            front.keep(hit, for: key)
            return hit
        }
        let (line, calls) = try SDLLock.run { () throws(SDLError) -> (Line, Int) in
            let chain = try FontFallback.chain(
                family: run.family, weight: run.weight, italic: run.italic, pixels: pixels, text: run.text)
            return rasterize(
                run.text, chain: chain, pixels: pixels, base: key.rightToLeft ? .rightToLeft : .leftToRight)
        }
        lock.withLock {
            renders += calls
            if entries.updateValue(Entry(line: line, used: clock), forKey: key) == nil {
                storedBytes += line.bytes + 64
                if storedBytes > limit { evict() }
            }
        }
        front.keep(line, for: key)
        return line
    }

    func coverage(of run: TextRun) throws -> AlphaMask {
        try line(run).mask
    }

    func colorGlyphs(of run: TextRun) throws -> [ColorGlyph] {
        try line(run).colors
    }

    func problems(for run: TextRun) -> [Diagnostic] {
        // DejaVu has every ASCII character: nothing to ask SDL_ttf.
        if run.family == nil && run.text.utf8.allSatisfy({ $0 < 0x80 }) { return [] }
        return SDLLock.run { FontFallback.problems(for: run) }
    }

    /// Drops every cached line (tests; a font change).
    func removeAll() {
        lock.withLock {
            entries.removeAll()
            storedBytes = 0
        }
        front.invalidate()
    }

    /// Call with `lock` held.
    private func evict() {
        let ordered = entries.sorted { $0.value.used < $1.value.used }
        for (key, entry) in ordered where storedBytes > limit * 3 / 4 {
            entries[key] = nil
            storedBytes -= entry.line.bytes + 64
            evicted += 1
        }
    }

    /// The advance width in pixels of `text` set as `rasterize` sets it: split into
    /// direction runs (FriBidi), each shaped with its direction and script. For
    /// measurers that must agree with what is drawn (Arabic joins, so its width
    /// differs from unshaped text). Call with the SDL lock held.
    static func shapedWidth(_ text: String, font: OpaquePointer, base: BidiText.Base) -> Int {
        shapedWidth(text, chain: [font], base: base)
    }

    /// As `shapedWidth(_:font:base:)`, each direction run split further by the font of
    /// the fallback chain that has its characters (`FontFallback`).
    static func shapedWidth(_ text: String, chain: [OpaquePointer], base: BidiText.Base) -> Int {
        var total: Int32 = 0
        for run in BidiText.visualRuns(text, base: base) {
            for piece in FontFallback.pieces(run.text, chain: chain) {
                if piece.color {
                    total += Int32(
                        ColorFace.shared.width(piece.text, pixels: FontLibrary.shared.pixels(of: chain[0]) ?? 14))
                    continue
                }
                let font = piece.font
                TTF_SetFontDirection(font, run.rightToLeft ? TTF_DIRECTION_RTL : TTF_DIRECTION_LTR)
                TTF_SetFontScriptName(font, BidiText.script(of: piece.text))
                var w: Int32 = 0, h: Int32 = 0
                TTF_SizeUTF8(font, piece.text, &w, &h)
                total += w
                TTF_SetFontDirection(font, TTF_DIRECTION_LTR)
                TTF_SetFontScriptName(font, "Zzzz")
            }
        }
        return Int(total)
    }

    /// Shapes and rasterizes `text`: one TTF_RenderUTF8_Blended per direction run and
    /// font of the fallback chain, runs placed left to right in visual order on the
    /// first font's baseline, coverage taken from alpha; pieces of the colour face
    /// leave their advance blank in the mask and become colour glyphs on that
    /// baseline, at HarfBuzz's positions.
    private func rasterize(
        _ text: String, chain: [OpaquePointer], pixels: Int32, base: BidiText.Base
    ) -> (Line, Int) {
        var renderCalls = 0
        let primary = chain[0]
        let height = Int(TTF_FontHeight(primary))
        let ascent = Int(TTF_FontAscent(primary))
        let runs = BidiText.visualRuns(text, base: base)
        var pieces: [(surface: UnsafeMutablePointer<SDL_Surface>?, advance: Int, dy: Int)] = []
        defer { for piece in pieces { if let s = piece.surface { SDL_FreeSurface(s) } } }
        var colors: [ColorGlyph] = []
        var penX = 0
        let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
        for run in runs {
            var fontPieces = FontFallback.pieces(run.text, chain: chain)
            if run.rightToLeft { fontPieces.reverse() }
            for piece in fontPieces {
                if piece.color {
                    let (glyphs, width) = ColorFace.shared.layout(
                        piece.text, pixels: pixels, rightToLeft: run.rightToLeft)
                    for glyph in glyphs {
                        guard let drawn = ColorFace.shared.glyph(glyph.id, pixels: pixels) else { continue }
                        colors.append(
                            ColorGlyph(image: drawn.image, x: penX + glyph.x + drawn.left, y: ascent - drawn.top))
                    }
                    pieces.append((nil, width, 0))
                    penX += width
                    continue
                }
                let font = piece.font
                TTF_SetFontDirection(font, run.rightToLeft ? TTF_DIRECTION_RTL : TTF_DIRECTION_LTR)
                TTF_SetFontScriptName(font, BidiText.script(of: piece.text))
                var w: Int32 = 0, h: Int32 = 0
                TTF_SizeUTF8(font, piece.text, &w, &h)
                var surface: UnsafeMutablePointer<SDL_Surface>?
                if piece.text.unicodeScalars.contains(where: { !$0.properties.isWhitespace }) {
                    renderCalls += 1
                    surface = TTF_RenderUTF8_Blended(font, piece.text, white)
                }
                let advance = Int(max(w, surface.map { $0.pointee.w } ?? 0))
                pieces.append((surface, advance, ascent - Int(TTF_FontAscent(font))))
                penX += advance
                // Back to SDL_ttf's defaults (LTR, HB_SCRIPT_UNKNOWN) so measuring
                // elsewhere sees an unchanged font.
                TTF_SetFontDirection(font, TTF_DIRECTION_LTR)
                TTF_SetFontScriptName(font, "Zzzz")
            }
        }
        let width = pieces.reduce(0) { $0 + $1.advance }
        guard width > 0, height > 0 else { return (Line(mask: .empty), renderCalls) }
        var bytes = [UInt8](repeating: 0, count: width * height)
        var x = 0
        for piece in pieces {
            defer { x += piece.advance }
            guard let surface = piece.surface else { continue }
            if panels_SDL_MustLock(surface) != 0 { SDL_LockSurface(surface) }
            let sw = Int(surface.pointee.w), sh = Int(surface.pointee.h)
            let pitch = Int(surface.pointee.pitch)
            let base = surface.pointee.pixels.assumingMemoryBound(to: UInt8.self)
            let shift = UInt32(surface.pointee.format.pointee.Ashift)
            for sy in 0 ..< sh {
                let y = sy + piece.dy
                guard y >= 0 && y < height else { continue }
                let row = UnsafeRawPointer(base + sy * pitch).assumingMemoryBound(to: UInt32.self)
                for sx in 0 ..< min(sw, width - x) {
                    let a = UInt8((row[sx] >> shift) & 0xFF)
                    if a > bytes[y * width + x + sx] { bytes[y * width + x + sx] = a }
                }
            }
            if panels_SDL_MustLock(surface) != 0 { SDL_UnlockSurface(surface) }
        }
        return (
            Line(mask: AlphaMask(width: width, height: height, bytes: bytes).trimmed(), colors: colors), renderCalls
        )
    }
}
