import Dispatch
import Foundation
import Panels
import PanelsSDL
import PanelsSnapshotTesting
import SnapshotTesting
import Testing

/// A suite of many snapshots at once, as a team's would be: `PANELS_SNAPSHOT_COUNT`
/// cards (1,000 by default; the sanitizer runs set fewer), each recorded into a folder
/// of this run's own and then compared, from all cores at once — the shared decode
/// cache and the lazily encoded frames must hold up with no race (ThreadSanitizer runs
/// this too), every comparison must pass, and a changed card must still fail.
@Suite("Many snapshots in parallel")
struct ManySnapshotsTests {
    static var count: Int {
        ProcessInfo.processInfo.environment["PANELS_SNAPSHOT_COUNT"].flatMap(Int.init).map { max(2, $0) } ?? 1_000
    }

    struct Card: Panel {
        let number: Int
        var body: some Panel {
            Column(alignment: .leading, spacing: 4) {
                Caption("Class \(number)").textStyle(.headline)
                Caption("Studio \(number % 17) · \(number % 60 + 20) min").foreground(named: "secondaryLabel")
            }
            .padding(12)
            .frame(width: 200, height: 80, alignment: .topLeading)
            .background(named: "secondaryBackground")
        }
    }

    @Test func recordThenCompareFromEveryCore() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("many-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let count = Self.count
        let path = folder.path
        @Sendable func verify(_ number: Int, as card: Card, record: SnapshotTestingConfiguration.Record) -> String? {
            verifySnapshot(
                of: card, as: .image(size: Size(width: 200, height: 80), scale: 2), named: "card-\(number)",
                record: record, snapshotDirectory: path, testName: "many")
        }
        let results = Results(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { number in
            results.set(number, verify(number, as: Card(number: number), record: .all))
        }
        // Recording says so; every reference is written.
        #expect(results.all.prefix(count).allSatisfy { $0?.contains("Record mode is on") == true })
        DispatchQueue.concurrentPerform(iterations: count) { number in
            results.set(number, verify(number, as: Card(number: number), record: .never))
        }
        let failed = results.all.enumerated().filter { $0.element != nil }
        #expect(failed.isEmpty, "\(failed.count) of \(count) failed; first: \(failed.first?.element ?? "")")
        // Each compared twice at once (the decode cache shared), one of them changed.
        DispatchQueue.concurrentPerform(iterations: 2 * min(count, 200)) { i in
            let number = i / 2
            results.set(i, verify(number, as: Card(number: i % 2 == 0 ? number : number + 1), record: .never))
        }
        for i in 0 ..< 2 * min(count, 200) {
            #expect((results.all[i] == nil) == (i % 2 == 0), "card \(i / 2), \(i % 2 == 0 ? "same" : "changed")")
        }
    }

    /// Results written from many threads.
    final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [String?]

        init(count: Int) { values = Array(repeating: nil, count: max(count, 400)) }

        func set(_ index: Int, _ value: String?) {
            lock.lock()
            values[index] = value
            lock.unlock()
        }

        var all: [String?] {
            lock.lock()
            defer { lock.unlock() }
            return values
        }
    }
}
