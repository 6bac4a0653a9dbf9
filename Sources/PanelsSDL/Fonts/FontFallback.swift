import CSDL2
import CSDL2TTF
import Foundation
import Panels
import Synchronization

/// The fallback chain of a line of text: which font draws each character.
///
/// Contract (SDL lock held): the chain is the caption's face (`FontRegistry`; the
/// bundled icon font for `IconSet.family`), the bundled DejaVu Sans of the nearest
/// weight and its supplements (`FontLibrary.supplements`: Runic), the other registered families, the bundled colour emoji (`ColorFace`,
/// outside SDL_ttf), then — only when `FontRegistry.usesSystemFonts` — the machine's
/// fonts through fontconfig. Each character takes the first font that has a glyph for
/// it; spaces, marks and format characters stay with the font before them. A grapheme
/// cluster asking for emoji presentation (`ColorFace.draws`) is one piece of the
/// colour face, whole (a ZWJ sequence, a flag, a skin tone). A character no font has
/// stays with the first font (drawn as its missing-glyph box) and is listed by
/// `missing`. Deterministic for the same registry.
enum FontFallback {
    /// A run of text for one font.
    struct Piece: Equatable {
        var text: String
        /// The text font; for a colour piece, the chain's first (for its metrics).
        var font: OpaquePointer
        /// Drawn with the colour face (`ColorFace`), not `font`.
        var color = false
    }

    /// Read on every text measurement (a measurer's cache key): an atomic load, not a lock.
    private static let generationValue = Atomic<Int>(0)
    nonisolated(unsafe) private static var missingCache: [MissingKey: [Unicode.Scalar]] = [:]

    private struct MissingKey: Hashable {
        var text: String
        var family: String?
        var weight: FontWeight
        var italic: Bool
    }

    /// Bumped whenever the registry changes (measurers key their caches with it).
    static var generation: Int {
        generationValue.load(ordering: .acquiring)
    }

    /// The registry changed: drop everything set or drawn with the old chain.
    static func changed() {
        generationValue.add(1, ordering: .releasing)
        missingCache.removeAll()
        TextCache.shared.removeAll()
    }

    /// The fonts of the chain at `pixels`, first the caption's own; with system fonts
    /// on, followed by the system fonts that have the characters of `text` the others
    /// lack.
    static func chain(
        family: String?, weight: FontWeight, italic: Bool, pixels: Int32, text: String? = nil
    ) throws(SDLError) -> [OpaquePointer] {
        let registry = FontRegistry.shared
        registry.syncFolders()
        var fonts: [OpaquePointer] = []
        if family == IconSet.family {
            fonts.append(try FontLibrary.shared.iconFont(weight: weight, pixels: pixels))
        } else if let family, let face = registry.face(family: family, weight: weight, italic: italic) {
            fonts.append(try FontLibrary.shared.font(file: face.file, pixels: pixels))
        }
        fonts.append(try FontLibrary.shared.font(weight, pixelSize: Double(pixels)))
        fonts += FontLibrary.shared.supplements(pixels: pixels)
        for face in registry.otherFamilies(than: family, weight: weight, italic: italic) {
            if let font = try? FontLibrary.shared.font(file: face.file, pixels: pixels) { fonts.append(font) }
        }
        if registry.systemFontsEnabled, let text {
            var files: [URL] = []
            for scalar in missing(text, chain: fonts) {
                if let file = SystemFonts.file(for: scalar), !files.contains(file) { files.append(file) }
            }
            for file in files {
                if let font = try? FontLibrary.shared.font(file: file, pixels: pixels) { fonts.append(font) }
            }
        }
        return fonts
    }

