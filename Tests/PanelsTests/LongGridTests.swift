import Observation
@testable import Panels
import Testing
import PanelsTestSupport

/// A grid an app scrolls and selects in.
@Observable
final class GridModel {
    var items: [Int]
    var offset = Point.zero
    var selected: Int?
    init(count: Int) { items = Array(0 ..< count) }
}

@Suite("Lazy grid columns")
struct GridColumnTests {
    @Test(
        "Adaptive columns: ⌊(width + spacing) ÷ (minimum + spacing)⌋ ≥ 1 of them, filling the width exactly, mirrored in RTL"
    )
    func adaptiveRule() {
        PropertyTest.check("adaptive column rule", cases: 5_000) { random in
            let width = random.number(0 ... 2_000)
            let minimum = random.number(1 ... 400)
            let spacing = random.number(0 ... 24)
            let layout = GridColumnLayout([.adaptive(minimum: minimum)], width: width, spacing: spacing)
            let expected = max(1, Int(((width + spacing) / (minimum + spacing)).rounded(.down)))
            guard layout.count == expected else {
                return "width \(width) min \(minimum) spacing \(spacing): \(layout.count) columns, not \(expected)"
            }
            let used = layout.widths.reduce(0, +) + spacing * Double(layout.count - 1)
            if width >= minimum && used != width {
                return "width \(width) min \(minimum) spacing \(spacing): columns and gaps take \(used)"
            }
            if width >= minimum, let narrowest = layout.widths.min(), narrowest < minimum - 1 {
                return "a column of \(narrowest) under the minimum \(minimum)"
            }
            if let a = layout.widths.min(), let b = layout.widths.max(), b - a > 1 {
                return "columns differ by \(b - a) pt: \(layout.widths)"
            }
            for k in 0 ..< layout.count {
                let x = layout.offsets[k]
                if k > 0, x != layout.offsets[k - 1] + layout.widths[k - 1] + spacing {
                    return "gap before column \(k) is not \(spacing)"
                }
                let mirrored = layout.leftEdges(width: width, rightToLeft: true)[k]
                if mirrored != width - x - layout.widths[k] { return "column \(k) not mirrored in RTL" }
            }
            return nil
        }
    }

    @Test("Fixed columns keep their width, flexible ones stay in their bounds and fill what is left")
    func mixedRule() {
        PropertyTest.check("mixed column rule", cases: 5_000) { random in
            var columns: [GridColumn] = []
            var description: [String] = []
            for _ in 0 ..< random.int(1 ... 6) {
                switch random.int(0 ... 2) {
                case 0:
                    let w = random.number(0 ... 120)
                    columns.append(.fixed(w))
                    description.append("fixed \(w)")
                case 1:
                    let low = random.number(0 ... 100)
                    let high = random.bool() ? Double.infinity : low + random.number(0 ... 200)
                    columns.append(.flexible(minimum: low, maximum: high))
                    description.append("flexible \(low)…\(high)")
                default:
                    guard !description.contains(where: { $0.hasPrefix("adaptive") }) else { continue }
                    let low = random.number(1 ... 150)
                    columns.append(.adaptive(minimum: low))
                    description.append("adaptive \(low)")
                }
            }
            let width = random.number(0 ... 1_500)
            let spacing = random.number(0 ... 16)
            let layout = GridColumnLayout(columns, width: width, spacing: spacing)
            let context = "\(description) in \(width) spacing \(spacing): \(layout.widths)"
            guard layout.count >= columns.count else { return "fewer columns than given: \(context)" }
            // At most one adaptive column: it takes the columns the others leave.
            let expansion = layout.count - columns.count + 1
            var k = 0
            var flexible: [(Double, Double)] = []
            var fixedSum = 0.0
            for column in columns {
                switch column.kind {
                case .fixed(let w):
                    if layout.widths[k] != w { return "fixed column \(k) is \(layout.widths[k]): \(context)" }
                    fixedSum += w
                    k += 1
                case .flexible(let low, let high), .adaptive(let low, let high):
                    let n: Int
                    if case .adaptive = column.kind { n = expansion } else { n = 1 }
                    for _ in 0 ..< n {
                        if layout.widths[k] < low - 1 || layout.widths[k] > high + 1 {
                            return "column \(k) out of its bounds \(low)…\(high): \(context)"
                        }
                        flexible.append((low, high))
                        k += 1
                    }
                }
            }
            // When every bound allows it, columns and gaps fill the width exactly.
            let gaps = spacing * Double(layout.count - 1)
            let free = width - gaps - fixedSum
            let minimums = flexible.map(\.0).reduce(0, +)
            let maximums = flexible.map(\.1).reduce(0, +)
            let used = layout.widths.reduce(0, +) + gaps
            if !flexible.isEmpty && free >= minimums && free <= maximums && used != width {
                return "columns and gaps take \(used), not \(width): \(context)"
            }
            return nil
        }
    }

