import Observation
@testable import Panels
import Testing
import PanelsTestSupport

/// Counts the rows a list's builder is asked for.
final class RowCounter: @unchecked Sendable {
    var calls = 0
}

/// Elements of a list an app changes (inserts, deletes).
@Observable
final class ListModel {
    var items: [Int]
    init(count: Int) { items = Array(0 ..< count) }
}

/// Row `i`'s height in the varied lists: 30 … 70 pt.
func variedHeight(_ i: Int) -> Double { 30 + Double(i % 5) * 10 }

@Suite("Lazy lists")
struct LongListTests {
    static let size = Size(width: 390, height: 844)

    func list(_ box: OffsetBox, count: Int, counter: RowCounter, varied: Bool = false) -> Stage {
        let data = Array(0 ..< count)
        return Stage(measurer: NoTextMeasurer()) {
            Scroller(offset: Ref(box, \.offset), target: Ref(box, \.target)) {
                LongList(data, id: \.self, estimatedRowHeight: 44) { i in
                    let _ = counter.calls += 1
                    Swatch(RGBA(hex: 0xE5E5EA)).frame(height: varied ? variedHeight(i) : 44)
                }
            }
        }
    }

    /// Screen y of every row id on screen at the last frame (ids 0 … count-1 probed
    /// around `near`).
    func visibleRows(_ stage: Stage, near: Int, span: Int = 60) -> [Int: Double] {
        var result: [Int: Double] = [:]
        for i in max(0, near - span) ... near + span {
            if let frame = stage.presentedFrame(id: "\(i)"), frame.maxY > 0, frame.minY < Self.size.height {
                result[i] = frame.minY
            }
        }
        return result
    }

    @Test("Of 100,000 rows only the visible ones and a viewport each side are resolved, frame after frame")
    func resolvesOnlyVisibleRows() {
        let box = OffsetBox()
        let counter = RowCounter()
        var driver = Driver(list(box, count: 100_000, counter: counter), size: Self.size)
        // At most 3 viewports of 44 pt rows (+2 partly covered) per resolve.
        let bound = Int((3 * Self.size.height / 44).rounded(.up)) + 2
        #expect(counter.calls <= 2 * bound, "first frame: \(counter.calls)")
        #expect(driver.stage.presentedFrame(id: "0")?.minY == 0)
        #expect(driver.stage.presentedFrame(id: "200") == nil)
        for step in 1 ... 60 {
            counter.calls = 0
            driver.send(.wheel(dx: 0, dy: -1, at: Point(x: 100, y: 400), modifiers: []))
            driver.frame(at: Double(step) / 60)
            #expect(counter.calls <= bound, "step \(step): \(counter.calls) rows resolved")
        }
        #expect(box.offset.y == 2_400)
        let first = Int(2_400 / 44)
        #expect(driver.stage.presentedFrame(id: "\(first)") != nil)
        #expect(driver.stage.presentedFrame(id: "\(first + 36)") != nil, "overscan below")
        #expect(driver.stage.presentedFrame(id: "\(first - 18)") != nil, "overscan above")
        #expect(driver.stage.presentedFrame(id: "\(first + 41)") == nil)
        #expect(driver.stage.presentedFrame(id: "\(first - 22)") == nil)
        #expect(driver.stage.presentedFrame(id: "0") == nil)
        // Far away: End resolves the last rows only.
        driver.down(100, 400)
        driver.up(100, 400)
        counter.calls = 0
        driver.stage.keyDown(.end)
        driver.frame(at: 2)
        #expect(counter.calls <= 3 * bound)
        #expect(driver.stage.presentedFrame(id: "99999")?.maxY == Self.size.height)
    }

