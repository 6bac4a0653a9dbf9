import Foundation
import Panels
import PanelsTestSupport
@testable import PanelsRaster
import Testing

/// Group layers come from a pool of all-zero buffers and go back zeroed: drawing
/// groups after other groups gives the bytes of drawing them on fresh layers.
@Suite("Group layer pool")
struct GroupLayerPoolTests {
    /// Random groups (nested, translucent, clipped) of fills on a canvas.
    static func draw(seed: UInt64, into canvas: inout Canvas) {
        var g = ClipMaskTests.Generator(state: seed)
        canvas.clear(RGBA(hex: 0x336699))
        for _ in 0 ..< 1 + Int(g.next(0 ... 4)) {
            canvas.beginGroup(opacity: g.next(0 ... 1))
            if g.next(0 ... 1) < 0.5 {
                canvas.pushClip(
                    Rect(
                        x: g.next(-10 ... 60), y: g.next(-10 ... 50), width: g.next(5 ... 80), height: g.next(5 ... 60)),
                    corners: CornerRadii(g.next(0 ... 12)))
            }
            for _ in 0 ..< 1 + Int(g.next(0 ... 3)) {
                let rect = Rect(
                    x: g.next(-20 ... 90), y: g.next(-20 ... 70), width: g.next(1 ... 60), height: g.next(1 ... 50))
                let color = RGBA(
                    red: UInt8(g.next(0 ... 255)), green: UInt8(g.next(0 ... 255)), blue: 40,
                    alpha: UInt8(g.next(1 ... 255)))
                canvas.fill(rect, corners: CornerRadii(g.next(0 ... 10)), color)
                if g.next(0 ... 1) < 0.3 {
                    canvas.beginGroup(opacity: g.next(0 ... 1))
                    canvas.fill(
                        Rect(x: rect.minX - 4, y: rect.minY - 4, width: rect.width + 8, height: rect.height + 8),
                        RGBA(hex: 0xFF8800, opacity: 0.7))
                    canvas.endGroup()
                }
            }
            canvas.popClip()
            canvas.endGroup()
        }
    }

    @Test("Groups drawn on reused layers equal groups drawn on fresh ones; layers go back all zero")
    func reusedLayersGiveTheSameBytes() {
        let cases = PropertyTest.cases(300)
        let (width, height) = (96, 80)
        func render(_ seed: UInt64) -> [UInt32] {
            var canvas = Canvas(width: width, height: height)
            Self.draw(seed: seed, into: &canvas)
            return Array(UnsafeBufferPointer(start: canvas.frame.pixels, count: width * height))
        }
        // Reference: each case alone, before the pool has layers of this size.
        let first = render(0x600D)
        for index in 0 ..< max(1, cases) {
            let seed = UInt64(0xA11 &+ index)
            _ = render(seed)  // other groups drawn first: their layers are reused next
            let same = render(0x600D) == first
            #expect(same, "after case \(index) (seed \(seed))")
            let layer = PixelBufferPool.groupLayers.take(width: width, height: height, cleared: false)
            let zero = UnsafeBufferPointer(start: layer.pixels, count: width * height).allSatisfy { $0 == 0 }
            PixelBufferPool.groupLayers.put(layer)
            #expect(zero, "a layer went back to the pool with pixels left (case \(index), seed \(seed))")
            if !zero { return }
        }
    }
}
