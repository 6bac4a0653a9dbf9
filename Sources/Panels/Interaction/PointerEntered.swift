extension Panel {
    /// Runs `action` when the pointer comes over this control (its hover starts): a
    /// menu row highlights itself and opens its submenu with it.
    consuming func onPointerEnter(_ action: @escaping () -> Void) -> _ControlModified<Self> {
        _ControlModified(attachment: .pointerEnter(action), content: self)
    }
}
