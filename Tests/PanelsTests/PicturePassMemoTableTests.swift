import Foundation
import PanelsTestSupport
import Testing

@testable import Panels

/// The pass memo's own hash table (`PictureLookupCache.PassMemo`: FNV-1a over the
/// name, open addressing) answers as the `Dictionary` keyed by name and budget it
/// replaced: the same answers, the same `ready` marks, the same forgetting when the
/// folder changes, for generated names (empty, ASCII, non-ASCII, longer than a small
/// string, differing in one byte) — with real hashes and with every hash equal.
@Suite("Picture pass memo table")
struct PicturePassMemoTableTests {
    /// The memo as it was: a dictionary keyed by name and budget, for one folder.
    struct Reference {
        struct Key: Hashable {
            var name: String
            var pixelBudget: Int
        }
        var folder: URL?
        var answers: [Key: (problem: String, ready: Bool)] = [:]

        mutating func answer(name: String, folder: URL, pixelBudget: Int, lookUp: () -> String) -> String {
            if self.folder != folder {
                self.folder = folder
                answers.removeAll()
            }
            let key = Key(name: name, pixelBudget: pixelBudget)
            if let known = answers[key] { return known.problem }
            let answer = lookUp()
            if answers.count < 1_024 { answers[key] = (answer, false) }
            return answer
        }

        func known(name: String, folder: URL, pixelBudget: Int) -> (problem: String, ready: Bool)? {
            guard self.folder == folder else { return nil }
            return answers[Key(name: name, pixelBudget: pixelBudget)]
        }

        mutating func markReady(name: String, folder: URL, pixelBudget: Int) {
            guard self.folder == folder else { return }
            answers[Key(name: name, pixelBudget: pixelBudget)]?.ready = true
        }
    }

    /// A generated picture name: empty, short ASCII, non-ASCII (accents, CJK,
    /// emoji), longer than a small string (16+ bytes, kept on the heap), or one of
    /// a family that differs only in its last byte.
    static func name(_ random: inout SplitMix64) -> String {
        let pieces = ["a", "feed", "-", "0", "7", "é", "ß", "写真", "🖼️", "x y", "_", ".png", "Ω"]
        switch random.int(0 ... 5) {
        case 0: return ""
        case 1: return "feed-\(random.int(0 ... 9))"
        case 2: return "a-long-picture-name-past-fifteen-bytes-\(random.int(0 ... 5))"
        default:
            var text = ""
            for _ in 0 ..< random.int(1 ... 6) { text += random.element(of: pieces) }
            return text
        }
    }

    static func text(_ answer: PictureLookupCache.Answer) -> String {
        switch answer {
        case .found(let path, _, _, _): return "found \(path)"
        case .failed(let problem, _): return problem
        }
    }

    /// Generated sequences of lookups, answers and ready marks over a pool of
    /// names, two budgets and two folders: the memo and the dictionary agree on
    /// every step.
    @Test(arguments: [false, true])
    func theTableAnswersAsTheDictionaryDid(collidingHashes: Bool) {
        let folders = [URL(fileURLWithPath: "/pictures"), URL(fileURLWithPath: "/other pictures")]
        PropertyTest.check("pass memo table (colliding: \(collidingHashes))", cases: 2_000) { random in
            var pool: [String] = []
            for _ in 0 ..< random.int(1 ... 40) { pool.append(Self.name(&random)) }
            var memo = PictureLookupCache.PassMemo()
            memo.collidingHashes = collidingHashes
            var reference = Reference()
            var lookUps = 0
            for step in 0 ..< random.int(1 ... 120) {
                let name = random.element(of: pool)
                let budget = random.bool() ? 100 : 7
                // The folder changes rarely, as in a tree.
                let folder = random.int(0 ... 15) == 0 ? folders[1] : folders[0]
                switch random.int(0 ... 3) {
                case 0, 1:
                    lookUps += 1
                    let fresh = "answer \(lookUps) for \(name)/\(budget)"
                    let got = Self.text(
                        memo.answer(name: name, folder: folder, pixelBudget: budget) {
                            .failed(problem: fresh, file: nil)
                        })
                    let expected = reference.answer(name: name, folder: folder, pixelBudget: budget) { fresh }
                    if got != expected { return "step \(step) answer \(name.debugDescription): \(got) vs \(expected)" }
                case 2:
                    memo.markReady(name: name, folder: folder, pixelBudget: budget)
                    reference.markReady(name: name, folder: folder, pixelBudget: budget)
                default:
                    let got = memo.known(name: name, folder: folder, pixelBudget: budget)
                    let expected = reference.known(name: name, folder: folder, pixelBudget: budget)
                    if got.map({ Self.text($0.answer) }) != expected?.problem || got?.ready != expected?.ready {
                        let (memoText, dictionaryText) = (String(describing: got), String(describing: expected))
                        return "step \(step) known \(name.debugDescription): \(memoText) vs \(dictionaryText)"
                    }
                    let index = memo.knownIndex(name: name, folder: folder, pixelBudget: budget)
                    if (index == nil) != (expected == nil) { return "step \(step) knownIndex \(name.debugDescription)" }
                }
            }
            return nil
        }
    }

    /// More answers than the table's first size, and the 1,024 it keeps at most: each
    /// kept name is found again (after the table grew), the rest are asked again.
    @Test func theTableGrowsAndStopsKeepingAt1024() {
        let folder = URL(fileURLWithPath: "/pictures")
        var memo = PictureLookupCache.PassMemo()
        for i in 0 ..< 1_100 {
            _ = memo.answer(name: "p\(i)", folder: folder, pixelBudget: 1) { .failed(problem: "\(i)", file: nil) }
        }
        for i in 0 ..< 1_100 {
            let known = memo.known(name: "p\(i)", folder: folder, pixelBudget: 1)
            #expect(known.map { Self.text($0.answer) } == (i < 1_024 ? "\(i)" : nil))
        }
    }

    /// The hash is the same for the same name and budget however the name was made
    /// (a literal, built by appending, bridged from Foundation), and names that differ
    /// in one byte or only in their budget hash apart.
    @Test func theHashDependsOnBytesAndBudgetOnly() {
        let memo = PictureLookupCache.PassMemo()
        var built = "feed"
        built += "-3"
        let bridged = NSString(string: "feed-3") as String
        #expect(memo.hash(name: built, pixelBudget: 5) == memo.hash(name: "feed-3", pixelBudget: 5))
        #expect(memo.hash(name: bridged, pixelBudget: 5) == memo.hash(name: "feed-3", pixelBudget: 5))
        #expect(memo.hash(name: "feed-3", pixelBudget: 5) != memo.hash(name: "feed-4", pixelBudget: 5))
        #expect(memo.hash(name: "feed-3", pixelBudget: 5) != memo.hash(name: "feed-3", pixelBudget: 6))
        let long = String(repeating: "写真", count: 40)
        #expect(memo.hash(name: long, pixelBudget: 5) == memo.hash(name: long + "", pixelBudget: 5))
    }
}
