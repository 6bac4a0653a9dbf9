#if os(Linux)
import CPanelsATK
import CSDL2
import Foundation
import Panels

/// One window's accessibility tree as ATK objects: the window's frame object, and one
/// object per element kept from tree to tree by the element's identity (its panel, its
/// role), so a rebuilt tree changes only what changed: the C objects emit AT-SPI's
/// events (children added and removed, name, value, text, caret and state changes,
/// focus) for the differences alone.
///
/// Contract: used on the loop's thread. Requests from assistive technologies go to the
/// element of the last tree with the request's handle and run as the keyboard would
/// (`Stage.perform(_:on:)`; text and caret through key and text events to the focused
/// field); they return false when the element is gone.
final class ATSPIWindowExport {
    unowned let window: StageWindow
    unowned let bridge: ATSPIBridge
    /// The window's object (the tree's root element).
    let frame: OpaquePointer
    var dirty = true
    private(set) var synced = false
    private(set) var lastSync: UInt64 = 0
    private var active = false
    /// Whether no element of the last tree has keyboard focus: the window then has it
    /// (while active), so a screen reader hears where it is even in a window with
    /// nothing focusable (GTK's windows do the same when no widget has focus).
    private var nothingFocused = true

    /// An element's identity across trees.
    struct Key: Hashable {
        var source: AccessibilityElement.Source
        var role: AccessibilityRole
        /// The C object's kind (its interfaces): a different kind is a different object.
        var kind: UInt32
        /// Counts elements with the same panel and role (a list row and its content).
        var ordinal: Int
    }

    private struct Entry {
        var object: OpaquePointer
        var handle: UInt64
    }

    private var entries: [Key: Entry] = [:]
    /// The elements of the last tree by handle, for requests.
    private var elements: [UInt64: AccessibilityElement] = [:]
    private let frameHandle: UInt64

    init(window: StageWindow, bridge: ATSPIBridge) {
        self.window = window
        self.bridge = bridge
        frameHandle = bridge.makeHandle()
        frame = panels_atk_object_new(PANELS_ATK_KIND_WINDOW, frameHandle)
        panels_atk_set_role(frame, "window")
        panels_atk_set_name(frame, window.title)
        panels_atk_set_states(frame, AccessibilityStates.focusable.rawValue.asState)
    }

    deinit {
        for entry in entries.values { panels_atk_unref(entry.object) }
        panels_atk_unref(frame)
    }

    /// The window closed: every object turns defunct.
    func retire() {
        for entry in entries.values { panels_atk_object_retire(entry.object) }
        panels_atk_object_retire(frame)
    }

    func setActive(_ active: Bool) {
        guard active != self.active else { return }
        self.active = active
        pushFrameStates()
        panels_atk_window_activate(frame, active)
    }

    private func pushFrameStates() {
        var states = AccessibilityStates.focusable
        if active && nothingFocused { states.insert(.focused) }
        panels_atk_set_states(frame, states.rawValue.asState | (active ? UInt32(PANELS_ATK_STATE_ACTIVE) : 0))
    }