    @Test("Bad lengths are clamped: no crash, no endless columns")
    func hostileLengths() {
        let values: [Double] = [.nan, .infinity, -.infinity, -5, 0, 1e300, 3]
        for width in values {
            for minimum in values {
                for spacing in values {
                    let layout = GridColumnLayout(
                        [.adaptive(minimum: minimum, maximum: minimum), .fixed(minimum), .flexible(minimum: minimum)],
                        width: width, spacing: spacing)
                    #expect(layout.count >= 3 && layout.count <= 10_002)
                    #expect(layout.widths.allSatisfy { $0.isFinite && $0 >= 0 })
                }
            }
        }
    }
}

@Suite("Lazy grid")
struct LongGridTests {
    static func stage(
        _ model: GridModel, columns: [GridColumn], spacing: Double = 4, height: Double = 50,
        rightToLeft: Bool = false, selectable: Bool = false
    ) -> Stage {
        Stage(measurer: NoTextMeasurer()) {
            Scroller(offset: Ref(model, \.offset)) {
                if selectable {
                    LongGrid(model.items, id: \.self, columns: columns, spacing: spacing, estimatedRowHeight: height) {
                        _ in Swatch(.white).frame(height: height)
                    }
                    .selection(Ref(model, \.selected))
                } else {
                    LongGrid(model.items, id: \.self, columns: columns, spacing: spacing, estimatedRowHeight: height) {
                        _ in Swatch(.white).frame(height: height)
                    }
                }
            }
            .layoutDirection(rightToLeft ? .rightToLeft : .leftToRight)
        }
    }

    @Test("Cells on screen are exactly those the column rule places there, within one viewport of overscan")
    func cellsIntersectingTheViewport() {
        PropertyTest.check("grid cells laid out", cases: 150) { random in
            let count = random.int(0 ... 600)
            let model = GridModel(count: count)
            let width = random.number(40 ... 700)
            let minimum = random.number(20 ... 200)
            let spacing = random.number(0 ... 12)
            let height = random.number(10 ... 90)
            let rtl = random.bool()
            let size = Size(width: width, height: random.number(100 ... 600))
            var driver = Driver(
                Self.stage(
                    model, columns: [.adaptive(minimum: minimum)], spacing: spacing, height: height,
                    rightToLeft: rtl), size: size)
            let layout = GridColumnLayout([.adaptive(minimum: minimum)], width: width, spacing: spacing)
            let columns = layout.count
            let rows = (count + columns - 1) / columns
            let content = max(0, Double(rows) * (height + spacing) - spacing)
            let offset = random.number(0 ... max(0, content - size.height))
            model.offset = Point(x: 0, y: offset)
            driver.frame(at: 1)
            driver.frame(at: 2)
            let lefts = layout.leftEdges(width: width, rightToLeft: rtl)
            for i in 0 ..< count {
                let row = i / columns
                let column = i % columns
                let top = Double(row) * (height + spacing) - offset
                let visible = top < size.height && top + height > 0
                let frame = driver.stage.presentedFrame(id: "\(i)")
                if visible {
                    guard let frame else { return "cell \(i) is visible and not laid out" }
                    let expected = Rect(x: lefts[column], y: top, width: layout.widths[column], height: height)
                    if frame != expected { return "cell \(i) at \(frame), not \(expected) (rtl \(rtl))" }
                } else if frame != nil && (top + height < -size.height - height || top > 2 * size.height + height) {
                    return "cell \(i) beyond one viewport of overscan is laid out (top \(top))"
                }
            }
            return nil
        }
    }

    @Test("A resize lays the columns out again; a frame resolves O(visible cells)")
    func resize() {
        let model = GridModel(count: 100_000)
        var driver = Driver(
            Self.stage(model, columns: [.adaptive(minimum: 100)], spacing: 0), size: Size(width: 400, height: 600))
        #expect(driver.stage.presentedFrame(id: "3")?.minX == 300)
        #expect(driver.stage.presentedFrame(id: "4")?.minY == 50)
        driver.size = Size(width: 600, height: 600)
        driver.frame(at: 1)
        #expect(driver.stage.presentedFrame(id: "5")?.minX == 500)
        #expect(driver.stage.presentedFrame(id: "6")?.minY == 50)
        let tree = driver.stage.accessibilityTree()
        let cells = tree.elements.filter { $0.role == .gridCell }.count
        #expect(cells > 0 && cells <= 6 * (3 * 12 + 2), "\(cells) cells resolved")
    }

    @Test("The grid is a grid of rows of cells in the accessibility tree")
    func accessibility() {
        let model = GridModel(count: 10)
        let driver = Driver(
            Self.stage(model, columns: [.fixed(100), .fixed(100), .fixed(100)]), size: Size(width: 400, height: 600))
        let tree = driver.stage.accessibilityTree()
        let grid = tree.elements.first { $0.role == .grid }
        #expect(grid?.rowCount == 4)
        let rows = tree.elements.filter { $0.role == .gridRow }
        #expect(rows.count == 4)
        #expect(rows.first?.children.count == 3)
        #expect(rows.last?.children.count == 1)
        #expect(rows.first.map { tree.elements[$0.children[0]].role } == .gridCell)
    }

