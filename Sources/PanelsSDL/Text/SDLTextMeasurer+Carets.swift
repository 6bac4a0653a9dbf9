import CSDL2TTF
import Panels

/// Caret stops from HarfBuzz's clusters, placed as the renderer draws the line.
///
/// The line is split into direction runs (FriBidi), each run into pieces of one font
/// of the fallback chain (`FontFallback`: Japanese from the registered subset, Latin
/// from DejaVu), and the pieces are placed left to right in visual order at SDL_ttf's
/// width for each, exactly as `TextCache` draws them. Within a piece, HarfBuzz (on
/// that font's file) gives the glyphs, their clusters and their advances; the
/// advances are scaled so the piece is as wide as SDL_ttf draws it (hinting rounds
/// SDL_ttf's). Each cluster's extent goes to the grapheme
/// clusters in it, shared evenly when a ligature draws several (lam-alef);
/// right-to-left runs give their graphemes from the right.
extension SDLTextMeasurer: CaretMeasuring {
    package func caretStops(
        _ text: String, style: TextStyle, direction: TextDirection, layout: LayoutDirection
    ) -> CaretStops {
        let scale = self.scale
        // The paragraph direction the caption is drawn with (TextCache's base).
        let paragraph = direction.resolve(paragraph: BidiText.firstStrong(text[...]), layout: layout)
        let rightToLeft = paragraph == .rightToLeft
        return SDLLock.run { SDLTextMeasurer.shapeCarets(text, style: style, rightToLeft: rightToLeft, scale: scale) }
    }

    /// Call with the SDL lock held.
    static func shapeCarets(_ text: String, style: TextStyle, rightToLeft: Bool, scale: Double) -> CaretStops {
        let characters = Array(text)
        let count = characters.count
        guard count > 0, let font = try? FontLibrary.shared.font(style.weight, pixelSize: style.size * scale) else {
            var clusters: [CaretStops.Cluster] = []
            for i in 0 ..< count {
                let x = Double(i) * style.size * 0.6
                clusters.append(.init(minX: x, maxX: x + style.size * 0.6, rightToLeft: false))
            }
            return CaretStops(clusters: clusters, width: clusters.last?.maxX ?? 0, rightToLeft: rightToLeft)
        }
        var graphemeOfScalar: [Int] = []
        for (g, character) in characters.enumerated() {
            for _ in character.unicodeScalars { graphemeOfScalar.append(g) }
        }
        var minX = [Double](repeating: .infinity, count: count)
        var maxX = [Double](repeating: -.infinity, count: count)
        var runRightToLeft = [Bool](repeating: rightToLeft, count: count)
        var x = 0.0  // pixels
        // The fonts TextCache draws the line with (its fallback chain at the same size).
        let pixels = Int32(max(1, min(2048, (style.size * scale).isFinite ? (style.size * scale).rounded() : 14)))
        let chain =
            (try? FontFallback.chain(
                family: style.family, weight: style.weight, italic: style.italic, pixels: pixels, text: text))
            ?? [font]
        for run in BidiText.visualRuns(text, base: rightToLeft ? .rightToLeft : .leftToRight) {
            // The run split by font as TextCache splits it, each piece with its first
            // scalar's index in the run; right-to-left runs place their pieces from the right.
            var pieces: [(piece: FontFallback.Piece, scalar: Int)] = []
            var scalarOffset = 0
            for piece in FontFallback.pieces(run.text, chain: chain) {
                pieces.append((piece, scalarOffset))
                scalarOffset += piece.text.unicodeScalars.count
            }
            if run.rightToLeft { pieces.reverse() }
            for (piece, pieceStart) in pieces {
                x = placeCarets(
                    piece.text, font: piece.font, color: piece.color, pixels: pixels, at: x, style: style,
                    rightToLeft: run.rightToLeft,
                    firstScalar: run.range.lowerBound + pieceStart, graphemeOfScalar: graphemeOfScalar,
                    minX: &minX, maxX: &maxX, runRightToLeft: &runRightToLeft)
            }
        }
        var clusters: [CaretStops.Cluster] = []
        clusters.reserveCapacity(count)
        for g in 0 ..< count {
            if minX[g] == .infinity {
                // No glyph of its own: a zero-width stop where the one before ends.
                let edge = g > 0 ? (runRightToLeft[g - 1] ? minX[g - 1] : maxX[g - 1]) : (rightToLeft ? x : 0)
                minX[g] = edge
                maxX[g] = edge
            }
            clusters.append(.init(minX: minX[g] / scale, maxX: maxX[g] / scale, rightToLeft: runRightToLeft[g]))
        }
        return CaretStops(clusters: clusters, width: x / scale, rightToLeft: rightToLeft)
    }

