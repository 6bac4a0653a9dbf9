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
