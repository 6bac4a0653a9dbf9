import Foundation
import Observation
import Panels

/// The search screen's state: the query, what it finds, the highlighted row,
/// the pick and its results, and the recent searches.
///
/// Contract: every change of `query` (`setQuery`) recomputes `outcome` and clears the
/// highlight and the pick. Rows, in order:
/// - a blank query: the recent searches (newest first), then the popular categories;
/// - otherwise the phrase row, "Did you mean …" when the query was read as a
///   misspelling, the category named exactly, the brand rows, then the other
///   suggestions (`SearchIndex`'s intent rules).
/// `move(by:)` walks the rows (from none to the first or last, clamped); `pick()` picks
/// the highlighted row, or the phrase row when none is highlighted (an empty field with
/// nothing highlighted picks nothing). A pick sets `picked` (what the results are
/// titled with: a misspelling's correction, not what was typed) and `results`, and
/// records the search in `recents` (saved to `recentsFile` when there is one; a
/// failure to save is in `saveProblem`). Picking a recent search or a popular category
/// also puts it in the field.
@Observable
public final class SearchModel {
    /// One row under the field.
    public enum Row: Sendable, Equatable {
        case phrase(String)
        case correction(SearchIndex.Entry)
        case brand(SearchIndex.Brand)
        case suggestion(SearchIndex.Entry)
        case recent(String)
        case popular(SearchIndex.Entry)
    }

    /// What was picked: the results' title and, for a phrase read as a misspelling,
    /// what was typed.
    public struct Pick: Sendable, Equatable {
        public var title: String
        public var typed: String?

        public init(title: String, typed: String? = nil) {
            self.title = title
            self.typed = typed
        }
    }

    /// Where keyboard focus is meant to be (`.focusTarget`): the field, or nowhere.
    public enum Focus: Hashable, Sendable { case field }

    public private(set) var query = ""
    public private(set) var outcome = SearchIndex.Outcome()
    public private(set) var highlighted: Int?
    public private(set) var picked: Pick?
    public private(set) var results = SearchResults()
    /// When a pick found nothing: the categories to try instead (the nearest to what
    /// was searched, else the popular ones), found once at the pick.
    public private(set) var zeroResultSuggestions: [SearchIndex.Entry] = []
    public private(set) var recents: RecentSearches
    /// Why the recent searches could not be saved, if they could not.
    public private(set) var saveProblem: String?
    public var focus: Focus?
    /// Told why the recent searches could not be saved, when they could not (demos
    /// print it).
    @ObservationIgnored public var reportProblem: ((String) -> Void)?
    /// The field's caret, selection and undo.
    public let field: EntryFieldState
    @ObservationIgnored public let index: SearchIndex
    @ObservationIgnored public let recentsFile: URL?

    /// A model over `index` showing `query`; `focused` focuses the field (a stage
    /// focuses it at its first frame; stills draw it focused). `recents` start the
    /// recent searches; with `recentsFile`, they are read from it (its problems in
    /// `loadProblems`) and saved to it after each change.
    public init(
        index: SearchIndex = .bundled(), query: String = "", focused: Bool = false, recents: [String] = [],
        recentsFile: URL? = nil
    ) {
        self.index = index
        self.recentsFile = recentsFile
        var loaded = RecentSearches(recents, locale: index.locale)
        var problems: [Diagnostic] = []
        if let recentsFile {
            (loaded, problems) = RecentSearches.load(from: recentsFile, locale: index.locale)
        }
        self.recents = loaded
        self.loadProblems = problems
        field = EntryFieldState(text: query, isFocused: focused)
        focus = focused ? .field : nil
        setQuery(query)
    }

    /// Problems reading `recentsFile` when the model was made.
    @ObservationIgnored public let loadProblems: [Diagnostic]

    public func setQuery(_ text: String) {
        guard text != query || outcome == SearchIndex.Outcome() else { return }
        query = text
        outcome = index.outcome(for: text)
        highlighted = nil
        picked = nil
        results = SearchResults()
    }

