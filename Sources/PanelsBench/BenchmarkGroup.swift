/// A named group of scenarios, run by `panels-bench <group>` (or all groups when
/// none is named). Each group file adds itself to `BenchmarkGroup.all`.
struct BenchmarkGroup: Sendable {
    var name: String
    /// Run only by `panels-bench <name>`, not with every group (large generated inputs).
    var onlyWhenNamed = false
    var run: @Sendable (_ rounds: Int) throws -> [Figure]

    init(name: String, onlyWhenNamed: Bool = false, run: @escaping @Sendable (_ rounds: Int) throws -> [Figure]) {
        self.name = name
        self.onlyWhenNamed = onlyWhenNamed
        self.run = run
    }

    /// Every group, in the order `panels-bench` runs them.
    static let all: [BenchmarkGroup] = [
        .baseline,
        .popover,
        .layout,
        .shell,
        .snapshot,
        .assets,
        .render,
        .damage,
        .text,
        .start,
        .memory,
        .card,
        .sheet,
        .scroll,
        .pictures,
        .snapSheet,
        .search,
        .feed,
        .accessibility,
        .parallel,
        .linearText,
        .assetsLarge,
        .clay,
    ]
}
