import CSDL2
import CSDL2TTF
import CUnibreak
import Foundation
import Panels
import Synchronization

/// Sets text with the bundled fonts through SDL2_ttf, for layout.
///
/// Widths are measured at the device pixel size (points × `scale`) and reported in
/// points, so layout matches what the rasterizer draws at that scale. Lines break at
/// UAX #14 line-break opportunities found by libunibreak (a word wider than the
/// line breaks between characters); `LineSetter` fills lines and truncates at the
/// line limit (tail, head or middle) with "…". Results are cached (bounded).
/// Thread-safe: a text this thread measured before is answered from its own
/// `MeasurementFront`, with no lock; a first lookup on a thread takes the shared
/// cache's lock, and only text no thread has set reaches SDL_ttf (holding
/// `SDLLock`).
public final class SDLTextMeasurer: TextMeasurer, @unchecked Sendable {
    public let scale: Double
    private let cacheLock = NSLock()
    // Guarded by `cacheLock` (so no runtime exclusivity checks on it).
    @exclusivity(unchecked) private var cache: [CacheKey: TextLayout] = [:]
    private static let cacheLimit = 20_000
    /// Each thread's answers: the lock-free hit path.
    let front = MeasurementFront()
    /// Lookups that missed this thread's front and took the shared cache's lock, and
    /// the texts set through SDL_ttf (for tests: a hit on the front counts neither).
    package let sharedLookups = Atomic<Int>(0)
    package let settings = Atomic<Int>(0)

    struct CacheKey: Hashable {
        /// The key in one word, never 0: the text's digest, the lengths' bits and the
        /// small fields packed in one word, multiplied in and folded (a family name
        /// adds its own digest). Made once per key; picks the front's slot and is all
        /// the shared dictionary hashes (a hit's hashing through every field was about
        /// 850 instructions). Compared first, so different keys differ at once.
        let fingerprint: UInt64
        let text: TextKey
        let style: TextStyle
        let maxWidth: Double
        let lineLimit: Int
        let truncation: TruncationMode
        /// `FontFallback.generation`: registering fonts changes how text is set.
        let fonts: Int

        init(
            text: TextKey, style: TextStyle, maxWidth: Double, lineLimit: Int, truncation: TruncationMode, fonts: Int
        ) {
            self.text = text
            self.style = style
            self.maxWidth = maxWidth
            self.lineLimit = lineLimit
            self.truncation = truncation
            self.fonts = fonts
            fingerprint = Self.fingerprint(
                digest: text.digest, style: style, maxWidth: maxWidth, lineLimit: lineLimit, truncation: truncation,
                fonts: fonts)
        }

        /// The fingerprint of the key of these parts (`digest`: the text's
        /// `TextKey.digest`).
        @inline(__always)
        static func fingerprint(
            digest: UInt64, style: TextStyle, maxWidth: Double, lineLimit: Int, truncation: TruncationMode, fonts: Int
        ) -> UInt64 {
            var small = UInt64(style.weight.rawValue) | (style.italic ? 0x100 : 0)
            small |= UInt64(truncation.rawValue) << 16
            small |= UInt64(truncatingIfNeeded: lineLimit) << 24
            small ^= UInt64(truncatingIfNeeded: fonts) << 48
            var h = (digest ^ style.size.bitPattern) &* 0x9E37_79B9_7F4A_7C15
            h = (h ^ (h >> 29) ^ style.lineHeight.bitPattern ^ maxWidth.bitPattern.byteSwapped) &* 0xBF58_476D_1CE4_E5B9
            h = (h ^ (h >> 31) ^ small) &* 0x94D0_49BB_1331_11EB
            if let family = style.family { h = (h ^ TextKey(family).digest) &* 0x9E37_79B9_7F4A_7C15 }
            h ^= h >> 32
            return h == 0 ? 1 : h
        }