    @Test("Inside Measured content a lazy list resolves the rows its stage wants, and only when they change")
    func measuredContentFollowsTheStagesWindow() {
        let box = OffsetBox()
        let counter = RowCounter()
        let data = Array(0 ..< 100_000)
        let stage = Stage(measurer: NoTextMeasurer()) {
            Measured { _ in
                Scroller(offset: Ref(box, \.offset), target: Ref(box, \.target)) {
                    LongList(data, id: \.self, estimatedRowHeight: 44) { i in
                        let _ = counter.calls += 1
                        Swatch(RGBA(hex: 0xE5E5EA)).frame(height: 44)
                    }
                }
            }
        }
        var driver = Driver(stage, size: Self.size)
        for step in 1 ... 60 {
            driver.send(.wheel(dx: 0, dy: -1, at: Point(x: 100, y: 400), modifiers: []))
            driver.frame(at: Double(step) / 60)
        }
        #expect(box.offset.y == 2_400)
        let first = Int(2_400 / 44)
        #expect(driver.stage.presentedFrame(id: "\(first)")?.minY == Double(first) * 44 - 2_400)
        #expect(driver.stage.presentedFrame(id: "\(first + 36)") != nil, "overscan below")
        #expect(driver.stage.presentedFrame(id: "0") == nil)
        // At rest: frames drawn anyway resolve nothing (the window the list resolved
        // is the one the stage wants).
        let resolves = driver.stage.resolveCount
        counter.calls = 0
        for k in 1 ... 3 { driver.frame(at: 2 + Double(k)) }
        #expect(driver.stage.resolveCount == resolves)
        #expect(counter.calls == 0)
    }

    @Test("Rows of measured heights other than the estimate do not move what is on screen, down and up")
    func correctionsKeepTheScreenStill() {
        let box = OffsetBox()
        let counter = RowCounter()
        var driver = Driver(list(box, count: 5_000, counter: counter, varied: true), size: Self.size)
        var time = 0.0
        func step(_ lines: Double) -> (before: [Int: Double], after: [Int: Double], moved: Double) {
            let near = Int(box.offset.y / 50)
            let before = visibleRows(driver.stage, near: near)
            let offset = box.offset.y
            driver.send(.wheel(dx: 0, dy: lines, at: Point(x: 100, y: 400), modifiers: []))
            time += 1.0 / 60
            driver.frame(at: time)
            _ = offset
            return (before, visibleRows(driver.stage, near: near), -lines * 40)
        }
        for _ in 0 ..< 150 {
            let (before, after, moved) = step(-1)
            for (id, y) in before {
                guard let now = after[id] else { continue }
                #expect(now == y - moved, "row \(id) moved \(y - now) instead of \(moved)")
            }
        }
        // Jump into the middle, where nothing above was measured, then scroll up.
        box.offset = Point(x: 0, y: 120_000)
        time += 1
        driver.frame(at: time)
        driver.frame(at: time + 0.01)
        time += 0.01
        for _ in 0 ..< 150 {
            let (before, after, moved) = step(1)
            for (id, y) in before {
                guard let now = after[id] else { continue }
                #expect(now == y - moved, "row \(id) moved \(y - now) instead of \(moved) going up")
            }
        }
        // Rows keep their measured heights.
        let rows = visibleRows(driver.stage, near: Int(box.offset.y / 50)).sorted { $0.key < $1.key }
        for (a, b) in zip(rows, rows.dropFirst()) where b.key == a.key + 1 {
            #expect(b.value - a.value == variedHeight(a.key))
        }
    }

    @Test("Inserting and deleting elements above the rows on screen leaves them where they are")
    func stableAcrossInsertsAndDeletes() {
        let box = OffsetBox()
        let model = ListModel(count: 10_000)
        let stage = Stage(measurer: NoTextMeasurer()) {
            Scroller(offset: Ref(box, \.offset)) {
                LongList(model.items, id: \.self, estimatedRowHeight: 44) { i in
                    Swatch(RGBA(hex: 0xE5E5EA)).frame(height: 44)
                }
            }
        }
        var driver = Driver(stage, size: Self.size)
        box.offset = Point(x: 0, y: 44 * 500 + 10)
        driver.frame(at: 0.1)
        driver.frame(at: 0.2)
        let before = visibleRows(stage, near: 510)
        #expect(before[500] == -10)
        model.items.insert(contentsOf: (20_000 ..< 20_010), at: 100)
        driver.frame(at: 0.3)
        driver.frame(at: 0.4)
        #expect(visibleRows(stage, near: 510) == before, "inserted above: nothing on screen moved")
        model.items.removeSubrange(0 ..< 50)
        driver.frame(at: 0.5)
        driver.frame(at: 0.6)
        #expect(visibleRows(stage, near: 510) == before, "deleted above: nothing on screen moved")
        model.items.remove(at: model.items.firstIndex(of: 501)!)
        driver.frame(at: 0.7)
        driver.frame(at: 0.8)
        let after = visibleRows(stage, near: 510)
        #expect(after[500] == -10 && after[502] == 34, "deleted on screen: the rows below close up")
    }

