/// Helpers for BCP 47 locale tags as they appear in `.lproj` names, catalogs and
/// `Locale` identifiers (`pt-PT`, `pt_PT`, `zh-Hans`, `en-XA`).
///
/// Contract: `normalize` gives `language[-Script][-REGION]` with hyphens and
/// conventional case; `fallbacks` gives the chain a key is looked up in, most specific
/// first (`pt-PT` → `pt`), without the development language (callers add it).
public enum LocaleTag {
    public static func normalize(_ tag: String) -> String {
        let base = tag.split(separator: "@").first.map(String.init) ?? tag
        let parts = base.replacingUnderscores().split(separator: "-").map(String.init)
        guard let first = parts.first else { return tag }
        var out = [first.lowercased()]
        for part in parts.dropFirst() {
            if part.count == 4 && part.allSatisfy(\.isLetter) {
                out.append(part.prefix(1).uppercased() + part.dropFirst().lowercased())
            } else if part.count == 2 || (part.count == 3 && part.allSatisfy(\.isNumber)) {
                out.append(part.uppercased())
            } else {
                out.append(part)
            }
        }
        return out.joined(separator: "-")
    }

    /// `pt-PT` → [`pt-PT`, `pt`]; `zh-Hans-CN` → [`zh-Hans-CN`, `zh-Hans`, `zh`].
    public static func fallbacks(_ tag: String) -> [String] {
        var parts = normalize(tag).split(separator: "-").map(String.init)
        var result: [String] = []
        while !parts.isEmpty {
            result.append(parts.joined(separator: "-"))
            parts.removeLast()
        }
        return result
    }

    /// The language subtag: `pt-PT` → `pt`.
    public static func language(_ tag: String) -> String {
        String(normalize(tag).split(separator: "-").first ?? "")
    }

    /// Whether text in this locale runs right to left (Arabic, Hebrew, Persian, Urdu …,
    /// and the `ar-XB` pseudo-locale).
    public static func isRightToLeft(_ tag: String) -> Bool {
        ["ar", "he", "iw", "fa", "ur", "ps", "yi", "dv", "ug", "ckb", "sd"].contains(language(tag))
    }
}

extension String {
    func replacingUnderscores() -> String {
        String(map { $0 == "_" ? "-" : $0 })
    }
}
