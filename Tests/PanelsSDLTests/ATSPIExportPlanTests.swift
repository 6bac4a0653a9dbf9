import Panels
import PanelsTestSupport
import Testing

@testable import PanelsSDL

#if os(Linux)
/// How the AT-SPI export reshapes the core tree for ATK's readers
/// (`ATSPIWindowExport.Plan`): a row holding one button is one list item, unlabelled
/// rows are named by their texts, options carry their place among their siblings.
/// No bus: the plan is computed from a composed tree.
@Suite("AT-SPI export plan")
struct ATSPIExportPlanTests {
    static func tree<P: Panel>(_ panel: P) -> AccessibilityTree {
        Composition(panel, size: Size(width: 400, height: 600), measurer: WordWidthMeasurer()).accessibilityTree
    }

    @Test("a row holding a single button is exported as the list item, with its list's row count")
    func rowOfOneButtonIsTheItem() {
        let tree = Self.tree(
            LongList(Array(0 ..< 5), id: \.self, estimatedRowHeight: 40) { i in
                Pressable(action: {}) { _ in Caption("Class \(i)") }
            })
        let plan = ATSPIWindowExport.Plan(tree)
        let items = tree.elements.indices.filter { tree.elements[$0].role == .listItem }
        #expect(items.count == 5)
        for item in items {
            let button = plan.absorbed[item]
            #expect(button.map { tree.elements[$0].role } == .button)
            #expect(button.flatMap { plan.absorbedBy[$0] } == item)
            #expect(plan.parentRows(of: item, in: tree) == 5)
        }
    }

    @Test("an unlabelled row holding several texts is named by them, joined by \", \"")
    func rowNamedByItsTexts() {
        let tree = Self.tree(
            LongList(Array(0 ..< 3), id: \.self, estimatedRowHeight: 40) { i in
                Column {
                    Caption("07:0\(i)")
                    Caption("Yoga")
                }
            })
        let plan = ATSPIWindowExport.Plan(tree)
        let items = tree.elements.indices.filter { tree.elements[$0].role == .listItem }
        #expect(items.map { plan.names[$0] } == ["07:00, Yoga", "07:01, Yoga", "07:02, Yoga"])
        #expect(items.allSatisfy { plan.absorbed[$0] == nil })
    }

    @Test("a segmented choice's options carry their place among the options")
    func optionsCarryTheirPlace() {
        let tree = Self.tree(
            SegmentedChoice("Show", selection: .constant("Week"), options: ["Day", "Week", "Month"]) { Caption($0) })
        let plan = ATSPIWindowExport.Plan(tree)
        let options = tree.elements.indices.filter { tree.elements[$0].role == .radioButton }
        #expect(options.map { plan.positions[$0]?.0 } == [1, 2, 3])
        #expect(options.map { plan.positions[$0]?.1 } == [3, 3, 3])
        // Nothing is focused in a composed tree: no option takes focus from its choice.
        #expect(plan.focusAdded.isEmpty)
    }
}
#endif
