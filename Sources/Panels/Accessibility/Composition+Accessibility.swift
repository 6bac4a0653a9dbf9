extension Composition {
    /// What assistive technologies read of this composition: the main tree, then its
    /// open popovers as dialogs (rules on `AccessibilityTree`). Built on each call.
    public var accessibilityTree: AccessibilityTree {
        AccessibilityTreeBuilder.build(
            size: size,
            layers: [.init(layer: .main, tree: tree, frames: frames, bubble: nil)]
                + popovers.map {
                    .init(
                        layer: .popover($0.key ?? Identity(rawValue: 0)), tree: $0.tree, frames: $0.frames,
                        bubble: $0.bubble)
                })
    }
}
