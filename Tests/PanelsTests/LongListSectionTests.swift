import Observation
@testable import Panels
import Testing
import PanelsTestSupport

/// One section of a test list: its id and its rows' ids.
struct TestSection {
    var id: Int
    var rows: [Int]
}

/// Sections an app changes.
@Observable
final class SectionsModel {
    var sections = [TestSection(id: 0, rows: [1, 2]), TestSection(id: 1, rows: [3])]
}

@Suite("Lazy lists in sections")
struct LongListSectionTests {
    static let size = Size(width: 300, height: 400)

    /// Sections of `rows[s]` rows (ids s*1000 + r), 30 pt headers, 44 pt rows, 20 pt footers.
    static func stage(
        _ box: OffsetBox, _ rows: [Int], context: PanelContext = PanelContext(), spacing: Double = 0,
        footers: Bool = true, pinned: Bool = true, headerWidth: Double? = nil
    ) -> Stage {
        let sections = rows.enumerated().map { s, count in TestSection(id: s, rows: (0 ..< count).map { s * 1000 + $0 })
        }
        return Stage(context: context, measurer: NoTextMeasurer()) {
            Scroller(offset: Ref(box, \.offset)) {
                if footers {
                    LongList(
                        sections: sections, sectionID: \.id, rows: \.rows, id: \.self, spacing: spacing,
                        pinnedHeaders: pinned
                    ) { _ in
                        Swatch(RGBA(hex: 0xE5E5EA)).frame(height: 44)
                    } header: { section in
                        Swatch(RGBA(hex: 0x3478F6)).frame(width: headerWidth, height: 30)
                            .accessibility(label: "Section \(section.id)").accessibilityHeading()
                    } footer: { _ in
                        Swatch(RGBA(hex: 0xD1D1D6)).frame(height: 20)
                    }
                } else {
                    LongList(sections: sections, sectionID: \.id, rows: \.rows, id: \.self, pinnedHeaders: pinned) {
                        _ in
                        Swatch(RGBA(hex: 0xE5E5EA)).frame(height: 44)
                    } header: { _ in
                        Swatch(RGBA(hex: 0x3478F6)).frame(height: 30)
                    }
                }
            }
        }
    }

    @Test("Headers, rows and footers stack in order; a header's id is its section's id and #header")
    func stacksSectionsInOrder() {
        let box = OffsetBox()
        let stage = Self.stage(box, [2, 0, 1], spacing: 4)
        _ = stage.frame(size: Self.size, scale: 1, at: 0)
        let ids = ["0#header", "0", "1", "0#footer", "1#header", "1#footer", "2#header", "2000", "2#footer"]
        let frames = ids.map { stage.presentedFrame(id: $0) }
        #expect(frames.allSatisfy { $0 != nil }, "\(frames)")
        let tops = frames.compactMap { $0?.minY }
        #expect(tops == [0, 34, 82, 130, 154, 188, 212, 246, 294])
        #expect(frames.compactMap { $0?.height } == [30, 44, 44, 20, 30, 20, 30, 44, 20])
        // Without footers a section is its header and its rows.
        let bare = Self.stage(OffsetBox(), [1, 1], footers: false)
        _ = bare.frame(size: Self.size, scale: 1, at: 0)
        #expect(bare.presentedFrame(id: "1#header")?.minY == 74)
        #expect(bare.presentedFrame(id: "0#footer") == nil)
    }