    /// Rebuilds the tree from the stage and pushes the differences into the objects.
    func sync() {
        dirty = false
        lastSync = DispatchTime.now().uptimeNanoseconds
        let firstSync = !synced
        synced = true
        let tree = window.stage.accessibilityTree()
        let (size, _) = window.host.metrics
        var x: Int32 = 0
        var y: Int32 = 0
        SDLLock.run { SDL_GetWindowPosition(window.host.windowPointer, &x, &y) }
        panels_atk_set_origin(frame, x, y)
        panels_atk_set_frame(frame, 0, 0, size.width, size.height)
        panels_atk_set_name(frame, window.title)

        let plan = Plan(tree)
        var seen: [Key: Int] = [:]
        var objects = [OpaquePointer?](repeating: nil, count: tree.elements.count)
        var next: [Key: Entry] = [:]
        var nextElements: [UInt64: AccessibilityElement] = [:]
        objects[0] = frame
        for index in tree.elements.indices.dropFirst() where plan.absorbedBy[index] == nil {
            var element = tree.elements[index]
            // Requests go to the element that does the work (a row's button).
            var target = element
            if let button = plan.absorbed[index] {
                target = tree.elements[button]
                element.label = target.label
                element.states.formUnion(target.states.intersection([.focused, .focusable, .disabled]))
                element.actions = target.actions
                element.hint = target.hint
            }
            if element.label.isEmpty, let name = plan.names[index] { element.label = name }
            if plan.focusRemoved.contains(index) { element.states.remove(.focused) }
            if plan.focusAdded.contains(index) { element.states.insert(.focused) }
            let kind = Self.kind(of: element)
            let base = Key(source: element.source, role: element.role, kind: kind.rawValue, ordinal: 0)
            let ordinal = seen[base, default: 0]
            seen[base] = ordinal + 1
            var key = base
            key.ordinal = ordinal
            let entry: Entry
            if let old = entries.removeValue(forKey: key) {
                entry = old
            } else {
                let handle = bridge.makeHandle()
                entry = Entry(object: panels_atk_object_new(kind, handle), handle: handle)
            }
            next[key] = entry
            nextElements[entry.handle] = target
            objects[index] = entry.object
            push(
                element, to: entry.object, set: plan.positions[index], parentRows: plan.parentRows(of: index, in: tree))
        }
        // Children after every object exists, parents before their children's events.
        for index in tree.elements.indices where objects[index] != nil {
            let children = tree.elements[index].children.compactMap { objects[$0] }.map { Optional($0) }
            children.withUnsafeBufferPointer { buffer in
                panels_atk_set_children(objects[index], buffer.baseAddress, Int32(buffer.count))
            }
        }
        pushRelations(tree, plan: plan, objects: objects)
        for entry in entries.values {
            panels_atk_object_retire(entry.object)
            panels_atk_unref(entry.object)
        }
        entries = next
        elements = nextElements
        let focused =
            !plan.focusAdded.isEmpty
            || tree.elements.indices.contains { index in
                tree.elements[index].states.contains(.focused) && !plan.focusRemoved.contains(index)
            }
        if focused == nothingFocused {
            nothingFocused = !focused
            pushFrameStates()
        }
        if firstSync && window.loop?.windows.count == 1 { setActive(true) }
    }

    /// Relations by id (`AccessibilityRelations`), both ways: controller-for and
    /// controlled-by, labelled-by and label-for; every object's are pushed, so a
    /// relation whose end left is dropped. A focused element that controls another
    /// stands on the first selected element inside it (its active descendant: a search
    /// field's highlighted suggestion), so a screen reader reads the row the arrow
    /// keys reached while the field keeps the focus.
    private func pushRelations(_ tree: AccessibilityTree, plan: Plan, objects: [OpaquePointer?]) {
        // The exported element of each index (a row's absorbed button is its row).
        func exported(_ index: Int) -> Int? {
            let index = plan.absorbedBy[index] ?? index
            return objects[index] == nil ? nil : index
        }
        var byID: [String: Int] = [:]
        for index in tree.elements.indices {
            if let id = tree.elements[index].id, byID[id] == nil, let target = exported(index) { byID[id] = target }
        }
        let kinds = Int(PANELS_ATK_RELATION_COUNT.rawValue)
        var targets: [Int: [[Int]]] = [:]
        func relate(_ from: Int, _ kind: PanelsATKRelation, _ to: Int) {
            var lists = targets[from] ?? [[Int]](repeating: [], count: kinds)
            if !lists[Int(kind.rawValue)].contains(to) { lists[Int(kind.rawValue)].append(to) }
            targets[from] = lists
        }
        var active: [Int: Int] = [:]
        for index in tree.elements.indices {
            let relations = tree.elements[index].relations
            guard let source = exported(index) else { continue }
            if let id = relations.controls, let target = byID[id], target != source {
                relate(source, PANELS_ATK_RELATION_CONTROLLER_FOR, target)
                relate(target, PANELS_ATK_RELATION_CONTROLLED_BY, source)
                let focused =
                    (tree.elements[index].states.contains(.focused) && !plan.focusRemoved.contains(index))
                    || plan.focusAdded.contains(index)
                if focused, let selected = Self.firstSelected(under: target, in: tree).flatMap(exported) {
                    active[source] = selected
                }
            }
            if let id = relations.labelledBy, let target = byID[id], target != source {
                relate(source, PANELS_ATK_RELATION_LABELLED_BY, target)
                relate(target, PANELS_ATK_RELATION_LABEL_FOR, source)
            }
        }
        for index in tree.elements.indices.dropFirst() where objects[index] != nil && plan.absorbedBy[index] == nil {
            let lists = targets[index]
            for kind in 0 ..< kinds {
                let list = (lists?[kind] ?? []).compactMap { objects[$0] }.map { Optional($0) }
                list.withUnsafeBufferPointer { buffer in
                    panels_atk_set_relation(
                        objects[index], PanelsATKRelation(UInt32(kind)), buffer.baseAddress, Int32(buffer.count))
                }
            }
            panels_atk_set_active_descendant(objects[index], active[index].flatMap { objects[$0] })
        }
    }

