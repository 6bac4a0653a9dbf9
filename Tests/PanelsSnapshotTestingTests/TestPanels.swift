import Foundation
import Panels

/// Three square tiles on white, at whole points: pixels that do not depend on text
/// rendering or anti-aliasing, so failure numbers in tests are exact.
struct Tiles: Panel {
    static let colors: [UInt32] = [0x0A84FF, 0x30D158, 0xFF9F0A]

    var body: some Panel {
        Row(spacing: 4) {
            for color in Tiles.colors {
                Swatch(RGBA(hex: color)).frame(width: 12, height: 12)
            }
        }
        .padding(4)
    }
}

/// A small card with text, as a user would snapshot it.
struct Badge: Panel {
    var title = "Panels"
    var detail = "snapshot"

    var body: some Panel {
        Row(spacing: 8) {
            Swatch(RGBA(hex: 0x0A84FF), cornerRadius: 6).frame(width: 24, height: 24)
            Column(alignment: .leading, spacing: 2) {
                Caption(title).textStyle(.headline)
                Caption(detail).textStyle(.footnote).foreground(RGBA(hex: 0x6E6E73))
            }
            Gap()
        }
        .padding(12)
        .background(RGBA(hex: 0xF2F2F7), cornerRadius: 12)
    }
}

/// A fresh folder under the temporary directory, removed by `remove()`.
struct TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("panels-snapshot-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