        /// Whether `key` is the key of these parts, compared field by field where it
        /// lies (`bytes`: the text's UTF-8; `digest` its `TextKey.digest`): the plain
        /// fields first, then the family and the text's bytes. (A method on the key
        /// read from a front's slot copied the whole key, and released it after.)
        @inline(__always)
        static func matches(
            _ key: UnsafePointer<CacheKey>, bytes: UnsafeRawBufferPointer, digest: UInt64, style: TextStyle,
            maxWidth: Double, lineLimit: Int, truncation: TruncationMode, fonts: Int
        ) -> Bool {
            guard key.pointee.text.digest == digest, key.pointee.maxWidth == maxWidth,
                key.pointee.lineLimit == lineLimit, key.pointee.truncation == truncation, key.pointee.fonts == fonts,
                key.pointee.style.size == style.size, key.pointee.style.weight == style.weight,
                key.pointee.style.lineHeight == style.lineHeight, key.pointee.style.italic == style.italic
            else { return false }
            if key.pointee.style.family != nil || style.family != nil {
                guard key.pointee.style.family == style.family else { return false }
            }
            return key.pointee.text.matches(bytes, digest: digest)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(fingerprint)
        }
    }

    /// A measurer for `scale` pixels per point, held to `GeometryLimits.scales`
    /// (0.25…8; not finite or not positive: 1), as frames are: a scale of 10⁻³⁰⁰ made
    /// every text 10³⁰⁰ points wide.
    public init(scale: Double = 1) {
        self.scale = GeometryLimits.scale(scale)
    }

    public func layout(_ text: String, style: TextStyle, maxWidth: Double?, lineLimit: Int?) -> TextLayout {
        layout(text, style: style, maxWidth: maxWidth, lineLimit: lineLimit, truncation: .tail)
    }

    public func layout(
        _ text: String, style: TextStyle, maxWidth: Double?, lineLimit: Int?,
        truncation: TruncationMode
    ) -> TextLayout {
        let width = maxWidth.map { $0.isNaN ? 0 : $0.isFinite ? max(0, $0) : .infinity } ?? .infinity
        let lineLimit = lineLimit.map { max(1, $0) }
        let fonts = FontFallback.generation
        // A hit on this thread's front is found from the text's bytes in place: no key
        // is built (a copy of the text and the style, released again).
        let mine = text.utf8.withContiguousStorageIfAvailable { utf8 -> TextLayout? in
            let bytes = UnsafeRawBufferPointer(utf8)
            let digest = TextKey.digest(of: bytes)
            let fingerprint = CacheKey.fingerprint(
                digest: digest, style: style, maxWidth: width, lineLimit: lineLimit ?? 0, truncation: truncation,
                fonts: fonts)
            return front.layout(
                bytes: bytes, digest: digest, fingerprint: fingerprint, style: style, maxWidth: width,
                lineLimit: lineLimit ?? 0, truncation: truncation, fonts: fonts)
        }
        if let mine, let mine { return mine }
        let key = CacheKey(
            text: TextKey(text), style: style, maxWidth: width, lineLimit: lineLimit ?? 0,
            truncation: truncation, fonts: fonts)
        let fingerprint = key.fingerprint
        if mine == nil, let found = front.layout(for: key, fingerprint: fingerprint) { return found }
        sharedLookups.add(1, ordering: .relaxed)
        cacheLock.lock()
        if let hit = cache[key] {
            cacheLock.unlock()
            front.keep(hit, for: key, fingerprint: fingerprint)
            return hit
        }
        cacheLock.unlock()
        settings.add(1, ordering: .relaxed)
        let result = SDLLock.run {
            setText(text, style: style, maxWidth: width, lineLimit: lineLimit, truncation: truncation)
        }
        cacheLock.lock()
        if cache.count >= SDLTextMeasurer.cacheLimit { cache.removeAll(keepingCapacity: true) }
        cache[key] = result
        cacheLock.unlock()
        front.keep(result, for: key, fingerprint: fingerprint)
        return result
    }

    // MARK: Setting text (SDL lock held)