    /// The first element under `index` (itself excluded), in reading order, with the
    /// selected state.
    private static func firstSelected(under index: Int, in tree: AccessibilityTree) -> Int? {
        var stack = Array(tree.elements[index].children.reversed())
        while let next = stack.popLast() {
            if tree.elements[next].states.contains(.selected) { return next }
            stack += tree.elements[next].children.reversed()
        }
        return nil
    }

    /// How the tree is exported where ATK's readers expect another shape than the core
    /// tree's: a list row holding a single button, group or text (and nothing else) is
    /// one list item named by it (the row's position is read with it, "3 of 7"); a focused choice hands focus to its chosen option
    /// (read as "Week radio button checked 2 of 3", as GTK's radio groups); an open
    /// popover or dialog (the last one) holds the focus: the dialog itself when nothing
    /// in it is focused yet (so a screen reader announces it as it opens), nothing
    /// under it; options, tabs and menu items carry their place among their siblings
    /// of the same role.
    struct Plan {
        /// Row item → its only child (a button, a group, a text), exported as the item.
        var absorbed: [Int: Int] = [:]
        var absorbedBy: [Int: Int] = [:]
        /// Elements whose focused state is dropped, and given.
        var focusRemoved: Set<Int> = []
        var focusAdded: Set<Int> = []
        /// Position (1-based) and count among siblings of the same role.
        var positions: [Int: (Int, Int)] = [:]
        /// Names for unlabelled rows, cells and dialogs: the texts inside, joined by ", "
        /// (as a button is named by its texts), so a row reads as what it shows.
        var names: [Int: String] = [:]

        init(_ tree: AccessibilityTree) {
            for (index, element) in tree.elements.enumerated() {
                switch element.role {
                case .listItem, .gridRow:
                    if element.children.count == 1, let child = element.children.first,
                        [.button, .group, .text].contains(tree.elements[child].role),
                        tree.elements[child].children.isEmpty, element.actions.isEmpty
                    {
                        absorbed[index] = child
                        absorbedBy[child] = index
                    }
                case .choice:
                    if element.states.contains(.focused),
                        let chosen = element.children.first(where: {
                            tree.elements[$0].role == .radioButton && tree.elements[$0].states.contains(.selected)
                        })
                    {
                        focusRemoved.insert(index)
                        focusAdded.insert(chosen)
                    }
                default:
                    break
                }
                var counts: [AccessibilityRole: Int] = [:]
                for child in element.children {
                    let role = tree.elements[child].role
                    guard role == .radioButton || role == .tab || role == .menuItem else { continue }
                    let position = counts[role, default: 0] + 1
                    counts[role] = position
                    positions[child] = (position, 0)
                }
                for child in element.children {
                    if let (position, _) = positions[child] {
                        positions[child] = (position, counts[tree.elements[child].role, default: 0])
                    }
                }
            }
            focusDialog(in: tree)
            for (index, element) in tree.elements.enumerated()
            where element.label.isEmpty && absorbed[index] == nil
                && [.listItem, .gridRow, .gridCell, .dialog, .alertDialog].contains(element.role)
            {
                let name = Self.texts(under: index, in: tree).joined(separator: ", ")
                if !name.isEmpty { names[index] = name }
            }
        }

        /// The labels of the texts, headings and pictures under `index`, in reading order
        /// (at most 12).
        private static func texts(under index: Int, in tree: AccessibilityTree) -> [String] {
            var out: [String] = []
            var stack = Array(tree.elements[index].children.reversed())
            while let next = stack.popLast(), out.count < 12 {
                let element = tree.elements[next]
                if [.text, .heading, .image, .button, .group].contains(element.role), !element.label.isEmpty {
                    out.append(element.label)
                } else {
                    stack += element.children.reversed()
                }
            }
            return out
        }

