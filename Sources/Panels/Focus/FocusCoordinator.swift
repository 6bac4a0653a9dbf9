/// Keyboard focus on a stage (the contract is on `Focusable`): one focused panel,
/// kept by identity across resolves; click and Tab move it; keys start there. The
/// focused panel's text entry gets typed text (`FocusCoordinator+TextEntry`).
///
/// Contract: at most one panel has focus; a focused identity that is no longer laid
/// out focuses nothing (`focusedIndex` nil) until it comes back. The ring shows only
/// after keyboard focus moves (Tab), never after a click.
final class FocusCoordinator {
    let scene: StageScene
    let scrolling: ScrollCoordinator
    /// The focused panel's identity.
    var focused: Identity? {
        didSet {
            if focused != oldValue {
                updateTextEntryFocus()
                focusTargetsFollow(from: oldValue)
            }
        }
    }
    /// Whether the focus ring shows (after Tab, not after a click).
    var ringVisible = false
    /// The text entry that has focus (told when it loses it).
    var activeTextEntry: TextEntryHandler?
    var activeTextEntryIdentity: Identity?
    /// Caret blinking: when the caret last restarted (an edit, a move, focus) on the
    /// input clock, and whether it was last shown.
    var caretRestart = 0.0
    var caretShown = true
    /// The text entry a primary press started in, whose drag selects, and the press's click count.
    var textEntryPress: (identity: Identity, clickCount: Int)?
    /// Where cut, copy and paste go (the window host installs the system's).
    var clipboard: PanelClipboard = MemoryClipboard()
    /// Where a paste cut at an entry's limit is reported (the stage's diagnostics).
    var diagnostics: () -> DiagnosticLog? = { nil }
    /// Focus set aside when the panel holding it went inert or offstage, by that
    /// panel's identity (`FocusCoordinator+Presence`).
    var setAside: [Identity: (focused: Identity, ring: Bool)] = [:]

    init(scene: StageScene, scrolling: ScrollCoordinator) {
        self.scene = scene
        self.scrolling = scrolling
    }

    /// The explicit id (`.id(_:)`) of the focused panel, if it has one, or "" for a
    /// focused panel without one; nil when nothing is focused.
    var focusedID: String? {
        guard let index = focusedIndex else { return nil }
        return scene.tree.explicitIDs[index] ?? ""
    }

    /// The node the stage draws its focus ring around: the focused one after focus
    /// moved by the keyboard (or from code), unless it draws a ring of its own (a
    /// text entry: `EntryField`'s focus border), so a focused control has one ring.
    var ringNode: Int32? {
        guard ringVisible, let index = focusedIndex, scene.tree.interactions[index]?.textEntry == nil else {
            return nil
        }
        return index
    }

    /// The focused node's index in the current scene.tree.
    var focusedIndex: Int32? {
        guard let focused, let index = scene.indexOfIdentity[focused] else { return nil }
        return index
    }

    /// Whether the node takes focus: by Tab (`byKeyboard`), or by a click. Enabled
    /// controls (`Pressable`) take it only from the keyboard, so clicking a button
    /// leaves focus where it was (in a text field, say), as on macOS.
    func isFocusable(_ index: Int32, byKeyboard: Bool = true) -> Bool {
        if let interaction = scene.tree.interactions[index] {
            if interaction.focusable { return true }
            if byKeyboard && interaction.onTap != nil && interaction.acceptsPointer && interaction.inTabOrder {
                return true
            }
        }
        if case .scroller = scene.tree.kind(of: index), let state = scrolling.scrollState(index) {
            return state.canScroll(0) || state.canScroll(1)
        }
        return false
    }

