import Foundation
import Panels
import PanelsSnapshotTesting
import SnapshotTesting
import Testing

/// Snapshot tests as a user writes them, against references committed in
/// `__Snapshots__/ExampleSnapshotTests/`. Re-record after an intended change of
/// rendering with `SNAPSHOT_TESTING_RECORD=failed swift test --filter ExampleSnapshotTests`.
@Suite("Example snapshots", .serialized)
struct ExampleSnapshotTests {
    static let size = Size(width: 200, height: 60)

    @Test func badge() {
        assertSnapshot(of: Badge(), as: .image(size: Self.size))
    }

    @Test func badgeAtItsIdealSize() {
        assertSnapshot(of: Badge(), as: .image)
    }

    @Test func badgeLayout() {
        assertSnapshot(of: Badge(), as: .layout(size: Self.size))
    }

    @Test func badgeDisplayList() {
        assertSnapshot(of: Badge(), as: .displayList(size: Self.size))
    }

    @Test func badgeInBothDirections() {
        assertSnapshots(of: Badge(), matrix: ContextVariant.layoutDirections) { context in
            .image(size: Self.size, context: context)
        }
    }

    @Test func progressFilmstrip() {
        let strip = Filmstrip(samples: [0.0, 0.25, 0.5, 1.0], label: { "\(Int($0 * 100)) %" }) { progress in
            FilmstripTests.Progress(progress: progress)
        }
        assertSnapshot(of: strip, as: .filmstrip(frameSize: Size(width: 48, height: 16)))
    }
}

/// The committed references themselves: small, and byte-identical to what the
/// strategy produces now (so passing comparisons never decode a PNG).
@Suite("Reference files", .serialized)
struct ReferenceFileTests {
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

    /// The reference folders of these tests and of the sample scene's.
    static let folders = ["PanelsSnapshotTestingTests/__Snapshots__", "PanelsSDLTests/__Snapshots__/SampleSceneTests"]

    @Test func referenceImagesAreUnder64KiB() throws {
        var checked = 0
        for folder in Self.folders {
            let root = Self.testsFolder.appendingPathComponent(folder)
            let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.fileSizeKey])
            while let url = files?.nextObject() as? URL {
                guard url.pathExtension == "png" else { continue }
                let size = try url.resourceValues(forKeys: [.fileSizeKey]).fileSize ?? 0
                #expect(size < 64 * 1024, "\(url.lastPathComponent) is \(size) bytes")
                checked += 1
            }
        }
        #expect(checked >= 8)
    }

    @Test func theRecordedBytesAreWhatTheStrategyProduces() throws {
        let reference = Self.testsFolder
            .appendingPathComponent("PanelsSnapshotTestingTests/__Snapshots__/ExampleSnapshotTests/badge.1.png")
        let stored = try Data(contentsOf: reference)
        var taken: FrameSnapshot?
        Snapshotting<Badge, FrameSnapshot>.image(size: ExampleSnapshotTests.size).snapshot(Badge()).run { taken = $0 }
        let frame = try #require(taken)
        #expect(frame.png == stored)
    }
}
