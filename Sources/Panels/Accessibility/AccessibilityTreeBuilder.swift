/// Builds an `AccessibilityTree` from laid-out layers (the main tree, then each open
/// popover): the rules are on `AccessibilityTree`.
struct AccessibilityTreeBuilder {
    /// One laid-out tree: the main one, or an open popover's content.
    struct Layer {
        var layer: StageLayer
        var tree: NodeTree
        /// Frames as drawn, in window points, indexed like `tree`.
        var frames: [Rect]
        /// A popover's bubble (nil for the main tree).
        var bubble: Rect?
        /// The role of a popover's element (an alert's is `alertDialog`).
        var role = AccessibilityRole.dialog
        /// Per node: `hasFacts`, `hasInteraction` (set by `add`: most nodes have
        /// neither, and are passed by without a dictionary lookup).
        var flags: [UInt8] = []
        /// The tree, shared by the labels read from it.
        var source: AccessibilityTreeSource

        init(layer: StageLayer, tree: NodeTree, frames: [Rect], bubble: Rect?) {
            self.layer = layer
            self.tree = tree
            self.frames = frames
            self.bubble = bubble
            source = AccessibilityTreeSource(tree)
        }

        func facts(_ node: Int32) -> AccessibilityAttributes? {
            flags[Int(node)] & Layer.hasFacts != 0 ? tree.accessibility[node] : nil
        }

        func interaction(_ node: Int32) -> Interaction? {
            flags[Int(node)] & Layer.hasInteraction != 0 ? tree.interactions[node] : nil
        }

        static let hasFacts: UInt8 = 1
        static let hasInteraction: UInt8 = 2
        /// The facts reorder the node among its siblings (`.accessibilityOrder(_:)`).
        static let hasOrder: UInt8 = 4
    }

    /// Per kind (by `NodeKind.definitionIndex`): what its definition says about
    /// accessibility, read once into a table so plain nodes cost an array read.
    private struct KindFacts {
        var role: AccessibilityRole?
        var mayClip = false
        var wrapsContent = false
    }

    private static let kinds: [KindFacts] = NodeKind.definitions.map { definition in
        KindFacts(
            role: definition.accessibilityRole, mayClip: definition.mayClip, wrapsContent: definition.wrapsContent)
    }

    private static func kindFacts(_ node: Int32, in tree: NodeTree) -> KindFacts {
        kinds[Int(tree.records[Int(node)].definitionIndex)]
    }

    private(set) var elements: [AccessibilityElement]
    private(set) var findings: [Diagnostic] = []
    private(set) var findingElements: [Int] = []
    /// The focused panel of the main tree.
    var focused: Identity?
    private let window: Rect

    init(size: Size) {
        window = Rect(x: 0, y: 0, width: size.width, height: size.height)
        elements = [
            AccessibilityElement(
                role: .window, label: "", frame: window, parent: -1,
                source: .init(layer: .main, identity: Identity(rawValue: 0)))
        ]
    }

    /// The tree of `layers`, the main tree first.
    static func build(size: Size, layers: [Layer], focused: Identity? = nil) -> AccessibilityTree {
        var builder = AccessibilityTreeBuilder(size: size)
        builder.focused = focused
        let deep = layers.contains { $0.tree.depth > 1_000 }
        if deep {
            LargeStack.run { for layer in layers { builder.add(layer) } }
        } else {
            for layer in layers { builder.add(layer) }
        }
        var tree = AccessibilityTree(elements: builder.elements, findings: builder.findings)
        tree.findingElements = builder.findingElements
        return tree
    }

    /// Adds `layer`'s elements under the window (a popover's inside its dialog).
    mutating func add(_ given: Layer) {
        var layer = given
        let tree = layer.tree
        guard tree.root >= 0, layer.frames.count == tree.count else { return }
        layer.flags = [UInt8](repeating: 0, count: tree.count)
        for (node, facts) in tree.accessibility where Int(node) < tree.count {
            layer.flags[Int(node)] |= facts.order == nil ? Layer.hasFacts : Layer.hasFacts | Layer.hasOrder
        }
        for node in tree.interactions.keys where Int(node) < tree.count {
            layer.flags[Int(node)] |= Layer.hasInteraction
        }
        var parent = 0
        var clip = window
        if let bubble = layer.bubble {
            let root = tree.root
            let facts = layer.facts(root)
            if facts?.hidden == true { return }
            var dialog = AccessibilityElement(
                role: layer.role, label: facts?.label ?? "", frame: bubble, parent: 0,
                source: .init(layer: layer.layer, identity: tree.records[Int(root)].identity))
            dialog.actions = [.dismiss]
            parent = append(dialog)
            clip = clip.intersection(bubble)
        }
        visit(tree.root, in: layer, parent: parent, clip: clip)
    }