    @Test("The header of the section under the top edge stays there, pushed up by the next section")
    func pinsAndPushes() {
        let box = OffsetBox()
        // Section 0: header 0…30, rows 30…470 (10 × 44), footer 470…490; section 1's header at 490.
        let stage = Self.stage(box, [10, 10, 10])
        var time = 0.0
        func at(_ y: Double) {
            box.offset = Point(x: 0, y: y)
            time += 1.0 / 60
            _ = stage.frame(size: Self.size, scale: 1, at: time)
        }
        at(100)
        #expect(stage.presentedFrame(id: "0#header")?.minY == 0)
        #expect(stage.presentedFrame(id: "0")?.minY == -70, "rows scroll on under the header")
        #expect(stage.presentedFrame(id: "1#header")?.minY == 390)
        // The footer ends at 490: the header's bottom follows it from 460 on.
        at(470)
        #expect(stage.presentedFrame(id: "0#header")?.minY == -10)
        #expect(stage.presentedFrame(id: "1#header")?.minY == 20)
        at(495)
        #expect(stage.presentedFrame(id: "1#header")?.minY == 0)
        #expect(stage.presentedFrame(id: "0#header").map { $0.maxY <= 0 } ?? true)
        // Not pinned: the header scrolls away with its section.
        let loose = Self.stage(OffsetBox(), [10, 10], pinned: false)
        _ = loose.frame(size: Self.size, scale: 1, at: 0)
        let looseBox = OffsetBox()
        let plain = Self.stage(looseBox, [10, 10], pinned: false)
        looseBox.offset = Point(x: 0, y: 100)
        _ = plain.frame(size: Self.size, scale: 1, at: 0)
        #expect(plain.presentedFrame(id: "0#header")?.minY == -100)
    }

    @Test("Far down a long section its header is resolved out of the rows' flow, pinned, and drawn and hit on top")
    func detachedHeaderOnTop() {
        let box = OffsetBox()
        let stage = Self.stage(box, [2_000, 10])
        box.offset = Point(x: 0, y: 44 * 1_000)
        _ = stage.frame(size: Self.size, scale: 1, at: 0)
        _ = stage.frame(size: Self.size, scale: 1, at: 1.0 / 60)
        guard let record = stage.scene.tree.longLists.values.first else {
            Issue.record("no list")
            return
        }
        #expect(record.detachedHeader == 0)
        #expect(record.keys.count < 40, "still only the rows near the viewport: \(record.keys.count)")
        #expect(stage.presentedFrame(id: "0#header")?.minY == 0)
        // Drawn after the rows it covers, so the pointer finds it first.
        let order = stage.scene.paintOrder
        let header = stage.scene.tree.node(withID: "0#header")
        let row = stage.scene.tree.node(withID: "1000")
        let headerPlace = header.flatMap { order.firstIndex(of: $0) }
        let rowPlace = row.flatMap { order.firstIndex(of: $0) }
        #expect(headerPlace != nil && rowPlace != nil && headerPlace! > rowPlace!)
        let tree = stage.accessibilityTree()
        let list = tree.elements.firstIndex { $0.role == .list }
        let firstChild = tree.elements.firstIndex { $0.parent == list }
        #expect(firstChild.map { tree.elements[$0].role } == .heading, "the header is read first, not as a row")
        #expect(firstChild.map { tree.elements[$0].label } == "Section 0")
    }

    @Test(
        "A header of one text is read as a heading (level 2); its own heading level, or a header with a control, is kept"
    )
    func plainHeadersAreHeadings() {
        let sections = [TestSection(id: 0, rows: [1]), TestSection(id: 1, rows: [2]), TestSection(id: 2, rows: [3])]
        let c = Composition(
            Scroller {
                LongList(sections: sections, sectionID: \.id, rows: \.rows, id: \.self) { row in
                    Caption("Row \(row)")
                } header: { section in
                    switch section.id {
                    case 0: Caption("Morning")
                    case 1: Caption("Afternoon").accessibilityHeading(level: 3)
                    default:
                        Row {
                            Caption("Evening")
                            Pressable("See all") {}
                        }
                    }
                }
            }, size: Self.size, scale: 1, measurer: WordWidthMeasurer())
        let tree = c.accessibilityTree
        let morning = tree.elements.first { $0.label == "Morning" }
        #expect(morning?.role == .heading)
        #expect(morning?.headingLevel == 2)
        let afternoon = tree.elements.first { $0.label == "Afternoon" }
        #expect(afternoon?.role == .heading)
        #expect(afternoon?.headingLevel == 3)
        #expect(tree.elements.first { $0.label == "Evening" }?.role == .text)
        #expect(tree.elements.first { $0.label == "Row 1" }?.role == .text)
    }

