import PanelsTestSupport
import Testing

@testable import Panels

/// Users' own context values (`ContextKey`): read and set like the built-in ones,
/// inherited down the tree, overridden in a subtree, the default where unset.
@Suite("Context keys")
struct ContextKeyTests {
    enum Accent: ContextKey {
        static let defaultValue = RGBA(hex: 0x007AFF)
    }
    enum Density: ContextKey {
        static let defaultValue = 1
    }
    /// Same value type as `Density`: a different key, so a different value.
    enum Columns: ContextKey {
        static let defaultValue = 3
    }

    /// What each reader saw while the tree resolved, by its name.
    final class Seen: @unchecked Sendable {
        var values: [String: (accent: RGBA, density: Int, columns: Int)] = [:]
    }

    static func reader(_ name: String, _ seen: Seen) -> some Panel {
        ContextReader { context in
            let _ = seen.values[name] = (context[Accent.self], context[Density.self], context[Columns.self])
            Swatch(context[Accent.self]).frame(width: 10, height: 10)
        }
    }

    @Test func aContextWithNothingSetReadsTheDefaults() {
        var context = PanelContext()
        #expect(context[Accent.self] == RGBA(hex: 0x007AFF))
        #expect(context[Density.self] == 1)
        context[Density.self] = 2
        #expect(context[Density.self] == 2)
        #expect(context[Columns.self] == 3)
        // A copy made before a change keeps its own value (copy-on-write).
        let before = context
        context[Density.self] = 5
        #expect(before[Density.self] == 2)
        #expect(context[Density.self] == 5)
    }

    @Test func aValueSetAboveIsInheritedAndASubtreeOverridesItForItselfOnly() {
        let seen = Seen()
        let tree = Column {
            Self.reader("unset", seen)
            Column {
                Self.reader("inherited", seen)
                Row {
                    Column {
                        Self.reader("deep", seen)
                    }
                }
                Column {
                    Self.reader("overridden", seen)
                }
                .context(Accent.self, RGBA(hex: 0xFF9500))
                .context(Density.self, 3)
                Self.reader("sibling", seen)
            }
            .context(Accent.self, RGBA(hex: 0x34C759))
            .context(Density.self, 2)
        }
        _ = Laying.compose(tree, 200, 200)
        #expect(seen.values["unset"]?.accent == RGBA(hex: 0x007AFF))
        #expect(seen.values["unset"]?.density == 1)
        #expect(seen.values["inherited"]?.accent == RGBA(hex: 0x34C759))
        #expect(seen.values["inherited"]?.density == 2)
        #expect(seen.values["deep"]?.accent == RGBA(hex: 0x34C759))
        #expect(seen.values["deep"]?.density == 2)
        #expect(seen.values["overridden"]?.accent == RGBA(hex: 0xFF9500))
        #expect(seen.values["overridden"]?.density == 3)
        // The override does not leak to a later sibling, nor to another key.
        #expect(seen.values["sibling"]?.accent == RGBA(hex: 0x34C759))
        #expect(seen.values["sibling"]?.density == 2)
        #expect(seen.values.values.allSatisfy { $0.columns == 3 })
    }

    @Test func aValueSetAtTheTopIsDrawnDeepInTheTree() {
        let tree = Column {
            Row {
                Column {
                    Layers {
                        ContextReader { context in
                            Swatch(context[Accent.self]).frame(width: 20, height: 10)
                        }
                    }
                }
            }
        }
        .context(Accent.self, RGBA(hex: 0xAF52DE))
        let drawn = Laying.compose(tree, 100, 100).displayList.commands.map(\.description)
        #expect(drawn.contains { $0.hasPrefix("fill") && $0.contains("#AF52DEFF") })
        let unset = Laying.compose(
            Column { ContextReader { Swatch($0[Accent.self]).frame(width: 20, height: 10) } }, 100, 100)
        #expect(unset.displayList.commands.map(\.description).contains { $0.contains("#007AFFFF") })
    }
}
