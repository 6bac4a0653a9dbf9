import Foundation
import Observation
import Panels
import PanelsTestSupport
import Testing

/// A model the accessibility actions change, as an app's would.
@Observable
final class AccessibilityModel {
    var taps = 0
    var level = 5
    var custom = 0
    var open = true
    var text = "hello"
}

/// The accessibility tree: what each built-in kind becomes, what the modifiers
/// change, and the actions carried out on a live stage. No pixels.
@Suite("Accessibility tree")
struct AccessibilityTreeTests {
    static let size = Size(width: 400, height: 600)

    static func tree<P: Panel>(_ panel: P, size: Size = size) -> AccessibilityTree {
        Composition(panel, size: size, measurer: WordWidthMeasurer()).accessibilityTree
    }

    /// A generated panel and the elements the rules make of it.
    indirect enum Shape {
        case caption(String)
        case stack([Shape])
        case pressable(Shape)
        case hidden(Shape)
        case group(Shape)
        case labelled(Shape, String)
        case padded(Shape)

        static func generate(_ g: inout SplitMix64, depth: Int) -> Shape {
            let words = ["Book", "a", "class", "Yoga", "7:00", "Studio", "مرحبا", "שלום", "日本", "e\u{301}"]
            if depth == 0 { return .caption(g.element(of: words) + " " + g.element(of: words)) }
            switch g.int(0 ... 9) {
            case 0, 1: return .caption(g.element(of: words))
            case 2, 3, 4: return .stack((0 ..< g.int(0 ... 4)).map { _ in generate(&g, depth: depth - 1) })
            case 5: return .pressable(generate(&g, depth: depth - 1))
            case 6: return .hidden(generate(&g, depth: depth - 1))
            case 7: return .group(generate(&g, depth: depth - 1))
            case 8: return .labelled(generate(&g, depth: depth - 1), g.element(of: words))
            default: return .padded(generate(&g, depth: depth - 1))
            }
        }

        var panel: AnyPanel {
            switch self {
            case .caption(let text): AnyPanel(Caption(text))
            case .stack(let children):
                AnyPanel(Column(spacing: 2) { for child in children { child.panel } })
            case .pressable(let child): AnyPanel(Pressable(action: {}) { _ in child.panel })
            case .hidden(let child): AnyPanel(child.panel.accessibilityHidden())
            case .group(let child): AnyPanel(child.panel.accessibilityGroup())
            case .labelled(let child, let label): AnyPanel(child.panel.accessibility(label: AccessibilityText(label)))
            case .padded(let child): AnyPanel(child.panel.padding(3))
            }
        }

        /// The facts the modifiers around a panel give its node (the innermost label
        /// wins), and the panel that makes the node.
        var peeled: (base: Shape, label: String?, hidden: Bool, group: Bool, pressable: Bool) {
            switch self {
            case .pressable(let child):
                var p = child.peeled
                p.pressable = true
                return p
            case .labelled(let child, let given):
                var p = child.peeled
                if p.label == nil { p.label = given }
                return p
            case .hidden(let child):
                var p = child.peeled
                p.hidden = true
                return p
            case .group(let child):
                var p = child.peeled
                p.group = true
                return p
            default:
                return (self, nil, false, false, false)
            }
        }

        /// The text a screen reader reads inside (an absorbing element's label).
        var textInside: [String] {
            let p = peeled
            if p.hidden { return [] }
            if let label = p.label { return [label] }
            switch p.base {
            case .caption(let text): return [text]
            case .stack(let children): return children.flatMap(\.textInside)
            case .padded(let child): return child.textInside
            default: return []
            }
        }

        /// The text inside the node itself (its own caption, or its children's).
        var ownText: String {
            switch peeled.base {
            case .caption(let text): text
            case .stack(let children): children.flatMap(\.textInside).joined(separator: ", ")
            case .padded(let child): child.textInside.joined(separator: ", ")
            default: ""
            }
        }

        /// The expected elements, depth first: "role label" at a depth. A padding with
        /// a label and no role hands it to its content (`inherited`).
        func expected(depth: Int, inherited: String? = nil) -> [String] {
            let p = peeled
            if p.hidden { return [] }
            let label = p.label ?? inherited
            if p.pressable { return [line(depth, "button", label ?? ownText)] }
            switch p.base {
            case .caption(let text):
                return [line(depth, p.group ? "group" : "text", label ?? text)]
            case _ where p.group:
                return [line(depth, "group", label ?? ownText)]
            case .stack(let children):
                let inside = children.flatMap { $0.expected(depth: label == nil ? depth : depth + 1) }
                return label.map { [line(depth, "group", $0)] + inside } ?? inside
            case .padded(let child):
                return child.expected(depth: depth, inherited: label)
            default:
                return []
            }
        }

        func line(_ depth: Int, _ role: String, _ label: String) -> String {
            String(repeating: "  ", count: depth) + role + " " + label
        }
    }