    /// Places the graphemes of one piece (one direction, one font of the chain) drawn
    /// from `x` (pixels) at SDL_ttf's width for it, shaped by HarfBuzz on the font's
    /// file; returns where the next piece starts. `firstScalar` is the piece's first
    /// scalar in the whole text. Call with the SDL lock held.
    private static func placeCarets(
        _ text: String, font: OpaquePointer, color: Bool, pixels: Int32, at x: Double, style: TextStyle,
        rightToLeft: Bool, firstScalar: Int,
        graphemeOfScalar: [Int], minX: inout [Double], maxX: inout [Double], runRightToLeft: inout [Bool]
    ) -> Double {
        let script = BidiText.script(of: text)
        var w: Int32 = 0
        var h: Int32 = 0
        let glyphs: [HarfBuzzShaper.Glyph]
        if color, let file = ColorFace.shared.file {
            // Emoji: HarfBuzz on the colour face, one cluster per ZWJ sequence, flag or
            // skin-tone sequence, at the width TextCache draws, in the run's direction.
            w = Int32(ColorFace.shared.width(text, pixels: pixels))
            glyphs = HarfBuzzShaper.shared.shape(text, file: file, rightToLeft: rightToLeft, script: "Zyyy")
            return place(
                glyphs, text: text, width: w, at: x, rightToLeft: rightToLeft, firstScalar: firstScalar,
                graphemeOfScalar: graphemeOfScalar, minX: &minX, maxX: &maxX, runRightToLeft: &runRightToLeft)
        }
        TTF_SetFontDirection(font, rightToLeft ? TTF_DIRECTION_RTL : TTF_DIRECTION_LTR)
        TTF_SetFontScriptName(font, script)
        TTF_SizeUTF8(font, text, &w, &h)
        // Back to SDL_ttf's defaults, as TextCache leaves its fonts.
        TTF_SetFontDirection(font, TTF_DIRECTION_LTR)
        TTF_SetFontScriptName(font, "Zzzz")
        if let file = FontLibrary.shared.file(of: font) {
            glyphs = HarfBuzzShaper.shared.shape(text, file: file, rightToLeft: rightToLeft, script: script)
        } else {
            glyphs = HarfBuzzShaper.shared.shape(text, weight: style.weight, rightToLeft: rightToLeft, script: script)
        }
        return place(
            glyphs, text: text, width: w, at: x, rightToLeft: rightToLeft, firstScalar: firstScalar,
            graphemeOfScalar: graphemeOfScalar, minX: &minX, maxX: &maxX, runRightToLeft: &runRightToLeft)
    }

    /// Gives each grapheme of a shaped piece (drawn `w` pixels wide from `x`) its
    /// extent from HarfBuzz's clusters; returns where the next piece starts.
    private static func place(
        _ glyphs: [HarfBuzzShaper.Glyph], text: String, width w: Int32, at x: Double, rightToLeft: Bool,
        firstScalar: Int, graphemeOfScalar: [Int], minX: inout [Double], maxX: inout [Double],
        runRightToLeft: inout [Bool]
    ) -> Double {
        let total = glyphs.reduce(0) { $0 + $1.advance }
        let unit = total > 0 ? Double(w) / total : 0
        // UTF-8 offset in the piece → scalar index in the piece.
        var scalarAtByte = [Int](repeating: 0, count: text.utf8.count + 1)
        var offset = 0
        for (i, scalar) in text.unicodeScalars.enumerated() {
            let length = String(scalar).utf8.count
            for b in offset ..< offset + length { scalarAtByte[b] = i }
            offset += length
        }
        scalarAtByte[offset] = text.unicodeScalars.count
        // Each cluster's visual extent.
        var extents: [Int: (lo: Double, hi: Double)] = [:]
        var gx = x
        for glyph in glyphs {
            let advance = glyph.advance * unit
            let old = extents[glyph.cluster] ?? (gx, gx)
            extents[glyph.cluster] = (min(old.lo, gx, gx + advance), max(old.hi, gx, gx + advance))
            gx += advance
        }
        let starts = extents.keys.sorted()
        for (c, start) in starts.enumerated() {
            let end = c + 1 < starts.count ? starts[c + 1] : offset
            let first = firstScalar + scalarAtByte[min(start, offset)]
            let last = firstScalar + scalarAtByte[min(end, offset)]
            var graphemes: [Int] = []
            for s in first ..< max(first, last) where graphemes.last != graphemeOfScalar[s] {
                graphemes.append(graphemeOfScalar[s])
            }
            guard let extent = extents[start], !graphemes.isEmpty else { continue }
            let piece = (extent.hi - extent.lo) / Double(graphemes.count)
            for (j, g) in graphemes.enumerated() {
                let lo = rightToLeft ? extent.hi - piece * Double(j + 1) : extent.lo + piece * Double(j)
                minX[g] = min(minX[g], lo)
                maxX[g] = max(maxX[g], lo + piece)
                runRightToLeft[g] = rightToLeft
            }
        }
        return x + Double(w)
    }
}
