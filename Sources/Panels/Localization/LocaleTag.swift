/// Helpers for BCP 47 locale tags as they appear in `.lproj` names, catalogs and
/// `Locale` identifiers (`pt-PT`, `pt_PT`, `zh-Hans`, `en-XA`).
///
/// Contract: `normalize` gives `language[-Script][-REGION]` with hyphens and
/// conventional case; `fallbacks` gives a tag's parents, most specific first (`pt-PT`
/// → `pt`), and `lookupOrder` the chain strings are looked up in (the fallbacks, with
/// Chinese by script and withdrawn codes replaced), without the development language
/// (callers add it).
package enum LocaleTag {
    package static func normalize(_ tag: String) -> String {
        if isNormalized(tag) { return tag }
        // One pass over the bytes: this runs for every localized caption.
        var out: [UInt8] = []
        out.reserveCapacity(tag.utf8.count)
        var part: [UInt8] = []
        var index = 0
        func flush() {
            defer { part.removeAll(keepingCapacity: true); index += 1 }
            guard !part.isEmpty else { return }
            if index > 0 { out.append(UInt8(ascii: "-")) }
            let letters = part.allSatisfy { ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A }
            let digits = part.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
            for (k, byte) in part.enumerated() {
                let isLetter = (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A
                if index == 0 {
                    out.append(isLetter ? byte | 0x20 : byte)  // language: lowercase
                } else if part.count == 4 && letters {
                    out.append(k == 0 ? byte & ~0x20 : byte | 0x20)  // script: Title
                } else if (part.count == 2 && letters) || (part.count == 3 && digits) {
                    out.append(isLetter ? byte & ~0x20 : byte)  // region: UPPER
                } else {
                    out.append(byte)
                }
            }
        }
        for byte in tag.utf8 {
            if byte == UInt8(ascii: "@") { break }
            if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") {
                flush()
            } else {
                part.append(byte)
            }
        }
        flush()
        return out.isEmpty ? tag : String(decoding: out, as: UTF8.self)
    }

    /// Whether `tag` is already in normal form (checked without allocating).
    static func isNormalized(_ tag: String) -> Bool {
        var index = 0, length = 0, upper = 0, lower = 0, digits = 0, firstUpper = false
        func partOK() -> Bool {
            if length == 0 { return false }
            if index == 0 { return upper == 0 }
            if length == 4 && digits == 0 { return firstUpper && upper == 1 }
            if length == 2 && digits == 0 { return lower == 0 }
            return true
        }
        for byte in tag.utf8 {
            switch byte {
            case UInt8(ascii: "-"):
                guard partOK() else { return false }
                index += 1
                length = 0; upper = 0; lower = 0; digits = 0; firstUpper = false
            case UInt8(ascii: "A") ... UInt8(ascii: "Z"):
                if length == 0 { firstUpper = true }
                upper += 1; length += 1
            case UInt8(ascii: "a") ... UInt8(ascii: "z"):
                lower += 1; length += 1
            case UInt8(ascii: "0") ... UInt8(ascii: "9"):
                digits += 1; length += 1
            default:
                return false  // "_", "@" and anything else: normalize
            }
        }
        return partOK()
    }

    /// The longest locale identifier used as given (ICU's own capacity for a full
    /// name); Foundation on Linux traps on longer ones when it formats.
    package static let identifierLimit = 157

    /// Whether `identifier` can be given to Foundation's formatters: at most
    /// `identifierLimit` bytes, all ASCII letters, digits, `-`, `_`, `@`, `=`, `;` or
    /// `.` (Foundation on Linux traps when it formats for an identifier with any other
    /// character, or a longer one).
    package static func isUsableIdentifier(_ identifier: String) -> Bool {
        identifier.utf8.count <= identifierLimit
            && identifier.utf8.allSatisfy { byte in
                switch byte {
                case UInt8(ascii: "a") ... UInt8(ascii: "z"), UInt8(ascii: "A") ... UInt8(ascii: "Z"),
                    UInt8(ascii: "0") ... UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "@"),
                    UInt8(ascii: "="), UInt8(ascii: ";"), UInt8(ascii: "."):
                    return true
                default: return false
                }
            }
    }

    /// `pt-PT` → [`pt-PT`, `pt`]; `zh-Hans-CN` → [`zh-Hans-CN`, `zh-Hans`, `zh`].
    package static func fallbacks(_ tag: String) -> [String] {
        var parts = normalize(tag).split(separator: "-").map(String.init)
        var result: [String] = []
        while !parts.isEmpty {
            result.append(parts.joined(separator: "-"))
            parts.removeLast()
        }
        return result
    }

    /// The tags strings are looked up in for `tag`, most specific first, as Apple's
    /// `Bundle` finds an app's localizations: `fallbacks`, with Chinese without a
    /// script given the one its region writes (`zh-TW`, `zh-HK` and `zh-MO` →
    /// `zh-Hant`; other Chinese → `zh-Hans`) before plain `zh`, and a withdrawn
    /// language code followed by its replacement (`iw` → `he`, `in` → `id`, `ji` →
    /// `yi`). `zh-TW` → [`zh-TW`, `zh-Hant-TW`, `zh-Hant`, `zh`].
    package static func lookupOrder(_ tag: String) -> [String] {
        let chain = fallbacks(tag)
        guard let first = chain.first else { return [] }
        var parts = first.split(separator: "-").map(String.init)
        switch parts[0] {
        case "zh":
            // A script is four letters; a region two letters or three digits.
            guard parts.count == 1 || parts[1].count != 4 else { return chain }
            guard parts.count > 1 else { return ["zh", "zh-Hans"] }
            parts.insert(["TW", "HK", "MO"].contains(parts[1]) ? "Hant" : "Hans", at: 1)
            return chain.dropLast() + fallbacks(parts.joined(separator: "-")).dropLast() + ["zh"]
        case "iw", "in", "ji":
            parts[0] = ["iw": "he", "in": "id", "ji": "yi"][parts[0]]!
            return chain + fallbacks(parts.joined(separator: "-"))
        default:
            return chain
        }
    }

    /// The language subtag: `pt-PT` → `pt`.
    package static func language(_ tag: String) -> String {
        String(normalize(tag).split(separator: "-").first ?? "")
    }

    /// Whether text in this locale runs right to left (Arabic, Hebrew, Persian, Urdu …,
    /// and the `ar-XB` pseudo-locale).
    package static func isRightToLeft(_ tag: String) -> Bool {
        ["ar", "he", "iw", "fa", "ur", "ps", "yi", "dv", "ug", "ckb", "sd"].contains(language(tag))
    }
}

extension String {
    func replacingUnderscores() -> String {
        String(map { $0 == "_" ? "-" : $0 })
    }
}
