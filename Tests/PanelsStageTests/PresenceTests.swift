import Observation
import Panels
import PanelsTestSupport
import Testing

@Observable
final class PresenceModel {
    var presence = Presence.shown
    var taps = 0
}

/// `.offstage(_:)`, `.inert(_:)` and `.presence(_:)`: kept laid out with their state,
/// left out of drawing (offstage), input, focus and the accessibility tree.
@Suite("Presence")
struct PresenceTests {
    static let size = Size(width: 300, height: 300)

    static func stage(_ model: PresenceModel) -> Stage {
        Stage(measurer: WordWidthMeasurer()) {
            Layers(alignment: .topLeading) {
                Pressable(action: { model.taps += 100 }) { _ in Swatch(.white) }.id("behind")
                Column(spacing: 0) {
                    Pressable(action: { model.taps += 1 }) { _ in
                        Caption("Kept").frame(width: 300, height: 100)
                    }
                    .id("kept")
                }
                .background(RGBA(hex: 0x336699))
                .presence(model.presence)
            }
        }
    }

    @Test func eachPresenceDrawsHitsFocusesAndReadsAsItSays() throws {
        for presence in [Presence.shown, .inert, .offstage] {
            let model = PresenceModel()
            model.presence = presence
            let stage = Self.stage(model)
            let list = stage.frame(size: Self.size, scale: 1, at: 0)
            let drawn = list.dump.contains("Kept")
            #expect(drawn == (presence != .offstage), "\(presence)")
            _ = stage.click(at: Point(x: 50, y: 50))
            #expect(model.taps == (presence == .shown ? 1 : 100), "\(presence): the press reached \(model.taps)")
            let tree = stage.accessibilityTree().text
            #expect(tree.contains("Kept") == (presence == .shown), "\(presence)")
            var reached: [String] = []
            for _ in 0 ..< 3 {
                _ = stage.keyDown(.tab)
                reached.append(stage.focusedID ?? "nil")
            }
            #expect(reached.contains("kept") == (presence == .shown), "\(presence): Tab reached \(reached)")
        }
    }

    @Test func focusIsSetAsideAndComesBack() {
        let model = PresenceModel()
        let stage = Self.stage(model)
        _ = stage.frame(size: Self.size, scale: 1, at: 0)
        _ = stage.keyDown(.tab)
        _ = stage.keyDown(.tab)
        _ = stage.frame(size: Self.size, scale: 1, at: 0.1)
        #expect(stage.focusedID == "kept")
        let shown = stage.frame(size: Self.size, scale: 1, at: 0.2).dump
        model.presence = .offstage
        _ = stage.frame(size: Self.size, scale: 1, at: 0.3)
        #expect(stage.focusedID == nil)
        model.presence = .shown
        _ = stage.frame(size: Self.size, scale: 1, at: 0.4)
        #expect(stage.focusedID == "kept")
        #expect(stage.frame(size: Self.size, scale: 1, at: 0.5).dump == shown)  // the ring too
    }

    @Test func focusThatMovedElsewhereStaysThere() {
        let model = PresenceModel()
        let stage = Self.stage(model)
        _ = stage.frame(size: Self.size, scale: 1, at: 0)
        _ = stage.keyDown(.tab)
        _ = stage.keyDown(.tab)
        _ = stage.frame(size: Self.size, scale: 1, at: 0.1)
        model.presence = .inert
        _ = stage.frame(size: Self.size, scale: 1, at: 0.2)
        _ = stage.keyDown(.tab)  // the panel behind
        #expect(stage.focusedID == "behind")
        model.presence = .shown
        _ = stage.frame(size: Self.size, scale: 1, at: 0.3)
        #expect(stage.focusedID == "behind")
    }

    @Test func switchingKeepsWhatIsInside() throws {
        let model = PresenceModel()
        let stage = Stage(measurer: WordWidthMeasurer()) {
            Scroller {
                Column(spacing: 0) {
                    for row in 0 ..< 40 { Caption("Line \(row)").frame(height: 30).id("line.\(row)") }
                }
            }
            .presence(model.presence)
        }
        var driver = Driver(stage, size: Self.size)
        _ = stage.wheel(dx: 0, dy: -5, at: Point(x: 100, y: 100))
        for t in stride(from: 0.1, through: 2, by: 0.1) { driver.frame(at: t) }
        let scrolled = try #require(stage.presentedFrame(id: "line.0")?.minY)
        #expect(scrolled < 0)
        for presence in [Presence.offstage, .inert, .shown] {
            model.presence = presence
            driver.frame(at: driver.time + 0.1)
            #expect(stage.presentedFrame(id: "line.0")?.minY == scrolled, "\(presence)")
        }
    }
}

@Suite("Presence and popovers")
struct PresencePopoverTests {
    @Test func aPopoverWhoseAnchorIsSetAsideHidesAndComesBack() {
        let model = PresenceModel()
        let open = Ref<Bool>.constant(true)
        let stage = Stage(measurer: WordWidthMeasurer()) {
            Caption("Anchor").popover(isOpen: open) { Caption("Bubble") }.padding(40).presence(model.presence)
        }
        _ = stage.frame(size: Size(width: 300, height: 300), scale: 1, at: 0)
        #expect(stage.popovers.count == 1)
        model.presence = .offstage
        _ = stage.frame(size: Size(width: 300, height: 300), scale: 1, at: 1)
        #expect(stage.popovers.isEmpty)
        model.presence = .shown
        _ = stage.frame(size: Size(width: 300, height: 300), scale: 1, at: 2)
        #expect(stage.popovers.count == 1)
    }
}

@Suite("Popovers open at once")
struct PopoverLimitTests {
    /// 100,000 popovers open took 1.4 GB with no warning: past the context's limit
    /// (256 by default, settable) the rest stay closed and one warning says how many.
    @Test(arguments: [(300, 256, 256), (40, 10, 10), (5, 256, 5)])
    func popoversBeyondTheLimitStayClosedAndAreCounted(_ count: Int, _ limit: Int, _ shown: Int) {
        var context = PanelContext()
        if limit != 256 { context.openPopoverLimit = limit }
        let stage = Stage(context: context, measurer: WordWidthMeasurer()) {
            Column(spacing: 0) {
                for i in 0 ..< count {
                    Caption("a").popover(isOpen: .constant(true)) { Caption("b\(i)") }
                }
            }
        }
        _ = stage.frame(size: Size(width: 300, height: 300), scale: 1, at: 0)
        #expect(stage.popovers.count == shown)
        let said = stage.diagnostics.filter { $0.description.contains("over the limit") }
        #expect(said.count == (count > shown ? 1 : 0))
        if count > shown {
            #expect(
                said.first?.description.contains("\(count) popovers open at once, over the limit of \(limit)") == true)
        }
    }
}