    @Test("Arrows move the selection between cells (mirrored in RTL), across short rows, and into view")
    func keys() {
        for rtl in [false, true] {
            let model = GridModel(count: 200)
            var driver = Driver(
                Self.stage(
                    model, columns: [.fixed(100), .fixed(100), .fixed(100)], rightToLeft: rtl, selectable: true),
                size: Size(width: 400, height: 300))
            guard let frame = driver.stage.presentedFrame(id: "4") else {
                Issue.record("cell 4 not laid out")
                continue
            }
            driver.send(.pointerDown(PointerEvent(location: Point(x: frame.midX, y: frame.midY))))
            driver.send(.pointerUp(PointerEvent(location: Point(x: frame.midX, y: frame.midY))))
            driver.frame(at: 1)
            #expect(model.selected == 4)
            _ = driver.stage.keyDown(.right)
            #expect(model.selected == (rtl ? 3 : 5))
            _ = driver.stage.keyDown(.down)
            #expect(model.selected == (rtl ? 6 : 8))
            _ = driver.stage.keyDown(.up)
            _ = driver.stage.keyDown(.up)
            #expect(model.selected == (rtl ? 0 : 2))
            _ = driver.stage.keyDown(.up)
            #expect(model.selected == (rtl ? 0 : 2), "nothing above the first row")
            for step in 0 ..< 30 {
                _ = driver.stage.keyDown(.down)
                driver.frame(at: 2 + Double(step) / 60)
            }
            let last = rtl ? 90 : 92
            #expect(model.selected == last)
            let cell = driver.stage.presentedFrame(id: "\(last)")
            #expect(cell.map { $0.minY >= 0 && $0.maxY <= 300 } == true, "\(String(describing: cell))")
            let tree = driver.stage.accessibilityTree()
            #expect(tree.elements.first { $0.id == "\(last)" }?.states.contains(.selected) == true)
            _ = driver.stage.keyDown(.space)
            #expect(model.selected == nil)
        }
    }

    @Test("Short last rows: Down from a cell with none under it goes to the section's last cell")
    func shortRow() {
        let map = LongGridLayout.sections(
            cells: [7, 0, 2], columns: 3, hasHeaders: true, hasFooters: false, pinsHeaders: true)
        let selector = LongGridSelector<Int>(
            selection: Ref(GridModel(count: 0), \.selected), map: map, cellID: { s, i in s * 100 + i },
            rowName: { "\($0)" },
            windows: nil, grid: Identity.root, rightToLeft: false)
        #expect(selector.neighbor(of: 4, key: "ArrowDown") == 6)
        #expect(selector.neighbor(of: 5, key: "ArrowDown") == 6)
        #expect(selector.neighbor(of: 6, key: "ArrowDown") == 7, "into the next section with cells, same column")
        #expect(selector.neighbor(of: 8, key: "ArrowUp") == 6, "up into the last row of the section above")
        #expect(selector.neighbor(of: 7, key: "ArrowUp") == 6)
        #expect(map.entryCount == (1 + 3) + 1 + (1 + 1))
    }
}

/// A sectioned grid's data: a name and its cells.
struct GridSection {
    var name: String
    var cells: [Int]
}

@Suite("Lazy grid sections")
struct LongGridSectionTests {
    @Test("Each section starts a row after its header; headers pin while their section scrolls")
    func sections() {
        let model = GridModel(count: 0)
        let sections = [
            GridSection(name: "A", cells: Array(0 ..< 7)), GridSection(name: "B", cells: []),
            GridSection(name: "C", cells: Array(100 ..< 105)),
        ]
        var driver = Driver(
            Stage(measurer: NoTextMeasurer()) {
                Scroller(offset: Ref(model, \.offset)) {
                    LongGrid(
                        sections: sections, sectionID: \.name, rows: \.cells, id: \.self,
                        columns: [.fixed(100), .fixed(100), .fixed(100)], spacing: 0, estimatedRowHeight: 50
                    ) { _ in
                        Swatch(.white).frame(height: 50)
                    } header: { _ in
                        Swatch(.black).frame(height: 30)
                    }
                }
            }, size: Size(width: 300, height: 100))
        let frame = { (id: String) in driver.stage.presentedFrame(id: id) }
        #expect(frame("A#header")?.minY == 0)
        #expect(frame("0")?.minY == 30)
        #expect(frame("2")?.minX == 200)
        #expect(frame("6") == Rect(x: 0, y: 130, width: 100, height: 50))
        #expect(frame("B#header")?.minY == 180)
        let tree = driver.stage.accessibilityTree()
        #expect(tree.elements.first { $0.role == .grid }?.rowCount == 3 + 1 + 2 + 2)
        model.offset = Point(x: 0, y: 60)
        driver.frame(at: 1)
        #expect(frame("A#header")?.minY == 0, "pinned")
        #expect(frame("3")?.minY == 20)
        model.offset = Point(x: 0, y: 170)
        driver.frame(at: 2)
        #expect(frame("A#header")?.minY == -20, "pushed up by its section's end")
        #expect(frame("C#header").map { abs($0.minY - 40) < 0.01 } == true)
        #expect(frame("104") == Rect(x: 100, y: 290 - 170, width: 100, height: 50))
    }
}
