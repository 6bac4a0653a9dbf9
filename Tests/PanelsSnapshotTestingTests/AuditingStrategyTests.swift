import Foundation
import Panels
import PanelsSDL
import PanelsSnapshotTesting
import SnapshotTesting
import Testing

/// `.image(auditing: true)` and `.accessibility`: a snapshot that fails on low
/// contrast and unlabeled controls, and one that records what a screen reader reads.
@Suite("Auditing snapshots", .serialized)
struct AuditingStrategyTests {
    struct Badge: Panel {
        var text: RGBA
        var body: some Panel {
            Caption("New").textStyle(TextStyle(size: 13, weight: .bold)).foreground(text)
                .padding(horizontal: 10, vertical: 4)
                .background(RGBA(hex: 0xD03C22), cornerRadius: 8)
        }
    }

    static func verify<P: Panel>(_ panel: P, _ folder: TemporaryFolder, name: String) -> String? {
        verifySnapshot(
            of: panel, as: .image(size: Size(width: 80, height: 40), auditing: true), named: name, record: .missing,
            snapshotDirectory: folder.url.path, file: #filePath, testName: "badge")
    }

    @Test func lowContrastFailsAndRecordsNoPicture() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // Recording writes the findings, not a picture; the next run fails on them.
        _ = Self.verify(Badge(text: RGBA(hex: 0xFF9F0A)), folder, name: "orange")
        let recorded = folder.url.appendingPathComponent("badge.orange.png")
        #expect((try? PNGCodec.read(recorded)) == nil, "a failing render is never recorded as a picture")
        let message = try #require(Self.verify(Badge(text: RGBA(hex: 0xFF9F0A)), folder, name: "orange"))
        #expect(message.contains("the accessibility audit found 1 problem"), "\(message)")
        #expect(message.contains("contrast: \"New\""))
    }

    @Test func readableTextPassesAndRecords() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let first = Self.verify(Badge(text: .white), folder, name: "white")
        #expect(first?.contains("No reference was found on disk") == true)
        #expect(Self.verify(Badge(text: .white), folder, name: "white") == nil)
    }

    @Test func theAccessibilityTextIsWhatAReaderReads() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let panel = Row(spacing: 8) {
            Pressable(action: {}) { _ in Caption("Save").padding(14) }
            Picture("nothing-here").frame(width: 20, height: 20)
        }
        _ = verifySnapshot(
            of: panel, as: .accessibility(size: Size(width: 200, height: 60), scale: 1), named: "row",
            record: .missing, snapshotDirectory: folder.url.path, file: #filePath, testName: "reader")
        let text = try String(
            contentsOf: folder.url.appendingPathComponent("reader.row.txt"), encoding: .utf8)
        #expect(text.contains("button \"Save\""))
        #expect(text.contains("finding: window > image: picture \"nothing-here\" has no accessibility label"))
    }
}
