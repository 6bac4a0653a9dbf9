import Foundation
import Panels
import PanelsSDL
import PanelsSnapshotTesting
import SnapshotTesting
import Testing

/// The layout and display-list strategies: what they store, and how a change reads.
@Suite("Layout and display-list strategies", .serialized)
struct TextStrategyTests {
    static let size = Size(width: 200, height: 60)

    @Test func layoutStoresTheLaidOutTree() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let message = verifySnapshot(
            of: Badge(), as: .layout(size: Self.size, scale: 1), named: "layout",
            record: .missing, snapshotDirectory: folder.url.path,
            file: #filePath, testName: "badge")
        #expect(message?.contains("No reference was found on disk") == true)
        let stored = try String(contentsOf: folder.url.appendingPathComponent("badge.layout.txt"), encoding: .utf8)
        let expected = Composition(
            Badge(), size: Self.size, scale: 1,
            measurer: SDLTextMeasurer.shared(scale: 1)
        ).layoutDump
        #expect(stored == expected)
        #expect(stored.contains("Caption \"Panels\""))
    }

    @Test func aLayoutChangeShowsAsALineDiff() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = verifySnapshot(
            of: Badge(), as: .layout(size: Self.size), named: "layout", record: .missing,
            snapshotDirectory: folder.url.path, file: #filePath, testName: "badge")
        let message = try #require(
            verifySnapshot(
                of: Badge(title: "Panels and more"), as: .layout(size: Self.size), named: "layout", record: .never,
                snapshotDirectory: folder.url.path, file: #filePath, testName: "badge"))
        #expect(message.contains("−"))
        #expect(message.contains("+"))
        #expect(message.contains("\"Panels and more\""))
    }

    @Test func displayListStoresTheDump() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = verifySnapshot(
            of: Badge(), as: .displayList(size: Self.size), named: "list", record: .missing,
            snapshotDirectory: folder.url.path, file: #filePath, testName: "badge")
        let stored = try String(contentsOf: folder.url.appendingPathComponent("badge.list.txt"), encoding: .utf8)
        #expect(stored.hasPrefix("display-list 400x120 @2x\n"))
        #expect(
            verifySnapshot(
                of: Badge(), as: .displayList(size: Self.size), named: "list", record: .never,
                snapshotDirectory: folder.url.path, file: #filePath, testName: "badge") == nil)
        // A different background is a different first command.
        let message = try #require(
            verifySnapshot(
                of: Badge(), as: .displayList(size: Self.size, background: .black), named: "list", record: .never,
                snapshotDirectory: folder.url.path, file: #filePath, testName: "badge"))
        #expect(message.contains("#000000FF"))
    }
}
