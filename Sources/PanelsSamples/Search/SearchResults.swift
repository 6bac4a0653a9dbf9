import Foundation

/// What a pick on the search screen lists: categories, classes and studios.
///
/// Contract (made by `SearchIndex.results(…)`):
/// - a phrase: the categories whose name (in the locale or English) starts with it or
///   has a word starting with it; the studios whose name matches so or that offer one
///   of those categories; the classes whose name matches so, whose category is one of
///   those, or that are held at a studio whose name matches;
/// - a category: its classes and the studios offering it;
/// - a brand: its studios and their classes;
/// - a studio: the studio and its classes.
/// Each list in the index's order (the locale's collation order; classes in the
/// catalog's order).
public struct SearchResults: Sendable, Equatable {
    public var categories: [SearchIndex.Entry] = []
    public var classes: [SearchCatalog.Class] = []
    public var studios: [SearchIndex.Entry] = []

    public init(
        categories: [SearchIndex.Entry] = [], classes: [SearchCatalog.Class] = [], studios: [SearchIndex.Entry] = []
    ) {
        self.categories = categories
        self.classes = classes
        self.studios = studios
    }

    public var isEmpty: Bool { categories.isEmpty && classes.isEmpty && studios.isEmpty }
    public var count: Int { categories.count + classes.count + studios.count }
}

extension SearchIndex {
    /// What searching for `phrase` lists (see `SearchResults`).
    public func results(forPhrase phrase: String) -> SearchResults {
        let query = Array(SearchFolding.fold(phrase, locale: locale).utf8)
        guard !query.isEmpty else { return SearchResults() }
        var results = SearchResults()
        var matched = Set<String>()
        for entry in entries {
            switch entry.kind {
            case .category:
                if SearchIndex.match(query, entry.folded, entry.wordStarts) != nil
                    || entry.english.map({ SearchIndex.match(query, $0, entry.englishWordStarts) != nil }) == true
                {
                    results.categories.append(entry)
                    matched.insert(entry.key)
                }
            case .studio:
                break
            }
        }
        let offering = Dictionary(catalog.studios.map { ($0.name, $0.categories) }, uniquingKeysWith: { a, _ in a })
        var named = Set<String>()
        results.studios = entries.filter { entry in
            guard entry.kind == .studio else { return false }
            if SearchIndex.match(query, entry.folded, entry.wordStarts) != nil {
                named.insert(entry.key)
                return true
            }
            return offering[entry.key]?.contains(where: matched.contains) == true
        }
        for (i, item) in catalog.classes.enumerated()
        where matched.contains(item.category) || named.contains(item.studio)
            || SearchIndex.match(query, classNames[i].folded, classNames[i].wordStarts) != nil
        {
            results.classes.append(item)
        }
        return results
    }

    /// A category's classes and the studios offering it, with those of the kinds of it
    /// (yoga → hot yoga, yin yoga …: categories whose name has the category's whole
    /// name as a word, in the locale or in English).
    public func results(forCategory id: String) -> SearchResults {
        let kinds = related(id)
        let offering = Set(catalog.studios.filter { $0.categories.contains(where: kinds.contains) }.map(\.name))
        return SearchResults(
            classes: catalog.classes.filter { kinds.contains($0.category) },
            studios: entries.filter { $0.kind == .studio && offering.contains($0.key) })
    }

    /// `id` and the categories that are kinds of it.
    func related(_ id: String) -> Set<String> {
        guard let category = category(id) else { return [id] }
        func contains(_ words: [UInt8], _ starts: [Int], _ name: [UInt8]) -> Bool {
            ([0] + starts).contains { start in
                let end = start + name.count
                return end <= words.count && words[start ..< end].elementsEqual(name)
                    && (end == words.count || words[end] == 0x20)
            }
        }
        var kinds: Set<String> = [id]
        for entry in entries where entry.kind == .category {
            let english = entry.english ?? entry.folded
            let englishStarts = entry.english == nil ? entry.wordStarts : entry.englishWordStarts
            if contains(entry.folded, entry.wordStarts, category.folded)
                || contains(english, englishStarts, category.english ?? category.folded)
            {
                kinds.insert(entry.key)
            }
        }
        return kinds
    }

    /// A brand's studios and their classes.
    public func results(forBrand brand: String) -> SearchResults {
        let studios = entries.filter { $0.kind == .studio && $0.brand == brand }
        let names = Set(studios.map(\.key))
        return SearchResults(classes: catalog.classes.filter { names.contains($0.studio) }, studios: studios)
    }

    /// A studio and its classes.
    public func results(forStudio name: String) -> SearchResults {
        SearchResults(
            classes: catalog.classes.filter { $0.studio == name },
            studios: entries.filter { $0.kind == .studio && $0.key == name })
    }

    /// The category `item` is of, as this index shows it.
    public func category(of item: SearchCatalog.Class) -> Entry? { category(item.category) }

    /// The studio named `name`.
    public func studio(named name: String) -> Entry? {
        entries.first { $0.kind == .studio && $0.key == name }
    }
}
