extension FocusCoordinator {
    /// After a layout: focus inside a panel that went inert or offstage (`Presence`)
    /// is set aside, by that panel's identity, and nothing has focus; when such a
    /// panel is shown again, its focus comes back (with its ring as it was) unless
    /// another panel that is shown has focus by then. Set-aside focus whose panel left
    /// the tree is forgotten. Costs nothing while no panel sets content aside and no
    /// focus is set aside.
    func followPresence() {
        let tree = scene.tree
        if let index = focusedIndex, let focused, let holder = tree.asideHolder(of: index) {
            setAside[tree.records[Int(holder)].identity] = (focused, ringVisible)
            self.focused = nil
            ringVisible = false
        }
        guard !setAside.isEmpty else { return }
        for (holder, saved) in setAside {
            guard let index = scene.indexOfIdentity[holder] else {
                setAside[holder] = nil
                continue
            }
            guard tree.asideHolder(of: index) == nil else { continue }
            setAside[holder] = nil
            let focusIsShown = focusedIndex.map { tree.asideHolder(of: $0) == nil } ?? false
            if !focusIsShown, let node = scene.indexOfIdentity[saved.focused], tree.asideHolder(of: node) == nil {
                focused = saved.focused
                ringVisible = saved.ring
            }
        }
    }
}
