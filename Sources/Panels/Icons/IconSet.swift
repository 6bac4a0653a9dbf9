/// The icon set bundled with Panels: a subset of Google's Material Icons (Apache-2.0)
/// cut by `Assets/Fonts/subset.py`, drawn by `Icon` as a glyph of its font.
///
/// Contract: names are Material Icons' own (`chevron_left`, `favorite_border`);
/// `names` lists every one the bundle has, sorted; the SDL backend draws the family
/// `family` from the bundled file, never from the machine. Icons that point a way
/// (`isDirectional`) are drawn mirrored in right-to-left layouts.
public enum IconSet {
    /// The font family icons are drawn with (the bundled subset's own name).
    package static let family = "Material Icons"

    /// Every icon name in the bundled set, sorted.
    public static let names: [String] = codePoints.keys.sorted()

    /// The character of the icon `name` in the icon font, or nil when the set has no
    /// icon of that name.
    package static func character(_ name: String) -> Character? {
        codePoints[name].flatMap(Unicode.Scalar.init).map(Character.init)
    }

    /// Icons that mean a direction (back, forward, send, reply …): mirrored left to
    /// right in right-to-left layouts. Up, down, media transport and clocks are not.
    package static let directional: Set<String> = [
        "arrow_back", "arrow_forward", "chevron_left", "chevron_right", "send", "reply", "forward", "undo",
        "redo", "login", "logout", "open_in_new", "list", "sort", "filter_list", "chat", "chat_bubble_outline",
        "help", "attach_file",
    ]

    /// Whether `name` is mirrored in right-to-left layouts.
    package static func isDirectional(_ name: String) -> Bool { directional.contains(name) }

    /// Up to `count` names of the set nearest to `name` (fewest edits; ties in name
    /// order), for messages about a name the set lacks.
    package static func nearest(to name: String, count: Int = 3) -> [String] {
        let query = Array(
            name.lowercased().replacingOccurrences(of: "-", with: "_").replacingOccurrences(of: " ", with: "_"))
        let scored = names.map { candidate -> (Int, String) in
            let c = Array(candidate)
            // A name that contains the query (or is contained in it) is near whatever its length.
            let contains = candidate.contains(String(query)) || String(query).contains(candidate)
            return (contains ? min(2, distance(query, c)) : distance(query, c), candidate)
        }
        return scored.sorted { $0 < $1 }.prefix(max(0, count)).map(\.1)
    }

    /// Levenshtein distance of two strings of characters.
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0 ... b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1 ... a.count {
            current[0] = i
            for j in 1 ... b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    /// "chevron_left" → "Chevron left": the label an icon gets when none is given.
    package static func derivedLabel(_ name: String) -> String {
        let words = name.split(separator: "_").joined(separator: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }
}
