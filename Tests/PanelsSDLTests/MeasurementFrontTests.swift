import Dispatch
import Foundation
import Panels
import PanelsTestSupport
import Testing

@testable import PanelsSDL

/// Text a thread measured before is answered from that thread's front: no lock, no
/// shared cache, no SDL_ttf. Answers are the measurer's own, on every thread, however
/// many keys push each other out of the front's buckets.
@Suite("Text measurement: lock-free hits")
struct MeasurementFrontTests {
    /// Words the bundled font covers (Latin, Arabic, Hebrew, punctuation): their
    /// settings do not depend on the fonts other suites register while this one runs
    /// (a registration changes every key, and CJK text would then be set differently).
    static let words = [
        "Yoga", "flow", "with", "live", "music", "Pilates", "the", "a", "10 km", "café", "دقيقة", "يوغا",
        "פילאטיס", "(7:00 PM)", "—", "WWWWW", "…",
    ]

    /// A generated measurement: text, style, width, line limit and truncation.
    struct Request: Sendable {
        var text: String
        var style: TextStyle
        var width: Double?
        var limit: Int?
        var truncation: TruncationMode

        init(_ g: inout SplitMix64) {
            var text = ""
            for k in 0 ..< g.int(1 ... 6) {
                if k > 0 { text += g.int(0 ... 9) == 0 ? "\n" : " " }
                text += g.element(of: MeasurementFrontTests.words)
            }
            self.text = text
            style = TextStyle(
                size: g.element(of: [11, 14, 17]), weight: g.element(of: [.regular, .bold]),
                family: g.int(0 ... 7) == 0 ? "DejaVu Sans" : nil)
            width = g.bool() ? nil : Double(g.int(20 ... 300))
            limit = g.bool() ? nil : g.int(1 ... 3)
            truncation = g.element(of: [TruncationMode.tail, .head, .middle])
        }

        func measure(_ measurer: SDLTextMeasurer) -> TextLayout {
            measurer.layout(text, style: style, maxWidth: width, lineLimit: limit, truncation: truncation)
        }
    }

    @Test(
        "A second lookup on a thread reaches neither the shared cache nor SDL_ttf; another thread's first reaches the cache only"
    )
    func hitsStayOnTheThread() {
        // A font registered by another suite meanwhile changes every key (and so sends
        // lookups to the shared cache again): such a run is repeated, not judged.
        for _ in 0 ..< 5 {
            let fonts = FontFallback.generation
            let counts = Self.countLookups()
            guard FontFallback.generation == fonts else { continue }
            #expect(counts.first == [40, 40], "first lookups on a fresh measurer: (shared, set)")
            #expect(counts.repeated == [40, 40], "hits on this thread took the lock or set text again")
            #expect(counts.elsewhere == [80, 40], "another thread's first lookups, and only they, are shared")
            #expect(counts.sameAnswers)
            return
        }
        Issue.record("fonts were registered during every attempt")
    }

    /// A fresh measurer's (shared lookups, settings) after 40 first lookups, after
    /// five repeats on this thread, and after three rounds on another thread.
    static func countLookups() -> (first: [Int], repeated: [Int], elsewhere: [Int], sameAnswers: Bool) {
        let measurer = SDLTextMeasurer(scale: 2)
        func counts() -> [Int] {
            [measurer.sharedLookups.load(ordering: .relaxed), measurer.settings.load(ordering: .relaxed)]
        }
        let texts = (0 ..< 40).map { "Caption \($0) of a card" }
        let first = texts.map { measurer.layout($0, style: TextStyle(), maxWidth: 120, lineLimit: 2) }
        let afterFirst = counts()
        var same = true
        for _ in 0 ..< 5 {
            let again = texts.map { measurer.layout($0, style: TextStyle(), maxWidth: 120, lineLimit: 2) }
            same = same && again == first
        }
        let afterRepeats = counts()
        let elsewhere = OtherThread.run {
            (0 ..< 3).map { _ in texts.map { measurer.layout($0, style: TextStyle(), maxWidth: 120, lineLimit: 2) } }
        }
        same = same && elsewhere.allSatisfy { $0 == first }
        return (afterFirst, afterRepeats, counts(), same)
    }

