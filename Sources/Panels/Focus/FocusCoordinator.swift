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
        didSet { if focused != oldValue { updateTextEntryFocus() } }
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

    /// Focusable nodes in reading order (the order panels are written).
    func focusOrder() -> [Int32] {
        guard scene.tree.root >= 0 else { return [] }
        var order: [Int32] = []
        var stack: [Int32] = [scene.tree.root]
        while let node = stack.popLast() {
            if isFocusable(node) { order.append(node) }
            stack.append(contentsOf: scene.tree.children(of: node).reversed())
        }
        return order
    }

    /// A press on `node` (the frontmost node under it for focus, `HitPurpose.focus`)
    /// focuses the nearest focusable panel around it (or clears focus); a press on a
    /// control inside none leaves focus as it is. No ring: the pointer shows where
    /// focus is.
    func focusByPointer(on node: Int32?) {
        var current = node ?? -1
        while current >= 0 && !isFocusable(current, byKeyboard: false) {
            // A click on a control leaves focus where it is (in a text field, say).
            if let control = scene.tree.interactions[current], control.onTap != nil, control.acceptsPointer {
                ringVisible = false
                return
            }
            current = scene.tree.records[Int(current)].parent
        }
        focused = current >= 0 ? scene.tree.records[Int(current)].identity : nil
        ringVisible = false
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
        if let entry = scene.tree.interactions[current]?.textEntry, entry.key(key, clipboard) { return true }
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
