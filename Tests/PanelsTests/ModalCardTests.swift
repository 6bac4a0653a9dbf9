import Observation
import Panels
import PanelsTestSupport
import Testing

@Observable
final class ModalCardModel {
    var card = true
    var popover = false
    var alert = false
    var ran: [String] = []
}

/// Modal cards: placement, Esc, presses outside, the stacking order with their own
/// popovers and alerts, and dismissal by drag (threshold and velocity, as a property
/// driven through a `Stage`).
@Suite("Modal cards")
struct ModalCardTests {
    static let size = Size(width: 480, height: 600)
    static let contentHeight = 300.0

    static func stage(_ model: ModalCardModel) -> Stage {
        Stage(measurer: WordWidthMeasurer()) {
            Column(spacing: 8) {
                Pressable(action: { model.ran.append("behind") }) { _ in Caption("Behind").padding(12) }.id("behind")
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
            .modalCard(isPresented: Ref(model, \.card), label: "New event") {
                Column(spacing: 8) {
                    Caption("Details").padding(12).id("details")
                        .popover(isOpen: Ref(model, \.popover), size: Size(width: 160, height: 80)) {
                            Caption("Help")
                        }
                    Pressable(action: { model.ran.append("save") }) { _ in Caption("Save").padding(12) }
                }
                .frame(height: contentHeight, alignment: .top)
            }
            .alert("Sure?", isPresented: Ref(model, \.alert), actions: [DialogAction("OK")])
        }
    }

    @Test func theCardSitsAtTheBottomOverAScrimAndTrapsInput() throws {
        let model = ModalCardModel()
        let stage = Self.stage(model)
        var driver = Driver(stage, size: Self.size)
        driver.frame(at: 1)
        let card = try #require(stage.popovers.last)
        #expect(abs(card.bubble.maxY - (Self.size.height - 8)) <= 1, "at the bottom, 8 pt in")
        #expect(card.bubble.width == Self.size.width - 16)
        #expect(card.bubble.height == Self.contentHeight + ModalCardMotion.grabberHeight)
        #expect(stage.accessibilityTree().elements(role: .dialog, label: "New event").count == 1)
        let behind = try #require(stage.presentedFrame(id: "behind"))
        #expect(stage.click(at: Point(x: behind.midX, y: behind.midY)) == false || model.ran.isEmpty)
        #expect(model.ran.isEmpty && model.card, "a press outside does nothing")
        // Tab stays in the card: the popover's anchor, then Save.
        #expect(stage.keyDown(.tab) && stage.keyDown(.tab) && stage.keyDown(.enter))
        #expect(model.ran == ["save"], "Tab stays in the card")
        #expect(stage.keyDown(.escape))
        #expect(!model.card)
    }

    /// main < modal card < its popover < alert; each Esc closes the frontmost.
    @Test func stackingOrderWithTheCardsPopoverAndAnAlert() throws {
        let model = ModalCardModel()
        let stage = Self.stage(model)
        var driver = Driver(stage, size: Self.size)
        driver.frame(at: 0)
        model.popover = true
        model.alert = true
        driver.frame(at: 1)
        #expect(stage.popovers.map(\.anchorID) == [nil, "details", nil])
        #expect(stage.accessibilityTree().elements(role: .alertDialog).count == 1)
        #expect(stage.popovers.last?.bubble.width == DialogMetrics.width, "the alert is in front")
        #expect(stage.keyDown(.escape))
        driver.frame(at: 2)
        #expect(!model.alert && model.popover && model.card)
        #expect(stage.keyDown(.escape))
        driver.frame(at: 3)
        #expect(!model.popover && model.card)
        #expect(stage.keyDown(.escape))
        #expect(!model.card)
    }

    /// Dragged by its grabber, the card follows; released past the distance or
    /// flicked faster than the velocity, it is dismissed, else it settles back.
    @Test func dragDismissesPastTheThresholdOrAFastFlick() throws {
        let height = Self.contentHeight + ModalCardMotion.grabberHeight
        let threshold = ModalCardMotion.dismissDistance(height: height)
        PropertyTest.check("modal card drag", cases: 300) { g in
            let model = ModalCardModel()
            let stage = Self.stage(model)
            var driver = Driver(stage, size: Self.size)
            driver.frame(at: 1)
            guard let card = stage.popovers.last?.bubble else { return "no card" }
            let start = Point(x: card.midX + g.number(-100 ... 100), y: card.minY + g.number(2 ... 24))
            let distance = g.number(-60 ... 260)
            let duration = g.number(0.05 ... 0.6, step: 0.01)
            let fling = g.bool()
            let velocity = fling ? distance / duration : 0
            // Too close to a boundary to tell (samples are whole frames).
            if abs(distance - threshold) < 3 || abs(abs(velocity) - ModalCardMotion.dismissVelocity) < 80 { return nil }
            driver.drag(from: start, to: Point(x: start.x, y: start.y + distance), duration: duration, fling: fling)
            let expected = ModalCardMotion.dismisses(translation: distance, velocity: velocity, height: height)
            if model.card == expected {
                return
                    "dragged \(distance) pt in \(duration) s (fling \(fling)): dismissed \(!model.card), expected \(expected)"
            }
            if model.card {
                // Settled back to its place.
                driver.frame(at: driver.time + 1)
                guard let after = stage.popovers.last?.bubble, abs(after.minY - card.minY) < 0.5 else {
                    return "did not settle back: \(String(describing: stage.popovers.last?.bubble)) vs \(card)"
                }
            }
            return nil
        }
    }

    @Test func theCardFollowsThePointerWhileHeld() throws {
        let model = ModalCardModel()
        let stage = Self.stage(model)
        var driver = Driver(stage, size: Self.size)
        driver.frame(at: 1)
        let card = try #require(stage.popovers.last?.bubble)
        driver.down(card.midX, card.minY + 10)
        driver.frame(at: 1.1)
        driver.move(card.midX, card.minY + 60)
        driver.frame(at: 1.2)
        let moved = try #require(stage.popovers.last?.bubble)
        #expect(abs(moved.minY - card.minY - 50) < 0.5)
        // Upward it resists: never more than the overdrag.
        driver.move(card.midX, card.minY - 300)
        driver.frame(at: 1.3)
        let up = try #require(stage.popovers.last?.bubble)
        #expect(up.minY >= card.minY - ModalCardMotion.overdrag - 0.5 && up.minY < card.minY)
        driver.up(card.midX, card.minY - 300)
        driver.frame(at: 3)
        #expect(model.card && abs((stage.popovers.last?.bubble.minY ?? 0) - card.minY) < 0.5)
        // A press below the grabber does not drag.
        driver.down(card.midX, card.minY + 100)
        driver.move(card.midX, card.minY + 300)
        driver.up(card.midX, card.minY + 300)
        driver.frame(at: 4)
        #expect(model.card)
    }

    /// Appearing, the card slides up from below (no fade); with reduce motion it is in
    /// place at once and fades in. An alert grows slightly while fading, or only fades.
    @Test(arguments: [false, true])
    func appearsSlidingOrFading(reduceMotion: Bool) throws {
        let model = ModalCardModel()
        model.card = false
        let stage = Self.stage(model)
        stage.context.reduceMotion = reduceMotion
        var driver = Driver(stage, size: Self.size)
        driver.frame(at: 0)
        model.card = true
        driver.frame(at: 1)
        let final = try #require(stage.popovers.last?.bubble)
        let commands = stage.frame(size: Self.size, scale: 1, at: 1.08).commands
        let polygons = commands.compactMap { command -> [Point]? in
            if case .polygon(let points, _) = command { return points }
            return nil
        }
        let top = try #require(polygons.last?.map(\.y).min())
        let faded = commands.contains { if case .beginGroup(let o) = $0 { return o < 0.99 } else { return false } }
        if reduceMotion {
            #expect(abs(top - final.minY) < 0.5 && faded, "in place, fading in")
        } else {
            #expect(top > final.minY + 20 && !faded, "sliding up, not fading: top \(top) vs \(final.minY)")
        }
        // An alert: growing (its bubble narrower than at the end) unless motion is reduced.
        model.alert = true
        driver.frame(at: 3)
        let alert = try #require(stage.popovers.last?.bubble)
        let alertCommands = stage.frame(size: Self.size, scale: 1, at: 3.05).commands
        let alertPolygon = try #require(
            alertCommands.compactMap { command -> [Point]? in
                if case .polygon(let points, _) = command { return points }
                return nil
            }.last)
        let width = (alertPolygon.map(\.x).max() ?? 0) - (alertPolygon.map(\.x).min() ?? 0)
        if reduceMotion {
            #expect(abs(width - alert.width) < 0.5)
        } else {
            #expect(width < alert.width - 1 && width >= alert.width * OverlayMotion.appearScale - 0.5)
        }
    }

    @Test func theDismissRuleIsRangeChecked() {
        #expect(ModalCardMotion.dismisses(translation: .nan, velocity: .infinity, height: 300) == false)
        #expect(ModalCardMotion.dismisses(translation: 500, velocity: -.infinity, height: .nan) == true)
        #expect(ModalCardMotion.dismissDistance(height: .infinity) == 1)
        #expect(ModalCardMotion.dismissDistance(height: 900) == 160)
        #expect(ModalCardMotion.dismisses(translation: 5, velocity: 2_000, height: 300))
        #expect(!ModalCardMotion.dismisses(translation: 200, velocity: -2_000, height: 300), "flicked back up")
    }
}
