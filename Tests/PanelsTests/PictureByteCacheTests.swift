import Foundation
import PanelsTestSupport
import Testing

@testable import Panels

/// The picture cache's LRU by bytes against a plain model (an array in recency
/// order), over generated sequences of loads, lookups and budget changes.
@Suite("Picture byte cache")
struct PictureByteCacheTests {
    /// What the cache should do, written the slow, obvious way.
    struct Model {
        var budget: Int
        var entries: [(key: Int, bytes: Int)] = []  // most recent first
        var hits = 0, misses = 0, evictions = 0
        var bytes: Int { entries.reduce(0) { $0 + $1.bytes } }

        mutating func lookUp(_ key: Int) -> Bool {
            guard let i = entries.firstIndex(where: { $0.key == key }) else {
                misses += 1
                return false
            }
            hits += 1
            entries.insert(entries.remove(at: i), at: 0)
            return true
        }

        mutating func insert(_ key: Int, bytes: Int) -> Bool {
            guard bytes <= budget else { return false }
            entries.removeAll { $0.key == key }
            while self.bytes + bytes > budget, !entries.isEmpty {
                entries.removeLast()
                evictions += 1
            }
            entries.insert((key, bytes), at: 0)
            return true
        }

        mutating func setBudget(_ new: Int) {
            budget = max(0, new)
            while bytes > budget, !entries.isEmpty {
                entries.removeLast()
                evictions += 1
            }
        }
    }

    @Test func loadSequencesStayWithinTheBudgetAndCountLikeTheModel() {
        PropertyTest.check("picture byte cache", cases: 3_000) { random in
            let budget = random.int(0 ... 400)
            var cache = PictureByteCache<Int, Int>(budget: budget)
            var model = Model(budget: budget)
            let keys = random.int(1 ... 24)
            for step in 0 ..< random.int(1 ... 120) {
                let key = random.int(0 ... keys)
                switch random.int(0 ... 9) {
                case 0 ... 4:
                    let found = cache.value(for: key)
                    let expected = model.lookUp(key)
                    if (found != nil) != expected { return "step \(step): lookup of \(key) hit \(found != nil)" }
                    if let found, found != key * 7 { return "step \(step): \(key) gave \(found)" }
                case 5 ... 8:
                    let bytes = random.int(0 ... 160)
                    let kept = cache.insert(key * 7, bytes: bytes, for: key)
                    if kept != model.insert(key, bytes: bytes) {
                        return "step \(step): insert of \(bytes) B kept \(kept)"
                    }
                default:
                    let new = random.int(-20 ... 400)
                    cache.setBudget(new)
                    model.setBudget(new)
                }
                if cache.bytes > cache.budget { return "step \(step): \(cache.bytes) B over \(cache.budget) B" }
                if cache.bytes != model.bytes { return "step \(step): \(cache.bytes) B, model \(model.bytes) B" }
                if cache.keysByRecency != model.entries.map(\.key) {
                    return "step \(step): order \(cache.keysByRecency), model \(model.entries.map(\.key))"
                }
                if (cache.hits, cache.misses, cache.evictions) != (model.hits, model.misses, model.evictions) {
                    return
                        "step \(step): hits/misses/evictions \(cache.hits)/\(cache.misses)/\(cache.evictions), model \(model.hits)/\(model.misses)/\(model.evictions)"
                }
                if cache.count != model.entries.count { return "step \(step): count \(cache.count)" }
            }
            return nil
        }
    }

    @Test func anEntryLargerThanTheBudgetIsRefusedWithoutEvicting() {
        var cache = PictureByteCache<String, Int>(budget: 100)
        let kept = cache.insert(1, bytes: 60, for: "a")
        let refused = !cache.insert(2, bytes: 101, for: "b")
        #expect(kept && refused)
        #expect(cache.keysByRecency == ["a"])
        #expect(cache.evictions == 0)
        cache.setBudget(-5)
        #expect(cache.budget == 0 && cache.count == 0 && cache.evictions == 1)
    }

    /// Bad pixel buffers are refused with a message that says what is wrong.
    @Test func pixelBufferProblemsArePrecise() {
        #expect(
            PicturePixels(width: 0, height: 3, rgba: []).problem(pixelBudget: 100)
                == "a pixel buffer of 0x3 pixels has no pixels")
        #expect(
            PicturePixels(width: 2, height: 2, rgba: [UInt8](repeating: 0, count: 15)).problem(pixelBudget: 100)
                == "a 2x2 pixel buffer needs 16 RGBA bytes; it holds 15")
        #expect(
            PicturePixels(width: 4, height: 4, rgba: []).problem(pixelBudget: 10)
                == "a pixel buffer of 4x4 pixels is over the picture budget of 10 pixels")
        #expect(
            PicturePixels(width: .max, height: .max, rgba: []).problem(pixelBudget: 10)?.contains(
                "over the picture budget")
                == true)
        #expect(PicturePixels(width: 1, height: 1, rgba: [1, 2, 3, 4]).problem(pixelBudget: 1) == nil)
    }

    /// Bytes are identified by name, length and a sample: the same bytes twice share a key.
    @Test func bytesKeysFollowNameAndContents() {
        let a = PictureLoad.bytes(.array([1, 2, 3]), name: "x", pixelBudget: 10)
        #expect(a == PictureLoad.bytes(.data(Data([1, 2, 3])), name: "x", pixelBudget: 10))
        #expect(a != PictureLoad.bytes(.array([1, 2, 4]), name: "x", pixelBudget: 10))
        #expect(a != PictureLoad.bytes(.array([1, 2, 3]), name: "y", pixelBudget: 10))
        let big = [UInt8](repeating: 7, count: 100_000)
        var changed = big
        changed[99_990] = 8  // in the last KiB, which is always sampled
        #expect(PictureBytes.array(big).fingerprint != PictureBytes.array(changed).fingerprint)
    }
}
