/// The pseudo-locales generated from the development language, for finding layout and
/// localization bugs without translations.
///
/// - `en-XA` (accented): every ASCII letter is replaced by an accented look-alike, the
///   text is lengthened by about 40 % with filler words, and bracketed: `[Ţöðåý one]`.
///   Hard-coded strings stand out (no brackets, no accents); truncation shows as a
///   missing `]`.
/// - `ar-XB` (right-to-left), as Android's pseudo-locale does it: every word is
///   wrapped in RIGHT-TO-LEFT MARK + RIGHT-TO-LEFT OVERRIDE … POP DIRECTIONAL
///   FORMATTING + RIGHT-TO-LEFT MARK. The characters stay in logical order, so lines
///   wrap as the English text does and each line is mirrored when it is drawn
///   (reading order stays top to bottom); the marks make the text right to left for
///   the bidirectional algorithm, and the context's layout direction becomes
///   right-to-left.
///
/// Contract: format specifiers (`%@`, `%1$d`, `%#@n@`) pass through unchanged and
/// whole. Text that formatters produce (times, dates, weekdays, numbers) goes through
/// `transformFormatted(_:)`: accented in `en-XA` (no brackets or filler: it is a part
/// of a sentence), wrapped per word in `ar-XB`.
package enum PseudoLocale: String, Sendable, CaseIterable {
    case accented = "en-XA"
    case bidi = "ar-XB"

    package init?(tag: String) {
        switch LocaleTag.normalize(tag) {
        case "en-XA": self = .accented
        case "ar-XB": self = .bidi
        default: return nil
        }
    }

    /// The pseudo-localized form of a development-language string.
    package func transform(_ source: String) -> String {
        switch self {
        case .accented: return PseudoLocale.accent(source)
        case .bidi: return PseudoLocale.mirror(source)
        }
    }

    /// The pseudo-localized form of text a formatter produced (a time, a weekday, a
    /// number): `en-XA` accents its letters, `ar-XB` wraps its words as `transform`
    /// does.
    package func transformFormatted(_ text: String) -> String {
        switch self {
        case .accented: return String(text.map { PseudoLocale.accents[$0] ?? $0 })
        case .bidi: return PseudoLocale.wrapWords(text)
        }
    }

    static let rightToLeftMark = "\u{200F}"
    static let rightToLeftOverride = "\u{202E}"
    static let popDirectionalFormatting = "\u{202C}"

    /// Each maximal run of non-whitespace as RLM RLO run PDF RLM.
    static func wrapWords(_ text: String) -> String {
        let open = rightToLeftMark + rightToLeftOverride, close = popDirectionalFormatting + rightToLeftMark
        var out = ""
        var inWord = false
        for ch in text {
            if ch.isWhitespace {
                if inWord { out += close }
                inWord = false
            } else if !inWord {
                out += open
                inWord = true
            }
            out.append(ch)
        }
        if inWord { out += close }
        return out
    }

    private static let accents: [Character: Character] = {
        let plain = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        let fancy = Array("åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ")
        return Dictionary(uniqueKeysWithValues: zip(plain, fancy))
    }()

    private static let filler = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]

    static func accent(_ source: String) -> String {
        let format = FormatString(source)
        var out = ""
        var visible = 0
        for piece in format.pieces {
            switch piece {
            case .literal(let text):
                for ch in text {
                    if ch == "%" { out += "%%" } else { out.append(accents[ch] ?? ch) }
                    visible += 1
                }
            case .specifier(let s):
                out += s.text
                visible += 3
            }
        }
        // About 40 % longer: filler words until the extra length is reached.
        let target = Int((Double(visible) * 0.4).rounded(.up))
        var extra = 0
        var words: [String] = []
        var index = 0
        while extra < target {
            let word = filler[index % filler.count]
            words.append(word)
            extra += word.count + 1
            index += 1
        }
        return "[" + out + (words.isEmpty ? "" : " " + words.joined(separator: " ")) + "]"
    }

    static func mirror(_ source: String) -> String {
        // Literal text is wrapped per word; specifiers are kept whole (a "% d" has a
        // space inside) and count as part of the word they touch.
        let open = rightToLeftMark + rightToLeftOverride, close = popDirectionalFormatting + rightToLeftMark
        var out = ""
        var inWord = false
        func word() {
            if !inWord { out += open }
            inWord = true
        }
        for piece in FormatString(source).pieces {
            switch piece {
            case .literal(let text):
                for ch in text {
                    if ch.isWhitespace {
                        if inWord { out += close }
                        inWord = false
                    } else {
                        word()
                    }
                    out += ch == "%" ? "%%" : String(ch)
                }
            case .specifier(let s):
                word()
                out += s.text
            }
        }
        if inWord { out += close }
        return out
    }
}
