import Observation
@testable import Panels
import Testing
import PanelsTestSupport

/// A list an app selects in: its rows' ids and the selection.
@Observable
final class SelectionModel {
    var items: [Int]
    var selected: Set<Int> = []
    var one: Int?
    init(count: Int) { items = Array(0 ..< count) }
}

@Suite("Lazy list selection")
struct LongListSelectionTests {
    static let size = Size(width: 300, height: 600)

    static func stage(_ model: SelectionModel, single: Bool = false) -> Stage {
        Stage(measurer: NoTextMeasurer()) {
            Scroller {
                if single {
                    LongList(model.items, id: \.self) { _ in Swatch(.white).frame(height: 20) }
                        .selection(Ref(model, \.one))
                } else {
                    LongList(model.items, id: \.self) { _ in Swatch(.white).frame(height: 20) }
                        .selection(Ref(model, \.selected))
                }
            }
        }
    }

    /// Clicks row `id` (at its middle) with `modifiers`, then draws a frame.
    static func click(_ driver: inout Driver, _ id: Int, _ modifiers: KeyModifiers = []) {
        guard let frame = driver.stage.presentedFrame(id: "\(id)") else {
            Issue.record("row \(id) is not on screen")
            return
        }
        let point = Point(x: frame.midX, y: frame.midY)
        driver.send(.pointerDown(PointerEvent(location: point, modifiers: modifiers)))
        driver.send(.pointerUp(PointerEvent(location: point, modifiers: modifiers)))
        driver.frame(at: driver.time + 1.0 / 60)
    }

    /// The ids of the rows the accessibility tree says are selected.
    static func selectedItems(_ stage: Stage) -> Set<Int> {
        let tree = stage.accessibilityTree()
        return Set(
            tree.elements.filter { $0.role == .listItem && $0.states.contains(.selected) }.compactMap {
                $0.id.flatMap { Int($0) }
            })
    }

    @Test("Click selects one row, Ctrl-click toggles, Shift-click selects from the anchor, as the app's value")
    func clicks() {
        let model = SelectionModel(count: 20)
        var driver = Driver(Self.stage(model), size: Self.size)
        Self.click(&driver, 3)
        #expect(model.selected == [3])
        Self.click(&driver, 7, .control)
        #expect(model.selected == [3, 7])
        Self.click(&driver, 3, .control)
        #expect(model.selected == [7])
        Self.click(&driver, 10, .shift)
        #expect(model.selected == Set(3 ... 10), "from the anchor: the last plain or Ctrl click")
        Self.click(&driver, 5, .shift)
        #expect(model.selected == [3, 4, 5])
        #expect(Self.selectedItems(driver.stage) == [3, 4, 5])
        Self.click(&driver, 12)
        #expect(model.selected == [12])
        // Rows are list items a press selects, selected ones say so.
        let tree = driver.stage.accessibilityTree()
        let item = tree.elements.first { $0.id == "12" }
        #expect(item?.role == .listItem)
        #expect(item?.states.contains(.selected) == true)
        #expect(item?.actions == [.press])
        #expect(tree.elements.first { $0.id == "11" }?.states.contains(.selected) == false)
    }

    @Test("Arrows move the selection and bring the row into view, Shift extends, Space toggles; single selection")
    func keys() {
        let model = SelectionModel(count: 100)
        var driver = Driver(Self.stage(model), size: Self.size)
        Self.click(&driver, 2)
        #expect(driver.stage.keyDown(.down))
        driver.frame(at: 1)
        #expect(model.selected == [3])
        _ = driver.stage.keyDown(KeyName.down.with(.shift))
        _ = driver.stage.keyDown(KeyName.down.with(.shift))
        driver.frame(at: 2)
        #expect(model.selected == [3, 4, 5])
        _ = driver.stage.keyDown(.space)
        driver.frame(at: 3)
        #expect(model.selected == [3, 4])
        _ = driver.stage.keyDown(.up)
        driver.frame(at: 4)
        #expect(model.selected == [4])
        // Far down: the row the arrows reach is scrolled into view.
        Self.click(&driver, 28)
        for step in 0 ..< 10 {
            _ = driver.stage.keyDown(.down)
            driver.frame(at: 5 + Double(step) / 60)
        }
        #expect(model.selected == [38])
        let frame = driver.stage.presentedFrame(id: "38")
        #expect(frame.map { $0.minY >= 0 && $0.maxY <= Self.size.height } == true, "\(String(describing: frame))")

        let single = SelectionModel(count: 10)
        var one = Driver(Self.stage(single, single: true), size: Self.size)
        Self.click(&one, 4)
        #expect(single.one == 4)
        Self.click(&one, 6, .shift)
        #expect(single.one == 6, "no ranges in a single selection")
        _ = one.stage.keyDown(.down)
        one.frame(at: 1)
        #expect(single.one == 7)
        Self.click(&one, 7, .control)
        #expect(single.one == nil)
    }
}

@Suite("Lazy list selection properties")
struct LongListSelectionPropertyTests {
    @Test("After random clicks, inserts and deletes the selection is what identity says it is")
    func selectionFollowsIdentity() {
        let size = Size(width: 300, height: 600)
        PropertyTest.check("selection by identity", cases: 40) { random in
            let model = SelectionModel(count: random.int(1 ... 25))
            var driver = Driver(LongListSelectionTests.stage(model), size: size)
            var next = 1_000
            var expected: Set<Int> = []
            var anchor: Int?
            var log: [String] = []
            for step in 0 ..< 25 {
                switch random.int(0 ... 5) {
                case 0 where model.items.count < 28:
                    let place = random.int(0 ... model.items.count)
                    model.items.insert(next, at: place)
                    log.append("insert \(next) at \(place)")
                    next += 1
                case 1 where model.items.count > 1:
                    let gone = model.items.remove(at: random.int(0 ... model.items.count - 1))
                    log.append("delete \(gone)")
                    // The app keeps its selection; the test's expectation keeps it too.
                    if anchor == gone { anchor = nil }
                default:
                    // A row on screen (one inserted above the first row on screen is kept
                    // out of view: the rows on screen stay where they are).
                    let visible = model.items.filter { id in
                        driver.stage.presentedFrame(id: "\(id)").map { $0.minY >= 0 && $0.maxY <= size.height } ?? false
                    }
                    guard !visible.isEmpty else { break }
                    let id = random.element(of: visible)
                    let modifiers = random.element(of: [KeyModifiers(), .shift, .control])
                    LongListSelectionTests.click(&driver, id, modifiers)
                    log.append("click \(id) \(modifiers.rawValue)")
                    if modifiers == .shift, let from = anchor, let a = model.items.firstIndex(of: from),
                        let b = model.items.firstIndex(of: id)
                    {
                        expected = Set(model.items[min(a, b) ... max(a, b)])
                    } else if modifiers == .control {
                        if expected.remove(id) == nil { expected.insert(id) }
                        anchor = id
                    } else {
                        expected = [id]
                        anchor = id
                    }
                }
                // Long enough for inserted and moved rows to finish moving (clicks aim at rows at rest).
                driver.frame(at: driver.time + 1)
                if model.selected != expected {
                    return
                        "step \(step): selected \(model.selected.sorted()), expected \(expected.sorted()) after \(log), items \(model.items)"
                }
                let shown = LongListSelectionTests.selectedItems(driver.stage)
                if shown != expected.intersection(model.items) {
                    return "step \(step): rows shown selected \(shown.sorted()), expected \(expected.sorted())"
                }
            }
            return nil
        }
    }
}