    private mutating func append(_ element: AccessibilityElement) -> Int {
        let index = elements.count
        elements.append(element)
        if element.parent >= 0 { elements[element.parent].children.append(index) }
        return index
    }

    /// The role `node` takes by itself (its facts, its interaction, its kind), or nil
    /// when it is no element.
    private static func role(
        of node: Int32, in layer: Layer, facts: AccessibilityAttributes?, interaction: Interaction?
    ) -> AccessibilityRole? {
        if let role = facts?.role { return role }
        if let interaction {
            if interaction.textEntry != nil { return .textField }
            if interaction.onTap != nil || interaction.control != nil { return .button }
        }
        if facts?.combines == true { return .group }
        if let role = kindFacts(node, in: layer.tree).role {
            return role == .text && facts?.headingLevel != nil ? .heading : role
        }
        if let facts, facts.label != nil || facts.value != nil || !facts.actions.isEmpty || facts.increment != nil {
            return .group
        }
        return nil
    }

    /// Roles whose element contains other elements; the others take the text inside
    /// them as their label and contain none.
    private static func isContainer(_ role: AccessibilityRole, facts: AccessibilityAttributes?) -> Bool {
        switch role {
        case .window, .scrollArea, .list, .listItem, .dialog, .navigation, .tabList, .menu, .choice, .grid, .gridRow,
            .gridCell:
            return true
        case .group:
            return facts?.combines != true
        default:
            return false
        }
    }

    /// Visits `node` with the facts a wrapper around it handed down (`inherited`; the
    /// node's own facts win field by field).
    private mutating func visit(
        _ node: Int32, in layer: Layer, parent: Int, clip: Rect, inherited: AccessibilityAttributes? = nil
    ) {
        let tree = layer.tree
        var facts = layer.facts(node)
        if let inherited {
            if facts == nil {
                facts = inherited
            } else {
                facts?.merge(inherited)
            }
        }
        if facts?.hidden == true { return }
        let kindFacts = AccessibilityTreeBuilder.kindFacts(node, in: tree)
        let interaction = layer.interaction(node)
        var innerClip = clip
        if kindFacts.mayClip, tree.kind(of: node).traits.clip(tree.kind(of: node)) != nil {
            innerClip = clip.intersection(layer.frames[Int(node)])
        }
        // The common case: a container or decoration with no facts and no interaction.
        if facts == nil && interaction == nil && kindFacts.role == nil {
            visitChildren(of: node, in: layer, parent: parent, clip: innerClip)
            return
        }
        let frame = layer.frames[Int(node)]
        // A label, value or action given to a frame or padding around a picture or
        // caption is the picture's or caption's.
        if let given = facts, given.role == nil, !given.combines, kindFacts.wrapsContent,
            AccessibilityTreeBuilder.role(of: node, in: layer, facts: nil, interaction: interaction) == nil
        {
            let content = tree.children(of: node).first
            for child in ordered(tree.children(of: node), in: layer) {
                visit(child, in: layer, parent: parent, clip: innerClip, inherited: child == content ? given : nil)
            }
            return
        }
        guard
            var role = AccessibilityTreeBuilder.role(of: node, in: layer, facts: facts, interaction: interaction)
        else {
            visitChildren(of: node, in: layer, parent: parent, clip: innerClip)
            return
        }
        // A lazy grid is a lazy list of rows of cells.
        if role == .list, tree.longLists[node]?.grid != nil { role = .grid }
        let identity = tree.records[Int(node)].identity
        var element = AccessibilityElement(
            role: role, label: "", frame: frame, parent: parent, source: .init(layer: layer.layer, identity: identity))
        element.id = tree.explicitIDs[node]
        element.value = facts?.value
        element.hint = facts?.hint
        element.headingLevel = role == .heading ? facts?.headingLevel ?? 1 : nil
        element.textSelection = facts?.selection
        element.number = facts?.number
        element.relations = facts?.relations ?? AccessibilityRelations()
        element.minimumTarget = interaction?.minimumTarget ?? 0
        let container = AccessibilityTreeBuilder.isContainer(role, facts: facts)
        if let label = facts?.label {
            element.label = label
        } else if kindFacts.role == .text, case .caption(let content) = tree.kind(of: node) {
            element.label = content.text
        } else if !container {
            element.labelSource = .inside(layer.source, node)
        }
        let scrolls = kindFacts.role == .scrollArea && canScroll(node, in: layer)
        element.states = states(
            of: node, in: layer, facts: facts, interaction: interaction, scrolls: scrolls, frame: frame, clip: clip)
        element.actions = AccessibilityTreeBuilder.actions(
            role: role, in: layer, facts: facts, interaction: interaction, canScroll: scrolls)
        if role == .grid, let record = tree.longLists[node], record.horizontal {
            // Sideways, the lazy entries are columns: read by visual rows instead.
            element.rowCount = max(1, record.grid?.columns ?? 1)
            element.columnCount = AccessibilityTreeBuilder.dataColumns(of: record)
        } else if role == .list || role == .grid, let record = tree.longLists[node] {
            element.rowCount = record.count
        } else {
            element.rowCount = facts?.rowCount
            element.rowIndex = facts?.rowIndex
        }
        let index = append(element)
        report(index, role: role, node: node, tree: tree)
        guard container else { return }
        if role == .grid, let record = tree.longLists[node], record.horizontal {
            visitSidewaysGrid(node, record: record, in: layer, parent: index, clip: innerClip)
        } else if role == .list || role == .grid, let record = tree.longLists[node] {
            let children = tree.children(of: node)
            // A detached pinned header (the last child) is read first: it is on top.
            if children.count > record.keys.count, let detached = children.last {
                visit(detached, in: layer, parent: index, clip: innerClip)
            }
            for (offset, row) in children.prefix(record.keys.count).enumerated() {
                let entry = record.first + offset
                // Section headers and footers are read as what they hold, not as items;
                // a header that is one text and no heading of its own is read as a
                // heading (level 2), as platforms read section headers.
                if let sections = record.sections, entry < sections.entryCount, sections.locate(entry).role != .row {
                    let first = elements.count
                    visit(row, in: layer, parent: index, clip: innerClip)
                    if sections.locate(entry).role == .header { promoteSectionHeader(from: first) }
                } else {
                    visitRow(
                        row, index: entry, in: layer, parent: index, clip: innerClip,
                        selection: record.selectable ? record.selected.contains(offset) : nil,
                        role: role == .grid ? .gridRow : .listItem)
                }
            }
        } else {
            visitChildren(of: node, in: layer, parent: index, clip: innerClip)
        }
    }

