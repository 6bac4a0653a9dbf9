import Foundation
import Panels
import PanelsSDL
import PanelsTestSupport
import Testing

/// Public stored properties whose initializer checks its argument (a radius never
/// negative, a title never empty, a duration never NaN) apply the same check when set
/// later: the rule is that setting a property gives what the initializer would have
/// made of the same value. Then what was set is drawn, on a stage and offscreen,
/// without a trap (P25: numbers checked at every public boundary).
@Suite("Public setters keep their initializers' contracts")
struct PublicSetterTests {
    /// A value that is hostile about half of the time.
    static func number(_ rng: inout SplitMix64) -> Double {
        guard rng.int(0 ... 1) == 0 else { return rng.number(-40 ... 200) }
        return rng.element(of: [
            Double.nan, .infinity, -.infinity, 0, -0.0, -1, -1e300, 1e300, .leastNonzeroMagnitude,
            .greatestFiniteMagnitude,
        ])
    }

    /// Equal, counting NaN as equal to NaN (a value the initializer keeps to report it later).
    static func same(_ a: Double, _ b: Double) -> Bool { a == b || (a.isNaN && b.isNaN) }

    @Test func everySetterMatchesItsInitializer() {
        PropertyTest.check("public setters match their initializers", cases: 3000) { rng in
            let v = Self.number(&rng)
            var failures: [String] = []
            func expect(_ name: String, _ set: Double, _ made: Double) {
                if !Self.same(set, made) { failures.append("\(name) = \(v): set \(set), init \(made)") }
            }

            var corners = CornerRadii(7)
            corners.topLeading = v
            corners.topTrailing = v
            corners.bottomTrailing = v
            corners.bottomLeading = v
            let madeCorners = CornerRadii(v)
            expect("CornerRadii.topLeading", corners.topLeading, madeCorners.topLeading)
            expect("CornerRadii.topTrailing", corners.topTrailing, madeCorners.topTrailing)
            expect("CornerRadii.bottomTrailing", corners.bottomTrailing, madeCorners.bottomTrailing)
            expect("CornerRadii.bottomLeading", corners.bottomLeading, madeCorners.bottomLeading)

            var motion = Motion.easeIn(0.3)
            motion.duration = v
            motion.delay = v
            motion.initialVelocity = v
            let madeMotion = Motion(curve: motion.curve, duration: v, delay: v).initialVelocity(v)
            expect("Motion.duration", motion.duration, madeMotion.duration)
            expect("Motion.delay", motion.delay, madeMotion.delay)
            expect("Motion.initialVelocity", motion.initialVelocity, madeMotion.initialVelocity)

            var style = PopoverStyle.for(.light)
            style.shadowRadius = v
            style.shadowY = v
            style.appearScale = v
            let madeStyle = PopoverStyle(
                fill: style.fill, shadow: style.shadow, shadowRadius: v, shadowY: v, appearScale: v)
            expect("PopoverStyle.shadowRadius", style.shadowRadius, madeStyle.shadowRadius)
            expect("PopoverStyle.shadowY", style.shadowY, madeStyle.shadowY)
            expect("PopoverStyle.appearScale", style.appearScale, madeStyle.appearScale)

            var geometry = PopoverGeometry.standard
            geometry.cornerRadius = v
            geometry.arrowBase = v
            geometry.arrowHeight = v
            let madeGeometry = PopoverGeometry(cornerRadius: v, arrowBase: v, arrowHeight: v)
            expect("PopoverGeometry.cornerRadius", geometry.cornerRadius, madeGeometry.cornerRadius)
            expect("PopoverGeometry.arrowBase", geometry.arrowBase, madeGeometry.arrowBase)
            expect("PopoverGeometry.arrowHeight", geometry.arrowHeight, madeGeometry.arrowHeight)
            for length in [geometry.cornerRadius, geometry.arrowBase, geometry.arrowHeight]
            where !(length.isFinite && length >= 0) {
                failures.append("PopoverGeometry holds \(length) for \(v)")
            }

            var shape = ShapeSpec(outline: .circle)
            shape.strokeWidth = v
            expect("ShapeSpec.strokeWidth", shape.strokeWidth, ShapeSpec(outline: .circle, strokeWidth: v).strokeWidth)

            var drag = DragHandler { $0.delta }
            drag.minimumDistance = v
            expect(
                "DragHandler.minimumDistance", drag.minimumDistance,
                DragHandler(minimumDistance: v) { $0.delta }.minimumDistance)

            let limit = rng.element(of: [Int.min, -1, 0, 1, rng.int(2 ... 10_000), Int.max])
            var rules = EntryRules(limit: 5)
            rules.limit = limit
            if rules.limit != EntryRules(limit: limit).limit {
                failures.append("EntryRules.limit = \(limit): set \(String(describing: rules.limit))")
            }
            return failures.isEmpty ? nil : failures.joined(separator: "\n")
        }
    }

