import Foundation
import Observation
import PanelsTestSupport
import Testing

@testable import Panels

/// A model the subsystem tests change, as an app's would.
@Observable
final class Switches {
    var on = false
    var open = false
}

/// The stage's walls: a frame loop that composes subsystems, each with state of its
/// own, asked through its own API here.
@Suite("The stage's subsystems")
struct StageSubsystemTests {
    static let size = Size(width: 200, height: 200)

    @Test func theStageKeepsAtMostFifteenStoredProperties() {
        let stage = Stage(measurer: NoMeasuring()) { Swatch(.white) }
        let stored = Mirror(reflecting: stage).children.compactMap(\.label)
        #expect(stored.count <= 15, "Stage stores \(stored.count): \(stored)")
        // The subsystems are stored once, not their state.
        for forbidden in ["animator", "openPopovers", "scrollStates", "focused", "pointerState", "targetFrames"] {
            #expect(!stored.contains(forbidden), "Stage stores \(forbidden) itself")
        }
    }

    @Test func eachSubsystemLivesInAFolderNamedForIt() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/Panels").standardized
        let places = [
            "Presentation/Presentation.swift", "Overlays/PopoverLayer.swift", "Scrolling/ScrollCoordinator.swift",
            "Focus/FocusCoordinator.swift", "Input/InputRouter.swift", "Input/HitTest.swift",
            "Pipeline/FramePipeline.swift", "Stage/Stage.swift", "Stage/StageScene.swift",
        ]
        for place in places {
            #expect(FileManager.default.fileExists(atPath: sources.appendingPathComponent(place).path), "\(place)")
        }
    }

    // MARK: Presentation

    @Test func colorsAnimateAsOverridesAndTheTreeKeepsItsResolvedColor() throws {
        let model = Switches()
        let stage = Stage(measurer: NoMeasuring()) {
            Swatch(
                model.on
                    ? RGBA(red: 255, green: 255, blue: 255, alpha: 255) : RGBA(red: 0, green: 0, blue: 0, alpha: 255)
            )
            .frame(width: 50, height: 50).id("box")
        }
        _ = stage.frame(size: Self.size, scale: 1, at: 0)
        animate(.linear(1)) { model.on = true }
        _ = stage.frame(size: Self.size, scale: 1, at: 0)
        let list = stage.frame(size: Self.size, scale: 1, at: 0.5)
        let box = try #require(stage.scene.tree.node(withID: "box"))
        // The tree holds the new color; the painter drew the color halfway.
        var swatch = box
        while stage.scene.tree.kind(of: swatch).animatedColor() == nil {
            swatch = stage.scene.tree.children(of: swatch).first!
        }
        #expect(stage.scene.tree.kind(of: swatch).animatedColor() == RGBA(red: 255, green: 255, blue: 255, alpha: 255))
        let overrides = stage.presentation.overrides(stage.scene, at: 0.5)
        let halfway = try #require(overrides.color(slot: 0, of: swatch))
        #expect((120 ... 135).contains(halfway.red))
        let drawn = list.commands.compactMap { command -> RGBA? in
            if case .fill(_, let color, _) = command { return color }
            return nil
        }
        #expect(drawn.contains(halfway))
    }

    @Test func presentationMovesFramesWithoutTouchingLayout() {
        let model = Switches()
        let stage = Stage(measurer: NoMeasuring()) {
            Swatch(.white).frame(width: 20, height: 20).offset(x: model.on ? 100 : 0, y: 0).id("box")
        }
        _ = stage.frame(size: Self.size, scale: 1, at: 0)
        animate(.linear(1)) { model.on = true }
        _ = stage.frame(size: Self.size, scale: 1, at: 0)
        let layouts = stage.layoutCount
        let frames = stage.presentation.present(stage.scene, at: 0.5)
        #expect(frames != stage.scene.targetFrames)
        #expect(stage.presentation.needsFrame(at: 0.5))
        #expect(!stage.presentation.needsFrame(at: 2))
        #expect(stage.layoutCount == layouts)
    }

    // MARK: Popovers

    @Test func thePopoverLayerOpensLaysOutAndClosesOnItsOwn() throws {
        let model = Switches()
        model.open = true
        let stage = Stage(measurer: NoMeasuring()) {
            Swatch(.white).frame(width: 40, height: 30).id("anchor")
                .popover(isOpen: Ref(model, \.open)) { Swatch(.black).frame(width: 100, height: 60) }
        }
        _ = stage.frame(size: Self.size, scale: 1, at: 0)
        let layer = stage.popoverLayer
        #expect(layer.open.count == 1)
        #expect(layer.placements.count == 1)
        let bubble = try #require(layer.placements.first?.placement.bubble)
        let center = Point(x: bubble.midX, y: bubble.midY)
        #expect(layer.hit(at: center, for: .press)?.layer == .popover(layer.open[0].key))
        // A press outside closes it through the attachment.
        #expect(layer.dismiss(at: Point(x: 1, y: 199), main: stage.scene.tree, mainFrame: { _ in .zero }))
        #expect(model.open == false)
    }

    // MARK: Scrolling

    @Test func theScrollCoordinatorKeepsStatesByIdentityAndTheWheelMovesThem() {
        let stage = Stage(measurer: NoMeasuring()) {
            Scroller { Swatch(.white).frame(width: 100, height: 600) }.frame(height: 100).id("scroller")
        }
        _ = stage.frame(size: Self.size, scale: 1, at: 0)
        let scrolling = stage.scrolling
        #expect(scrolling.scrollerIndices.count == 1)
        let states = scrolling.states(around: scrolling.scrollerIndices[0])
        #expect(states.count == 1)
        #expect(scrolling.wheel(dx: 0, dy: -2, modifiers: [], states: states))
        #expect(states[0].offset.y > 0)
        // Non-finite turns move nothing.
        #expect(!scrolling.wheel(dx: .nan, dy: .infinity, modifiers: [], states: states))
    }

    // MARK: Focus

    @Test func focusMovesInReadingOrderAndWraps() {
        let stage = Stage(measurer: NoMeasuring()) {
            Column {
                Swatch(.white).frame(width: 20, height: 20).focusable().id("a")
                Swatch(.white).frame(width: 20, height: 20).focusable().id("b")
            }
        }
        _ = stage.frame(size: Self.size, scale: 1, at: 0)
        let focus = stage.focus
        #expect(focus.focusOrder().count == 2)
        #expect(focus.moveFocus(forward: true))
        #expect(focus.focusedID == "a")
        #expect(focus.ringVisible)
        #expect(focus.moveFocus(forward: true))
        #expect(focus.focusedID == "b")
        #expect(focus.moveFocus(forward: true))
        #expect(focus.focusedID == "a")
        focus.focusByPointer(on: nil)
        #expect(focus.focusedID == nil)
        #expect(!focus.ringVisible)
    }

    // MARK: Input

    @Test func theRouterAsksOneHitTestForEveryPurpose() throws {
        final class Taps: @unchecked Sendable { var count = 0 }
        let taps = Taps()
        let stage = Stage(measurer: NoMeasuring()) {
            Layers {
                Swatch(.white).onTap { taps.count += 1 }
                Tile().stroke(.black).frame(width: 100, height: 100)
            }
        }
        _ = stage.frame(size: Self.size, scale: 1, at: 0)
        let center = Point(x: 100, y: 100)
        // An outline passes presses to the control behind and takes gestures.
        let press = try #require(stage.input.hit(at: center, for: .press)?.node)
        let drag = try #require(stage.input.hit(at: center, for: .drag)?.node)
        #expect(press != drag)
        #expect(stage.input.control(at: center, for: .press) != nil)
        stage.click(at: center)
        #expect(taps.count == 1)
        #expect(stage.input.hit(at: Point(x: .nan, y: 1), for: .press) == nil)
    }

    // MARK: The shared pipeline

    @Test func aStageAndACompositionPaintTheSameStillFrame() {
        let panel = Column(spacing: 4) {
            Swatch(RGBA(hex: 0x336699)).frame(width: 60, height: 20)
            Tile(cornerRadius: 6).fill(RGBA(hex: 0x993366)).frame(width: 40, height: 40)
        }
        let stage = Stage(measurer: NoMeasuring()) { panel }
        let live = stage.frame(size: Self.size, scale: 2, at: 0)
        let still = Composition(panel, size: Self.size, scale: 2, measurer: NoMeasuring()).displayList
        #expect(live == still)
    }
}
