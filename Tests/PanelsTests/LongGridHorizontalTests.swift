@testable import Panels
import Testing
import PanelsTestSupport

@Suite("Lazy grid scrolling sideways")
struct LongGridHorizontalTests {
    static func stage(
        _ model: GridModel, rows: [GridRow], spacing: Double = 4, columnSpacing: Double? = nil, width: Double = 50,
        rightToLeft: Bool = false, selectable: Bool = false
    ) -> Stage {
        Stage(measurer: NoTextMeasurer()) {
            Scroller(.horizontal, offset: Ref(model, \.offset)) {
                if selectable {
                    LongGrid(
                        model.items, id: \.self, gridRows: rows, spacing: spacing, columnSpacing: columnSpacing,
                        estimatedColumnWidth: width
                    ) { _ in Swatch(.white).frame(width: width) }
                    .selection(Ref(model, \.selected))
                } else {
                    LongGrid(
                        model.items, id: \.self, gridRows: rows, spacing: spacing, columnSpacing: columnSpacing,
                        estimatedColumnWidth: width
                    ) { _ in Swatch(.white).frame(width: width) }
                }
            }
            .layoutDirection(rightToLeft ? .rightToLeft : .leftToRight)
        }
    }

    @Test(
        "Cells on screen are exactly those the row rule places there (mirrored in RTL), within one viewport of overscan"
    )
    func cellsIntersectingTheViewport() {
        PropertyTest.check("sideways grid cells laid out", cases: 1_000) { random in
            let count = random.int(0 ... 600)
            let model = GridModel(count: count)
            let height = random.number(40 ... 600)
            let minimum = random.number(20 ... 200)
            let spacing = random.number(0 ... 12)
            let columnSpacing = random.number(0 ... 12)
            let width = random.number(10 ... 90)
            let rtl = random.bool()
            let size = Size(width: random.number(100 ... 700), height: height)
            var driver = Driver(
                Self.stage(
                    model, rows: [.adaptive(minimum: minimum)], spacing: spacing, columnSpacing: columnSpacing,
                    width: width, rightToLeft: rtl), size: size)
            let layout = GridColumnLayout([.adaptive(minimum: minimum)], width: height, spacing: spacing)
            let rows = layout.count
            let columns = (count + rows - 1) / rows
            let content = max(0, Double(columns) * (width + columnSpacing) - columnSpacing)
            // How far the leading edge is scrolled, and the offset that is in x.
            let scrolled = random.number(0 ... max(0, content - size.width))
            let offsetX = rtl ? max(0, content - size.width) - scrolled : scrolled
            model.offset = Point(x: offsetX, y: 0)
            driver.frame(at: 1)
            driver.frame(at: 2)
            for i in 0 ..< count {
                let column = i / rows
                let row = i % rows
                let lead = Double(column) * (width + columnSpacing) - scrolled
                let visible = lead < size.width && lead + width > 0
                let frame = driver.stage.presentedFrame(id: "\(i)")
                if visible {
                    guard let frame else { return "cell \(i) is visible and not laid out" }
                    // Content narrower than the viewport sits at the scroller's leading
                    // edge: the right in right to left (the scroller's rule).
                    let x = rtl ? size.width - lead - width : lead
                    let expected = Rect(x: x, y: layout.offsets[row], width: width, height: layout.widths[row])
                    if abs(frame.minX - expected.minX) > 1e-6 || frame.size != expected.size
                        || frame.minY != expected.minY
                    {
                        return "cell \(i) at \(frame), not \(expected) (rtl \(rtl), content \(content))"
                    }
                } else if frame != nil && (lead + width < -size.width - width || lead > 2 * size.width + width) {
                    return "cell \(i) beyond one viewport of overscan is laid out (lead \(lead))"
                }
            }
            return nil
        }
    }

    @Test("A right-to-left grid starts at its leading (right) end; a frame resolves O(visible cells)")
    func startsAtTheLeadingEnd() {
        for rtl in [false, true] {
            let model = GridModel(count: 100_000)
            let driver = Driver(
                Self.stage(model, rows: [.fixed(50), .fixed(50)], spacing: 0, columnSpacing: 0, rightToLeft: rtl),
                size: Size(width: 400, height: 100))
            #expect(driver.stage.presentedFrame(id: "0") == Rect(x: rtl ? 350 : 0, y: 0, width: 50, height: 50))
            #expect(driver.stage.presentedFrame(id: "3") == Rect(x: rtl ? 300 : 50, y: 50, width: 50, height: 50))
            let cells = driver.stage.accessibilityTree().elements.filter { $0.role == .gridCell }.count
            #expect(cells > 0 && cells <= 2 * (2 * 8 + 2), "\(cells) cells resolved")
        }
    }