        /// The last dialog directly under the window takes the focus (see the type).
        private mutating func focusDialog(in tree: AccessibilityTree) {
            guard
                let dialog = tree.elements[0].children.last(where: {
                    tree.elements[$0].role == .dialog || tree.elements[$0].role == .alertDialog
                })
            else { return }
            var inside: Set<Int> = []
            var stack = [dialog]
            while let next = stack.popLast() {
                inside.insert(next)
                stack += tree.elements[next].children
            }
            var focusedInside = false
            for (index, element) in tree.elements.enumerated() where element.states.contains(.focused) {
                if inside.contains(index) { focusedInside = true } else { focusRemoved.insert(index) }
            }
            focusAdded = focusAdded.filter { inside.contains($0) }
            if !focusedInside { focusAdded.insert(dialog) }
        }

        /// The row count of the list or grid holding a row (-1: not a row).
        func parentRows(of index: Int, in tree: AccessibilityTree) -> Int {
            let element = tree.elements[index]
            guard element.role == .listItem || element.role == .gridRow, element.parent >= 0 else { return -1 }
            return tree.elements[element.parent].rowCount ?? -1
        }
    }

    private static func kind(of element: AccessibilityElement) -> PanelsATKKind {
        switch element.role {
        case .textField, .secureTextField, .textArea: PANELS_ATK_KIND_TEXT
        case .adjustable, .spinButton, .progress: PANELS_ATK_KIND_VALUE
        case .text: PANELS_ATK_KIND_STATIC_TEXT
        case .choice: isPopUp(element) ? PANELS_ATK_KIND_STATIC_TEXT : PANELS_ATK_KIND_SELECTION
        case .list, .tabList, .menu: PANELS_ATK_KIND_SELECTION
        case .grid: PANELS_ATK_KIND_TABLE
        case .gridCell: PANELS_ATK_KIND_CELL
        default: PANELS_ATK_KIND_PLAIN
        }
    }

    /// A choice that shows its value and opens a menu (a pop-up choice): a combo box.
    private static func isPopUp(_ element: AccessibilityElement) -> Bool {
        element.role == .choice && element.value != nil
            && !element.states.intersection([.expanded, .collapsed]).isEmpty
    }

    /// The role's name for the C side: `AccessibilityRole`'s, or "comboBox".
    private static func roleName(of element: AccessibilityElement) -> String {
        isPopUp(element) ? "comboBox" : element.role.rawValue
    }

    private func push(_ element: AccessibilityElement, to object: OpaquePointer, set: (Int, Int)?, parentRows: Int) {
        panels_atk_set_role(object, Self.roleName(of: element))
        panels_atk_set_name(object, element.label)
        panels_atk_set_description(object, element.hint ?? "")
        let position: (Int32, Int32)
        if let set {
            position = (Int32(clamping: set.0), Int32(clamping: set.1))
        } else if let row = element.rowIndex {
            position = (Int32(clamping: row + 1), Int32(clamping: parentRows))
        } else {
            position = (0, Int32(clamping: element.rowCount ?? -1))
        }
        panels_atk_set_levels(object, Int32(clamping: element.headingLevel ?? 0), position.0, position.1)
        panels_atk_set_columns(
            object, Int32(clamping: element.columnIndex.map { $0 + 1 } ?? 0), Int32(clamping: element.columnCount ?? -1)
        )
        panels_atk_set_xml_role(object, element.role == .toggle ? "switch" : "")
        let frame = element.frame
        panels_atk_set_frame(object, frame.minX, frame.minY, frame.width, frame.height)
        let names = element.actions.map(Self.atkName)
        withCStrings(names) { pointers in
            panels_atk_set_actions(object, pointers.baseAddress, Int32(pointers.count))
        }
        var states = element.states.rawValue.asState
        switch element.role {
        case .textField, .secureTextField, .textArea:
            states |= UInt32(PANELS_ATK_STATE_EDITABLE)
            states |= UInt32(element.role == .textArea ? PANELS_ATK_STATE_MULTI_LINE : PANELS_ATK_STATE_SINGLE_LINE)
            let text = element.value ?? ""
            let length = text.count
            let selection = element.textSelection ?? length ..< length
            panels_atk_set_text(
                object, text, Int32(clamping: min(selection.lowerBound, length)),
                Int32(clamping: min(selection.upperBound, length)))
        case .adjustable, .spinButton, .progress:
            let text = element.value ?? ""
            if let number = element.number {
                panels_atk_set_value(
                    object, number.value, number.range.lowerBound, number.range.upperBound, number.step, text)
            } else {
                let percent = text.contains("%")
                panels_atk_set_value(object, Self.number(in: text) ?? 0, percent ? 0 : 1, percent ? 100 : 0, 0, text)
            }
        case .text:
            panels_atk_set_static_text(object, element.label)
        case .choice where Self.isPopUp(element):
            panels_atk_set_static_text(object, element.value ?? "")
        case .dialog, .alertDialog:
            states |= UInt32(PANELS_ATK_STATE_MODAL)
        default:
            break
        }
        panels_atk_set_states(object, states)
    }

