import Testing

@testable import Panels
import PanelsTestSupport

/// `NodeTable` answers as `[Int32: Value]` does, and iterates in first-stored order.
@Suite struct NodeTableTests {
    /// Random stores, replacements, removals, reads and reservations on a table and on
    /// a dictionary (with a list of the order keys were first stored) give the same
    /// answers after every step.
    @Test func answersAsADictionaryDoes() {
        PropertyTest.check("node table against Dictionary", cases: 4_000) { random in
            var table = NodeTable<String>()
            var model: [Int32: String] = [:]
            var order: [Int32] = []
            // Small ranges collide often; wide ones reach the sign bit and the limits.
            let wide = random.bool()
            func key() -> Int32 {
                if random.int(0 ... 20) == 0 { return random.bool() ? .min : .max }
                return wide
                    ? Int32(truncatingIfNeeded: random.int(Int(Int32.min) ... Int(Int32.max)))
                    : Int32(random.int(-4 ... 60))
            }
            for step in 0 ..< random.int(0 ... 200) {
                let k = key()
                switch random.int(0 ... 9) {
                case 0 ... 3:
                    let value = "v\(step)"
                    let old = table.updateValue(value, forKey: k)
                    if old != model.updateValue(value, forKey: k) {
                        return "updateValue(\(k)) gave \(String(describing: old))"
                    }
                    if old == nil { order.append(k) }
                case 4 ... 5:
                    table[k] = "s\(step)"
                    if model[k] == nil { order.append(k) }
                    model[k] = "s\(step)"
                case 6:
                    let removed = table.removeValue(forKey: k)
                    if removed != model.removeValue(forKey: k) {
                        return "removeValue(\(k)) gave \(String(describing: removed))"
                    }
                    order.removeAll { $0 == k }
                case 7:
                    table[k] = nil
                    model[k] = nil
                    order.removeAll { $0 == k }
                case 8:
                    table.reserveCapacity(random.int(0 ... 300))
                    if table.capacity < table.count { return "capacity \(table.capacity) below count \(table.count)" }
                default:
                    if table[k] != model[k] {
                        return "table[\(k)] = \(String(describing: table[k])), not \(String(describing: model[k]))"
                    }
                }
                if table.count != model.count || table.isEmpty != model.isEmpty {
                    return "count \(table.count), not \(model.count) (step \(step))"
                }
            }
            for k in order where table[k] != model[k] { return "table[\(k)] differs at the end" }
            if table.map(\.key) != order { return "order \(table.map(\.key)), not \(order)" }
            if table.keys != order || table.values != order.map({ model[$0]! }) { return "keys or values out of order" }
            var copy = NodeTable<String>()
            for (k, v) in table.reversed() { copy[k] = v }
            if copy != table { return "a table with the same pairs in another order is not equal" }
            if !table.isEmpty {
                copy[table.keys[0]] = "changed"
                if copy == table { return "tables with a different value are equal" }
            }
            return nil
        }
    }

    /// The description lists the pairs in key order, as a dictionary literal.
    @Test func describesItsPairsInKeyOrder() {
        var table = NodeTable<Int>()
        #expect(table.description == "[:]")
        table[7] = 70
        table[-1] = 10
        table[3] = 30
        #expect(table.description == "[-1: 10, 3: 30, 7: 70]")
    }
}
