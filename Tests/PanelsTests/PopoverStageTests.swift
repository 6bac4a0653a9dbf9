import Observation
import Panels
import Testing
import PanelsTestSupport

/// A model with popover flags, as an app would keep them.
@Observable
final class PopoverFlags {
    var outer = false
    var inner = false
    var tall = false
}

/// Popovers on a `Stage`: the overlay pass lays out only the popover, dismissal
/// writes the state back, nesting closes innermost first, and the bubble animates
/// in, out and to a new size. No pixels: frames, placements and display lists.
@Suite("Popovers on a stage")
struct PopoverStageTests {
    static let size = Size(width: 800, height: 600)
    static let anchor = Rect(x: 380, y: 100, width: 40, height: 30)

    /// An anchor at `anchor` with a popover (220×120 unless tall: 220×300) holding a
    /// nested anchor; a passthrough panel at the bottom left.
    func makeStage(_ flags: PopoverFlags, filler: Int = 0, arrows: [ArrowDirection] = [.up]) -> Stage {
        Stage(measurer: NoTextMeasurer()) {
            Layers(alignment: .topLeading) {
                Column(spacing: 0) {
                    for i in 0 ..< filler {
                        Swatch(RGBA(hex: 0xF2F2F7)).frame(height: 0.5).id("f\(i)")
                    }
                }
                Swatch(RGBA(hex: 0x0A84FF))
                    .frame(width: 40, height: 30)
                    .id("anchor")
                    .popover(isOpen: Ref(flags, \.outer), arrows: arrows, passthrough: ["through"]) {
                        Column(alignment: .leading, spacing: 0) {
                            Swatch(RGBA(hex: 0x30D158)).frame(width: 40, height: 30).id("innerAnchor")
                                .popover(isOpen: Ref(flags, \.inner), arrows: [.left]) {
                                    Swatch(RGBA(hex: 0xFF9F0A)).frame(width: 100, height: 60)
                                }
                            Gap()
                        }
                        .frame(width: 220, height: flags.tall ? 300 : 120, alignment: .topLeading)
                    }
                    .offset(x: 380, y: 100)
                Swatch(RGBA(hex: 0xD1D1D6)).frame(width: 60, height: 40).id("through")
                    .onTap {}
                    .offset(x: 0, y: 560)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    @Test func openingOverAThousandNodesLaysOutOnlyThePopover() throws {
        let flags = PopoverFlags()
        let stage = makeStage(flags, filler: 1_000)
        _ = stage.frame(size: Self.size, scale: 1, at: 0)
        let resolves = stage.resolveCount, layouts = stage.layoutCount
        #expect(stage.measureCount > 1_000)
        #expect(stage.popovers.isEmpty)

        #expect(stage.click(at: Point(x: 400, y: 115)))  // the anchor toggles it open
        #expect(flags.outer)
        _ = stage.frame(size: Self.size, scale: 1, at: 1)
        #expect(stage.measureCount == 0)  // the main tree was not measured again
        #expect(stage.resolveCount == resolves)
        #expect(stage.layoutCount == layouts)
        #expect(stage.popoverMeasureCount > 0 && stage.popoverMeasureCount < 20)
        let popover = try #require(stage.popovers.first)
        #expect(popover.anchor == Self.anchor)
        #expect(popover.bubble == Rect(x: 290, y: 143, width: 220, height: 120))  // below: an up arrow
        #expect(popover.placement.direction == .up)

        #expect(popover.anchorID == "anchor")

        // Working inside the popover (its nested anchor) lays out popovers only, too.
        #expect(stage.click(at: Point(x: 300, y: 150)))
        #expect(flags.inner)
        _ = stage.frame(size: Self.size, scale: 1, at: 1.5)
        #expect(stage.measureCount == 0 && stage.resolveCount == resolves)
        #expect(stage.popovers.count == 2)
        flags.inner = false

        // Closing by the same path: still no main-tree work.
        flags.outer = false
        _ = stage.frame(size: Self.size, scale: 1, at: 2)
        #expect(stage.measureCount == 0 && stage.resolveCount == resolves)
        #expect(stage.popovers.isEmpty)
    }

    @Test func aClickOutsideDismissesAndWritesTheStateBack() {
        let flags = PopoverFlags()
        flags.outer = true
        let stage = makeStage(flags)
        _ = stage.frame(size: Self.size, scale: 1, at: 0)
        #expect(stage.popovers.count == 1)
        #expect(!stage.click(at: Point(x: 300, y: 200)))  // inside the bubble: stays open
        #expect(flags.outer)
        #expect(!stage.click(at: Point(x: 700, y: 500)))  // outside: closes, nothing else runs
        #expect(!flags.outer)
        _ = stage.frame(size: Self.size, scale: 1, at: 1)
        #expect(stage.popovers.isEmpty)
    }

    @Test func theAnchorTogglesAndEscCloses() {
        let flags = PopoverFlags()
        let stage = makeStage(flags)
        _ = stage.frame(size: Self.size, scale: 1, at: 0)
        stage.click(at: Point(x: 390, y: 110))
        #expect(flags.outer)
        _ = stage.frame(size: Self.size, scale: 1, at: 1)
        stage.click(at: Point(x: 390, y: 110))  // the anchor again: toggles closed
        #expect(!flags.outer)
        _ = stage.frame(size: Self.size, scale: 1, at: 2)
        flags.outer = true
        _ = stage.frame(size: Self.size, scale: 1, at: 3)
        #expect(stage.keyDown(.escape))
        #expect(!flags.outer)
        #expect(!stage.keyDown(.escape))  // nothing left to close
    }

    @Test func passthroughRegionsGetTheClickAndKeepThePopover() {
        let flags = PopoverFlags()
        flags.outer = true
        let stage = makeStage(flags)
        _ = stage.frame(size: Self.size, scale: 1, at: 0)
        #expect(stage.click(at: Point(x: 30, y: 580)))  // the passthrough panel's action ran
        #expect(flags.outer)
    }

    @Test func nestedPopoversCloseInnermostFirst() throws {
        let flags = PopoverFlags()
        flags.outer = true
        let stage = makeStage(flags)
        _ = stage.frame(size: Self.size, scale: 1, at: 0)
        // The inner anchor sits at the outer bubble's top-left.
        stage.click(at: Point(x: 300, y: 150))
        #expect(flags.inner)
        _ = stage.frame(size: Self.size, scale: 1, at: 1)
        #expect(stage.popovers.count == 2)
        let inner = try #require(stage.popovers.last)
        #expect(inner.anchor == Rect(x: 290, y: 143, width: 40, height: 30))
        #expect(inner.placement.direction == .left)  // bubble to the right of the inner anchor
        #expect(inner.bubble.minX == 330 + 13)

        #expect(stage.keyDown(.escape))
        #expect(!flags.inner && flags.outer)  // innermost first
        flags.inner = true
        _ = stage.frame(size: Self.size, scale: 1, at: 2)
        stage.click(at: Point(x: 480, y: 240))  // in the outer bubble, outside the inner one
        #expect(!flags.inner && flags.outer)
        _ = stage.frame(size: Self.size, scale: 1, at: 3)
        flags.inner = true
        _ = stage.frame(size: Self.size, scale: 1, at: 4)
        stage.click(at: Point(x: 700, y: 500))  // outside both: both close
        #expect(!flags.inner && !flags.outer)
    }

    @Test func itAppearsFromTheArrowTipAndLeavesTheSameWay() throws {
        let flags = PopoverFlags()
        let stage = makeStage(flags)
        _ = stage.frame(size: Self.size, scale: 1, at: 0)
        flags.outer = true
        let start = stage.frame(size: Self.size, scale: 1, at: 1).commands.map(\.description)
        #expect(!start.contains { $0.hasPrefix("polygon") })  // progress 0: nothing drawn
        let middle = stage.frame(size: Self.size, scale: 1, at: 1.1).commands
        #expect(middle.contains { if case .beginGroup(let o) = $0 { return o > 0 && o < 1 } else { return false } })
        let shadowWidths = middle.compactMap { c -> Double? in
            if case .shadow(let r, _, _, _) = c { return r.width } else { return nil }
        }
        #expect(shadowWidths.count == 1 && shadowWidths[0] > 110 && shadowWidths[0] < 220)  // scaled toward the tip
        let settled = stage.frame(size: Self.size, scale: 1, at: 2).commands
        #expect(!settled.contains { if case .beginGroup = $0 { return true } else { return false } })
        #expect(
            settled.contains { if case .shadow(let r, _, _, _) = $0 { return r.width == 220 } else { return false } })
        #expect(!stage.needsFrame(at: 2))

        flags.outer = false
        _ = stage.frame(size: Self.size, scale: 1, at: 3)
        #expect(stage.needsFrame(at: 3.05))  // leaving
        let leaving = stage.frame(size: Self.size, scale: 1, at: 3.05).commands.map(\.description)
        #expect(leaving.contains { $0.hasPrefix("polygon") })
        let gone = stage.frame(size: Self.size, scale: 1, at: 4).commands.map(\.description)
        #expect(!gone.contains { $0.hasPrefix("polygon") })
        #expect(!stage.needsFrame(at: 4))
    }

    @Test func aNewSizeAnimatesAndRePlacesAsItGrows() throws {
        let flags = PopoverFlags()
        flags.outer = true
        let stage = makeStage(flags, arrows: [.up, .left])
        let small = Size(width: 800, height: 420)
        _ = stage.frame(size: small, scale: 1, at: 0)
        #expect(stage.popovers.first?.bubble.height == 120)
        flags.tall = true  // 120 → 300: below the anchor no longer fits in 420 − 10
        _ = stage.frame(size: small, scale: 1, at: 1)
        #expect(stage.measureCount == 0)
        let early = try #require(stage.popovers.first)
        #expect(early.bubble.height == 120)
        _ = stage.frame(size: small, scale: 1, at: 1.175)
        let middle = try #require(stage.popovers.first)
        #expect(middle.bubble.height == 210)  // half way with ease-in-out
        #expect(middle.placement.direction == .up)  // 143 + 210 = 353 still fits
        _ = stage.frame(size: small, scale: 1, at: 1.5)
        let grown = try #require(stage.popovers.first)
        #expect(grown.bubble.height == 300)
        // Below no longer fits (143 + 300 > 410) and above is not permitted: the
        // permitted perpendicular side, right of the anchor, shifted inside.
        #expect(grown.placement.direction == .left)
        #expect(grown.bubble == Rect(x: 433, y: 10, width: 220, height: 300))
    }

    /// An anchor whose popover content fills its bubble: a footer under a gap, 220
    /// wide, 120 or 300 high (ideal sizes, flexible).
    struct FillingScene: Panel {
        let flags: PopoverFlags

        var body: some Panel {
            let flags = self.flags
            Swatch(RGBA(hex: 0x0A84FF))
                .frame(width: 40, height: 30)
                .popover(isOpen: Ref(flags, \.outer), arrows: [.up]) {
                    Column(spacing: 0) {
                        Swatch(RGBA(hex: 0x30D158)).frame(height: 20).id("header")
                        Gap()
                        Swatch(RGBA(hex: 0xFF9F0A)).frame(height: 20).id("footer")
                    }
                    .frame(
                        minWidth: 0, idealWidth: 220, maxWidth: .infinity,
                        minHeight: 0, idealHeight: flags.tall ? 300 : 120, maxHeight: .infinity)
                }
                .offset(x: 80, y: 40)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    func frame(_ popover: PopoverLayout, _ id: String) -> Rect? {
        popover.tree.explicitIDs.first { $0.value == id }.map { popover.frames[Int($0.key)] }
    }

    @Test func aResizingPopoverIsLaidOutAtItsAnimatedSizeOnEveryFrame() throws {
        let flags = PopoverFlags()
        flags.outer = true
        let stage = Stage(measurer: NoTextMeasurer()) { FillingScene(flags: flags) }
        _ = stage.frame(size: Self.size, scale: 1, at: 0)
        flags.tall = true
        _ = stage.frame(size: Self.size, scale: 1, at: 1)
        for t in [1.1, 1.175, 1.25, 1.5] {
            _ = stage.frame(size: Self.size, scale: 1, at: t)
            let popover = try #require(stage.popovers.first)
            #expect(stage.measureCount == 0, "the main tree is not measured at \(t)")
            let footer = try #require(frame(popover, "footer"))
            #expect(footer.maxY == popover.bubble.maxY, "footer at the bubble's bottom at \(t): \(popover)")
            #expect(frame(popover, "header")?.minY == popover.bubble.minY)
            if t < 1.35 { #expect(stage.popoverMeasureCount > 0, "laid out again at \(t)") }
        }
        #expect(stage.popovers.first?.bubble.height == 300)
    }

    @Test func aConstrainedPopoverLaysItsContentOutAtTheConstrainedSize() throws {
        let flags = PopoverFlags()
        flags.outer = true
        flags.tall = true
        // 220 wide in a 200 pt window: no side holds it.
        let c = Composition(
            FillingScene(flags: flags), size: Size(width: 200, height: 600),
            measurer: NoTextMeasurer())
        let popover = try #require(c.popovers.first)
        #expect(popover.placement.reason == .constrained, "\(popover)")
        #expect(popover.bubble.width == 180)
        #expect(frame(popover, "footer")?.width == 180)
        #expect(frame(popover, "footer")?.maxY == popover.bubble.maxY)
    }

    /// A popover whose content holds itself, open all the way down.
    struct Nesting: Panel {
        var body: some Panel {
            Swatch(RGBA(hex: 0x0A84FF)).frame(width: 20, height: 20)
                .popover(isOpen: .constant(true), arrows: [.up]) { Nesting().padding(4) }
        }
    }

    @Test func popoversNestedWithoutEndAreCutAndReported() {
        let c = Composition(Nesting(), size: Self.size, measurer: NoTextMeasurer())
        #expect(c.popovers.count == 8)
        #expect(c.diagnostics.contains { $0.message.contains("nested deeper than 8") && $0.isError })
        // Each nested bubble hangs below the previous anchor: innermost last.
        let tops = c.popovers.map(\.bubble.minY)
        #expect(tops == tops.sorted())
    }

    @Test func anAnchorThatIsAControlRunsItsOwnAction() {
        let flags = PopoverFlags()
        var taps = 0
        let stage = Stage(measurer: NoTextMeasurer()) {
            Swatch(RGBA(hex: 0x0A84FF)).frame(width: 40, height: 30)
                .onTap {
                    taps += 1; flags.outer = true
                }
                .popover(isOpen: Ref(flags, \.outer)) { Swatch(.white).frame(width: 100, height: 60) }
        }
        _ = stage.frame(size: Self.size, scale: 1, at: 0)
        #expect(stage.click(at: Point(x: 400, y: 300)))
        #expect(taps == 1 && flags.outer)
    }

    @Test func badParametersGiveASaneBubble() throws {
        let flags = PopoverFlags()
        flags.outer = true
        let c = Composition(
            Swatch(RGBA(hex: 0x0A84FF)).frame(width: 40, height: 30)
                .popover(
                    isOpen: Ref(flags, \.outer), arrows: [], size: Size(width: .nan, height: -4),
                    margin: .infinity, offset: .nan
                ) { Swatch(.white) },
            size: Self.size, measurer: NoTextMeasurer())
        let popover = try #require(c.popovers.first)
        #expect(popover.bubble.size == .zero)
        #expect(ArrowDirection.any.contains(popover.placement.direction))
        #expect(!c.displayList.commands.contains { if case .polygon = $0 { return true } else { return false } })
    }
}
