import Panels

/// Finds `.stringsdict` values whose plural variables would expand without bound:
/// a variable whose forms lead back to itself (self-reference), or references that
/// fan out so the text multiplies (`StringFormatter` cuts both at its budget at run
/// time; the lint reports them as errors where the key is).
///
/// Contract: pure; at most one self-reference and one fan-out error per key, at the
/// value's location.
enum PluralExpansionCheck {
    /// More copies of one variable's text than this in the expanded text is fan-out.
    static let fanOutLimit = 64

    static func problems(key: String, value: LocalizedValue, locale: String) -> [Diagnostic] {
        guard case .pluralFormat(let format, let variables) = value.content else { return [] }
        func references(_ text: String) -> [String] {
            FormatString(text).pieces.compactMap { piece in
                if case .specifier(let s) = piece { return s.variable } else { return nil }
            }
        }
        var edges: [String: [[String]]] = [:]
        for (name, variable) in variables {
            edges[name] = variable.forms.keys.sorted { $0.rawValue < $1.rawValue }.map {
                references(variable.forms[$0]!)
            }
        }
        var problems: [Diagnostic] = []
        // Self-reference: a cycle through the variables' forms.
        var state: [String: Int] = [:]  // 1 on the path, 2 done
        var cycle: String?
        func visit(_ name: String) {
            guard cycle == nil, edges[name] != nil else { return }
            if state[name] == 1 { cycle = name; return }
            if state[name] == 2 { return }
            state[name] = 1
            for form in edges[name]! { for next in form { visit(next) } }
            state[name] = 2
        }
        for name in variables.keys.sorted() { visit(name) }
        if let cycle {
            problems.append(
                Diagnostic(
                    .error, at: value.location,
                    "\"\(key)\" (\(locale)): the plural variable '\(cycle)' refers to itself through its forms (self-reference: it would expand without end)"
                ))
            return problems
        }
        // Fan-out: how many pieces of text the value can expand to (no cycles now).
        var memo: [String: Int] = [:]
        func size(_ name: String) -> Int {
            if let known = memo[name] { return known }
            var most = 1
            for form in edges[name] ?? [] {
                var total = 1
                for next in form { total = min(Int.max / 2, total + size(next)) }
                most = max(most, total)
            }
            memo[name] = most
            return most
        }
        let total = references(format).reduce(1) { min(Int.max / 2, $0 + size($1)) }
        if total > fanOutLimit {
            problems.append(
                Diagnostic(
                    .error, at: value.location,
                    "\"\(key)\" (\(locale)): its plural variables fan out to \(total >= Int.max / 2 ? "too many" : "\(total)") pieces of text (over \(fanOutLimit)); repeat a variable less"
                ))
        }
        return problems
    }
}
