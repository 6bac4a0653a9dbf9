import Foundation
import Panels
import PanelsAssetFiles
import PanelsSampleAssets

/// The search screen's ranking: a `SearchCatalog`'s categories and studios
/// folded once (`SearchFolding`), matched against each keystroke's folded query.
///
/// Contract — the intent rules (the DocC article "Search intent" has them as a table):
/// 1. A category whose name is the query (in the locale, or in English) ranks first
///    (`exact`).
/// 2. Then categories whose name starts with the query (in the locale's script first,
///    then by their English name: English is a second chance), studios whose name
///    starts with it, categories with a later word starting with it, studios with a
///    later word starting with it; each group in the locale's collation order; at
///    most `limit` in all.
/// 3. A brand with several studios gets a brand row ("See all N locations") when the
///    query names it: the query is a whole word (or run of words) of the brand's name,
///    or a prefix of the name or of one of its words, at least 2 characters, that is
///    neither a category's name nor the start of one (so "yoga" names Daylight Yoga but
///    not Yogaworks, and "yogaw" names Yogaworks). Whole-word matches first; at most 2.
/// 4. Only when nothing matches (no suggestion, no brand) is the query read as a
///    misspelling: the locale's table (folded misspelling → category id) first, then
///    the one category within a small edit distance (1 from 4 characters, 2 from 7).
///    A correctly typed name, or the start of one, is never a misspelling.
public struct SearchIndex: Sendable {
    public enum Kind: Sendable, Equatable { case category, studio }

    /// One category or studio.
    public struct Entry: Sendable, Equatable, Identifiable {
        /// Its place in `entries`.
        public let id: Int
        /// The name shown: a category's in the index's locale, a studio's own.
        public let name: String
        public let kind: Kind
        /// A category's id or a studio's name.
        public let key: String
        public let brand: String?
        /// A studio's city.
        public let city: String?
        let folded: [UInt8]
        let wordStarts: [Int]
        /// A category's English name folded, when it differs from `folded`.
        let english: [UInt8]?
        let englishWordStarts: [Int]
    }

    /// A brand with several studios.
    public struct Brand: Sendable, Equatable {
        public let name: String
        public let studioCount: Int

        public init(name: String, studioCount: Int) {
            self.name = name
            self.studioCount = studioCount
        }
    }

    /// What a query finds as the user types.
    public struct Outcome: Sendable, Equatable {
        public var suggestions: [Entry] = []
        /// The category whose name is the query, also first in `suggestions`.
        public var exact: Entry?
        public var brands: [Brand] = []
        /// The category a misspelling was read as, when the query itself found nothing.
        public var correctedTo: Entry?
    }

    public let entries: [Entry]
    public let catalog: SearchCatalog
    /// The table categories are named in (`category.<id>`), when the index was loaded
    /// with one: rows then show a category in the locale of the context they are drawn
    /// in (the pseudo-locales included), whatever locale the index matches in.
    public let namesTable: String?
    public let locale: Locale
    /// Problems met loading the index's files (empty when built from values).
    public internal(set) var diagnostics: [Diagnostic] = []
    let brands: [(folded: [UInt8], wordStarts: [Int], brand: Brand)]
    let misspellings: [String: String]
    /// Each class's folded name, in the catalog's order.
    let classNames: [(folded: [UInt8], wordStarts: [Int])]
    let categoryByKey: [String: Int]