    /// What the phrase row searches for: the query without the spaces around it, cut to
    /// the `SearchIndex.queryLimit` characters the index reads (a 5 MB paste is searched,
    /// shown and remembered as its first 256 characters, not set in a row whole). Costs
    /// the leading spaces plus the limit, not the query's length.
    public var phrase: String {
        let head = query.drop { $0.unicodeScalars.allSatisfy(CharacterSet.whitespaces.contains) }
        return String(head.prefix(SearchIndex.queryLimit)).trimmingCharacters(in: .whitespaces)
    }

    public var rows: [Row] {
        let phrase = phrase
        guard !phrase.isEmpty else {
            return recents.terms.map { .recent($0) } + index.popularCategories.map { .popular($0) }
        }
        var rows: [Row] = [.phrase(phrase)]
        if let corrected = outcome.correctedTo { rows.append(.correction(corrected)) }
        if let exact = outcome.exact { rows.append(.suggestion(exact)) }
        rows += outcome.brands.map { .brand($0) }
        rows += outcome.suggestions.filter { $0 != outcome.exact }.map { .suggestion($0) }
        return rows
    }

    public func move(by delta: Int) {
        let count = rows.count
        guard count > 0 else { return }
        if let current = highlighted {
            highlighted = min(max(current + delta, 0), count - 1)
        } else {
            highlighted = delta > 0 ? 0 : count - 1
        }
    }

    /// Picks `row` (default: the highlighted one, else the phrase).
    public func pick(_ row: Int? = nil) {
        let rows = rows
        guard !rows.isEmpty else { return }
        if phrase.isEmpty && row == nil && highlighted == nil { return }
        let at = min(max(row ?? highlighted ?? 0, 0), rows.count - 1)
        switch rows[at] {
        case .phrase(let text):
            let found = index.results(forPhrase: text)
            if let corrected = outcome.correctedTo, found.isEmpty {
                // Nothing by what was typed (class names included): the correction's results.
                show(index.results(forCategory: corrected.key), Pick(title: corrected.name, typed: text), at: at)
            } else {
                // A phrase that is a category's name is titled as the category is written (よが → ヨガ).
                show(found, Pick(title: outcome.exact?.name ?? text), at: at)
            }
        case .correction(let entry):
            show(index.results(forCategory: entry.key), Pick(title: entry.name, typed: query), at: at)
        case .brand(let brand):
            show(index.results(forBrand: brand.name), Pick(title: brand.name), at: at)
        case .suggestion(let entry), .popular(let entry):
            if case .popular = rows[at] { fill(entry.name) }
            switch entry.kind {
            case .category: show(index.results(forCategory: entry.key), Pick(title: entry.name), at: at)
            case .studio: show(index.results(forStudio: entry.key), Pick(title: entry.name), at: at)
            }
        case .recent(let term):
            fill(term)
            pick(0)
        }
    }

    /// Empties the recent searches (and their file).
    public func clearRecents() {
        recents.clear()
        save()
    }

    /// Puts `text` in the field as if typed (its caret at the end).
    func fill(_ text: String) {
        field.edit { $0.setText(text) }
        setQuery(text)
    }

    func show(_ found: SearchResults, _ pick: Pick, at row: Int) {
        highlighted = row
        picked = pick
        results = found
        if found.isEmpty {
            let near = index.nearestCategories(to: pick.typed ?? pick.title)
            zeroResultSuggestions = near.isEmpty ? index.popularCategories : near
        } else {
            zeroResultSuggestions = []
        }
        recents.add(pick.title)
        save()
    }

    func save() {
        guard let recentsFile else { return }
        do {
            try recents.save(to: recentsFile)
            saveProblem = nil
        } catch {
            saveProblem = error.description
            reportProblem?(error.description)
        }
    }
}

extension SearchModel {
    /// Picks `entry` (a category the zero-result state suggests): it goes in the field
    /// and its results show.
    public func pickCategory(_ entry: SearchIndex.Entry) {
        fill(entry.name)
        show(index.results(forCategory: entry.key), Pick(title: entry.name), at: 0)
    }
}
