import Panels
import Testing

@testable import PanelsRaster

/// The separator as the rasterizer draws it: exactly one row of device pixels in its
/// color at 1×, 2× and 3×, from its leading inset to the end, none elsewhere.
@Suite("Separator pixels")
struct SeparatorPixelTests {
    @Test(arguments: [1.0, 2.0, 3.0])
    func oneRowOfPixelsAtEveryScale(_ scale: Double) throws {
        let color = RGBA(hex: 0x3366CC)
        let panel = Column(spacing: 0) {
            Swatch(.white).frame(height: 20)
            Separator(inset: 16, color: color)
            Swatch(.white).frame(height: 20)
        }
        let (image, problems, _) = try Drawing.render(panel, 100, 41, scale: scale)
        #expect(problems.isEmpty)
        var rows: Set<Int> = []
        var columns: Set<Int> = []
        for y in 0 ..< image.height {
            for x in 0 ..< image.width where image.pixel(x: x, y: y) == color {
                rows.insert(y)
                columns.insert(x)
            }
        }
        #expect(rows == [Int(20 * scale)])
        #expect(columns.min() == Int(16 * scale))
        #expect(columns.max() == Int(100 * scale) - 1)
        #expect(columns.count == Int(84 * scale))
    }
}