    /// An index of `catalog` for `locale`: categories shown by `names` (id → name in
    /// the locale; English where missing), `misspellings` (misspelling → category id);
    /// `namesTable`, the string table the names came from (see `namesTable`).
    public init(
        catalog: SearchCatalog, names: [String: String] = [:], misspellings: [String: String] = [:],
        locale: Locale = Locale(identifier: "en"), namesTable: String? = nil
    ) {
        self.catalog = catalog
        self.namesTable = namesTable
        self.locale = locale
        func before(_ a: String, _ b: String) -> Bool {
            a.compare(b, options: [.caseInsensitive], locale: locale) == .orderedAscending
        }
        let categories = catalog.categories.map { (category: $0, shown: names[$0.id] ?? $0.name) }
            .sorted { before($0.shown, $1.shown) }
        let studios = catalog.studios.sorted { before($0.name, $1.name) }
        var entries: [Entry] = []
        entries.reserveCapacity(categories.count + studios.count)
        var byKey: [String: Int] = [:]
        for (category, shown) in categories {
            let (folded, starts) = SearchIndex.foldedWords(shown, locale: locale)
            let (english, englishStarts) = SearchIndex.foldedWords(category.name, locale: locale)
            byKey[category.id] = entries.count
            entries.append(
                Entry(
                    id: entries.count, name: shown, kind: .category, key: category.id, brand: nil, city: nil,
                    folded: folded, wordStarts: starts, english: english == folded ? nil : english,
                    englishWordStarts: englishStarts))
        }
        for studio in studios {
            let (folded, starts) = SearchIndex.foldedWords(studio.name, locale: locale)
            entries.append(
                Entry(
                    id: entries.count, name: studio.name, kind: .studio, key: studio.name, brand: studio.brand,
                    city: studio.city, folded: folded, wordStarts: starts, english: nil, englishWordStarts: []))
        }
        self.entries = entries
        categoryByKey = byKey
        var counts: [String: Int] = [:]
        for studio in studios { if let brand = studio.brand { counts[brand, default: 0] += 1 } }
        brands = counts.filter { $0.value > 1 }.keys.sorted().map {
            let (folded, starts) = SearchIndex.foldedWords($0, locale: locale)
            return (folded, starts, Brand(name: $0, studioCount: counts[$0]!))
        }
        var table: [String: String] = [:]
        for (wrong, id) in misspellings where byKey[id] != nil { table[SearchFolding.fold(wrong, locale: locale)] = id }
        self.misspellings = table
        classNames = catalog.classes.map { SearchIndex.foldedWords($0.name, locale: locale) }
    }

    /// `text` folded, as UTF-8, and where each word after the first starts in it.
    static func foldedWords(_ text: String, locale: Locale) -> ([UInt8], [Int]) {
        let folded = Array(SearchFolding.fold(text, locale: locale).utf8)
        var starts: [Int] = []
        for (i, byte) in folded.enumerated() where byte == 0x20 && i + 1 < folded.count { starts.append(i + 1) }
        return (folded, starts)
    }

    /// Whether `query` starts `text` (0) or one of its later words (1); nil when neither.
    /// Scripts written without spaces (kana, CJK ideographs) have no word starts to
    /// find: a query that begins with one of their characters also matches anywhere
    /// in `text` (1), so ヨガ finds ホットヨガ.
    static func match(_ query: [UInt8], _ text: [UInt8], _ starts: [Int]) -> Int? {
        if text.starts(with: query) { return 0 }
        for start in starts where text.count - start >= query.count {
            if text[start ..< start + query.count].elementsEqual(query) { return 1 }
        }
        if let first = query.first, first >= 0xE3, first <= 0xE9, text.count > query.count {
            // UTF-8 lead bytes 0xE3–0xE9: U+3000–U+9FFF (kana, CJK ideographs).
            var i = 1
            while i + query.count <= text.count {
                if text[i] == first && text[i ..< i + query.count].elementsEqual(query) { return 1 }
                i += 1
            }
        }
        return nil
    }

    /// What a row shows for `entry`: a category from `namesTable` when there is one,
    /// else its name.
    public func caption(for entry: Entry) -> Caption {
        if entry.kind == .category, let namesTable { return Caption(key: "category.\(entry.key)", table: namesTable) }
        return Caption(entry.name)
    }

    /// How many characters of a query are read.
    public static let queryLimit = 256

    /// The category entry with id `key`.
    public func category(_ key: String) -> Entry? { categoryByKey[key].map { entries[$0] } }

    /// The suggestions, brand rows and correction for `query` (see the type's contract).
    /// Only its first `queryLimit` characters are read: no entry is that long, and a
    /// pasted megabyte held the window for many seconds.
    public func outcome(for query: String, limit: Int = 8) -> Outcome {
        let folded = Array(SearchFolding.fold(String(query.prefix(Self.queryLimit)), locale: locale).utf8)
        guard !folded.isEmpty else { return Outcome() }
        var outcome = suggestions(folded, limit: limit)
        outcome.brands = brandsNamed(folded)
        if outcome.suggestions.isEmpty && outcome.brands.isEmpty, let category = correction(folded) {
            outcome = suggestions(category.folded, limit: limit)
            outcome.correctedTo = category
        }
        return outcome
    }