    private func setText(
        _ text: String, style: TextStyle, maxWidth: Double, lineLimit: Int?,
        truncation: TruncationMode
    ) -> TextLayout {
        let scale = self.scale
        let lineHeight: Double, ascent: Double
        let width: (Substring) -> Double
        var missing: [Unicode.Scalar] = []
        let pixels = Int32(max(1, min(2048, (style.size * scale).isFinite ? (style.size * scale).rounded() : 14)))
        if let chain = try? FontFallback.chain(
            family: style.family, weight: style.weight, italic: style.italic, pixels: pixels, text: text)
        {
            let font = chain[0]
            lineHeight = Double(TTF_FontLineSkip(font)) / scale * style.lineHeight
            ascent = Double(TTF_FontAscent(font)) / scale
            // The bundled DejaVu Sans first, and the piece in scripts it covers (below
            // U+0590: Latin, Greek, Cyrillic …): one call, as before fonts were
            // registered.
            let plain = style.family == nil
            if !text.utf8.allSatisfy({ $0 < 0x80 }) || style.family != nil {
                missing = FontFallback.missing(text, chain: chain)
            }
            width = { piece in
                // Text with characters that shape (Arabic joins, Hebrew marks, …),
                // change direction or may need another font of the chain is measured
                // as it is drawn: per direction run and font, with its script; plain
                // text in one call.
                if !plain || piece.unicodeScalars.contains(where: SDLTextMeasurer.needsShaping) {
                    return Double(TextCache.shapedWidth(String(piece), chain: chain, base: .auto)) / scale
                }
                var w: Int32 = 0
                var h: Int32 = 0
                _ = TTF_SizeUTF8(font, String(piece), &w, &h)
                return Double(w) / scale
            }
        } else {
            // No font: nominal metrics (0.6 em per character, 1.2 em lines) so the
            // layout keeps its shape; the renderer draws a visible stand-in for each
            // line and reports the font file.
            lineHeight = style.size * 1.2 * style.lineHeight
            ascent = style.size * 0.9
            width = { piece in Double(piece.count) * style.size * 0.6 }
        }
        let result = LineSetter.set(
            text, opportunities: SDLTextMeasurer.opportunities(text), maxWidth: maxWidth,
            lineLimit: lineLimit, truncation: truncation,
            paragraphDirection: { BidiText.firstStrong($0) }, width: width)
        var layout = TextLayout(
            lines: result.lines, lineHeight: lineHeight, ascent: ascent,
            isTruncated: result.isTruncated, hiddenCharacters: result.hiddenCharacters)
        layout.missingCharacters = missing
        return layout
    }

    /// Whether a character is outside what DejaVu Sans sets alone in one call: from
    /// U+0590 up (Hebrew, Arabic, CJK …), except general punctuation such as "…",
    /// "—" and quotes (bidi controls included).
    static func needsShaping(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        guard v >= 0x0590 else { return false }
        if (0x2010 ... 0x2027).contains(v) || (0x2030 ... 0x205E).contains(v) { return false }
        return true
    }

    private static let unibreakReady: Bool = {
        init_linebreak()
        return true
    }()

    /// UAX #14 line-break opportunities of `text`, per grapheme cluster (libunibreak).
    static func opportunities(_ text: String) -> [LineSetter.Opportunity] {
        _ = unibreakReady
        let bytes = Array(text.utf8)
        guard !bytes.isEmpty else { return [] }
        var breaks = [Int8](repeating: 2, count: bytes.count)
        bytes.withUnsafeBufferPointer { source in
            breaks.withUnsafeMutableBufferPointer { out in
                set_linebreaks_utf8(source.baseAddress, source.count, nil, out.baseAddress)
            }
        }
        return LineSetter.opportunities(text, utf8Breaks: breaks)
    }
}

extension SDLTextMeasurer {
    private static let sharedLock = NSLock()
    nonisolated(unsafe) private static var sharedByScale: [Double: SDLTextMeasurer] = [:]

    /// One measurer per scale for the whole process, so its cache is shared.
    public static func shared(scale: Double) -> SDLTextMeasurer {
        // Whatever resolves with SDL's measurer draws with SDL's pictures: their decoder
        // is installed before the first picture resolves.
        SDLPictureDecoder.install()
        let scale = GeometryLimits.scale(scale)
        sharedLock.lock()
        defer { sharedLock.unlock() }
        if let existing = sharedByScale[scale] { return existing }
        let measurer = SDLTextMeasurer(scale: scale)
        sharedByScale[scale] = measurer
        return measurer
    }
}
