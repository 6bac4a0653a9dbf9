import Foundation
import PanelsTestSupport
@testable import PanelsRaster
import Testing

/// A thread-local front keeps each thread's values to itself, forgets them for every
/// thread on `invalidate()`, starts over when full, and drops the stores of fronts
/// that are gone.
@Suite("Thread-local fronts")
struct ThreadLocalFrontTests {
    @Test("Each thread sees only what it kept; invalidate forgets every thread's")
    func perThreadAndInvalidate() {
        let front = ThreadLocalFront<String, Int>(limit: 100)
        front.keep(1, for: "a")
        #expect(front.value(for: "a") == 1)
        let seenElsewhere = OtherThread.run { front.value(for: "a") }
        #expect(seenElsewhere == nil)
        let keptElsewhere = OtherThread.run { () -> Int? in
            front.keep(2, for: "a")
            return front.value(for: "a")
        }
        #expect(keptElsewhere == 2)
        #expect(front.value(for: "a") == 1, "another thread's value leaked into this one")
        front.invalidate()
        #expect(front.value(for: "a") == nil)
        front.keep(3, for: "a")
        #expect(front.value(for: "a") == 3)
    }

    @Test("A full front starts over; two fronts on one thread are separate")
    func limitAndSeparateFronts() {
        let front = ThreadLocalFront<Int, Int>(limit: 8)
        let other = ThreadLocalFront<Int, Int>(limit: 8)
        for i in 0 ..< 8 { front.keep(i, for: i) }
        #expect((0 ..< 8).allSatisfy { front.value(for: $0) == $0 })
        front.keep(8, for: 8)  // the ninth: the front starts over
        #expect(front.value(for: 8) == 8)
        #expect(front.value(for: 0) == nil)
        #expect(other.value(for: 8) == nil)
    }

    @Test("Stores of fronts that are gone are dropped when another front is used")
    func deadFrontsAreDropped() {
        var front: ThreadLocalFront<Int, [UInt8]>? = ThreadLocalFront(limit: 4)
        weak let weakFront = front
        front?.keep([UInt8](repeating: 7, count: 1 << 16), for: 1)
        front = nil
        #expect(weakFront == nil)
        let fresh = ThreadLocalFront<Int, Int>(limit: 4)
        fresh.keep(1, for: 1)
        let table = ThreadLocalTables.current()
        #expect(table.stores.values.allSatisfy { $0.owner != nil })
    }
}
