/// A glob naming folders and files `AssetCatalog.load(from:)` does not read
/// (`panels lint --exclude`): `*` matches within one path component, `**` across
/// components, `?` one character. A pattern without `/` matches any single name
/// (`Pods`, `*Tests`), wherever it is; one with `/` matches the path relative to the
/// loaded folder (`Vendor/*/Resources`, `**/Generated`).
///
/// Contract: pure, never traps; matching is linear in practice (patterns are short)
/// and bounded by the lengths of pattern and path.
public struct ExcludePattern: Sendable, Hashable, CustomStringConvertible {
    public var pattern: String

    /// Folders no app ships assets from, skipped unless the caller passes its own
    /// list: dependency managers' checkouts and build products.
    public static let defaults = ["Pods", "Carthage", "DerivedData", ".build", "node_modules"]

    public init(_ pattern: String) {
        var pattern = pattern
        while pattern.hasSuffix("/") && pattern.count > 1 { pattern.removeLast() }
        while pattern.hasPrefix("./") { pattern.removeFirst(2) }
        self.pattern = pattern
    }

    public var description: String { pattern }

    /// Whether `relativePath` (components joined by `/`, no leading `/`) is excluded.
    public func matches(_ relativePath: String) -> Bool {
        if !pattern.contains("/") {
            let name = relativePath.split(separator: "/").last.map(String.init) ?? relativePath
            return Self.match(Array(pattern.unicodeScalars), Array(name.unicodeScalars), crossSlash: false)
        }
        return Self.match(Array(pattern.unicodeScalars), Array(relativePath.unicodeScalars), crossSlash: false)
    }

    /// Glob matching with memoization (pattern index × text index), so `**` and `*`
    /// never backtrack exponentially.
    static func match(_ p: [Unicode.Scalar], _ t: [Unicode.Scalar], crossSlash: Bool) -> Bool {
        var memo: [Int: Bool] = [:]
        func go(_ i: Int, _ j: Int) -> Bool {
            let key = i * (t.count + 1) + j
            if let known = memo[key] { return known }
            var result: Bool
            if i == p.count {
                result = j == t.count
            } else if p[i] == "*" {
                let double = i + 1 < p.count && p[i + 1] == "*"
                let next = double ? i + 2 : i + 1
                // `**/` may also match nothing at all.
                if double, next < p.count, p[next] == "/", go(next + 1, j) {
                    result = true
                } else {
                    result = go(next, j)
                    var k = j
                    while !result && k < t.count && (double || t[k] != "/") {
                        k += 1
                        result = go(next, k)
                    }
                }
            } else if j < t.count && (p[i] == "?" ? t[j] != "/" : p[i] == t[j]) {
                result = go(i + 1, j + 1)
            } else {
                result = false
            }
            memo[key] = result
            return result
        }
        return go(0, 0)
    }
}