    @Test("Scroll to a row that is not resolved yet")
    func scrollToUnresolvedRow() {
        let box = OffsetBox()
        let counter = RowCounter()
        var driver = Driver(list(box, count: 100_000, counter: counter), size: Self.size)
        box.target = ScrollTarget(id: "50000", anchor: .top, animated: false)
        driver.frame(at: 0.1)
        driver.frame(at: 0.2)
        driver.frame(at: 0.3)
        #expect(driver.stage.presentedFrame(id: "50000")?.minY == 0)
        #expect(driver.stage.presentedFrame(id: "50001")?.minY == 44)
        #expect(counter.calls < 400)
        driver.stage.scroll(to: ScrollTarget(id: "49990", anchor: .center, animated: true))
        driver.frame(at: 0.4)
        driver.frame(at: 1.0)
        let center = driver.stage.presentedFrame(id: "49990")
        #expect(center.map { abs($0.midY - Self.size.height / 2) < 0.5 } == true, "\(String(describing: center))")
    }
}

@Suite("Lazy list properties")
struct LongListPropertyTests {
    @Test(
        "Whatever the heights and moves: resolved rows are contiguous, cover the viewport, stay few, and on-screen rows move only with the scroll"
    )
    func windowInvariants() {
        let size = Size(width: 300, height: 400)
        PropertyTest.check("lazy list window", cases: 40) { random in
            let count = random.int(1 ... 3_000)
            let spread = random.int(0 ... 60)
            let base = random.number(20 ... 80)
            let seed = random.int(0 ... 1_000)
            func height(_ i: Int) -> Double { base + Double((i &* 7919 &+ seed) % (spread + 1)) }
            let box = OffsetBox()
            let data = Array(0 ..< count)
            let estimate = random.number(20 ... 100)
            let stage = Stage(measurer: NoTextMeasurer()) {
                Scroller(offset: Ref(box, \.offset)) {
                    LongList(data, id: \.self, estimatedRowHeight: estimate) { i in
                        Swatch(RGBA(hex: 0xE5E5EA)).frame(height: height(i))
                    }
                }
            }
            var time = 0.0
            _ = stage.frame(size: size, scale: 1, at: time)
            var guess = 0
            for step in 0 ..< 25 {
                let jump = random.int(0 ... 9) == 0
                var before: [Int: Double] = [:]
                var lines = 0.0
                if jump {
                    box.offset = Point(x: 0, y: random.number(0 ... Double(count) * base))
                } else {
                    for i in max(0, guess - 40) ... min(count - 1, guess + 40) {
                        if let f = stage.presentedFrame(id: "\(i)"), f.maxY > 0, f.minY < size.height {
                            before[i] = f.minY
                        }
                    }
                    lines = random.number(-12 ... 12)
                    stage.handle(.wheel(dx: 0, dy: lines, at: Point(x: 150, y: 200), modifiers: []), at: time)
                }
                time += 1.0 / 60
                let start = box.offset.y
                _ = stage.frame(size: size, scale: 1, at: time)
                // Find the resolved rows around where the offset points.
                var rows: [(Int, Rect)] = []
                guard let record = stage.scene.tree.longLists.values.first else { return "step \(step): no list" }
                for i in record.first ..< record.first + record.keys.count {
                    if let f = stage.presentedFrame(id: "\(i)") { rows.append((i, f)) }
                }
                guard let first = rows.first, let last = rows.last else { return "step \(step): no rows at \(start)" }
                guess = rows.first(where: { $0.1.maxY > 0 })?.0 ?? first.0
                if last.0 - first.0 + 1 != rows.count { return "step \(step): rows not contiguous" }
                for (a, b) in zip(rows, rows.dropFirst()) where abs(b.1.minY - a.1.maxY) > 1e-9 {
                    return "step \(step): rows \(a.0) and \(b.0) not adjacent"
                }
                if first.1.minY > 0 && first.0 != 0 { return "step \(step): gap above row \(first.0)" }
                if last.1.maxY < size.height && last.0 != count - 1 { return "step \(step): gap below row \(last.0)" }
                let tallest = base + Double(spread)
                if Double(rows.count) > 3 * size.height / base + 4 + 2 * tallest / base {
                    return "step \(step): \(rows.count) rows resolved"
                }
                for (i, y) in before {
                    guard let now = stage.presentedFrame(id: "\(i)")?.minY else { continue }
                    let moved = y - now
                    // The wheel moves by 40 pt a line unless an end stops it: then less, never more, and the same way.
                    if lines != 0, (moved * -lines < -1e-9 || abs(moved) > abs(lines) * 40 + 1e-9) {
                        return "step \(step): row \(i) moved \(moved) for \(lines) lines"
                    }
                }
                if !before.isEmpty && lines != 0 {
                    let moves = Set(before.compactMap { i, y in stage.presentedFrame(id: "\(i)").map { y - $0.minY } })
                    if moves.count > 1 { return "step \(step): rows on screen moved apart: \(moves)" }
                }
            }
            return nil
        }
    }
}

