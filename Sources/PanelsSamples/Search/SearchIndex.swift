import Foundation
import Panels
import PanelsAssetFiles
import PanelsSampleAssets

/// The search screen's suggestions (scene 5): categories and venues, folded once at
/// load, ranked for a query.
///
/// Contract: matching is case- and diacritic-insensitive (entries and queries are
/// folded with the index's locale). `outcome(for:)` gives at most `limit` suggestions:
/// categories whose name starts with the query, then venues whose name starts with
/// it, then categories with a later word starting with it, then venues with a later
/// word starting with it; each group in the locale's collation order. When nothing
/// matches, the locale's misspelling table maps the whole query to a category
/// (`yoag` → yoga) and the outcome is that category's, with `correctedTo` set. A
/// query naming the start of a brand (3 characters or more) with more than one venue
/// gives the brand row.
public struct SearchIndex: Sendable {
    public enum Kind: Sendable, Equatable { case category, venue }

    /// One category or venue.
    public struct Entry: Sendable, Equatable, Identifiable {
        public let id: Int
        public let name: String
        public let kind: Kind
        public let brand: String?
        /// The folded name's UTF-8 bytes, and where each later word starts in them.
        let folded: [UInt8]
        let wordStarts: [Int]
    }

    /// A brand with several venues.
    public struct Brand: Sendable, Equatable {
        public let name: String
        public let venueCount: Int
    }

    /// What a query finds.
    public struct Outcome: Sendable, Equatable {
        public var suggestions: [Entry] = []
        public var brand: Brand?
        /// The category a misspelling was read as, when the query itself found nothing.
        public var correctedTo: String?
    }

    public let entries: [Entry]
    /// Problems met loading the index's files (empty when built from values).
    public internal(set) var diagnostics: [Diagnostic] = []
    public let locale: Locale
    let brands: [(folded: [UInt8], brand: Brand)]
    let misspellings: [String: String]

    /// An index of `categories` and `venues` (name and optional brand) for `locale`,
    /// with its misspelling table (folded misspelling → category).
    public init(
        categories: [String], venues: [(name: String, brand: String?)], misspellings: [String: String] = [:],
        locale: Locale = Locale(identifier: "en")
    ) {
        self.locale = locale
        let sortedCategories = categories.sorted {
            $0.compare($1, options: [.caseInsensitive], locale: locale) == .orderedAscending
        }
        let sortedVenues = venues.sorted {
            $0.name.compare($1.name, options: [.caseInsensitive], locale: locale) == .orderedAscending
        }
        var entries: [Entry] = []
        entries.reserveCapacity(categories.count + venues.count)
        for name in sortedCategories {
            entries.append(
                SearchIndex.entry(id: entries.count, name: name, kind: .category, brand: nil, locale: locale))
        }
        for venue in sortedVenues {
            entries.append(
                SearchIndex.entry(id: entries.count, name: venue.name, kind: .venue, brand: venue.brand, locale: locale)
            )
        }
        self.entries = entries
        var counts: [String: Int] = [:]
        for venue in venues { if let brand = venue.brand { counts[brand, default: 0] += 1 } }
        brands = counts.filter { $0.value > 1 }.keys.sorted()
            .map { (Array(SearchIndex.fold($0, locale: locale).utf8), Brand(name: $0, venueCount: counts[$0]!)) }
        var table: [String: String] = [:]
        for (wrong, right) in misspellings { table[SearchIndex.fold(wrong, locale: locale)] = right }
        self.misspellings = table
    }

    static func entry(id: Int, name: String, kind: Kind, brand: String?, locale: Locale) -> Entry {
        let folded = Array(fold(name, locale: locale).utf8)
        var starts: [Int] = []
        var previousIsWord = true
        for (i, byte) in folded.enumerated() {
            let isWord = isWordByte(byte)
            if isWord && !previousIsWord && i > 0 { starts.append(i) }
            previousIsWord = isWord
        }
        return Entry(id: id, name: name, kind: kind, brand: brand, folded: folded, wordStarts: starts)
    }

    /// Letters, digits and every byte of a multi-byte character are parts of words.
    static func isWordByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || (byte >= 0x30 && byte <= 0x39) || (byte >= 0x61 && byte <= 0x7A)
    }

    /// `text` without case and diacritics, its spaces collapsed.
    public static func fold(_ text: String, locale: Locale) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: locale)
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The suggestions, brand row and correction for `query`.
    public func outcome(for query: String, limit: Int = 8) -> Outcome {
        let folded = Array(SearchIndex.fold(query, locale: locale).utf8)
        guard !folded.isEmpty else { return Outcome() }
        var outcome = Outcome()
        outcome.suggestions = suggestions(folded, limit: limit)
        if folded.count >= 3, let found = brands.first(where: { $0.folded.starts(with: folded) }) {
            outcome.brand = found.brand
        }
        if outcome.suggestions.isEmpty, let category = misspellings[SearchIndex.fold(query, locale: locale)] {
            outcome.suggestions = suggestions(Array(SearchIndex.fold(category, locale: locale).utf8), limit: limit)
            outcome.correctedTo = category
        }
        return outcome
    }

    func suggestions(_ query: [UInt8], limit: Int) -> [Entry] {
        var groups: [[Entry]] = [[], [], [], []]
        for entry in entries {
            let base = entry.kind == .category ? 0 : 1
            if entry.folded.starts(with: query) {
                if groups[base].count < limit { groups[base].append(entry) }
            } else if groups[base + 2].count < limit,
                entry.wordStarts.contains(where: { start in
                    entry.folded.count - start >= query.count
                        && entry.folded[start ..< start + query.count].elementsEqual(query)
                })
            {
                groups[base + 2].append(entry)
            }
        }
        return Array((groups[0] + groups[1] + groups[2] + groups[3]).prefix(limit))
    }
}

