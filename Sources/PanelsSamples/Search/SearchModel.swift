import Observation
import Panels

/// The search screen's state (scene 5): the query, what it finds, the highlighted row
/// and the pick.
///
/// Contract: every change of `query` (`setQuery`) recomputes `outcome` and clears the
/// highlight and the pick. Rows are the phrase row (whenever the query is not blank),
/// the brand row (when the phrase names a brand with several venues), then the
/// suggestions. `move(by:)` walks the rows (from none to the first or last, clamped);
/// `pick()` picks the highlighted row, or the phrase row when none is highlighted, and
/// `results` then lists the matching venues (for the lazy list).
@Observable
public final class SearchModel {
    /// One row under the field.
    public enum Row: Sendable, Equatable {
        case phrase(String)
        case brand(SearchIndex.Brand)
        case suggestion(SearchIndex.Entry)
    }

    public private(set) var query = ""
    public private(set) var outcome = SearchIndex.Outcome()
    public private(set) var highlighted: Int?
    /// The picked row's text, once something is picked.
    public private(set) var picked: String?
    public private(set) var results: [SearchIndex.Entry] = []
    /// The field's caret, selection and undo.
    public let field: EntryFieldState
    @ObservationIgnored public let index: SearchIndex

    /// A model over `index` showing `query`; `focused` draws the field as focused (for
    /// stills: on a stage, focus comes from the stage).
    public init(index: SearchIndex = .bundled(), query: String = "", focused: Bool = false) {
        self.index = index
        field = EntryFieldState(text: query, isFocused: focused)
        setQuery(query)
    }

    public func setQuery(_ text: String) {
        guard text != query || outcome == SearchIndex.Outcome() else { return }
        query = text
        outcome = index.outcome(for: text)
        highlighted = nil
        picked = nil
        results = []
    }

    public var rows: [Row] {
        let phrase = query.trimmingCharacters(in: .whitespaces)
        guard !phrase.isEmpty else { return [] }
        var rows: [Row] = [.phrase(phrase)]
        if let brand = outcome.brand { rows.append(.brand(brand)) }
        rows += outcome.suggestions.map { .suggestion($0) }
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
        let at = min(max(row ?? highlighted ?? 0, 0), rows.count - 1)
        let term: String
        switch rows[at] {
        case .phrase(let text): term = text
        case .brand(let brand): term = brand.name
        case .suggestion(let entry): term = entry.name
        }
        highlighted = at
        picked = term
        var found = index.outcome(for: term, limit: 500).suggestions.filter { $0.kind == .venue }
        if case .suggestion(let entry) = rows[at], entry.kind == .category {
            found = index.outcome(for: entry.name, limit: 500).suggestions.filter { $0.kind == .venue }
        }
        results = found
    }
}