    @Test("The layout dump shows entries in order, and a detached header named and last")
    func layoutDump() throws {
        let sections = [TestSection(id: 0, rows: [1, 2]), TestSection(id: 1, rows: [3])]
        let c = Composition(
            Scroller {
                LongList(sections: sections, sectionID: \.id, rows: \.rows, id: \.self) { _ in
                    Swatch(.white).frame(height: 44)
                } header: { _ in
                    Swatch(.white).frame(height: 30)
                } footer: { _ in
                    Swatch(.white).frame(height: 20)
                }
            }, size: Self.size, scale: 1, measurer: NoTextMeasurer())
        let placed = c.layoutDump.split(separator: "\n").compactMap { line -> String? in
            guard let id = line.split(separator: " ").first(where: { $0.hasPrefix("id=") }),
                let frame = line.firstRange(of: "[").map({ line[$0.lowerBound...] })
            else { return nil }
            return "\(id.dropFirst(3)) \(frame)"
        }
        #expect(
            placed == [
                "0#header [0, 0, 300x30]", "1 [0, 30, 300x44]", "2 [0, 74, 300x44]", "0#footer [0, 118, 300x20]",
                "1#header [0, 138, 300x30]", "3 [0, 168, 300x44]", "1#footer [0, 212, 300x20]",
            ], "\(c.layoutDump)")
        // On a stage far down a long section: the list names its detached header, its last child.
        let box = OffsetBox()
        let stage = Self.stage(box, [2_000])
        box.offset = Point(x: 0, y: 44 * 1_000)
        _ = stage.frame(size: Self.size, scale: 1, at: 0)
        let dump = try #require(stage.scene.session?.layoutDump)
        #expect(dump.contains("LongList (pinned header last)"))
        let lastID = dump.split(separator: "\n").last { $0.contains(" id=") }
        #expect(lastID?.contains("id=0#header") == true, "\(String(describing: lastID))")
    }

    @Test("Rows added to a section while scrolling show at once: sections are counted again when the model changes")
    func recountsWhenTheModelChanges() {
        let model = SectionsModel()
        let box = OffsetBox()
        let stage = Stage(measurer: NoTextMeasurer()) {
            Scroller(offset: Ref(box, \.offset)) {
                LongList(sections: model.sections, sectionID: \.id, rows: \.rows, id: \.self) { _ in
                    Swatch(.white).frame(height: 44)
                } header: { _ in
                    Swatch(.white).frame(height: 30)
                }
            }
        }
        _ = stage.frame(size: Self.size, scale: 1, at: 0)
        #expect(stage.presentedFrame(id: "1#header")?.minY == 118)
        for step in 1 ... 3 {
            model.sections[0].rows.append(100 + step)
            box.offset = Point(x: 0, y: Double(step))
            _ = stage.frame(size: Self.size, scale: 1, at: Double(step))
            #expect(stage.presentedFrame(id: "\(100 + step)") != nil, "step \(step)")
            #expect(stage.presentedFrame(id: "1#header")?.minY == 118 + 44 * Double(step))
        }
    }

    @Test("Right to left, headers narrower than the list sit at its right edge")
    func rightToLeft() {
        var context = PanelContext()
        context.layoutDirection = .rightToLeft
        let stage = Self.stage(OffsetBox(), [3], context: context, headerWidth: 100)
        _ = stage.frame(size: Self.size, scale: 1, at: 0)
        #expect(stage.presentedFrame(id: "0#header")?.maxX == Self.size.width)
    }

    @Test("Bad spacing and estimates are sanitized in the sectioned list too")
    func sanitizesNumbers() {
        for bad in [Double.nan, .infinity, -.infinity, -5] {
            let sections = [TestSection(id: 0, rows: [1, 2])]
            let list = LongList(
                sections: sections, sectionID: \.id, rows: \.rows, id: \.self, estimatedRowHeight: bad, spacing: bad
            ) { _ in
                Swatch(.white).frame(height: 10)
            } header: { _ in
                Swatch(.white).frame(height: 10)
            }
            #expect(list.spacing == 0)
            #expect(list.estimatedRowHeight == 44)
        }
    }
}