    /// The columns of a sideways grid's data: its entries less its sections' headers
    /// and footers.
    static func dataColumns(of record: LongListRecord) -> Int {
        guard let sections = record.sections else { return record.count }
        let extra = (sections.hasHeaders ? 1 : 0) + (sections.hasFooters ? 1 : 0)
        return max(0, record.count - extra * sections.sectionCount)
    }

    /// A grid that scrolls sideways, read as the eye reads it: its lazy entries are
    /// columns of cells, so each run of laid-out columns between section headers is
    /// read as `rowCount` grid rows (row r holding the r-th cell of every column, in
    /// reading order), each cell with its data column. Headers are read where they
    /// stand, as headings.
    private mutating func visitSidewaysGrid(
        _ node: Int32, record: LongListRecord, in layer: Layer, parent: Int, clip: Rect
    ) {
        let tree = layer.tree
        let rows = max(1, record.grid?.columns ?? 1)
        let children = tree.children(of: node)
        if children.count > record.keys.count, let detached = children.last {
            visit(detached, in: layer, parent: parent, clip: clip)
        }
        // Where each section's columns start in the data's columns.
        var sectionColumns: [Int] = []
        if let sections = record.sections {
            var total = 0
            for section in 0 ..< sections.sectionCount {
                sectionColumns.append(total)
                total += max(0, sections.rowCount(of: section))
            }
        }
        var run: [(column: Int, node: Int32)] = []
        for (offset, entryNode) in children.prefix(record.keys.count).enumerated() {
            let entry = record.first + offset
            if let sections = record.sections, entry < sections.entryCount {
                let place = sections.locate(entry)
                if place.role != .row {
                    visitGridRows(run, rows: rows, in: layer, parent: parent, clip: clip)
                    run.removeAll()
                    let first = elements.count
                    visit(entryNode, in: layer, parent: parent, clip: clip)
                    if place.role == .header { promoteSectionHeader(from: first) }
                    continue
                }
                run.append((sectionColumns[place.section] + place.row, entryNode))
            } else {
                run.append((entry, entryNode))
            }
        }
        visitGridRows(run, rows: rows, in: layer, parent: parent, clip: clip)
    }

