import Foundation
import Panels

/// The searches a user made, newest first, kept between runs in an app data file.
///
/// Contract: `add(_:)` puts a term first (trimmed; blank terms are ignored), removing
/// an earlier one that folds the same ("Barry's" and "barrys" are one search), and
/// keeps at most `limit` terms of at most `termLimit` characters. `clear()` empties the
/// list. `load(from:)` reads a JSON array of strings: a missing file is an empty list;
/// a file that is not a regular file, too large, not JSON or not an array of strings is
/// reported (path, line, column) and read as empty; longer lists keep their first
/// `limit`. `save(to:)` writes the file atomically (`AtomicFile`): a reader sees the
/// old list or the new one, never a torn file.
public struct RecentSearches: Sendable, Equatable {
    public static let limit = 8
    public static let termLimit = 200
    public private(set) var terms: [String] = []
    public var locale: Locale

    public init(_ terms: [String] = [], locale: Locale = Locale(identifier: "en")) {
        self.locale = locale
        for term in terms.reversed() { add(term) }
    }

    public mutating func add(_ term: String) {
        let trimmed = String(term.trimmingCharacters(in: .whitespacesAndNewlines).prefix(Self.termLimit))
        guard !trimmed.isEmpty else { return }
        let folded = SearchFolding.fold(trimmed, locale: locale)
        terms.removeAll { SearchFolding.fold($0, locale: locale) == folded }
        terms.insert(trimmed, at: 0)
        if terms.count > Self.limit { terms.removeLast(terms.count - Self.limit) }
    }

    public mutating func clear() { terms = [] }

    /// The list in the file at `url` and the problems reading it (see the contract).
    public static func load(from url: URL, locale: Locale = Locale(identifier: "en")) -> (
        RecentSearches, [Diagnostic]
    ) {
        guard FileManager.default.fileExists(atPath: url.path) else { return (RecentSearches(locale: locale), []) }
        var problems: [Diagnostic] = []
        let terms = JSONFile.decode([String].self, at: url, problems: &problems) ?? []
        return (RecentSearches(Array(terms.prefix(limit)), locale: locale), problems)
    }

    /// Writes the list to `url` atomically.
    package func save(to url: URL) throws(AtomicFile.Failure) {
        let data = (try? JSONEncoder().encode(terms)) ?? Data("[]".utf8)
        try AtomicFile.write(data, to: url)
    }
}
