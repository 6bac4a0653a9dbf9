import CSDL2
import CSDL2TTF
import Foundation
import Panels

/// Sets text with the bundled fonts through SDL2_ttf, for layout.
///
/// Widths are measured at the device pixel size (points × `scale`) and reported in
/// points, so layout matches what the rasterizer draws at that scale. Lines break at
/// spaces and explicit newlines; a word wider than the width, or text beyond the
/// line limit, ends its last line with "…". Results are cached (bounded).
/// Thread-safe: every SDL call holds `SDLLock`.
public final class SDLTextMeasurer: TextMeasurer, @unchecked Sendable {
    public let scale: Double
    private let cacheLock = NSLock()
    private var cache: [CacheKey: TextLayout] = [:]
    private static let cacheLimit = 20_000

    private struct CacheKey: Hashable {
        var text: String
        var style: TextStyle
        var maxWidth: Double
        var lineLimit: Int
    }

    public init(scale: Double = 1) {
        self.scale = scale.isFinite && scale > 0 ? scale : 1
    }

    public func layout(_ text: String, style: TextStyle, maxWidth: Double?, lineLimit: Int?) -> TextLayout {
        let width = maxWidth.map { $0.isFinite ? max(0, $0) : .infinity } ?? .infinity
        let key = CacheKey(text: text, style: style, maxWidth: width, lineLimit: lineLimit ?? 0)
        cacheLock.lock()
        if let hit = cache[key] {
            cacheLock.unlock()
            return hit
        }
        cacheLock.unlock()
        let result = SDLLock.run { setText(text, style: style, maxWidth: width, lineLimit: lineLimit) }
        cacheLock.lock()
        if cache.count >= SDLTextMeasurer.cacheLimit { cache.removeAll(keepingCapacity: true) }
        cache[key] = result
        cacheLock.unlock()
        return result
    }

    // MARK: Setting text (SDL lock held)

    private func setText(_ text: String, style: TextStyle, maxWidth: Double, lineLimit: Int?) -> TextLayout {
        guard let font = try? FontLibrary.shared.font(style.weight, pixelSize: style.size * scale) else {
            // No font: an empty layout; the renderer reports the missing font.
            return TextLayout(lines: [], lineHeight: style.size * style.lineHeight, ascent: style.size)
        }
        let lineHeight = Double(TTF_FontLineSkip(font)) / scale * style.lineHeight
        let ascent = Double(TTF_FontAscent(font)) / scale
        var lines: [TextLayout.Line] = []
        var truncated = false

        func measure(_ s: String) -> Double {
            var w: Int32 = 0
            var h: Int32 = 0
            _ = TTF_SizeUTF8(font, s, &w, &h)
            return Double(w) / scale
        }

        paragraphs: for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var current = ""
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                let candidate = current.isEmpty ? String(word) : current + " " + word
                if current.isEmpty || measure(candidate) <= maxWidth + 0.01 {
                    current = candidate
                } else {
                    lines.append(TextLayout.Line(text: current, width: measure(current)))
                    current = String(word)
                }
            }
            lines.append(TextLayout.Line(text: current, width: measure(current)))
            if let limit = lineLimit, lines.count > limit { break paragraphs }
        }

        if let limit = lineLimit, lines.count > limit {
            lines.removeLast(lines.count - limit)
            truncated = true
            // The last visible line says that more follows.
            let last = lines[limit - 1].text
            let marked = last.trimmingTrailingSpaces() + "…"
            let width = measure(marked)
            lines[limit - 1] = width <= maxWidth + 0.01
                ? TextLayout.Line(text: marked, width: width)
                : ellipsized(last, maxWidth: maxWidth, measure: measure)
        }
        // A word wider than the line is cut with an ellipsis.
        for index in lines.indices where lines[index].width > maxWidth + 0.01 {
            lines[index] = ellipsized(lines[index].text, maxWidth: maxWidth, measure: measure)
            truncated = true
        }
        var hidden = 0
        if truncated {
            let shown = lines.reduce(max(0, lines.count - 1)) { count, line in
                count + line.text.count - (line.text.hasSuffix("…") ? 1 : 0)
            }
            hidden = max(0, text.count - shown)
        }
        return TextLayout(lines: lines, lineHeight: lineHeight, ascent: ascent,
                          isTruncated: truncated, hiddenCharacters: hidden)
    }

    /// The longest prefix of `text` that fits in `maxWidth` with "…" appended.
    private func ellipsized(_ text: String, maxWidth: Double, measure: (String) -> Double) -> TextLayout.Line {
        let characters = Array(text)
        var lo = 0
        var hi = characters.count
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            let candidate = String(characters[0 ..< mid]).trimmingTrailingSpaces() + "…"
            if measure(candidate) <= maxWidth + 0.01 { lo = mid } else { hi = mid - 1 }
        }
        let result = String(characters[0 ..< lo]).trimmingTrailingSpaces() + "…"
        return TextLayout.Line(text: result, width: measure(result))
    }
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> String {
        var s = Substring(self)
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}

extension SDLTextMeasurer {
    private static let sharedLock = NSLock()
    nonisolated(unsafe) private static var sharedByScale: [Double: SDLTextMeasurer] = [:]

    /// One measurer per scale for the whole process, so its cache is shared.
    public static func shared(scale: Double) -> SDLTextMeasurer {
        sharedLock.lock()
        defer { sharedLock.unlock() }
        if let existing = sharedByScale[scale] { return existing }
        let measurer = SDLTextMeasurer(scale: scale)
        sharedByScale[scale] = measurer
        return measurer
    }
}
