import Foundation
import Panels
import PanelsSDL
import PanelsSnapshotTesting
import SnapshotTesting
import Testing

/// Users' snapshot tests run in parallel: many assertions at once, passing and
/// failing, give the same answers as one at a time.
@Suite("Parallel snapshots")
struct ParallelTests {
    @Test func concurrentAssertionsAgreeWithSerialOnes() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let size = Size(width: 200, height: 60)
        let titles = (0 ..< 12).map { "Card \($0)" }
        // References: even cards recorded as they render, odd ones from another title.
        for (index, title) in titles.enumerated() {
            let shown = index.isMultiple(of: 2) ? title : title + "!"
            let image = try OffscreenRenderer.render(Badge(title: shown), size: size, scale: 2)
            try PNGEncoder.encode(image).write(to: folder.url.appendingPathComponent("card.\(index).png"))
        }
        let path = folder.url.path
        let results = await withTaskGroup(of: (Int, String?).self) { group in
            for (index, title) in titles.enumerated() {
                group.addTask {
                    let message = verifySnapshot(
                        of: Badge(title: title), as: .image(size: size), named: "\(index)",
                        record: .never, snapshotDirectory: path, file: #filePath,
                        testName: "card")
                    return (index, message)
                }
            }
            var collected: [Int: String?] = [:]
            for await (index, message) in group { collected[index] = message }
            return collected
        }
        #expect(results.count == titles.count)
        for index in titles.indices {
            let message = results[index] ?? nil
            if index.isMultiple(of: 2) {
                #expect(message == nil, "card \(index): \(message ?? "")")
            } else {
                #expect(message?.contains("differ by more than ΔE 2.0") == true, "card \(index)")
            }
        }
    }
}
