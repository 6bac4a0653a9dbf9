/// Context menus asked for by the pointer's secondary button or the keyboard's Menu
/// key (and Shift+F10): the innermost panel with `.onContextRequest(_:)` under the
/// pointer, or around the focused panel, is asked with the point to open at.
extension InputRouter {
    /// A secondary press at `point`: popovers it is outside of close (a modal overlay
    /// stays and keeps the press from what is behind it), then the innermost panel
    /// under the point that asks for context requests gets one at `point`. Returns
    /// true when something changed.
    func secondaryPress(at point: Point) -> Bool {
        let scene = self.scene
        let closed = popovers.dismiss(at: point, main: scene.tree, mainFrame: { scene.presentedFrame(ofIndex: $0) })
        guard let hit = hit(at: point, for: .wheel), var node = hit.node, let tree = tree(of: hit.layer) else {
            return closed
        }
        while node >= 0 {
            if let request = tree.interactions[node]?.onContextRequest {
                request(point)
                return true
            }
            node = tree.records[Int(node)].parent
        }
        return closed
    }

    /// Whether `key` asks for a context menu: the Menu key, or Shift+F10.
    static func isContextMenuKey(_ key: KeyName) -> Bool {
        (key.rawValue == KeyName.menu.rawValue && key.modifiers.isEmpty)
            || (key.rawValue == "F10" && key.modifiers == .shift)
    }

    /// The Menu key (or Shift+F10) with no overlay open: the focused panel, or the
    /// nearest one around it that asks for context requests, gets one at the focused
    /// panel's bottom leading corner. Returns true when one was asked.
    func contextMenuKey() -> Bool {
        guard popovers.open.isEmpty, var node = focus.focusedIndex else { return false }
        let frame = scene.presentedFrame(ofIndex: node)
        let rtl = scene.tree.records[Int(node)].direction == .rightToLeft
        let point = Point(x: rtl ? frame.maxX : frame.minX, y: frame.maxY)
        while node >= 0 {
            if let request = scene.tree.interactions[node]?.onContextRequest {
                ContextRequestSource.$isKeyboard.withValue(true) { request(point) }
                return true
            }
            node = scene.tree.records[Int(node)].parent
        }
        return false
    }
}

/// Where a context request came from, while its action runs: a menu opened from the
/// keyboard highlights its first item (WAI-ARIA), one opened by the pointer nothing.
enum ContextRequestSource {
    @TaskLocal static var isKeyboard = false
}