    @Test("Scrolling far keeps O(visible cells) and the first column under the leading edge")
    func scrollsFar() {
        let model = GridModel(count: 100_000)
        var driver = Driver(
            Self.stage(model, rows: [.fixed(50), .fixed(50)], spacing: 0, columnSpacing: 0),
            size: Size(width: 400, height: 100))
        model.offset = Point(x: 50 * 20_000, y: 0)
        driver.frame(at: 1)
        driver.frame(at: 2)
        #expect(driver.stage.presentedFrame(id: "40000") == Rect(x: 0, y: 0, width: 50, height: 50))
        #expect(driver.stage.presentedFrame(id: "40017") == Rect(x: 400, y: 50, width: 50, height: 50))
        let cells = driver.stage.accessibilityTree().elements.filter { $0.role == .gridCell }.count
        #expect(cells <= 2 * (3 * 8 + 4), "\(cells) cells resolved")
    }

    @Test("Up and Down step through a column's cells, Left and Right keep the row (mirrored in RTL)")
    func keys() {
        for rtl in [false, true] {
            let model = GridModel(count: 200)
            var driver = Driver(
                Self.stage(
                    model, rows: [.fixed(50), .fixed(50), .fixed(50)], spacing: 0, columnSpacing: 0, rightToLeft: rtl,
                    selectable: true),
                size: Size(width: 300, height: 150))
            guard let frame = driver.stage.presentedFrame(id: "4") else {
                Issue.record("cell 4 not laid out")
                continue
            }
            driver.send(.pointerDown(PointerEvent(location: Point(x: frame.midX, y: frame.midY))))
            driver.send(.pointerUp(PointerEvent(location: Point(x: frame.midX, y: frame.midY))))
            driver.frame(at: 1)
            #expect(model.selected == 4)
            _ = driver.stage.keyDown(.down)
            #expect(model.selected == 5)
            _ = driver.stage.keyDown(rtl ? .left : .right)
            #expect(model.selected == 8, "the next column, same row")
            _ = driver.stage.keyDown(rtl ? .right : .left)
            _ = driver.stage.keyDown(rtl ? .right : .left)
            _ = driver.stage.keyDown(rtl ? .right : .left)
            #expect(model.selected == 2, "nothing before the first column")
            for step in 0 ..< 20 {
                _ = driver.stage.keyDown(rtl ? .left : .right)
                driver.frame(at: 2 + Double(step) / 60)
            }
            #expect(model.selected == 62)
            let cell = driver.stage.presentedFrame(id: "62")
            #expect(
                cell.map { $0.minX >= 0 && $0.maxX <= 300 } == true, "scrolled into view: \(String(describing: cell))")
        }
    }

    @Test("Pinned headers: the section crossing the leading edge has its header there until its end pushes it out")
    func pinnedHeaders() {
        PropertyTest.check("sideways pinned headers", cases: 2_000) { random in
            let rtl = random.bool()
            let rows = random.int(1 ... 3)
            let width = 40.0
            // Columns far from the ones resolved count as the estimate (the mean width
            // measured), and in right-to-left places count from the far end: headers as
            // wide as cells keep every estimate exact, so places can be checked exactly.
            let headerWidth = width
            let spacing = random.number(0 ... 8).rounded()
            var sections: [GridSection] = []
            var next = 0
            for s in 0 ..< random.int(1 ... 12) {
                let n = random.int(0 ... 25)
                sections.append(GridSection(name: "S\(s)", cells: Array(next ..< next + n)))
                next += n
            }
            let model = GridModel(count: 0)
            let size = Size(width: random.number(120 ... 500).rounded(), height: Double(rows) * 30)
            var driver = Driver(
                Stage(measurer: NoTextMeasurer()) {
                    Scroller(.horizontal, offset: Ref(model, \.offset)) {
                        LongGrid(
                            sections: sections, sectionID: \.name, rows: \.cells, id: \.self,
                            gridRows: Array(repeating: .fixed(30), count: rows), spacing: 0, columnSpacing: spacing,
                            estimatedColumnWidth: width
                        ) { _ in
                            Swatch(.white).frame(width: width)
                        } header: { _ in
                            Swatch(.black).frame(width: headerWidth)
                        }
                    }
                    .layoutDirection(rtl ? .rightToLeft : .leftToRight)
                }, size: size)
            // Each section's start along the flow, and the content's length.
            var starts: [Double] = []
            var flow = 0.0
            for section in sections {
                starts.append(flow)
                let columns = (section.cells.count + rows - 1) / rows
                flow += headerWidth + spacing + Double(columns) * (width + spacing)
            }
            let content = flow - spacing
            // Content narrower than the viewport sits at the scroller's left edge whatever
            // the direction (the scroller's rule): nothing to pin.
            if content <= size.width { return nil }
            let scrolled = random.number(0 ... max(0, content - size.width)).rounded()
            model.offset = Point(x: rtl ? max(0, content - size.width) - scrolled : scrolled, y: 0)
            driver.frame(at: 1)
            driver.frame(at: 2)
            guard let s = starts.lastIndex(where: { $0 <= scrolled }) else { return "no section at the edge" }
            let end = s + 1 < starts.count ? starts[s + 1] : content + spacing
            let lead = min(scrolled, end - spacing - headerWidth) - scrolled
            guard let frame = driver.stage.presentedFrame(id: "S\(s)#header") else {
                return "header of section \(s) not laid out (scrolled \(scrolled))"
            }
            let x = rtl ? size.width - lead - headerWidth : lead
            if abs(frame.minX - x) > 1e-6 || frame.width != headerWidth || frame.minY != 0 {
                return "header \(s) at \(frame), not at x \(x) (rtl \(rtl), scrolled \(scrolled), starts \(starts))"
            }
            // Headers of later sections on screen stay where their sections put them.
            for later in s + 1 ..< sections.count where starts[later] - scrolled < size.width {
                let lead = starts[later] - scrolled
                let x = rtl ? size.width - lead - headerWidth : lead
                guard let frame = driver.stage.presentedFrame(id: "S\(later)#header"), abs(frame.minX - x) < 1e-6
                else {
                    let all = (0 ..< sections.count).map { driver.stage.presentedFrame(id: "S\($0)#header")?.minX }
                    return
                        "header \(later) not at \(x) (pinned \(s), scrolled \(scrolled), starts \(starts), headers \(all), counts \(sections.map(\.cells.count)), spacing \(spacing), width \(size.width))"
                }
            }
            return nil
        }
    }

    @Test("The horizontal axis is in the layout dump; a vertical list's is unchanged")
    func dumpName() {
        #expect(LongListKind.name(LongListSpec(leading: 0, trailing: 0, spacing: 0)) == "LongList")
        #expect(
            LongListKind.name(LongListSpec(leading: 0, trailing: 0, spacing: 0, detachedHeader: true, horizontal: true))
                == "LongList (horizontal) (pinned header last)")
    }

    @Test("Screen readers read a sideways grid by visual rows, each cell with its data column (both directions)")
    func readByVisualRows() {
        PropertyTest.check("sideways grid read by rows", cases: 300) { random in
            let rowCount = random.int(1 ... 4)
            let count = random.int(1 ... 300)
            let model = GridModel(count: count)
            let rtl = random.bool()
            let size = Size(width: random.number(120 ... 700), height: Double(rowCount) * 54)
            var driver = Driver(
                Self.stage(
                    model, rows: Array(repeating: .fixed(50), count: rowCount), width: 50, rightToLeft: rtl),
                size: size)
            let columns = (count + rowCount - 1) / rowCount
            model.offset = Point(x: random.number(0 ... max(0, Double(columns) * 54 - size.width)), y: 0)
            driver.frame(at: 1)
            driver.frame(at: 2)
            let tree = driver.stage.accessibilityTree()
            guard let grid = tree.elements(role: .grid).first else { return "no grid: \(tree.text)" }
            if grid.rowCount != rowCount || grid.columnCount != columns {
                return
                    "grid rows \(String(describing: grid.rowCount)), columns \(String(describing: grid.columnCount)), not \(rowCount), \(columns)"
            }
            var seen = 0
            for row in tree.elements(role: .gridRow) {
                guard let r = row.rowIndex, r < rowCount else {
                    return "a row's index \(String(describing: row.rowIndex))"
                }
                var last = -1
                for child in row.children {
                    let cell = tree.elements[child]
                    guard cell.role == .gridCell, let c = cell.columnIndex else { return "not a cell: \(cell.line)" }
                    if c <= last { return "row \(r + 1): column \(c + 1) after \(last + 1)" }
                    last = c
                    if cell.id != "\(c * rowCount + r)" {
                        return
                            "row \(r + 1), column \(c + 1) holds \(String(describing: cell.id)), not \(c * rowCount + r)"
                    }
                    seen += 1
                }
            }
            return seen > 0 ? nil : "no cells read: \(tree.text)"
        }
    }
}
