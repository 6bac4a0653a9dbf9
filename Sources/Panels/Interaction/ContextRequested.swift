extension Panel {
    /// Asks `action` for a context menu: on a secondary (right) press on this panel,
    /// with the pointer's position, and on the keyboard's Menu key or Shift+F10 while
    /// this panel or one inside it has focus (and no overlay is open), with the
    /// focused panel's bottom leading corner. Points are in window coordinates. The
    /// innermost panel asking gets the request. `.contextMenu(state:items:)` is made
    /// with it.
    public consuming func onContextRequest(_ action: @escaping (Point) -> Void) -> _ControlModified<Self> {
        _ControlModified(attachment: .contextRequest(action), content: self)
    }
}