    /// The ATK name of an action ("click" for a press, as GTK's buttons).
    static func atkName(_ action: AccessibilityAction) -> String {
        switch action {
        case .press: "click"
        case .increment: "increment"
        case .decrement: "decrement"
        case .scrollForward: "scroll forward"
        case .scrollBackward: "scroll backward"
        case .dismiss: "dismiss"
        case .focus: "focus"
        case .custom(let name): name
        }
    }

    /// The first number written in `text` ("40 %" → 40, "−3.5" → -3.5), in ASCII or
    /// the locale's decimal digits.
    static func number(in text: String) -> Double? {
        var digits = ""
        var started = false
        for scalar in text.unicodeScalars {
            if let value = scalar.properties.numericType == .decimal ? scalar.properties.numericValue : nil {
                digits += String(Int(value))
                started = true
            } else if started && (scalar == "." || scalar == ",") {
                digits += "."
            } else if !started && (scalar == "-" || scalar == "\u{2212}") {
                digits = "-"
            } else if started {
                break
            } else {
                digits = ""
            }
        }
        return Double(digits.hasSuffix(".") ? String(digits.dropLast()) : digits)
    }

    /// Carries out a request for the element with `handle`; nil when the handle is not
    /// this window's.
    func perform(handle: UInt64, request: PanelsATKRequest, index: Int, number: Double, text: String?) -> Bool? {
        if handle == frameHandle { return false }
        guard let element = elements[handle] else { return nil }
        let stage = window.stage
        defer { window.needsDraw = true }
        switch request {
        case PANELS_ATK_DO_ACTION:
            guard element.actions.indices.contains(index) else { return false }
            return stage.perform(element.actions[index], on: element)
        case PANELS_ATK_GRAB_FOCUS:
            return stage.perform(.focus, on: element)
        case PANELS_ATK_SET_VALUE:
            // As the keyboard would: steps toward the value asked, as many as it takes
            // (once when the control gives no number).
            guard number.isFinite else { return false }
            let current = element.number?.value ?? Self.number(in: element.value ?? "") ?? 0
            guard number != current else { return true }
            let action: AccessibilityAction = number > current ? .increment : .decrement
            var steps = 1
            if let given = element.number, given.step > 0 {
                let target = min(max(number, given.range.lowerBound), given.range.upperBound)
                steps = min(Int((abs(target - current) / given.step).rounded()), 10_000)
            }
            for _ in 0 ..< steps where !stage.perform(action, on: element) { return false }
            return true
        case PANELS_ATK_SET_CARET:
            guard stage.perform(.focus, on: element) else { return false }
            let home = KeyEvent(key: "Home", modifiers: element.role == .textArea ? .control : [])
            _ = window.stage.handle(.keyDown(home))
            for _ in 0 ..< min(max(0, index), 100_000) { _ = stage.handle(.keyDown(KeyEvent(key: "ArrowRight"))) }
            return true
        case PANELS_ATK_SET_TEXT:
            guard stage.perform(.focus, on: element) else { return false }
            _ = stage.handle(.keyDown(KeyEvent(key: "a", modifiers: .control)))
            if let text, !text.isEmpty {
                _ = stage.handle(.textInput(text))
            } else {
                _ = stage.handle(.keyDown(KeyEvent(key: "Backspace")))
            }
            return true
        default:
            return false
        }
    }
}

extension UInt16 {
    /// `AccessibilityStates`' raw value as the C side's state bits.
    fileprivate var asState: UInt32 { UInt32(self) }
}

/// Calls `body` with `strings` as C strings that live for the call.
private func withCStrings<R>(_ strings: [String], _ body: (UnsafeBufferPointer<UnsafePointer<CChar>?>) -> R) -> R {
    let copies = strings.map { strdup($0) }
    defer { for copy in copies { free(copy) } }
    let pointers = copies.map { UnsafePointer($0) }
    return pointers.withUnsafeBufferPointer(body)
}
#endif
