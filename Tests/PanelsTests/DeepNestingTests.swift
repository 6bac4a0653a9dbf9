import Foundation
import Panels
import Testing
import PanelsTestSupport

@Suite("Deep nesting")
struct DeepNestingTests {
    static func nested(_ depth: Int) -> AnyPanel {
        var panel = AnyPanel(Swatch(.black).frame(width: 10, height: 10))
        for _ in 0 ..< depth { panel = AnyPanel(panel.padding(0.001)) }
        return panel
    }

    @Test func tenThousandLevelsLayOutAndPaint() {
        let c = Composition(Self.nested(10_000), size: Size(width: 100, height: 100), measurer: NoTextMeasurer())
        #expect(c.tree.count == 10_002)
        #expect(c.displayList.commands.count == 2)
        #expect(c.diagnostics.isEmpty)
    }

    /// Runs `body` on a thread with a large stack: a 60,000-deep panel value is itself
    /// freed recursively when it goes away, which a test thread's stack cannot take.
    static func onLargeStack(_ body: @escaping @Sendable () -> Void) {
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            body()
            done.signal()
        }
        thread.stackSize = 1 << 30
        thread.start()
        done.wait()
    }

    @Test func beyondTheLimitStopsWithAClearProblem() {
        nonisolated(unsafe) var count = 0
        nonisolated(unsafe) var problems: [String] = []
        Self.onLargeStack {
            let c = Composition(Self.nested(60_000), size: Size(width: 100, height: 100), measurer: NoTextMeasurer())
            count = c.tree.count
            problems = c.diagnostics.map(\.description)
        }
        #expect(count <= NodeBuilder.maxDepth + 1)
        #expect(problems == ["error: nesting deeper than 25000 levels: the panels below were left out"])
    }
}