    /// Whether a character needs a glyph of its own (not a space, mark or control):
    /// those stay with the font before them when it has them.
    static func needsGlyph(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .spaceSeparator, .lineSeparator, .paragraphSeparator, .control, .format,
            .nonspacingMark, .enclosingMark:
            return false
        default:
            return true
        }
    }

    /// `text` split into runs of one font each, in logical order.
    static func pieces(_ text: String, chain: [OpaquePointer]) -> [Piece] {
        let color = ColorFace.shared
        let mayHaveEmoji = color.isAvailable && text.unicodeScalars.contains { $0.value >= 0x203C }
        guard chain.count > 1 || mayHaveEmoji else {
            return text.isEmpty ? [] : [Piece(text: text, font: chain[0])]
        }
        let colorIndex = -2
        var result: [Piece] = []
        var current = String.UnicodeScalarView()
        var currentIndex = -1
        func flush() {
            guard !current.isEmpty else { return }
            if currentIndex == colorIndex {
                result.append(Piece(text: String(current), font: chain[0], color: true))
            } else {
                result.append(Piece(text: String(current), font: chain[max(0, currentIndex)]))
            }
            current = String.UnicodeScalarView()
        }
        for character in text {
            if mayHaveEmoji && color.draws(character, chain: chain) {
                if currentIndex != colorIndex { flush() }
                currentIndex = colorIndex
                current.append(contentsOf: character.unicodeScalars)
                continue
            }
            for scalar in character.unicodeScalars {
                var index = currentIndex < 0 ? 0 : currentIndex
                let format =
                    scalar.properties.generalCategory == .format || scalar.properties.generalCategory == .control
                if needsGlyph(scalar) || (!format && TTF_GlyphIsProvided32(chain[index], scalar.value) == 0) {
                    index = chain.firstIndex { TTF_GlyphIsProvided32($0, scalar.value) != 0 } ?? 0
                }
                if index != currentIndex { flush() }
                currentIndex = index
                current.append(scalar)
            }
        }
        flush()
        return result
    }

    /// Characters of `text` that no font of the chain has, in order, without repeats.
    static func missing(_ text: String, chain: [OpaquePointer]) -> [Unicode.Scalar] {
        var seen = Set<UInt32>()
        var result: [Unicode.Scalar] = []
        for scalar in text.unicodeScalars where needsGlyph(scalar) && !seen.contains(scalar.value) {
            seen.insert(scalar.value)
            if !chain.contains(where: { TTF_GlyphIsProvided32($0, scalar.value) != 0 })
                && !ColorFace.shared.has(scalar)
            {
                result.append(scalar)
            }
        }
        return result
    }

    /// `missing` for a line as drawn, cached per (text, family, weight, italic).
    static func missing(in run: TextRun) -> [Unicode.Scalar] {
        let key = MissingKey(text: run.text, family: run.family, weight: run.weight, italic: run.italic)
        if let known = missingCache[key] { return known }
        let pixels = Int32(max(1, min(2048, run.pixelSize.isFinite ? run.pixelSize.rounded() : 14)))
        guard
            let chain = try? chain(
                family: run.family, weight: run.weight, italic: run.italic, pixels: pixels, text: run.text)
        else { return [] }
        let found = missing(run.text, chain: chain)
        if missingCache.count > 4096 { missingCache.removeAll() }
        missingCache[key] = found
        return found
    }

    /// "U+3042 あ, U+1F600 😀" for messages.
    static func describe(_ scalars: [Unicode.Scalar], limit: Int = 8) -> String {
        var parts = scalars.prefix(limit).map { scalar in
            "U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4) + " " + String(Character(scalar))
        }
        if scalars.count > limit { parts.append("and \(scalars.count - limit) more") }
        return parts.joined(separator: ", ")
    }

    /// The problems of one line as drawn: characters no font has, a face its family
    /// lacks. Messages name the caption.
    static func problems(for run: TextRun) -> [Diagnostic] {
        // DejaVu has every ASCII character: nothing to look up.
        if run.family == nil && run.text.utf8.allSatisfy({ $0 < 0x80 }) { return [] }
        var result: [Diagnostic] = []
        let caption = run.caption ?? run.text
        let quoted = caption.count > 60 ? String(caption.prefix(60)) + "…" : caption
        let missing = missing(in: run)
        if !missing.isEmpty {
            result.append(
                Diagnostic(
                    .warning,
                    "Caption \"\(quoted)\": no font has \(describe(missing)); drawn as boxes (register a font that has them)",
                    subject: caption))
        }
        if let family = run.family, family != IconSet.family,
            let message = FontRegistry.shared.substitution(family: family, weight: run.weight, italic: run.italic)
        {
            result.append(Diagnostic(.warning, "Caption \"\(quoted)\": \(message)", subject: caption))
        }
        return result
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
