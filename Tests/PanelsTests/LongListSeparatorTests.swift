import Panels
import PanelsTestSupport
import Testing

/// Row separators of a lazy list: a hairline at the bottom of every row but the last
/// (of the list, of each section), never under headers or footers, inset leading
/// (mirrored right to left), read as separators.
@Suite("Lazy list separators")
struct LongListSeparatorTests {
    static let separatorColor = RGBA(hex: 0xC6C6C8)

    static func compose<P: Panel>(_ panel: P, direction: LayoutDirection = .leftToRight) -> Composition {
        var context = PanelContext()
        context.layoutDirection = direction
        return Composition(
            panel, size: Size(width: 300, height: 600), scale: 2, context: context, measurer: NoTextMeasurer())
    }

    /// The fills drawn in the separator's color, in points.
    static func lines(_ c: Composition) -> [Rect] {
        c.displayList.commands.compactMap { command in
            if case .fill(let rect, Self.separatorColor, _) = command {
                return Rect(x: rect.minX / 2, y: rect.minY / 2, width: rect.width / 2, height: rect.height / 2)
            }
            return nil
        }
    }

    @Test("Under every row but the last, inset leading, one device pixel at the top of the row's last point")
    func plainList() {
        let list = LongList(Array(0 ..< 3), id: \.self) { i in
            Swatch(.white).frame(height: 44).id("content \(i)")
        }
        .rowSeparators(inset: 16, trailing: 4)
        let c = Self.compose(list)
        let frames = Laying.frames(c)
        #expect(frames["0"]?.height == 45, "the separator adds its point to the row")
        #expect(frames["2"]?.height == 44, "none under the last row")
        let top = frames["0"]?.minY ?? 0
        #expect(frames["1"]?.minY == top + 45)
        let lines = Self.lines(c)
        #expect(lines.count == 2)
        #expect(lines.first == Rect(x: 16, y: top + 44, width: 280, height: 0.5))
        let rtl = Self.lines(Self.compose(list, direction: .rightToLeft))
        #expect(rtl.first == Rect(x: 4, y: top + 44, width: 280, height: 0.5), "the leading inset is on the right")
        #expect(c.accessibilityTree.elements.filter { $0.role == .separator }.count == 2)
    }

    @Test("In sections: between a section's rows only, not under headers, footers or a section's last row")
    func sectionedList() {
        let sections = [
            TestSection(id: 0, rows: [1, 2, 3]), TestSection(id: 1, rows: [4]), TestSection(id: 2, rows: [5, 6]),
        ]
        let list = LongList(sections: sections, sectionID: \.id, rows: \.rows, id: \.self) { _ in
            Swatch(.white).frame(height: 44)
        } header: { _ in
            Swatch(.white).frame(height: 30)
        } footer: { _ in
            Swatch(.white).frame(height: 20)
        }
        .rowSeparators()
        let c = Self.compose(list)
        #expect(Self.lines(c).count == 3)
        let frames = Laying.frames(c)
        #expect(frames["0#header"]?.height == 30)
        #expect(frames["3"]?.height == 44)
        #expect(frames["5"]?.height == 45)
    }

    @Test("Insets that are negative count as 0; not finite ones are reported, never drawn wild")
    func badInsets() {
        for bad in [-8.0, .nan, .infinity, -.infinity] {
            let list = LongList(Array(0 ..< 2), id: \.self) { _ in Swatch(.white).frame(height: 44) }
                .rowSeparators(inset: bad, trailing: bad)
            let lines = Self.lines(Self.compose(list))
            #expect(lines.count == 1)
            #expect(lines.allSatisfy { $0.minX >= 0 && $0.maxX <= 300 && $0.width.isFinite }, "\(bad): \(lines)")
        }
    }
}
