import Dispatch
import Foundation
@testable import Panels
import Testing

/// Runs on the large stack reuse their threads, nest inline, and run side by side
/// when several threads ask at once.
@Suite("Large stack", .serialized)
struct LargeStackTests {
    /// Recursion `depth` levels deep, each with a frame's worth of locals.
    static func deep(_ depth: Int) -> Int {
        var pad = (0, 0, 0, 0, 0, 0, 0, 0)
        pad.0 = depth
        return depth == 0 ? pad.0 : deep(depth - 1) + 1 + pad.7
    }

    @Test("Sequential runs reuse one thread; nested runs stay on it")
    func sequentialRunsReuseAThread() {
        _ = LargeStack.run { 0 }  // one thread waiting
        let before = LargeStack.threadsStarted
        for k in 0 ..< 200 {
            let value = LargeStack.run { LargeStack.run { k * 2 } }
            #expect(value == k * 2)
        }
        // Other suites run on large stacks at the same time and may take the waiting
        // thread for a moment: most runs, not all, find one waiting.
        #expect(LargeStack.threadsStarted - before < 50, "sequential runs started a thread each")
    }

    @Test("Runs from several threads at once each complete with their own result")
    func concurrentRuns() {
        let before = LargeStack.threadsStarted
        let results = ResultBox(count: 64)
        DispatchQueue.concurrentPerform(iterations: 64) { i in
            results.set(i, LargeStack.run { Self.deep(1_000 + i) })
        }
        #expect(results.values == (0 ..< 64).map { 1_000 + $0 })
        #expect(LargeStack.threadsStarted - before < 48, "every run started a thread")
    }

    final class ResultBox: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [Int]
        init(count: Int) { stored = Array(repeating: -1, count: count) }
        func set(_ i: Int, _ value: Int) { lock.withLock { stored[i] = value } }
        var values: [Int] { lock.withLock { stored } }
    }
}

// With the deep-nesting suite, which the ThreadSanitizer run skips: its larger frames
// overflow even the large stack at this depth (a reused large-stack thread here).
extension DeepNestingTests {
    @Test("Recursion 200,000 levels deep fits on a reused large-stack thread")
    func deepRecursionFitsOnAReusedLargeStackThread() {
        _ = LargeStack.run { 0 }
        #expect(LargeStack.run { LargeStackTests.deep(200_000) } == 200_000)
    }
}
