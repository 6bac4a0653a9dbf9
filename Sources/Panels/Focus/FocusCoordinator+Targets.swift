/// Focus that follows values the app owns (`FocusTarget`, `.focusTarget(_:equals:)`):
/// the app's value moves focus at the next frame; focus moved by the user writes the
/// value.
extension FocusCoordinator {
    /// At a frame: when the app's values name a laid-out panel that is not focused,
    /// focus it (with the ring, scrolled into view); when the focused panel has a
    /// target whose value no longer names it, and no other names a panel, blur it.
    /// Values the user's focus moves wrote agree with focus already, so only the
    /// app's changes act. Linear in the tree's interactions.
    func applyFocusTargets() {
        let tree = scene.tree
        guard tree.root >= 0 else { return }
        var wanted: [Int32] = []
        var focusedHasTarget = false
        let current = focusedIndex
        for (node, interaction) in tree.interactions {
            guard let target = interaction.focusTarget else { continue }
            if node == current { focusedHasTarget = true }
            if target.wants() { wanted.append(node) }
        }
        if let current, wanted.contains(current) { return }
        // Two panels with the same key: the first in the tree (nodes are numbered in
        // written order) takes focus.
        if let node = wanted.min() {
            focused = tree.records[Int(node)].identity
            ringVisible = true
            scrolling.reveal(node, anchor: .nearest, animated: false)
        } else if focusedHasTarget {
            focused = nil
        }
    }

    /// After focus moved from `old`: the target of the panel that lost focus lets go
    /// of the app's value (when it still names it), then the target of the one that
    /// gained it takes it.
    func focusTargetsFollow(from old: Identity?) {
        if let old, let index = scene.indexOfIdentity[old], let target = scene.tree.interactions[index]?.focusTarget {
            target.lost()
        }
        if let index = focusedIndex, let target = scene.tree.interactions[index]?.focusTarget {
            target.gained()
        }
    }
}
