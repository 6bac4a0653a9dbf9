import Observation
import PanelsTestSupport
import Testing

@testable import Panels

/// A selectable list's rows are controls whose fill follows the pointer: the row under
/// it is lit (the label color at 3 % over its highlight, 8 % in dark), the pressed one
/// more (5 %, 12 % in dark),
/// every other shows its highlight (the tint at 8 % when selected, clear when not) —
/// and moving or pressing redraws the rows without resolving the tree; only a click
/// that selects does.
@Suite("Lazy list row feedback")
struct LongListRowFeedbackTests {
    static let size = Size(width: 300, height: 400)
    static let rowHeight = 40.0

    static func stage(_ model: SelectionModel) -> Stage {
        Stage(measurer: NoTextMeasurer()) {
            Scroller {
                // Rows with no color of their own: the first color under a row is its fill.
                LongList(model.items, id: \.self) { _ in Gap().frame(height: Self.rowHeight) }
                    .selection(Ref(model, \.selected))
            }
        }
    }

    /// The fill row `id` shows for the pointer's state.
    static func expected(_ id: Int, selected: Set<Int>, hovered: Int?, pressed: Int?, context: PanelContext) -> RGBA {
        let highlight = selected.contains(id) ? context.color(named: "tint").withOpacity(0.08) : .clear
        let label = context.color(named: "label")
        let dark = context.appearance == .dark
        if pressed == id { return ContrastRatio.composited(label.withOpacity(dark ? 0.12 : 0.05), over: highlight) }
        if hovered == id { return ContrastRatio.composited(label.withOpacity(dark ? 0.08 : 0.03), over: highlight) }
        return highlight
    }

    @Test("Moves, presses and releases over the rows: each row shows its fill; only a click resolves")
    func rowsFollowThePointer() {
        PropertyTest.check("row feedback", cases: 200) { g in
            let model = SelectionModel(count: 12)
            var driver = Driver(Self.stage(model), size: Self.size)
            driver.frame(at: 0)
            let context = driver.stage.context
            var hovered: Int?
            var pressed: Int?
            var log: [String] = []
            for _ in 0 ..< 12 {
                // A row on screen (0 …< 10 fully), or the empty space under none.
                let target = g.int(-1 ... 9)
                let point = Point(x: g.number(5 ... 295), y: target < 0 ? 500 : (Double(target) + 0.5) * Self.rowHeight)
                let over = target < 0 ? nil : target
                let resolves = driver.stage.resolveCount
                var clicked = false
                // While a row is held, the next event releases it (a move with the
                // button down would drag the scroller, which takes the press).
                switch pressed != nil ? 3 : g.int(0 ... 3) {
                case 0, 1:
                    log.append("move \(String(describing: over))")
                    driver.send(.pointerMove(PointerEvent(location: point, button: .none)))
                    hovered = over
                case 2:
                    log.append("press \(String(describing: over))")
                    driver.send(.pointerMove(PointerEvent(location: point, button: .none)))
                    driver.send(.pointerDown(PointerEvent(location: point)))
                    hovered = over
                    pressed = over
                default:
                    // (Released where it was pressed, or elsewhere with no move between:
                    // the hover stays where the pointer last moved.)
                    log.append("release \(String(describing: over))")
                    driver.send(.pointerUp(PointerEvent(location: point)))
                    clicked = pressed != nil && pressed == over
                    pressed = nil
                }
                driver.frame(at: driver.time + 0.1)
                if !clicked && driver.stage.resolveCount != resolves {
                    return "\(log): resolved without a click"
                }
                for id in 0 ..< 10 {
                    let want = Self.expected(
                        id, selected: model.selected, hovered: hovered, pressed: pressed, context: context)
                    let shown = driver.stage.presentedColor(id: "\(id)", at: driver.time)
                    if shown != want {
                        return
                            "\(log): row \(id) shows \(String(describing: shown)), not \(want) (selected \(model.selected))"
                    }
                }
            }
            return nil
        }
    }

    @Test("Layering a translucent color over another paints as the two layers do")
    func layeredColorsPaintAsTwoLayers() {
        PropertyTest.check("layered", cases: 2_000) { g in
            func color() -> RGBA {
                RGBA(
                    red: UInt8(g.int(0 ... 255)), green: UInt8(g.int(0 ... 255)), blue: UInt8(g.int(0 ... 255)),
                    alpha: UInt8(g.int(0 ... 255)))
            }
            let top = color(), bottom = color(), under = RGBA(red: UInt8(g.int(0 ... 255)), green: 90, blue: 200)
            // Over an opaque color: one layer of the result, or the two in turn.
            let once = ContrastRatio.composited(ContrastRatio.composited(top, over: bottom), over: under)
            let twice = ContrastRatio.composited(top, over: ContrastRatio.composited(bottom, over: under))
            for (a, b) in [(once.red, twice.red), (once.green, twice.green), (once.blue, twice.blue)]
            where abs(Int(a) - Int(b)) > 2 {
                return "\(top) over \(bottom) over \(under): \(once), two layers \(twice)"
            }
            return nil
        }
    }

    @Test("Pointer events at NaN, infinite and huge places light no row, select nothing and resolve nothing")
    func nonFinitePointerPlacesLeaveRowsAtRest() {
        let model = SelectionModel(count: 12)
        var driver = Driver(Self.stage(model), size: Self.size)
        driver.frame(at: 0)
        let resolves = driver.stage.resolveCount
        let places = [Double.nan, .infinity, -.infinity, 1e300, -1e300, .greatestFiniteMagnitude]
        for x in places {
            for y in places + [20] {
                let at = Point(x: x, y: y)
                driver.send(.pointerMove(PointerEvent(location: at, button: .none)))
                driver.send(.pointerDown(PointerEvent(location: at)))
                driver.send(.pointerUp(PointerEvent(location: at)))
                driver.frame(at: driver.time + 0.01)
                for id in 0 ..< 10 {
                    #expect(driver.stage.presentedColor(id: "\(id)", at: driver.time) == .clear, "\(at)")
                }
            }
        }
        #expect(model.selected.isEmpty)
        #expect(driver.stage.resolveCount == resolves)
    }

    @Test(
        "Text on a row at rest, lit or pressed, selected or not, passes AA in light and dark, standard and high contrast"
    )
    func litRowsKeepTextReadable() {
        for appearance in Appearance.allCases {
            for increased in [false, true] {
                var context = PanelContext()
                context.appearance = appearance
                context.increasedContrast = increased
                let background = context.color(named: "background")
                for selected in [false, true] {
                    for state in ["at rest", "hovered", "pressed"] {
                        let fill = ContrastRatio.composited(
                            Self.expected(
                                0, selected: selected ? [0] : [], hovered: state == "at rest" ? nil : 0,
                                pressed: state == "pressed" ? 0 : nil, context: context),
                            over: background)
                        for name in ["label", "secondaryLabel"] {
                            let text = ContrastRatio.composited(context.color(named: name), over: fill)
                            let ratio = ContrastRatio.between(text, fill)
                            #expect(
                                ratio >= 4.5,
                                "\(name) on a \(selected ? "selected" : "plain") row \(state), \(appearance)\(increased ? ", high contrast" : ""): \(ratio)"
                            )
                        }
                    }
                }
            }
        }
    }
}
