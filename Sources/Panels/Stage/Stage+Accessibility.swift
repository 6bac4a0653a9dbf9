/// The accessibility tree of a live stage, and the actions assistive technologies
/// ask of it.
extension Stage {
    /// What assistive technologies read of the window as last presented (the frame
    /// before this call): the main tree, then open popovers as dialogs, with focus.
    /// Built on each call, never per frame (rules on `AccessibilityTree`).
    public func accessibilityTree() -> AccessibilityTree {
        var layers = [
            AccessibilityTreeBuilder.Layer(layer: .main, tree: scene.tree, frames: scene.presentedFrames, bubble: nil)
        ]
        for popover in popoverLayer.reports {
            guard let key = popover.key else { continue }
            var layer = AccessibilityTreeBuilder.Layer(
                layer: .popover(key), tree: popover.tree, frames: popover.frames, bubble: popover.bubble)
            if popoverLayer.open.first(where: { $0.key == key })?.attachment.style == .alert {
                layer.role = .alertDialog
            }
            layers.append(layer)
        }
        return AccessibilityTreeBuilder.build(size: scene.layoutSize ?? .zero, layers: layers, focused: focus.focused)
    }

    /// Carries out `action` on the panel `element` stands for, as the pointer or the
    /// keyboard would (see `AccessibilityAction`); the element may come from an older
    /// tree: its panel is found by identity in the current one. Returns false when
    /// the panel is gone or does not offer the action. Like every input, it runs on
    /// the host's thread; the next frame shows the result.
    @discardableResult
    package func perform(_ action: AccessibilityAction, on element: AccessibilityElement) -> Bool {
        let source = element.source
        if action == .dismiss, case .popover(let key) = source.layer { return popoverLayer.dismiss(key) }
        guard let tree = input.tree(of: source.layer), let node = node(source, in: tree) else { return false }
        let facts = tree.accessibility[node]
        let interaction = tree.interactions[node]
        switch action {
        case .press:
            if let onTap = interaction?.onTap, interaction?.acceptsPointer == true {
                onTap()
                return true
            }
            if interaction?.textEntry != nil, source.layer == .main { return focus(node) }
            return false
        case .focus:
            if case .popover(let key) = source.layer { return popoverLayer.focus(source.identity, inPopover: key) }
            guard focus.isFocusable(node) else { return false }
            return focus(node)
        case .increment, .decrement:
            guard let step = action == .increment ? facts?.increment : facts?.decrement else { return false }
            step()
            return true
        case .scrollForward, .scrollBackward:
            guard source.layer == .main, case .scroller = tree.kind(of: node) else { return false }
            return scrolling.scrollKey(action == .scrollForward ? .pageDown : .pageUp, scroller: node)
        case .dismiss:
            return false
        case .custom(let name):
            guard let custom = facts?.actions.first(where: { $0.name == name }) else { return false }
            custom.perform()
            return true
        }
    }

    private func node(_ source: AccessibilityElement.Source, in tree: NodeTree) -> Int32? {
        if source.layer == .main { return scene.indexOfIdentity[source.identity] }
        return (0 ..< Int32(tree.count)).first { tree.records[Int($0)].identity == source.identity }
    }

    private func focus(_ node: Int32) -> Bool {
        focus.focused = scene.tree.records[Int(node)].identity
        focus.ringVisible = true
        scrolling.reveal(node, anchor: .nearest, animated: false)
        return true
    }
}
