import Dispatch
import Foundation
import Panels
import PanelsRaster
import Testing

@testable import PanelsSDL

/// A line a thread has drawn before is found again without the shared cache's lock:
/// only a thread's first fetch of a line reaches the shared entries.
@Suite("Text cache: lock-free hits", .serialized)
struct TextCacheFrontTests {
    static let run = TextRun(
        text: "Lock-free hits \(UUID().uuidString.prefix(8))", origin: .zero, pixelSize: 28, weight: .regular,
        color: RGBA(hex: 0x000000))

    @Test("Repeated fetches on one thread take no lock; another thread fetches once; removeAll empties both")
    func repeatedFetchesStayOnTheThread() throws {
        // A cache of this test's own: other suites draw text through the shared one at
        // the same time, which moved its lookup count (a flaky failure under ASan).
        let cache = TextCache()
        let first = try cache.mask(Self.run)
        let shared = cache.sharedLookups
        for _ in 0 ..< 50 { _ = try cache.mask(Self.run) }
        #expect(cache.sharedLookups == shared, "hits on this thread reached the shared cache")
        let done = DispatchSemaphore(value: 0)
        let box = MaskBox()
        let thread = Thread {
            box.masks = (0 ..< 20).map { _ in try? cache.mask(Self.run) }
            done.signal()
        }
        thread.start()
        done.wait()
        #expect(cache.sharedLookups == shared + 1, "the other thread's first fetch, and only it, is shared")
        #expect(box.masks.allSatisfy { $0?.bytes == first.bytes })
        let renders = cache.renderCalls
        cache.removeAll()
        let again = try cache.mask(Self.run)
        #expect(cache.renderCalls > renders, "after removeAll the line was not set again")
        #expect(again.bytes == first.bytes)
    }

    final class MaskBox: @unchecked Sendable {
        var masks: [AlphaMask?] = []
    }
}