    func suggestions(_ query: [UInt8], limit: Int) -> Outcome {
        // exact, category prefix, English prefix, studio prefix, category word, English word, studio word
        var groups: [[Entry]] = Array(repeating: [], count: 7)
        for entry in entries {
            if entry.kind == .category {
                if entry.folded == query || entry.english == query {
                    groups[0].append(entry)
                } else if let how = SearchIndex.match(query, entry.folded, entry.wordStarts) {
                    if groups[how == 0 ? 1 : 4].count < limit { groups[how == 0 ? 1 : 4].append(entry) }
                } else if let english = entry.english,
                    let how = SearchIndex.match(query, english, entry.englishWordStarts)
                {
                    if groups[how == 0 ? 2 : 5].count < limit { groups[how == 0 ? 2 : 5].append(entry) }
                }
            } else if let how = SearchIndex.match(query, entry.folded, entry.wordStarts) {
                if groups[how == 0 ? 3 : 6].count < limit { groups[how == 0 ? 3 : 6].append(entry) }
            }
        }
        var outcome = Outcome()
        outcome.exact = groups[0].first
        outcome.suggestions = Array(groups.joined().prefix(limit))
        return outcome
    }

    /// The brands `query` names (rule 3).
    func brandsNamed(_ query: [UInt8]) -> [Brand] {
        var whole: [Brand] = [], prefix: [Brand] = []
        lazy var startsACategory = entries.contains { entry in
            entry.kind == .category && (entry.folded.starts(with: query) || entry.english?.starts(with: query) == true)
        }
        for (folded, starts, brand) in brands {
            let wordStarts = [0] + starts
            let isWhole = wordStarts.contains { start in
                let end = start + query.count
                return end <= folded.count && folded[start ..< end].elementsEqual(query)
                    && (end == folded.count || folded[end] == 0x20)
            }
            if isWhole {
                whole.append(brand)
            } else if query.count >= 2, SearchIndex.match(query, folded, starts) != nil, !startsACategory {
                prefix.append(brand)
            }
        }
        return Array((whole + prefix).prefix(2))
    }

    /// The category a query that found nothing most likely meant (rule 4).
    func correction(_ query: [UInt8]) -> Entry? {
        if let id = misspellings[String(decoding: query, as: UTF8.self)], let entry = category(id) { return entry }
        let typed = Array(String(decoding: query, as: UTF8.self).unicodeScalars)
        let allowed = typed.count >= 7 ? 2 : typed.count >= 4 ? 1 : 0
        guard allowed > 0 else { return nil }
        let near = distances(typed).filter { $0.distance <= allowed }
        guard let nearest = near.map(\.distance).min() else { return nil }
        let best = near.filter { $0.distance == nearest }
        return best.count == 1 ? best[0].entry : nil
    }

    /// Each category's edit distance from `typed` (the nearer of its two names).
    func distances(_ typed: [Unicode.Scalar]) -> [(entry: Entry, distance: Int)] {
        entries.filter { $0.kind == .category }.map { entry in
            let names = [entry.folded] + (entry.english.map { [$0] } ?? [])
            let distance = names.map {
                SearchIndex.editDistance(typed, Array(String(decoding: $0, as: UTF8.self).unicodeScalars))
            }.min()!
            return (entry, distance)
        }
    }

    /// The categories nearest `query` by edit distance (at most half its length),
    /// nearest first, at most `limit`: the zero-result state's suggestions.
    public func nearestCategories(to query: String, limit: Int = 4) -> [Entry] {
        let typed = Array(SearchFolding.fold(query, locale: locale).unicodeScalars)
        guard !typed.isEmpty else { return [] }
        let allowed = max(1, typed.count / 2)
        return distances(typed).filter { $0.distance <= allowed }
            .sorted { $0.distance != $1.distance ? $0.distance < $1.distance : $0.entry.id < $1.entry.id }
            .prefix(limit).map(\.entry)
    }

    /// The popular categories (`SearchCatalog.Category.popular`), in the catalog's order.
    public var popularCategories: [Entry] {
        catalog.categories.filter(\.popular).compactMap { category($0.id) }
    }

    /// Optimal string alignment distance (Levenshtein with adjacent transpositions).
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0 ... b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1 ... a.count {
            current[0] = i
            for j in 1 ... b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { value = min(value, before[j - 2] + 1) }
                current[j] = value
            }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }
}
