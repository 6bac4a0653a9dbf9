import Foundation
import Testing
import PanelsTestSupport

@testable import Panels

/// Picture lookups are remembered and checked on disk once per resolve pass: one pass
/// sees a folder as it was when the pass first looked; the next pass sees any change.
@Suite("Picture lookups per resolve pass")
struct PictureLookupPassTests {
    /// Replaces the picture file while the tree resolves (between two pictures).
    struct ReplaceFile: Panel {
        let file: URL
        let bytes: [UInt8]
        var body: some Panel {
            let _ = try? Data(bytes).write(to: file, options: .atomic)
            EmptyPanel()
        }
    }

    static func sizes(_ composition: Composition) -> [Size] {
        composition.tree.nodes.compactMap { node in
            if case .picture(let spec) = node.kind { return spec.naturalSize } else { return nil }
        }
    }

    @Test func aPassSeesOneStateOfTheFolderAndTheNextSeesTheChange() throws {
        let folder = try HostileInputTests.folder("lookup-pass")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("photo.png")
        try Data(HostileInputTests.pngHeader(width: 20, height: 10) + HostileInputTests.iend).write(to: file)
        var context = PanelContext()
        context.pictureFolder = folder
        let wider = HostileInputTests.pngHeader(width: 40, height: 10) + HostileInputTests.iend
        let panel = Column {
            for _ in 0 ..< 50 { Picture("photo") }
            ReplaceFile(file: file, bytes: wider)
            for _ in 0 ..< 50 { Picture("photo") }
        }
        let size = Size(width: 400, height: 800)
        let first = Composition(panel, size: size, context: context, measurer: NoTextMeasurer())
        #expect(Self.sizes(first).count == 100)
        #expect(Set(Self.sizes(first)) == [Size(width: 20, height: 10)])
        let second = Composition(Picture("photo"), size: size, context: context, measurer: NoTextMeasurer())
        #expect(Self.sizes(second) == [Size(width: 40, height: 10)])
    }
}