    /// The grid rows of a run of laid-out columns (see `visitSidewaysGrid`).
    private mutating func visitGridRows(
        _ run: [(column: Int, node: Int32)], rows: Int, in layer: Layer, parent: Int, clip: Rect
    ) {
        guard !run.isEmpty else { return }
        let tree = layer.tree
        for row in 0 ..< rows {
            let cells: [(column: Int, node: Int32)] = run.compactMap { column in
                let inColumn = tree.children(of: column.node)
                guard row < inColumn.count else { return nil }
                let cell = inColumn[inColumn.startIndex + row]
                return layer.facts(cell)?.hidden == true ? nil : (column.column, cell)
            }
            guard let first = cells.first else { continue }
            var (x0, y0) = (Double.infinity, Double.infinity)
            var (x1, y1) = (-Double.infinity, -Double.infinity)
            for cell in cells {
                let f = layer.frames[Int(cell.node)]
                (x0, y0, x1, y1) = (min(x0, f.minX), min(y0, f.minY), max(x1, f.maxX), max(y1, f.maxY))
            }
            let frame = Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
            var item = AccessibilityElement(
                role: .gridRow, label: "", frame: frame, parent: parent,
                source: .init(layer: layer.layer, identity: tree.records[Int(first.node)].identity))
            item.rowIndex = row
            if AccessibilityTreeBuilder.isOutside(frame, clip) { item.states.insert(.offscreen) }
            let itemIndex = append(item)
            for cell in cells {
                let at = elements.count
                visit(cell.node, in: layer, parent: itemIndex, clip: clip)
                if at < elements.count, elements[at].role == .gridCell { elements[at].columnIndex = cell.column }
            }
        }
    }

    /// Makes a section header read as a heading (level 2) when all it added from
    /// `first` on is one text (a header with a heading, a control or more than one
    /// text is left as it is).
    private mutating func promoteSectionHeader(from first: Int) {
        guard elements.count == first + 1, elements[first].role == .text else { return }
        elements[first].role = .heading
        elements[first].headingLevel = 2
    }

    /// One row of a lazy list: a `listItem` (in a grid a `gridRow`) holding what the row contains.
    /// `selection`: whether a selectable list's row is selected (nil: the list is not
    /// selectable); such a row is the item itself (pressing it selects), not a button in it.
    private mutating func visitRow(
        _ row: Int32, index: Int, in layer: Layer, parent: Int, clip: Rect, selection: Bool? = nil,
        role: AccessibilityRole = .listItem
    ) {
        let tree = layer.tree
        if layer.facts(row)?.hidden == true { return }
        let frame = layer.frames[Int(row)]
        var item = AccessibilityElement(
            role: role, label: "", frame: frame, parent: parent,
            source: .init(layer: layer.layer, identity: tree.records[Int(row)].identity))
        item.id = tree.explicitIDs[row]
        item.rowIndex = index
        if AccessibilityTreeBuilder.isOutside(frame, clip) { item.states.insert(.offscreen) }
        // A row's own actions (its swipe actions) are the item's.
        let rowActions = layer.facts(row)?.actions.map { AccessibilityAction.custom($0.name) } ?? []
        guard let selected = selection else {
            item.actions = rowActions
            let itemIndex = append(item)
            if rowActions.isEmpty {
                visit(row, in: layer, parent: itemIndex, clip: clip)
            } else {
                visitChildren(of: row, in: layer, parent: itemIndex, clip: clip)
            }
            return
        }
        if selected { item.states.insert(.selected) }
        item.actions = [.press] + rowActions
        let itemIndex = append(item)
        visitChildren(of: row, in: layer, parent: itemIndex, clip: clip)
    }

    private mutating func visitChildren(of node: Int32, in layer: Layer, parent: Int, clip: Rect) {
        for child in ordered(layer.tree.children(of: node), in: layer) {
            visit(child, in: layer, parent: parent, clip: clip)
        }
    }

