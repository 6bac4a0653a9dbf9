import Observation
@testable import Panels
import Testing
import PanelsTestSupport

/// Swatches an app shows in a sideways scroller, and may add to.
@Observable
final class StripModel {
    var widths: [Double]
    init(widths: [Double]) { self.widths = widths }
}

/// A sideways scroller in right to left is the mirror image of the same scroller in
/// left to right: it opens at its leading (right) end, keeps it while content grows,
/// places narrower content at the right, and Home, End and scroll targets go to the
/// mirrored ends.
@Suite("Sideways scrollers in right to left")
struct ScrollerRightToLeftTests {
    static func stage(_ model: StripModel, spacing: Double, rightToLeft: Bool) -> Stage {
        Stage(measurer: NoTextMeasurer()) {
            Scroller(.horizontal) {
                Row(spacing: spacing) {
                    Each(Array(model.widths.enumerated()), id: \.offset) { item in
                        Swatch(.white).frame(width: item.element, height: 40)
                    }
                }
            }
            .layoutDirection(rightToLeft ? .rightToLeft : .leftToRight)
        }
    }

    @Test("Right to left mirrors left to right: at opening, after content grows, after Home, End and a scroll target")
    func mirrorsLeftToRight() {
        PropertyTest.check("sideways scroller mirrored", cases: 1_000) { random in
            let count = random.int(1 ... 30)
            let widths = (0 ..< count).map { _ in random.number(4 ... 160) }
            let spacing = random.number(0 ... 12)
            let size = Size(width: random.number(60 ... 700), height: random.number(60 ... 300))
            let models = [StripModel(widths: widths), StripModel(widths: widths)]
            var drivers = [false, true].enumerated().map { index, rtl in
                Driver(Self.stage(models[index], spacing: spacing, rightToLeft: rtl), size: size)
            }
            // One of: nothing, content added, Home, End, a scroll to a swatch by id.
            let step = random.int(0 ... 4)
            let target = random.int(0 ... count - 1)
            let added = (0 ..< random.int(1 ... 10)).map { _ in random.number(4 ... 160) }
            for index in drivers.indices {
                drivers[index].frame(at: 1)
                switch step {
                case 1: models[index].widths += added
                case 2, 3:
                    drivers[index].send(.keyDown(KeyEvent(key: "Tab")))
                    drivers[index].send(.keyDown(KeyEvent(key: step == 2 ? "Home" : "End")))
                case 4:
                    drivers[index].stage.scroll(to: ScrollTarget(id: "\(target)", anchor: .top, animated: false))
                default: break
                }
                drivers[index].frame(at: 2)
                drivers[index].frame(at: 3)
            }
            for i in 0 ..< models[0].widths.count {
                guard let ltr = drivers[0].stage.presentedFrame(id: "\(i)"),
                    let rtl = drivers[1].stage.presentedFrame(id: "\(i)")
                else { return "swatch \(i) has no frame (step \(step))" }
                if abs(rtl.minX - (size.width - ltr.maxX)) > 1e-6 || rtl.minY != ltr.minY || rtl.size != ltr.size {
                    return
                        "swatch \(i): \(rtl) in right to left is not the mirror of \(ltr) (step \(step), view \(size))"
                }
            }
            return nil
        }
    }

    @Test("An owner's offset is measured from the content's left edge in either direction")
    func ownersOffsetIsPhysical() {
        let grid = GridModel(count: 0)
        grid.offset = Point(x: 100, y: 0)
        var driver = Driver(
            Stage(measurer: NoTextMeasurer()) {
                Scroller(.horizontal, offset: Ref(grid, \.offset)) {
                    Swatch(.white).frame(width: 1_000, height: 40).id("wide")
                }
                .layoutDirection(.rightToLeft)
            }, size: Size(width: 400, height: 40))
        driver.frame(at: 1)
        #expect(grid.offset.x == 100)
        #expect(driver.stage.presentedFrame(id: "wide")?.minX == -100)
    }
}
