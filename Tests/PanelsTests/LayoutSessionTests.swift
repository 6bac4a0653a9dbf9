import Panels
import Testing
import PanelsTestSupport

@Suite("Layout session: caches, relayout, measure counts")
struct LayoutSessionTests {
    struct Grid: Panel {
        var rows: Int
        var columns: Int
        var body: some Panel {
            Column(spacing: 2) {
                for row in 0 ..< rows {
                    Row(spacing: 2) {
                        for column in 0 ..< columns { box(8, 8).id("\(row).\(column)") }
                        Gap()
                    }
                    .padding(2)
                }
            }
            .padding(4)
        }
    }

    static let space = Size(width: 640, height: 480)

    @Test func layingOutAgainWithoutChangesMeasuresAndPlacesNothing() {
        let session = LayoutSession(Grid(rows: 5, columns: 5), measurer: NoTextMeasurer())
        let first = session.layout(in: Self.space)
        #expect(first > 0)
        let frames = session.frames
        #expect(session.layout(in: Self.space) == 0)
        #expect(session.placeCount == 0)
        #expect(session.frames == frames)
    }

    @Test func changingOneLeafRemeasuresOnlyItsAncestors() throws {
        let session = LayoutSession(Grid(rows: 20, columns: 20), measurer: NoTextMeasurer())
        let full = session.layout(in: Self.space)
        let leaf = try #require(session.node(id: "7.3"))
        session.setFrame(width: 30, height: 12, of: leaf)
        let again = session.layout(in: Self.space)
        // The leaf has a fixed size (never counted); its row, the row's padding, the
        // column and the root padding are measured again, a few proposals each.
        #expect(again > 0 && again <= 12, "measured \(again) of \(full)")
        // Placed again: the root padding, the column, the row's padding, the row,
        // the leaf, the swatch inside it and the row's gap. The other cells moved
        // (their positions are relative to the row) but were not placed again.
        #expect(session.placeCount == 7, "placed \(session.placeCount)")
        // Same frames as a fresh layout of the changed tree.
        let fresh = LayoutSession(tree: session.tree, measurer: NoTextMeasurer())
        fresh.layout(in: Self.space)
        #expect(session.frames == fresh.frames)
        #expect(session.frame(of: leaf).size == Size(width: 30, height: 12))
        // The leaf's right neighbour moved by 22 points; a leaf of another row did not.
        let neighbour = try #require(session.node(id: "7.4"))
        let elsewhere = try #require(session.node(id: "8.4"))
        #expect(session.frame(of: neighbour).minX - session.frame(of: elsewhere).minX == 22)
    }

    @Test func replacingTheWindowSizeLaysOutAgain() {
        let session = LayoutSession(
            Row(spacing: 0) {
                box(10, 10); Gap(); box(10, 10).id("end")
            },
            measurer: NoTextMeasurer())
        session.layout(in: Size(width: 100, height: 10))
        let end = session.node(id: "end")!
        #expect(session.frame(of: end).minX == 90)
        session.layout(in: Size(width: 50, height: 10))
        #expect(session.frame(of: end).minX == 40)
    }

    /// Depth `depth` of alternating columns and rows, each with a fixed box, the
    /// nested stack and a gap, inside padding.
    static func nested(_ depth: Int) -> AnyPanel {
        if depth == 0 { return AnyPanel(box(10, 10)) }
        if depth.isMultiple(of: 2) {
            return AnyPanel(
                Column(spacing: 2) {
                    box(5, 5); nested(depth - 1); Gap()
                }.padding(1))
        }
        return AnyPanel(
            Row(spacing: 2) {
                box(5, 5); nested(depth - 1); Gap()
            }.padding(1))
    }

    @Test func nestedStacksAreMeasuredLinearly() {
        // Each nested stack sits beside a gap, so it is also asked its ideal length
        // (gaps are sized last; the others take at most their ideal): up to 6
        // measurements per node, 30 per level.
        var perLevel: [Int] = []
        var counts: [Int] = []
        for depth in [10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20] {
            let session = LayoutSession(Self.nested(depth), measurer: NoTextMeasurer())
            let count = session.layout(in: Self.space)
            counts.append(count)
            perLevel.append(session.tree.count)
            // A bounded number of measurements per node.
            #expect(count <= 6 * session.tree.count, "depth \(depth): \(count) for \(session.tree.count) nodes")
        }
        // Each level adds 5 nodes and at most 6 measurements per node: the count
        // grows linearly, never by a factor per level.
        for i in 1 ..< counts.count {
            #expect(perLevel[i] - perLevel[i - 1] == 5)
            #expect(counts[i] - counts[i - 1] <= 30, "\(counts)")
        }
    }

    @Test func eachTakesIdentitiesFromIds() throws {
        struct Item { var id: String; var width: Double }
        func scene(_ items: [Item]) -> some Panel {
            Row(spacing: 0) {
                Each(items, id: \.id) { item in box(item.width, 10) }
            }
        }
        func identity(_ c: Composition, _ id: String) -> Identity? {
            c.tree.explicitIDs.first { $0.value == id }.map { c.tree.nodes[Int($0.key)].identity }
        }
        let before = Laying.compose(
            scene([Item(id: "a", width: 10), Item(id: "b", width: 20), Item(id: "c", width: 30)]), 60, 10)
        let after = Laying.compose(scene([Item(id: "c", width: 30), Item(id: "b", width: 25)]), 55, 10)
        let b1 = try #require(identity(before, "b"))
        #expect(identity(after, "b") == b1)
        #expect(identity(after, "c") == identity(before, "c"))
        #expect(identity(before, "a") != identity(before, "b"))
        #expect(Laying.frames(after)["b"] == Rect(x: 30, y: 0, width: 25, height: 10))
        // Positions in a `for` loop are identities by index instead.
        func looped(_ widths: [Double]) -> some Panel {
            Row(spacing: 0) { for w in widths { box(w, 10) } }
        }
        let l1 = Laying.compose(looped([10, 20]), 30, 10)
        let l2 = Laying.compose(looped([20]), 20, 10)
        #expect(Laying.frames(l1, kind: "Frame").count == 2)
        #expect(
            l1.tree.nodes.first { $0.kind.name == "Frame" }?.identity
                == l2.tree.nodes.first { $0.kind.name == "Frame" }?.identity)
    }

    @Test func layoutDumpIsStableText() {
        let c = Laying.compose(
            Column(alignment: .leading, spacing: 4) {
                box(20, 10).id("first")
                box(10, 10).offset(x: 3).layoutPriority(2)
            }.padding(2), 40, 30)
        #expect(
            c.layoutDump == """
                Padding 32b24426 [8, 1, 24x28]
                  Column efd7a406 [10, 3, 20x24]
                    Frame cdea2c4b id=first [10, 3, 20x10]
                      Swatch 971321b0 [10, 3, 20x10]
                    Priority 5d66273f [10, 17, 10x10] priority=2
                      Offset 15ed64b2 [10, 17, 10x10] by (3, 0)
                        Frame 61ec0d22 [13, 17, 10x10]
                          Swatch eb5f6672 [13, 17, 10x10]

                """)
    }
}