@Suite("Lazy list section properties")
struct LongListSectionPropertyTests {
    @Test(
        "Whatever the sections and scrolls: the header of the section under the top edge is at the edge or pushed up by its section's end, every other header is in its place, headers never overlap"
    )
    func pinnedHeaderRule() {
        let size = Size(width: 300, height: 400)
        PropertyTest.check("pinned headers", cases: 30) { random in
            let sectionCount = random.int(1 ... 60)
            let rowCounts = (0 ..< sectionCount).map { _ in random.int(0 ... 40) }
            let headerHeight = random.number(10 ... 60)
            let footerHeight = random.number(1 ... 40)
            let seed = random.int(0 ... 1_000)
            func rowHeight(_ id: Int) -> Double { 20 + Double((id &* 7919 &+ seed) % 50) }
            let sections = rowCounts.enumerated().map { s, n in
                TestSection(id: s, rows: (0 ..< n).map { s * 1000 + $0 })
            }
            let box = OffsetBox()
            let stage = Stage(measurer: NoTextMeasurer()) {
                Scroller(offset: Ref(box, \.offset)) {
                    LongList(sections: sections, sectionID: \.id, rows: \.rows, id: \.self, estimatedRowHeight: 40) {
                        id in
                        Swatch(.white).frame(height: rowHeight(id))
                    } header: { _ in
                        Swatch(.black).frame(height: headerHeight)
                    } footer: { _ in
                        Swatch(.white).frame(height: footerHeight)
                    }
                }
            }
            var time = 0.0
            _ = stage.frame(size: size, scale: 1, at: time)
            let total = Double(rowCounts.reduce(0, +)) * 45 + Double(sectionCount) * (headerHeight + footerHeight)
            for step in 0 ..< 20 {
                if random.int(0 ... 4) == 0 {
                    box.offset = Point(x: 0, y: random.number(0 ... total))
                } else {
                    stage.handle(
                        .wheel(dx: 0, dy: random.number(-15 ... 15), at: Point(x: 150, y: 200), modifiers: []), at: time
                    )
                }
                time += 1.0 / 60
                _ = stage.frame(size: size, scale: 1, at: time)
                // Where each section's header would be without pinning: just above the
                // section's first row (or its footer), when that is resolved.
                var natural: [Int: Double] = [:]
                var headers: [Int: Rect] = [:]
                var sectionEnds: [Int: Double] = [:]
                var covered = false
                for section in sections {
                    if let header = stage.presentedFrame(id: "\(section.id)#header") { headers[section.id] = header }
                    let nextID = section.rows.first.map { "\($0)" } ?? "\(section.id)#footer"
                    if let header = headers[section.id] {
                        // Unknown when the next entry is not resolved: then the header's own
                        // place (a detached header is pinned at or above the edge).
                        natural[section.id] =
                            stage.presentedFrame(id: nextID).map { $0.minY - header.height } ?? header.minY
                    }
                    if let footer = stage.presentedFrame(id: "\(section.id)#footer") {
                        sectionEnds[section.id] = footer.maxY
                        if footer.minY <= 0 && footer.maxY > 0 { covered = true }
                    }
                    for row in section.rows {
                        if let f = stage.presentedFrame(id: "\(row)"), f.minY <= 0, f.maxY > 0 { covered = true }
                    }
                }
                // The pinned section: the last whose header's place is at or above the edge
                let pinned = headers.keys.filter { natural[$0]! <= 0 }.max()
                if covered && pinned == nil {
                    return "step \(step): the top edge is in a section but no header is pinned"
                }
                for (id, frame) in headers.sorted(by: { $0.key < $1.key }) {
                    if id == pinned {
                        let expected = min(0, (sectionEnds[id] ?? .infinity) - frame.height)
                        if abs(frame.minY - expected) > 1e-9 {
                            return "step \(step): pinned header \(id) at \(frame.minY), expected \(expected)"
                        }
                    } else if let place = natural[id], abs(frame.minY - place) > 1e-9 {
                        return "step \(step): header \(id) at \(frame.minY), its place is \(place)"
                    }
                }
                let frames = headers.values.sorted { $0.minY < $1.minY }
                for (a, b) in zip(frames, frames.dropFirst()) where a.maxY > b.minY + 1e-9 {
                    return "step \(step): headers overlap: \(a) and \(b)"
                }
            }
            return nil
        }
    }
}
