import Panels
import PanelsTestSupport
import Testing

/// `Ref(isPresenting:in:)`: one optional says which row's confirmation is open; each
/// row's flag reads and writes it without closing another row's.
@Suite("Ref presenting one of many")
struct RefPresentingTests {
    final class Model {
        var open: Int?
    }

    @Test("Random opens and closes by several rows: each flag is open == row; closing never clears another row's")
    func flagsFollowTheSelection() {
        PropertyTest.check("Ref(isPresenting:in:)", cases: 3_000) { g in
            let model = Model()
            let rows = 1 + Int(g.next() % 6)
            let flags = (0 ..< rows).map { Ref(isPresenting: $0, in: Ref(model, \.open)) }
            var expected: Int?
            for step in 0 ..< 1 + Int(g.next() % 24) {
                let row = Int(g.next() % UInt64(rows))
                let present = g.next() % 2 == 0
                flags[row].value = present
                if present {
                    expected = row
                } else if expected == row {
                    expected = nil
                }
                if model.open != expected {
                    return
                        "step \(step): row \(row) set \(present), open \(String(describing: model.open)), expected \(String(describing: expected))"
                }
                for (index, flag) in flags.enumerated() where flag.value != (expected == index) {
                    return "step \(step): row \(index) reads \(flag.value) with \(String(describing: expected)) open"
                }
            }
            return nil
        }
    }
}
