import Foundation
import Panels
import PanelsAssetFiles
import PanelsSDL
import PanelsSamples
import PanelsSnapshotTesting
import SnapshotTesting
import Testing

/// The lists scene (a timetable in sections, a photo grid, a chat) in light and dark,
/// Arabic (right to left) and Japanese, each audited (contrast from the pixels, labels,
/// targets).
///
/// Re-record after an intended change with
/// `SNAPSHOT_TESTING_RECORD=failed swift test --filter ListsSnapshotTests` and look.
@Suite("Lists snapshots", .serialized)
struct ListsSnapshotTests {
    static let size = Size(width: 1100, height: 720)

    @Test func listsInEveryAppearanceAndSomeLocales() {
        let matrix =
            ContextVariant.appearances([.light, .dark])
            + [
                ContextVariant("ar") {
                    $0.locale = Locale(identifier: "ar"); $0.layoutDirection = .rightToLeft
                }
            ]
            + ContextVariant.locales(["ja"])
        assertSnapshots(of: ListsScene(), matrix: matrix) { context in
            .image(size: Self.size, scale: 1, context: context, auditing: true)
        }
    }
}
