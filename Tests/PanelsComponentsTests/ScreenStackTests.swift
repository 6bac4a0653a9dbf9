import Panels
import PanelsComponents
import PanelsTestSupport
import Testing

/// A model with a stack of numbered screens: each screen lists rows that push the next.
@Observable
final class StackTestModel {
    let path = ScreenPath<Int>()
    var taps: [String] = []
}

import Observation

@Suite("Screen stack")
struct ScreenStackTests {
    static let size = Size(width: 400, height: 600)

    static func rows(_ model: StackTestModel, screen: Int) -> some Panel {
        Scroller {
            Column(spacing: 0) {
                for row in 0 ..< 30 {
                    Pressable(action: { model.path.push(screen * 100 + row) }) { _ in
                        Caption("Row \(row)").frame(maxWidth: .infinity, alignment: .leading).padding(12)
                    }
                    .id("row.\(screen).\(row)")
                }
            }
        }
        .id("list.\(screen)")
    }

    static func makeStage(_ model: StackTestModel, direction: LayoutDirection = .leftToRight) -> Stage {
        var context = PanelContext()
        context.layoutDirection = direction
        return Stage(context: context, measurer: WordWidthMeasurer()) {
            ScreenStack(path: model.path, rootTitle: Caption("Root"), title: { Caption("Screen \($0)") }) {
                rows(model, screen: 0)
            } destination: { screen in
                rows(model, screen: screen)
            }
        }
    }

    func x(_ stage: Stage, _ id: String) -> Double? { stage.presentedFrame(id: id)?.minX }

    @Test func aPushSlidesInFromTheTrailingEdgeAndTheCoveredScreenMovesAThird() throws {
        let model = StackTestModel()
        let stage = Self.makeStage(model)
        var driver = Driver(stage, size: Self.size)
        model.path.push(7)
        driver.frame(at: 1)
        #expect(x(stage, "screen.1.7") == 400)  // the slide starts at this frame
        let resolves = stage.resolveCount
        driver.frame(at: 1.175)  // half of 0.35 s ease-in-out
        #expect(x(stage, "screen.1.7") == 200)
        #expect(x(stage, "screen.0") == -60)  // 30 % of the width, half way
        #expect(stage.resolveCount == resolves)  // slide frames draw a live value
        driver.frame(at: 1.36)
        driver.frame(at: 1.4)
        #expect(x(stage, "screen.1.7") == 0)
        #expect(stage.needsFrame(at: 1.5) == false)
    }

    @Test func tabEnterPushesAndEscReturnsToTheSameFrame() throws {
        let model = StackTestModel()
        let stage = Self.makeStage(model)
        var driver = Driver(stage, size: Self.size)
        #expect(stage.keyDown(.tab))  // the list (it scrolls)
        #expect(stage.keyDown(.tab))  // its first row
        driver.frame(at: 0.1)
        #expect(stage.focusedID == "row.0.0")
        let before = stage.frame(size: Self.size, scale: 1, at: 0.2).dump
        let focus = stage.focusedID
        #expect(stage.keyDown(.enter))
        #expect(model.path.screens == [0])
        driver.frame(at: 0.3)
        driver.frame(at: 0.8)
        #expect(stage.focusedID != focus)
        #expect(stage.keyDown(.escape))
        #expect(model.path.screens.isEmpty)
        driver.frame(at: 0.9)
        driver.frame(at: 1.5)
        driver.frame(at: 1.6)
        #expect(stage.focusedID == focus)
        #expect(stage.frame(size: Self.size, scale: 1, at: 1.7).dump == before)
        #expect(stage.keyDown(.escape) == false)  // the root leaves Esc to others
    }
}