    /// `children` in reading order: by `.accessibilityOrder(_:)`, ties as written.
    private func ordered(_ children: ArraySlice<Int32>, in layer: Layer) -> ArraySlice<Int32> {
        guard children.contains(where: { layer.flags[Int($0)] & Layer.hasOrder != 0 }) else { return children }
        return ArraySlice(
            children.enumerated().sorted { a, b in
                let oa = layer.facts(a.element)?.order ?? 0
                let ob = layer.facts(b.element)?.order ?? 0
                return oa != ob ? oa < ob : a.offset < b.offset
            }.map(\.element))
    }

    private func states(
        of node: Int32, in layer: Layer, facts: AccessibilityAttributes?, interaction: Interaction?, scrolls: Bool,
        frame: Rect, clip: Rect
    ) -> AccessibilityStates {
        var states = facts?.states ?? []
        if let interaction {
            if interaction.focusable || interaction.textEntry != nil
                || AccessibilityTreeBuilder.isTabControl(interaction, in: layer)
            {
                states.insert(.focusable)
            }
            if (interaction.onTap != nil || interaction.control != nil) && !interaction.acceptsPointer {
                states.insert(.disabled)
            }
        }
        if scrolls { states.insert(.focusable) }
        if layer.layer == .main, let focused, layer.tree.records[Int(node)].identity == focused {
            states.insert(.focused)
        }
        if AccessibilityTreeBuilder.isOutside(frame, clip) { states.insert(.offscreen) }
        return states
    }

    /// Whether a scroller's content is larger than the scroller along an axis it
    /// scrolls.
    private func canScroll(_ node: Int32, in layer: Layer) -> Bool {
        guard case .scroller(let spec) = layer.tree.kind(of: node),
            let content = layer.tree.children(of: node).first
        else { return false }
        let frame = layer.frames[Int(node)]
        let inner = layer.frames[Int(content)]
        return (spec.axes.includes(.vertical) && inner.height > frame.height + 0.5)
            || (spec.axes.includes(.horizontal) && inner.width > frame.width + 0.5)
    }

    private static func actions(
        role: AccessibilityRole, in layer: Layer, facts: AccessibilityAttributes?, interaction: Interaction?,
        canScroll: Bool
    ) -> [AccessibilityAction] {
        var actions: [AccessibilityAction] = []
        if let interaction, interaction.onTap != nil, interaction.acceptsPointer { actions.append(.press) }
        let tabbable =
            interaction.map { isTabControl($0, in: layer) || $0.focusable } == true
        if (layer.layer == .main && (interaction?.textEntry != nil || canScroll)) || tabbable {
            actions.append(.focus)
        }
        if facts?.increment != nil { actions.append(.increment) }
        if facts?.decrement != nil { actions.append(.decrement) }
        if canScroll { actions += [.scrollForward, .scrollBackward] }
        for action in facts?.actions ?? [] { actions.append(.custom(action.name)) }
        return actions
    }

    /// Lists what a screen reader cannot announce: an unlabeled picture or button.
    private mutating func report(_ index: Int, role: AccessibilityRole, node: Int32, tree: NodeTree) {
        guard role == .image || role == .button, elements[index].labelSource.isEmpty else { return }
        findingElements.append(index)
        let built = AccessibilityTree(elements: elements, findings: [])
        switch role {
        case .image:
            var name = ""
            if case .picture(let spec) = tree.kind(of: node) { name = " \"\(spec.name.prefix(80))\"" }
            findings.append(
                Diagnostic(
                    .warning,
                    "\(built.path(of: index)): picture\(name) has no accessibility label: give it "
                        + ".accessibility(label:) or mark it .decorative()",
                    subject: built.path(of: index)))
        case .button:
            findings.append(
                Diagnostic(
                    .warning,
                    "\(built.path(of: index)): button has no accessibility label (no text inside it): give it "
                        + ".accessibility(label:)",
                    subject: built.path(of: index)))
        default:
            break
        }
    }

    /// An enabled control: Tab reaches it (`FocusCoordinator`, and in a popover
    /// `PopoverLayer`).
    static func isTabControl(_ interaction: Interaction, in layer: Layer) -> Bool {
        interaction.onTap != nil && interaction.acceptsPointer && interaction.inTabOrder
    }

    /// Whether `frame` lies wholly outside `clip` (touching an edge is outside).
    static func isOutside(_ frame: Rect, _ clip: Rect) -> Bool {
        frame.maxX <= clip.minX || frame.minX >= clip.maxX || frame.maxY <= clip.minY || frame.minY >= clip.maxY
    }
}