    /// Every generated tree gives exactly the elements the rules say, in reading
    /// order: captions are text, pressables buttons labelled by their text, hidden
    /// panels are absent, groups are one element, labels stand for their content.
    @Test func generatedTreesFollowTheRules() {
        PropertyTest.check("accessibility rules", cases: 3_000) { g in
            let shape = Shape.generate(&g, depth: g.int(1 ... 5))
            let tree = Self.tree(shape.panel)
            var got: [String] = []
            var stack: [(Int, Int)] = tree.root.children.reversed().map { ($0, 0) }
            while let (index, depth) = stack.popLast() {
                let element = tree.elements[index]
                got.append(String(repeating: "  ", count: depth) + element.role.rawValue + " " + element.label)
                stack.append(contentsOf: element.children.reversed().map { ($0, depth + 1) })
            }
            let want = shape.expected(depth: 0)
            return got == want
                ? nil : "shape \(shape)\nwant:\n\(want.joined(separator: "\n"))\ngot:\n\(got.joined(separator: "\n"))"
        }
    }

    @Test func theTreeAsTextIsStable() {
        let tree = Self.tree(
            Column(alignment: .leading, spacing: 4) {
                Caption("Settings").accessibilityHeading(level: 2)
                Pressable(action: {}) { _ in Caption("Save \"all\"") }.id("save")
                Pressable(enabled: false, action: {}) { _ in Caption("Delete") }
                Swatch(RGBA(hex: 0xFF3B30)).frame(width: 10, height: 10).accessibility(
                    role: .progress, label: "Upload", value: "40%")
                Caption("hint").accessibility(hint: "Double-tap", states: [.selected])
                Separator()
            })
        #expect(
            tree.text == """
                window [0, 0, 400x600]
                  heading(2) "Settings" [0, 245, 80x20]
                  button "Save \\"all\\"" [0, 269, 100x20] focusable actions=press,focus id=save
                  button "Delete" [0, 293, 60x20] disabled
                  progress "Upload" value="40%" [0, 317, 10x10]
                  text "hint" [0, 331, 40x20] selected hint="Double-tap"
                  separator [0, 355, 400x1]

                """)
    }

    @Test func orderReordersSiblingsAndKeepsTiesInWrittenOrder() {
        let tree = Self.tree(
            Row(spacing: 4) {
                Caption("third").accessibilityOrder(2)
                Caption("first").accessibilityOrder(-1)
                Caption("second")
                Caption("also second")
            })
        #expect(tree.elements(role: .text).map(\.label) == ["first", "second", "also second", "third"])
    }

    @Test func aNonFiniteOrderIsReportedAndIgnored() {
        var context = PanelContext()
        let log = context.diagnostics
        context.layoutDirection = .leftToRight
        let composition = Composition(
            Row {
                Caption("a").accessibilityOrder(.nan); Caption("b")
            }, size: Self.size, context: context,
            measurer: WordWidthMeasurer())
        #expect(composition.accessibilityTree.elements(role: .text).map(\.label) == ["a", "b"])
        #expect(log.all.contains { $0.message.contains("accessibilityOrder(nan)") })
    }

    @Test func unlabeledPicturesAndButtonsAreFindingsUnlessDecorative() {
        let tree = Self.tree(
            Column {
                Picture("nowhere")
                Picture("ornament").decorative()
                Picture("logo").accessibility(label: "Studio logo")
                Pressable(action: {}) { _ in Swatch(RGBA(hex: 0x0A84FF)).frame(width: 44, height: 44) }
            })
        #expect(tree.findings.count == 2)
        #expect(tree.findings[0].description.contains("picture \"nowhere\" has no accessibility label"))
        #expect(tree.findings[1].description.contains("button has no accessibility label"))
        #expect(tree.elements(role: .image).map(\.label) == ["", "Studio logo"])
    }

    @Test func captionsOutsideTheWindowAreOffscreen() {
        let tree = Self.tree(
            Layers(alignment: .topLeading) {
                Caption("half in").offset(y: 590)
                Caption("out").offset(x: 0, y: 600)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
        #expect(tree.element(labelled: "half in")?.states.contains(.offscreen) == false)
        #expect(tree.element(labelled: "out")?.states.contains(.offscreen) == true, "\(tree.text)")
    }

    @Test func longListsCountEveryRowAndListTheRowsLaidOut() throws {
        let tree = Self.tree(
            LongList(Array(0 ..< 10_000), id: \.self, estimatedRowHeight: 40) { i in
                Caption("Row \(i)").frame(height: 40)
            },
            size: Size(width: 300, height: 200))
        let list = try #require(tree.elements(role: .list).first)
        #expect(list.rowCount == 10_000)
        let items = tree.elements(role: .listItem)
        #expect(!items.isEmpty && items.count < 200)
        #expect(items.first?.rowIndex == 0)
        #expect(tree.elements(role: .text).first?.label == "Row 0")
    }

    @Test func actionsOnALiveStageDoWhatThePointerAndKeyboardDo() throws {
        let model = AccessibilityModel()
        let stage = Stage(measurer: WordWidthMeasurer()) {
            Column(alignment: .leading, spacing: 8) {
                Pressable(action: { model.taps += 1 }) { _ in Caption("Tap \(model.taps)") }
                Caption("Level").accessibilityAdjustable(
                    value: "\(model.level)", increment: { model.level += 1 }, decrement: { model.level -= 1 })
                Caption("More").accessibilityAction("Archive") { model.custom += 1 }
                EntryField(text: Ref(model, \.text), placeholder: "Name", state: EntryFieldState()).id("name")
                Caption("Anchor").popover(isOpen: Ref(model, \.open), size: Size(width: 100, height: 60)) {
                    Caption("Inside")
                }
            }
        }
        var driver = Driver(stage, size: Self.size)
        driver.frame(at: 0)
        var tree = stage.accessibilityTree()
        let button = try #require(tree.elements(role: .button).first)
        #expect(button.label == "Tap 0")
        #expect(stage.perform(.press, on: button))
        let level = try #require(tree.elements(role: .adjustable).first)
        #expect(level.value == "5" && level.actions == [.increment, .decrement])
        #expect(stage.perform(.increment, on: level) && stage.perform(.increment, on: level))
        #expect(stage.perform(.decrement, on: level))
        let more = try #require(tree.element(labelled: "More"))
        #expect(stage.perform(.custom("Archive"), on: more))
        #expect(!stage.perform(.custom("Nothing"), on: more))
        let field = try #require(tree.elements(role: .textField).first)
        #expect(field.label == "Name" && field.value == "hello" && field.textSelection == 5 ..< 5)
        #expect(!field.states.contains(.focused))
        #expect(stage.perform(.focus, on: field))
        let dialog = try #require(tree.elements(role: .dialog).first)
        #expect(tree.elements[dialog.children[0]].label == "Inside")
        #expect(stage.perform(.dismiss, on: dialog))
        driver.frame(at: 1)
        #expect(model.taps == 1 && model.level == 6 && model.custom == 1 && !model.open)
        tree = stage.accessibilityTree()
        #expect(tree.elements(role: .button).first?.label == "Tap 1")
        #expect(tree.elements(role: .adjustable).first?.value == "6")
        #expect(tree.elements(role: .textField).first?.states.contains(.focused) == true)
        #expect(tree.elements(role: .dialog).isEmpty)
        // An element of an older tree whose panel is gone does nothing.
        #expect(!stage.perform(.dismiss, on: dialog))
    }

    @Test func scrollActionsMoveTheScrollerByAPage() throws {
        let stage = Stage(measurer: WordWidthMeasurer()) {
            Scroller {
                Column(spacing: 0) { for i in 0 ..< 50 { Caption("Line \(i)").frame(height: 40) } }
            }
        }
        var driver = Driver(stage, size: Size(width: 300, height: 400))
        driver.frame(at: 0)
        let area = try #require(stage.accessibilityTree().elements(role: .scrollArea).first)
        #expect(area.actions.contains(.scrollForward))
        #expect(stage.accessibilityTree().element(labelled: "Line 12")?.states.contains(.offscreen) == true)
        #expect(stage.perform(.scrollForward, on: area))
        driver.frame(at: 5)
        let after = stage.accessibilityTree()
        #expect(after.element(labelled: "Line 0")?.states.contains(.offscreen) == true)
        #expect(after.element(labelled: "Line 12")?.states.contains(.offscreen) == false)
    }

    @Test func labelsAreLocalizedWithTheTree() throws {
        var context = PanelContext()
        context.locale = Locale(identifier: "de")
        let composition = Composition(
            Column {
                Caption(formatted: 1234.5)
                Swatch(RGBA(hex: 0xFF3B30)).frame(width: 20, height: 20)
                    .accessibility(label: AccessibilityText(Caption(formatted: 1234.5)))
            },
            size: Self.size, context: context, measurer: WordWidthMeasurer())
        let tree = composition.accessibilityTree
        let shown = try #require(tree.elements(role: .text).first?.label)
        #expect(shown == "1.234,5")
        #expect(tree.elements(role: .group).first?.label == shown)
    }

    @Test("relations by id: a control names what it controls and the text labelling it; the innermost wins")
    func relationsByID() throws {
        let tree = Self.tree(
            Column(spacing: 4) {
                Caption("Volume").id("volume.title")
                Pressable("Louder") {}
                    .accessibilityControls("inner")
                    .accessibilityControls("outer")
                    .accessibilityLabelledBy("volume.title")
                Column(spacing: 2) {
                    Pressable("Suggestion") {}.accessibility(states: .selected)
                }
                .accessibility(role: .list)
                .id("inner")
            })
        let button = try #require(tree.elements.first { $0.role == .button && $0.label == "Louder" })
        #expect(button.relations == AccessibilityRelations(controls: "inner", labelledBy: "volume.title"))
        let list = try #require(tree.elements.first { $0.role == .list })
        #expect(list.id == "inner")
        #expect(list.relations == AccessibilityRelations())
        #expect(tree.elements.first { $0.id == "volume.title" }?.role == .text)
    }

    @Test("a column of rows given as a list reads as one: its row count, each item's row (negatives read as 0)")
    func aColumnGivenAsAList() throws {
        let tree = Self.tree(
            Column(spacing: 0) {
                for row in 0 ..< 3 {
                    Pressable("Class \(row)") {}.padding(2).accessibilityListItem(row: row == 2 ? -1 : row)
                }
            }
            .accessibilityList(rows: 3))
        let list = try #require(tree.elements.first { $0.role == .list })
        #expect(list.rowCount == 3)
        let items = list.children.map { tree.elements[$0] }
        #expect(items.map(\.role) == [.listItem, .listItem, .listItem])
        #expect(items.map(\.rowIndex) == [0, 1, 0])
        #expect(items.map { $0.children.map { tree.elements[$0].role } } == [[.button], [.button], [.button]])
    }
}