    /// Focusable nodes in Tab order (see `Focusable` and `FocusOrdered`): reading
    /// order, then the app's explicit orders (a stable sort).
    func focusOrder() -> [Int32] {
        let reading = readingOrder()
        let tree = scene.tree
        // The explicit order of each node: its own, else its nearest ancestor's.
        var explicit: [Int32: Double] = [:]
        for node in reading {
            var current = node
            while current >= 0 {
                if let order = tree.interactions[current]?.focusOrder {
                    explicit[node] = order
                    break
                }
                current = tree.records[Int(current)].parent
            }
        }
        guard !explicit.isEmpty else { return reading }
        return reading.enumerated().sorted { l, r in
            let a = explicit[l.element] ?? 0
            let b = explicit[r.element] ?? 0
            return a != b ? a < b : l.offset < r.offset
        }.map(\.element)
    }

    /// Focusable nodes in reading order: a focusable panel before what it contains;
    /// the children of a panel ordered by where the first focusable panel inside each
    /// is laid out — lines top to bottom, then leading to trailing in the panel's
    /// layout direction (right to left mirrored) — so each subtree stays together (a
    /// scroller's content is visited as one). Laid-out frames only; ties keep the
    /// written order. O(n log n), without recursion (deep trees).
    func readingOrder() -> [Int32] {
        let tree = scene.tree
        guard tree.root >= 0 else { return [] }
        let frames = scene.targetFrames
        func frame(_ node: Int32) -> Rect { Int(node) < frames.count ? frames[Int(node)] : .zero }
        // Post-order: each node's first focusable (its anchor) and its children that
        // hold a focusable, in reading order.
        var anchor: [Int32: Int32] = [:]
        var ordered: [Int32: [Int32]] = [:]
        var stack: [(node: Int32, visited: Bool)] = [(tree.root, false)]
        while let (node, visited) = stack.popLast() {
            let children = tree.children(of: node)
            if !visited {
                stack.append((node, true))
                if tree.isAside(node) { continue }  // inert or offstage: no Tab stop inside
                for child in children.reversed() { stack.append((child, false)) }
                continue
            }
            var holding: [(child: Int32, frame: Rect, written: Int)] = []
            for (written, child) in children.enumerated() {
                if let first = anchor[child] { holding.append((child, frame(first), written)) }
            }
            if holding.count > 1 {
                holding = FocusCoordinator.readingSorted(
                    holding, rightToLeft: tree.direction(of: node) == .rightToLeft)
            }
            if !holding.isEmpty { ordered[node] = holding.map(\.child) }
            if isFocusable(node) {
                anchor[node] = node
            } else if let first = holding.first {
                anchor[node] = anchor[first.child]
            }
        }
        // Pre-order along the sorted children.
        var order: [Int32] = []
        var walk: [Int32] = anchor[tree.root] == nil ? [] : [tree.root]
        while let node = walk.popLast() {
            if isFocusable(node) { order.append(node) }
            if let children = ordered[node] { walk.append(contentsOf: children.reversed()) }
        }
        return order
    }

    /// `items` in reading order by their frames: lines top to bottom (an item whose
    /// top is above the middle of a line's first item joins that line), then by x
    /// (right to left when `rightToLeft`); ties keep the written order.
    static func readingSorted(
        _ items: [(child: Int32, frame: Rect, written: Int)], rightToLeft: Bool
    ) -> [(child: Int32, frame: Rect, written: Int)] {
        let byTop = items.sorted { l, r in
            l.frame.minY != r.frame.minY ? l.frame.minY < r.frame.minY : l.written < r.written
        }
        var result: [(child: Int32, frame: Rect, written: Int)] = []
        var line: [(child: Int32, frame: Rect, written: Int)] = []
        func flush() {
            result += line.sorted { l, r in
                let a = rightToLeft ? -l.frame.maxX : l.frame.minX
                let b = rightToLeft ? -r.frame.maxX : r.frame.minX
                return a != b ? a < b : l.written < r.written
            }
            line.removeAll()
        }
        for item in byTop {
            if let first = line.first, !(item.frame.minY < first.frame.midY) { flush() }
            line.append(item)
        }
        flush()
        return result
    }

