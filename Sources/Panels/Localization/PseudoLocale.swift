/// The pseudo-locales generated from the development language, for finding layout and
/// localization bugs without translations.
///
/// - `en-XA` (accented): every ASCII letter is replaced by an accented look-alike, the
///   text is lengthened by about 40 % with filler words, and bracketed: `[Ţöðåý one]`.
///   Hard-coded strings stand out (no brackets, no accents); truncation shows as a
///   missing `]`.
/// - `ar-XB` (right-to-left): the text is mirrored (characters in reverse order, so it
///   reads as right-to-left text does) and the context's layout direction becomes
///   right-to-left.
///
/// Contract: format specifiers (`%@`, `%1$d`, `%#@n@`) pass through unchanged; in
/// `ar-XB` they are made positional first, so reordering never changes which
/// argument they show.
public enum PseudoLocale: String, Sendable, CaseIterable {
    case accented = "en-XA"
    case bidi = "ar-XB"

    public init?(tag: String) {
        switch LocaleTag.normalize(tag) {
        case "en-XA": self = .accented
        case "ar-XB": self = .bidi
        default: return nil
        }
    }

    /// The pseudo-localized form of a development-language string.
    public func transform(_ source: String) -> String {
        switch self {
        case .accented: return PseudoLocale.accent(source)
        case .bidi: return PseudoLocale.mirror(source)
        }
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
        let format = FormatString(FormatString(source).positional())
        var out: [String] = []
        for piece in format.pieces {
            switch piece {
            case .literal(let text): out += text.map { $0 == "%" ? "%%" : String($0) }
            case .specifier(let s): out.append(s.text)
            }
        }
        return out.reversed().joined()
    }
}
