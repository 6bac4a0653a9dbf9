import Foundation

/// How the search compares text: both the catalog (once, when an index is made) and
/// each keystroke's query are folded, then compared byte for byte.
///
/// Contract: `fold(_:locale:)` removes case (the locale's rules), diacritics and
/// width (full-width Ａ → a, half-width ｶ → カ); deletes apostrophes (' ’ ‘ ʼ ` ´, so
/// "barrys" finds "Barry's"); turns every other punctuation mark and symbol into a
/// space ("jiu-jitsu" → "jiu jitsu", "Salt & Stone" → "salt stone"); writes Hebrew
/// final letters as their ordinary forms (ם → מ, so a word typed halfway still
/// matches) and hiragana as katakana (よが → ヨガ); and collapses runs of spaces to
/// one, with none at either end. Folding is idempotent: `fold(fold(x)) == fold(x)`.
public enum SearchFolding {
    public static func fold(_ text: String, locale: Locale) -> String {
        let folded = text.folding(
            options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: locale)
        var out = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in folded.unicodeScalars {
            if apostrophes.contains(scalar.value) { continue }
            if isSeparator(scalar) {
                pendingSpace = !out.isEmpty
                continue
            }
            if pendingSpace {
                out.append(" ")
                pendingSpace = false
            }
            out.append(mapped(scalar))
        }
        return String(out)
    }

    /// Apostrophes and the marks typed for them: deleted, not spaces ("Barry's" is one word).
    static let apostrophes: Set<UInt32> = [0x27, 0x60, 0xB4, 0x2BC, 0x2018, 0x2019, 0x2032, 0xFF07]

    /// Spaces, punctuation and symbols separate words.
    static func isSeparator(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .spaceSeparator, .lineSeparator, .paragraphSeparator, .control, .format,
            .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
            .initialPunctuation, .finalPunctuation, .otherPunctuation,
            .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            // Hebrew's geresh and gershayim (׳ ״) are parts of words (ג׳ודו).
            return scalar.value != 0x5F3 && scalar.value != 0x5F4
        default:
            return false
        }
    }

    /// Hebrew final letters as ordinary ones; hiragana as katakana.
    static func mapped(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar.value {
        case 0x5DA: return "\u{5DB}"  // ך → כ
        case 0x5DD: return "\u{5DE}"  // ם → מ
        case 0x5DF: return "\u{5E0}"  // ן → נ
        case 0x5E3: return "\u{5E4}"  // ף → פ
        case 0x5E5: return "\u{5E6}"  // ץ → צ
        case 0x3041 ... 0x3096: return Unicode.Scalar(scalar.value + 0x60) ?? scalar
        default: return scalar
        }
    }
}