    /// A press on `node` (the frontmost node under it for focus, `HitPurpose.focus`)
    /// focuses the nearest focusable panel around it (or clears focus); a press on a
    /// control inside none leaves focus as it is, and so does a press at `point` on a
    /// disabled control (which passes the pointer through) with nothing focusable
    /// behind it. No ring: the pointer shows where focus is.
    func focusByPointer(on node: Int32?, at point: Point? = nil) {
        var current = node ?? -1
        while current >= 0 && !isFocusable(current, byKeyboard: false) {
            // A click on a control leaves focus where it is (in a text field, say).
            if let control = scene.tree.interactions[current], control.onTap != nil, control.acceptsPointer,
                !control.passesFocus
            {
                ringVisible = false
                return
            }
            current = scene.tree.records[Int(current)].parent
        }
        if current < 0, let point, isOverDisabledControl(point, above: node) {
            ringVisible = false
            return
        }
        focused = current >= 0 ? scene.tree.records[Int(current)].identity : nil
        ringVisible = false
    }

    /// Whether a disabled control (`Pressable(enabled: false)`) is at `point`: around
    /// `node` (what the press reached: a caption inside the control), or drawn in front
    /// of it (the control passed the pointer through).
    func isOverDisabledControl(_ point: Point, above node: Int32?) -> Bool {
        let tree = scene.tree
        func isDisabledControl(_ index: Int32) -> Bool {
            guard let interaction = tree.interactions[index] else { return false }
            return interaction.control != nil && !interaction.acceptsPointer
        }
        var current = node ?? -1
        while current >= 0 {
            if isDisabledControl(current) { return true }
            current = tree.records[Int(current)].parent
        }
        let frames = scene.presentedFrames
        for index in scene.paintOrder.reversed() where Int(index) < frames.count {
            if index == node { return false }
            guard isDisabledControl(index), frames[Int(index)].contains(point),
                HitTest.isInsideClips(tree, index, frames: frames, at: point)
            else { continue }
            return true
        }
        return false
    }

    /// Moves focus to the next (or previous) focusable panel, shows the ring and
    /// scrolls the panel into view. Returns false when nothing is focusable.
    @discardableResult
    func moveFocus(forward: Bool) -> Bool {
        let order = focusOrder()
        guard !order.isEmpty else { return false }
        var position: Int
        if let current = focusedIndex, let at = order.firstIndex(of: current) {
            position = (at + (forward ? 1 : order.count - 1)) % order.count
        } else {
            position = forward ? 0 : order.count - 1
        }
        let node = order[position]
        focused = scene.tree.records[Int(node)].identity
        ringVisible = true
        scrolling.reveal(node, anchor: .nearest, animated: false)
        return true
    }

    /// Keys for the focused panel: its `.onKey` handlers and its scroller keys, then
    /// its ancestors'. Returns true when something used the key.
    func focusedKeyDown(_ key: KeyName) -> Bool {
        guard var current = focusedIndex else { return false }
        if let entry = scene.tree.interactions[current]?.textEntry, entry.key(key, clipboard) {
            reportCut(of: entry)
            return true
        }
        if let keys = scene.tree.interactions[current]?.focusedKeys, keys(key) { return true }
        // A focused control runs its action on Enter or Space (its activation keys), as
        // a click would.
        if let control = scene.tree.interactions[current], control.activationKeys.contains(key), control.acceptsPointer,
            !control.keys.contains(where: { $0.key == key }), let action = control.onTap
        {
            action()
            return true
        }
        let focusedNode = current
        while current >= 0 {
            if let handler = scene.tree.interactions[current]?.keys.last(where: { $0.key == key }) {
                handler.action()
                return true
            }
            if current != focusedNode, let keys = scene.tree.interactions[current]?.focusedKeys, keys(key) {
                return true
            }
            if case .scroller = scene.tree.kind(of: current), scrolling.scrollKey(key, scroller: current) {
                return true
            }
            current = scene.tree.records[Int(current)].parent
        }
        return false
    }
}