extension SearchIndex {
    /// The bundled index (`Assets/Samples/Search/entries.json`, the misspelling table
    /// of `locale` or of its language, else English's), loaded once per locale.
    public static func bundled(locale: String = "en") -> SearchIndex {
        Cache.shared.index(for: locale)
    }

    final class Cache: @unchecked Sendable {
        static let shared = Cache()
        private let lock = NSLock()
        private var indexes: [String: SearchIndex] = [:]

        func index(for locale: String) -> SearchIndex {
            lock.lock()
            defer { lock.unlock() }
            if let known = indexes[locale] { return known }
            let made = SearchIndex.load(locale: locale)
            indexes[locale] = made
            return made
        }
    }

    struct File: Decodable {
        struct Venue: Decodable {
            var name: String
            var brand: String?
        }
        var categories: [String]
        var venues: [Venue]
    }

    static func load(locale: String) -> SearchIndex {
        guard let folder = try? SampleAssets.file("Search") else {
            return SearchIndex(categories: [], venues: [], locale: Locale(identifier: locale))
        }
        return load(folder: folder, locale: locale)
    }

    /// The index in `folder` (`entries.json`, `misspellings/<locale>.json`, else the
    /// language's, else `en.json`). A file that is not valid JSON, or not of the
    /// expected shape, is left out and reported in `diagnostics` (its path, line and
    /// column, and what is wrong), read through `JSONReader`; a missing misspelling
    /// table is not a problem.
    public static func load(folder: URL, locale: String) -> SearchIndex {
        var problems: [Diagnostic] = []
        var file = File(categories: [], venues: [])
        let entriesURL = folder.appendingPathComponent("entries.json")
        if let decoded = decode(File.self, at: entriesURL, problems: &problems) { file = decoded }
        let language = String(locale.prefix(while: { $0 != "-" && $0 != "_" }))
        var misspellings: [String: String] = [:]
        for name in [locale, language, "en"] {
            let url = folder.appendingPathComponent("misspellings/\(name).json")
            guard FileManager.default.fileExists(atPath: url.path) else { continue }
            if let table = decode([String: String].self, at: url, problems: &problems) {
                misspellings = table
                break
            }
        }
        var index = SearchIndex(
            categories: file.categories, venues: file.venues.map { ($0.name, $0.brand) }, misspellings: misspellings,
            locale: Locale(identifier: locale))
        index.diagnostics = problems
        return index
    }

    /// `T` decoded from the JSON file at `url`; nil and a diagnostic naming the file,
    /// line and column when it cannot be read, is not JSON or has the wrong shape.
    static func decode<T: Decodable>(_ type: T.Type, at url: URL, problems: inout [Diagnostic]) -> T? {
        guard let data = try? Data(contentsOf: url) else {
            problems.append(Diagnostic(.error, file: url.path, "cannot be read"))
            return nil
        }
        let bytes = [UInt8](data)
        do {
            _ = try JSONReader.parse(bytes)
        } catch {
            problems.append(Diagnostic(.error, file: url.path, line: error.line, column: error.column, error.message))
            return nil
        }
        do {
            return try JSONDecoder().decode(T.self, from: data)
        } catch let error as DecodingError {
            let context: DecodingError.Context
            let what: String
            switch error {
            case .typeMismatch(_, let c): (context, what) = (c, "has the wrong type")
            case .valueNotFound(_, let c): (context, what) = (c, "is null")
            case .keyNotFound(let key, let c): (context, what) = (c, "is missing the key \"\(key.stringValue)\"")
            case .dataCorrupted(let c): (context, what) = (c, "is invalid: \(c.debugDescription)")
            @unknown default:
                problems.append(Diagnostic(.error, file: url.path, "\(error)"))
                return nil
            }
            let steps = JSONReader.steps(context.codingPath)
            let path = steps.map { step -> String in
                switch step {
                case .key(let k): return ".\(k)"
                case .index(let i): return "[\(i)]"
                }
            }.joined()
            let location = JSONReader.location(of: steps, in: bytes) ?? FileLocation(line: 1, column: 1)
            problems.append(
                Diagnostic(
                    .error, file: url.path, line: location.line, column: location.column,
                    (path.isEmpty ? "the file " : "\(path.drop(while: { $0 == "." })) ") + what))
            return nil
        } catch {
            problems.append(Diagnostic(.error, file: url.path, "\(error)"))
            return nil
        }
    }
}
