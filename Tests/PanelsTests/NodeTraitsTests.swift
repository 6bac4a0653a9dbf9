import Observation
import Panels
import Testing
import PanelsTestSupport

/// What each node kind means, asked of every kind the same way: drawn content stops
/// the pointer, filled shapes animate their colors, and attachments given by a panel
/// that makes no node go nowhere.
@Suite("Node kinds: one table of traits")
struct NodeTraitsTests {
    static let size = Size(width: 200, height: 200)

    /// A tapped-flag box shared with the action (the stage runs it on this thread).
    final class Taps: @unchecked Sendable { var count = 0 }

    /// `cover` drawn over a 200 × 200 control; a click in the middle.
    func clickReachesControl<Cover: Panel>(under cover: Cover) -> Bool {
        let taps = Taps()
        let stage = Stage(measurer: NoTextMeasurer()) {
            Layers {
                Swatch(RGBA(hex: 0x0A84FF)).onTap { taps.count += 1 }
                cover.frame(width: 100, height: 100)
            }
        }
        _ = stage.frame(size: Self.size, scale: 1, at: 0)
        stage.click(at: Point(x: 100, y: 100))
        return taps.count > 0
    }

    @Test func aSwatchOverAControlTakesTheClick() {
        #expect(!clickReachesControl(under: Swatch(.white)))
    }

    @Test func filledShapesOverAControlTakeTheClick() {
        #expect(!clickReachesControl(under: Tile(cornerRadius: 8).fill(.white)))
        #expect(!clickReachesControl(under: Disc().fill(.white)))
        #expect(!clickReachesControl(under: Pill().fill(.white)))
        #expect(!clickReachesControl(under: Arrow(pointing: .top).fill(.white)))
    }

    @Test func aPictureOverAControlTakesTheClick() {
        #expect(!clickReachesControl(under: Picture("nowhere")))
    }

    @Test func undrawnPanelsLetTheClickThrough() {
        #expect(clickReachesControl(under: Gap()))
        #expect(clickReachesControl(under: Tile().stroke(.white)))  // an outline covers nothing
        #expect(clickReachesControl(under: Swatch(.clear)))
    }

    @Observable final class Tint: @unchecked Sendable { var isOn = false }
    @Observable final class Open: @unchecked Sendable { var value = false }

    /// The color `shape` presents halfway through a 1 s linear change from black to white.
    func halfwayColor<Shape: Panel>(_ shape: @escaping @Sendable (RGBA) -> Shape) -> RGBA? {
        let tint = Tint()
        let stage = Stage(measurer: NoTextMeasurer()) {
            shape(tint.isOn ? .white : .black).frame(width: 50, height: 50).id("shape")
        }
        _ = stage.frame(size: Self.size, scale: 1, at: 0)
        animate(.linear(1)) { tint.isOn = true }
        _ = stage.frame(size: Self.size, scale: 1, at: 0)
        return stage.presentedColor(id: "shape", at: 0.5)
    }

    @Test func colorChangesAnimateOnEveryFilledShape() {
        let gray = RGBA(red: 128, green: 128, blue: 128, alpha: 255)
        #expect(halfwayColor { Swatch($0) } == gray)
        #expect(halfwayColor { Tile(cornerRadius: 4).fill($0) } == gray)
        #expect(halfwayColor { Disc().fill($0) } == gray)
        #expect(halfwayColor { Pill().fill($0) } == gray)
        #expect(halfwayColor { Arrow(pointing: .bottom).fill($0) } == gray)
        #expect(halfwayColor { Tile().stroke($0, width: 2) } == gray)
    }

    @Test func aColorChangeOnATileIsPaintedHalfway() {
        let tint = Tint()
        let stage = Stage(measurer: NoTextMeasurer()) {
            Tile().fill(tint.isOn ? .white : .black).frame(width: 50, height: 50)
        }
        _ = stage.frame(size: Self.size, scale: 1, at: 0)
        animate(.linear(1)) { tint.isOn = true }
        _ = stage.frame(size: Self.size, scale: 1, at: 0)
        let list = stage.frame(size: Self.size, scale: 1, at: 0.5)
        let fills = list.commands.compactMap { command -> RGBA? in
            if case .fillRounded(_, _, let color) = command { return color }
            return nil
        }
        #expect(fills == [RGBA(red: 128, green: 128, blue: 128, alpha: 255)])
    }

    @Test func anIDOnAPanelThatMakesNoNodeGoesNowhere() {
        let tree = NodeTree(
            resolving: Column {
                EmptyPanel().id("ghost")
                Swatch(.white).frame(width: 10, height: 10)
            })
        #expect(!tree.explicitIDs.values.contains("ghost"))
        let composition = Composition(
            Column {
                EmptyPanel().id("ghost")
                Swatch(.white).frame(width: 10, height: 10)
            }, size: Self.size, measurer: NoTextMeasurer())
        #expect(!composition.layoutDump.contains("id=ghost"))
    }

    @Test func otherAttachmentsOnAPanelThatMakesNoNodeGoNowhere() {
        let taps = Taps()
        let stage = Stage(measurer: NoTextMeasurer()) {
            Layers {
                EmptyPanel().onTap { taps.count += 1 }
                Swatch(.white)
            }
        }
        _ = stage.frame(size: Self.size, scale: 1, at: 0)
        stage.click(at: Point(x: 100, y: 100))
        #expect(taps.count == 0)
    }

    @Test func theInnermostAttachmentWinsOnOneNode() {
        let tree = NodeTree(resolving: Swatch(.white).id("inner").id("outer"))
        #expect(tree.explicitIDs[tree.root] == "inner")
    }

    @Test func anOuterTapWinsOverAPopoversToggle() {
        let open = Open()
        let taps = Taps()
        let stage = Stage(measurer: NoTextMeasurer()) {
            Swatch(.white).frame(width: 40, height: 40)
                .popover(isOpen: Ref(open, \.value)) { Swatch(.black).frame(width: 20, height: 20) }
                .onTap { taps.count += 1 }
        }
        _ = stage.frame(size: Self.size, scale: 1, at: 0)
        stage.click(at: Point(x: 100, y: 100))
        #expect(taps.count == 1)
        #expect(!open.value)
    }
}
