import Testing
import PanelsTestSupport

@testable import Panels

/// A resolve reserves what the last resolve of its root type made: a capacity only,
/// so trees of any size resolve to the same nodes whatever came before.
@Suite("Resolve size hints")
struct ResolveSizeHintTests {
    struct Cells: Panel {
        var count: Int
        var body: some Panel {
            Column(spacing: 1) {
                for i in 0 ..< count {
                    Caption("Cell \(i)").padding(2)
                }
            }
        }
    }

    @Test func treesAreTheSameWhateverWasResolvedBefore() {
        func dump(_ count: Int) -> String {
            let session = LayoutSession(Cells(count: count), measurer: WordWidthMeasurer())
            session.layout(in: Size(width: 200, height: 4000))
            return session.layoutDump
        }
        let small = dump(3)
        let large = dump(400)
        #expect(ResolveSizeHint.last(for: Cells.self).nodes == NodeTree(resolving: Cells(count: 400)).count)
        // After a large tree, a small one is the same as before (and the hint follows it).
        #expect(dump(3) == small)
        #expect(ResolveSizeHint.last(for: Cells.self).nodes == NodeTree(resolving: Cells(count: 3)).count)
        #expect(dump(400) == large)
    }
}
