extension Panel {
    /// A context menu for this panel: opens at the pointer on a secondary (right)
    /// press on it, and at the focused panel's bottom leading corner on the keyboard's
    /// Menu key or Shift+F10 while focus is inside it (`.onContextRequest(_:)`).
    ///
    /// Contract: the menu is placed like a popover without an arrow — its top leading
    /// corner at the point, flipped above it or shifted along to stay inside the
    /// window less 8 pt (`OverlayPlacement.menu(at:…)`) — and drawn above the main tree
    /// and popovers beneath it; keys go to it (below); a press outside closes
    /// it (and every submenu). Opened from the keyboard its first item is highlighted,
    /// by the pointer none. `items` is built when the menu opens. `state` keeps
    /// whether it is open and where (one per menu). The panel keeps its own look and
    /// input; one overlay per panel (put a second on a panel around it).
    ///
    /// Keys, while a level is the innermost open one: Down and Up move the highlight to
    /// the next and previous selectable item (wrapping; separators and disabled items
    /// are skipped), Home and End to the first and last; Return or Space run the
    /// highlighted item (or open its submenu); ArrowRight (ArrowLeft in right-to-left)
    /// opens the highlighted submenu on its first item, ArrowLeft (ArrowRight in
    /// right-to-left) closes that submenu; Esc closes one level; a letter or digit
    /// highlights the next item starting with the letters typed in quick succession.
    /// The pointer entering a row highlights it (and opens its submenu). A level taller
    /// than the window scrolls, keeping the highlighted row in view. To assistive
    /// technologies: a `menu` of `menuItem`s.
    public consuming func contextMenu(
        state: MenuState, label: String? = nil, @MenuBuilder items: @escaping () -> [MenuItem]
    ) -> _PopoverAnchor<_ControlModified<Self>, _MenuList> {
        let anchor = onContextRequest { point in
            state.open(at: point)
            if ContextRequestSource.isKeyboard {
                // From the keyboard: on the first item, as WAI-ARIA's menus open.
                let list = items()
                state.path = [list.indices.first { list[$0].isSelectable } ?? -1]
            }
        }
        return _MenuList.overlay(on: anchor, state: state, label: label, items: items)
    }
}

extension _MenuList {
    /// `state`'s menu as an overlay on `anchor`: at `state.location`, or below the
    /// anchor when there is none.
    static func overlay<Anchor: Panel>(
        on anchor: Anchor, state: MenuState, label: String?, items: @escaping () -> [MenuItem]
    ) -> _PopoverAnchor<Anchor, _MenuList> {
        let isOpen = Ref<Bool>(get: { state.isOpen }, set: { open in if !open { state.close() } })
        return _PopoverAnchor(
            anchor: anchor, isOpen: isOpen, arrows: [.up, .down], size: nil, margin: 8, offset: 0, passthrough: [],
            resizeMotion: .easeInOut(0.2), content: { _MenuList(items: items(), level: 0, state: state, label: label) },
            style: .menu, point: { state.location }, onDismiss: { state.close() })
    }
}
