import Observation
import Panels
import PanelsSDL
import PanelsTestSupport
import Testing

/// The photos a grid selects in, and the rows a list does.
@Observable
final class GridSelectionModel {
    var selected: Int?
    var rows: Set<Int> = []
}

/// A selectable grid's cells are controls drawn over their content: lit under the
/// pointer and pressed (the label color at 3 % and 5 %, over a photo as over a clear
/// cell), ringed in the tint while selected — a photo covers the highlight behind it —
/// and moving or pressing redraws them without resolving. Read from the pixels drawn.
@Suite("Lazy grid cell feedback")
struct LongGridCellFeedbackTests {
    static let size = Size(width: 300, height: 200)
    static let white = RGBA(hex: 0xFFFFFF)

    static func stage(_ model: GridSelectionModel) -> Stage {
        Stage {
            Scroller {
                LongGrid(
                    Array(0 ..< 6), id: \.self, columns: [.fixed(100), .fixed(100), .fixed(100)], spacing: 0,
                    estimatedRowHeight: 100
                ) { _ in Gap().frame(height: 100) }
                .selection(Ref(model, \.selected))
            }
            .background(Self.white)
        }
    }

    /// The pixel at the middle of cell `id` and the one just inside its top-left corner.
    static func pixels(_ driver: Driver, _ id: Int) throws -> (middle: RGBA, edge: RGBA) {
        let frame = try #require(driver.stage.presentedFrame(id: "\(id)"))
        let image = try OffscreenRenderer.render(driver.stage.frame(size: Self.size, scale: 1, at: driver.time))
        return (
            image.pixel(x: Int(frame.midX), y: Int(frame.midY)),
            image.pixel(x: Int(frame.minX) + 1, y: Int(frame.minY) + 1)
        )
    }

    /// `color` drawn on white, as the screen shows it.
    static func onWhite(_ color: RGBA) -> RGBA { ContrastRatio.composited(color, over: white) }

    static func near(_ a: RGBA, _ b: RGBA) -> Bool {
        abs(Int(a.red) - Int(b.red)) <= 2 && abs(Int(a.green) - Int(b.green)) <= 2
            && abs(Int(a.blue) - Int(b.blue)) <= 2
    }

    @Test("Hovered, pressed, clicked and selected cells, drawn; only the click resolves")
    func cellsFollowThePointerAndShowTheSelection() throws {
        let model = GridSelectionModel()
        var driver = Driver(Self.stage(model), size: Self.size)
        driver.frame(at: 0)
        let context = driver.stage.context
        let label = context.color(named: "label"), tint = context.color(named: "tint")
        let center = { (id: Int) -> Point in
            let frame = driver.stage.presentedFrame(id: "\(id)")!
            return Point(x: frame.midX, y: frame.midY)
        }
        #expect(try Self.pixels(driver, 1).middle == Self.white, "at rest: the cell's content, clear, on white")

        let resolves = driver.stage.resolveCount
        driver.send(.pointerMove(PointerEvent(location: center(1), button: .none)))
        driver.frame(at: 0.1)
        let hovered = try Self.pixels(driver, 1).middle
        #expect(Self.near(hovered, Self.onWhite(label.withOpacity(0.03))), "hovered: \(hovered)")
        #expect(try Self.pixels(driver, 2).middle == Self.white)

        driver.send(.pointerMove(PointerEvent(location: center(4), button: .none)))
        driver.send(.pointerDown(PointerEvent(location: center(4))))
        driver.frame(at: 0.2)
        let pressed = try Self.pixels(driver, 4).middle
        #expect(Self.near(pressed, Self.onWhite(label.withOpacity(0.05))), "pressed: \(pressed)")
        #expect(try Self.pixels(driver, 1).middle == Self.white, "the cell the pointer left is at rest again")
        #expect(driver.stage.resolveCount == resolves, "moving and pressing resolved the tree")

        driver.send(.pointerUp(PointerEvent(location: center(4))))
        driver.frame(at: 0.3)
        #expect(model.selected == 4)
        driver.send(.pointerMove(PointerEvent(location: Point(x: 150, y: 199), button: .none)))
        driver.send(.pointerMove(PointerEvent(location: center(0), button: .none)))
        driver.frame(at: 0.4)
        let selected = try Self.pixels(driver, 4)
        #expect(Self.near(selected.middle, Self.onWhite(tint.withOpacity(0.08))), "selected: \(selected.middle)")
        #expect(Self.near(selected.edge, tint), "the selected cell's ring: \(selected.edge)")
        #expect(try Self.pixels(driver, 3).edge == Self.white, "an unselected cell has no ring")
    }

    @Test(
        "A selected list row: the faint tint behind it, and the tint's bar along its leading edge, in both directions")
    func selectedRowShowsItsBar() throws {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let model = GridSelectionModel()
            model.rows = [2]
            let stage = Stage {
                Scroller {
                    LongList(Array(0 ..< 6), id: \.self) { _ in Gap().frame(height: 40) }
                        .selection(Ref(model, \.rows))
                }
                .background(Self.white)
                .layoutDirection(direction)
            }
            let image = try OffscreenRenderer.render(stage.frame(size: Self.size, scale: 1, at: 0))
            let frame = try #require(stage.presentedFrame(id: "2"))
            let tint = stage.context.color(named: "tint")
            let leading = direction == .leftToRight ? Int(frame.minX) + 1 : Int(frame.maxX) - 2
            let trailing = direction == .leftToRight ? Int(frame.maxX) - 2 : Int(frame.minX) + 1
            let y = Int(frame.midY)
            #expect(Self.near(image.pixel(x: leading, y: y), tint), "\(direction): the bar")
            #expect(Self.near(image.pixel(x: trailing, y: y), Self.onWhite(tint.withOpacity(0.08))), "\(direction)")
            let other = try #require(stage.presentedFrame(id: "3"))
            #expect(image.pixel(x: leading, y: Int(other.midY)) == Self.white, "\(direction): an unselected row")
        }
    }
}