    @Test("Answers equal a cold measurer's, in any order, on two threads at once, past the front's growth")
    func answersAreTheMeasurersOwn() {
        let count = max(300, PropertyTest.cases(6_000))
        var g = SplitMix64(seed: PropertyTest.seed)
        let requests = (0 ..< count).map { _ in Request(&g) }
        let warm = SDLTextMeasurer(scale: 1)
        let expected = requests.map { $0.measure(warm) }
        // Each pass re-asks every request in its own shuffled order; a fresh measurer
        // per pass on the other thread, so both paths (front and shared) are compared.
        let orders = (0 ..< 2).map { _ in Array(requests.indices).shuffled(using: &g) }
        let results = Mismatches()
        DispatchQueue.concurrentPerform(iterations: 2) { thread in
            var mismatches: [String] = []
            for pass in 0 ..< 3 {
                for i in orders[thread] where requests[i].measure(warm) != expected[i] {
                    mismatches.append("pass \(pass): \(requests[i].text.debugDescription)")
                }
            }
            results.set(thread, mismatches)
        }
        for thread in 0 ..< 2 {
            let mismatches = results.of(thread)
            #expect(mismatches.isEmpty, "thread \(thread) (seed \(PropertyTest.seed)): \(mismatches.prefix(3))")
        }
        let cold = SDLTextMeasurer(scale: 1)
        let stride = max(1, count / 500)
        for i in Swift.stride(from: 0, to: count, by: stride) {
            let fresh = requests[i].measure(cold)
            #expect(
                fresh == expected[i], "seed \(PropertyTest.seed), request \(i): \(requests[i].text.debugDescription)")
        }
        #expect(warm.front.slotCount() > MeasurementFront.firstSlots || count < MeasurementFront.firstSlots)
        #expect(warm.front.slotCount() <= MeasurementFront.maxSlots)
    }

    /// A front hit compares a slot's key with the parts of a request where they lie
    /// (`CacheKey.matches`, `CacheKey.fingerprint(digest:…)`): it must agree with
    /// building the request's key and comparing the keys.
    @Test("A key matched in place agrees with a key built and compared")
    func inPlaceMatchAgreesWithBuiltKeys() {
        typealias Key = SDLTextMeasurer.CacheKey
        func key(_ r: Request, fonts: Int) -> Key {
            Key(
                text: TextKey(r.text), style: r.style, maxWidth: r.width ?? .infinity, lineLimit: r.limit ?? 0,
                truncation: r.truncation, fonts: fonts)
        }
        PropertyTest.check("in-place key match", cases: 5_000) { g in
            let a = Request(&g)
            var b = g.bool() ? a : Request(&g)
            // Near misses: one part of an equal request changed.
            switch g.int(0 ... 7) {
            case 0: b.text += g.element(of: ["", "x", " "])
            case 1: b.width = (b.width ?? 100) + Double(g.int(0 ... 1))
            case 2: b.limit = g.bool() ? nil : g.int(1 ... 3)
            case 3: b.style.family = g.bool() ? nil : "DejaVu Sans"
            case 4: b.style.lineHeight = g.element(of: [1, 1.2])
            default: break
            }
            let fonts = g.int(0 ... 1)
            let slot = key(a, fonts: 0)
            let built = key(b, fonts: fonts)
            let width = b.width ?? .infinity
            let found = b.text.utf8.withContiguousStorageIfAvailable { utf8 -> (Bool, UInt64) in
                let bytes = UnsafeRawBufferPointer(utf8)
                let digest = TextKey.digest(of: bytes)
                let fingerprint = Key.fingerprint(
                    digest: digest, style: b.style, maxWidth: width, lineLimit: b.limit ?? 0,
                    truncation: b.truncation, fonts: fonts)
                let matched = withUnsafePointer(to: slot) { slot in
                    Key.matches(
                        slot, bytes: bytes, digest: digest, style: b.style, maxWidth: width, lineLimit: b.limit ?? 0,
                        truncation: b.truncation, fonts: fonts)
                }
                return (matched, fingerprint)
            }
            guard let (matched, fingerprint) = found else { return "\(b.text.debugDescription) is not contiguous" }
            guard fingerprint == built.fingerprint else { return "fingerprints differ for \(b.text.debugDescription)" }
            guard matched == (slot == built) else {
                return
                    "\(a.text.debugDescription) / \(b.text.debugDescription): matched \(matched), keys equal \(slot == built)"
            }
            return nil
        }
    }

    @Test("A thread's front does not keep its measurer alive")
    func frontsDoNotKeepMeasurers() {
        var measurer: SDLTextMeasurer? = SDLTextMeasurer(scale: 1)
        weak let gone = measurer
        _ = measurer?.layout("Dropped", style: TextStyle(), maxWidth: nil, lineLimit: nil)
        #expect(measurer?.front.slotCount() == MeasurementFront.firstSlots)
        measurer = nil
        #expect(gone == nil)
    }

    /// What each of the two threads found wrong.
    final class Mismatches: @unchecked Sendable {
        private let lock = NSLock()
        private var byThread: [[String]] = [[], []]

        func set(_ thread: Int, _ found: [String]) { lock.withLock { byThread[thread] = found } }

        func of(_ thread: Int) -> [String] { lock.withLock { byThread[thread] } }
    }
}