/// A list whose data and offset the app changes together.
@Observable
final class ReorderModel {
    var items = Array(0 ..< 2_000)
    var offset = Point.zero
}

@Suite("Lazy lists: the app's offset")
struct LongListAppOffsetTests {
    @Test("New data and an offset set in the same update: the offset wins over the row that was on screen")
    func offsetWinsOverTheFirstVisibleRow() {
        let model = ReorderModel()
        let size = Size(width: 300, height: 600)
        var driver = Driver(
            Stage(measurer: NoTextMeasurer()) {
                Scroller(offset: Ref(model, \.offset)) {
                    LongList(model.items, id: \.self, estimatedRowHeight: 40) { _ in
                        Swatch(.white).frame(height: 40)
                    }
                }
            }, size: size)
        model.offset = Point(x: 0, y: 40 * 1_000)
        driver.frame(at: 1)
        driver.frame(at: 2)
        #expect(driver.stage.presentedFrame(id: "1000")?.minY == 0)
        // Reversed, and "start from the top".
        model.items.reverse()
        model.offset = .zero
        driver.frame(at: 3)
        driver.frame(at: 4)
        #expect(driver.stage.presentedFrame(id: "1999")?.minY == 0, "the new first row at the top")
        #expect(model.offset == .zero)
        // Rows removed above with no offset set: the row on screen stays where it is.
        model.offset = Point(x: 0, y: 40 * 500)
        driver.frame(at: 5)
        driver.frame(at: 6)
        let onScreen = 1_999 - 500
        #expect(driver.stage.presentedFrame(id: "\(onScreen)")?.minY == 0)
        model.items.removeFirst(100)
        driver.frame(at: 7)
        driver.frame(at: 8)
        #expect(driver.stage.presentedFrame(id: "\(onScreen)")?.minY == 0, "kept in place")
    }
}

@Suite("Lazy lists: animated changes")
struct LongListAnimationTests {
    static func stage(_ model: SelectionModel) -> Stage {
        Stage(measurer: NoTextMeasurer()) {
            Scroller {
                LongList(model.items, id: \.self) { _ in Swatch(.white).frame(height: 40) }
                    .selection(Ref(model, \.selected))
            }
        }
    }

    @Test(
        "Rows inserted and removed in animate: the rows below glide, the selection stays with its row; none under reduce motion"
    )
    func insertAndRemove() {
        for reduce in [false, true] {
            let model = SelectionModel(count: 20)
            model.selected = [5]
            let stage = Self.stage(model)
            if reduce { stage.context.reduceMotion = true }
            var driver = Driver(stage, size: Size(width: 300, height: 600))
            animate(.linear(1)) { model.items.insert(100, at: 2) }
            driver.frame(at: 1)
            driver.frame(at: 1.5)
            let middle = driver.stage.presentedFrame(id: "5")?.minY ?? -1
            if reduce {
                #expect(middle == 240, "reduce motion: at once")
            } else {
                #expect(middle > 200 && middle < 240, "gliding down: \(middle)")
            }
            driver.frame(at: 2.5)
            #expect(driver.stage.presentedFrame(id: "5")?.minY == 240)
            #expect(driver.stage.presentedFrame(id: "100")?.minY == 80)
            #expect(model.selected == [5])
            let tree = driver.stage.accessibilityTree()
            #expect(tree.elements.first { $0.id == "5" }?.states.contains(.selected) == true)
            animate(.linear(1)) { model.items.removeAll { $0 == 100 || $0 == 3 } }
            driver.frame(at: 3)
            driver.frame(at: 3.5)
            let back = driver.stage.presentedFrame(id: "5")?.minY ?? -1
            if reduce {
                #expect(back == 160)
            } else {
                #expect(back > 160 && back < 240, "gliding up: \(back)")
            }
            driver.frame(at: 4.5)
            #expect(driver.stage.presentedFrame(id: "5")?.minY == 160)
            #expect(model.selected == [5])
        }
    }
}