    @Test func emptyTitlesReadAsTheInitializersMakeThem() {
        var action = DialogAction("Delete", role: .destructive)
        action.title = ""
        #expect(action.title == DialogAction("").title)
        var item = MenuItem("Open") {}
        item.title = ""
        #expect(item.title == MenuItem("") {}.title)
        var separator = MenuItem.separator
        separator.title = ""
        #expect(separator.title.isEmpty, "a separator's title stays empty")
    }

    /// The default `canMove` follows `axes` as it is now, not as it was given to the
    /// initializer; a `canMove` of the app's own is kept when `axes` changes.
    @Test func aDragHandlersDefaultDirectionFollowsItsAxes() {
        var handler = DragHandler(axes: .both) { $0.delta }
        handler.axes = .horizontal
        #expect(handler.canMove(Point(x: 3, y: 0)))
        #expect(!handler.canMove(Point(x: 0, y: 3)))
        handler.axes = .vertical
        #expect(!handler.canMove(Point(x: 3, y: 0)))
        #expect(handler.canMove(Point(x: 0, y: 3)))
        handler.canMove = { _ in false }
        handler.axes = .both
        #expect(!handler.canMove(Point(x: 3, y: 3)))
    }

    /// What was set is drawn: shapes with hostile strokes and corners, a motion with a
    /// hostile duration animating a change, a dialog and a menu with emptied titles, a
    /// drag handler with a hostile distance — on a stage, with input, and offscreen.
    @Test func whatWasSetIsDrawn() throws {
        let measurer = SDLTextMeasurer.shared(scale: 1)
        PropertyTest.check("hostile values set after init are drawn", cases: 200) { rng in
            final class Model: @unchecked Sendable {
                var wide = false
                var alert = true
            }
            let model = Model()
            var corners = CornerRadii(4)
            corners.topLeading = Self.number(&rng)
            corners.bottomTrailing = Self.number(&rng)
            var tile = Tile(corners: corners)
            tile.spec.strokeWidth = Self.number(&rng)
            tile.spec.stroke = RGBA(hex: 0x223344)
            var action = DialogAction("Keep")
            action.title = ""
            var item = MenuItem("Open") {}
            item.title = ""
            var handler = DragHandler(axes: .vertical) { $0.delta }
            handler.minimumDistance = Self.number(&rng)
            handler.axes = .horizontal
            let menu = MenuState()
            let stage = Stage(measurer: measurer) {
                Column(spacing: 8) {
                    tile.fill(RGBA(hex: 0x88AACC)).frame(width: model.wide ? 160 : 80, height: 60)
                    Caption("Press").onPointerDrag(axes: .horizontal, minimumDistance: handler.minimumDistance) {
                        $0.delta
                    }
                    .contextMenu(state: menu) { item }
                }
                .alert("Title", isPresented: Ref(model, \.alert), actions: [action])
            }
            var motion = Motion.easeOut(0.2)
            motion.duration = Self.number(&rng)
            motion.delay = Self.number(&rng)
            _ = stage.frame(size: Size(width: 320, height: 240), scale: 1, at: 0)
            animate(motion) { model.wide = true }
            _ = stage.frame(size: Size(width: 320, height: 240), scale: 1, at: 0.1)
            stage.pointerDown(at: Point(x: 30, y: 90))
            stage.pointerMoved(to: Point(x: 90, y: 90))
            _ = stage.pointerUp(at: Point(x: 90, y: 90))
            menu.open(at: Point(x: 40, y: 80))
            let list = stage.frame(size: Size(width: 320, height: 240), scale: 2, at: 0.4)
            _ = stage.accessibilityTree()
            do { _ = try OffscreenRenderer.render(list) } catch { return "the frame did not render: \(error)" }
            return nil
        }
    }
}
