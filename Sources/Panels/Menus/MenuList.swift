/// One level of a menu: its rows in a column, the keys of WAI-ARIA's menu, and the
/// submenus of its rows as overlays beside them. Made by `.contextMenu(state:items:)`
/// and `MenuButton`.
///
/// Contract (keys, while this level is the innermost open one): Down and Up move the
/// highlight to the next and previous selectable item (wrapping; separators and
/// disabled items are skipped), Home and End to the first and last; Return or Space
/// run the highlighted item (or open its submenu); ArrowRight (ArrowLeft in
/// right-to-left) opens the highlighted submenu on its first item, ArrowLeft
/// (ArrowRight in right-to-left) closes this submenu; Esc closes one level; a letter or
/// digit highlights the next item starting with the letters typed within
/// `MenuMetrics.typeAheadTimeout`. The pointer entering a row highlights it (and
/// opens its submenu). A level taller than the window scrolls, keeping the highlighted
/// row in view. To assistive technologies: a `menu` of `menuItem`s.
public struct _MenuList: Panel {
    var items: [MenuItem]
    var level: Int
    var state: MenuState
    var label: String?

    public var body: some Panel {
        let list = self
        return ContextReader { context in
            let state = list.state
            let highlighted = state.path.indices.contains(list.level) ? state.path[list.level] : -1
            Column(alignment: .leading, spacing: 0) {
                Each(Array(list.items.indices), id: \.self) { index in
                    list.row(index, highlighted: index == highlighted, context: context)
                }
            }
            .padding(MenuMetrics.padding)
            .frame(minWidth: MenuMetrics.minWidth)
            .onFocusedKey { key in
                _MenuList.handle(
                    key, items: list.items, level: list.level, state: state, direction: context.layoutDirection)
            }
            .accessibility(role: .menu, label: list.label.map { AccessibilityText($0) })
        }
    }

    @PanelBuilder
    func row(_ index: Int, highlighted: Bool, context: PanelContext) -> some Panel {
        let item = items[index]
        if case .separator = item.kind {
            Separator().padding(horizontal: 0, vertical: 4).accessibility(role: .separator)
        } else {
            let state = state
            let level = level
            let submenu = item.submenuItems
            let rtl = context.layoutDirection == .rightToLeft
            let rowPanel = Pressable(
                enabled: item.isEnabled,
                action: {
                    if submenu != nil {
                        state.openSubmenu(index, at: level, first: nil)
                    } else if case .action(let run) = item.kind {
                        state.close()
                        run()
                    }
                }
            ) { feedback in
                let lit = highlighted && item.isEnabled
                Row(spacing: 8) {
                    Caption(item.title).lineLimit(1)
                        .foreground(named: lit ? "highlightLabel" : item.role == .destructive ? "destructive" : "label")
                    Gap()
                    if submenu != nil {
                        Caption(rtl ? "‹" : "›").foreground(named: lit ? "highlightLabel" : "secondaryLabel")
                            .accessibilityHidden()
                    }
                }
                .padding(horizontal: 12)
                .frame(minHeight: MenuMetrics.rowHeight)
                .background(
                    ControlLook.feedbackOverlay(
                        feedback, context: context, cornerRadius: 6, lit: lit ? context.color(named: "highlight") : nil)
                )
                .opacity(item.isEnabled ? 1 : ControlLook.disabledOpacity)
            }
            .keyboardActivation(keys: [], inTabOrder: false)
            .onPointerEnter {
                guard item.isEnabled else { return }
                if submenu != nil {
                    state.openSubmenu(index, at: level, first: nil)
                } else {
                    state.highlight(index, at: level)
                }
            }
            .accessibility(
                role: .menuItem, label: AccessibilityText(item.title),
                states: _MenuList.states(
                    enabled: item.isEnabled, highlighted: highlighted,
                    submenuOpen: submenu == nil ? nil : state.isSubmenuOpen(index, at: level)))
            if let submenu {
                let isOpen = Ref(
                    get: { state.isSubmenuOpen(index, at: level) },
                    set: { open in if !open { state.closeLevels(after: level) } })
                let anchor = _PopoverAnchor(
                    anchor: rowPanel, isOpen: isOpen, arrows: [.left, .right], size: nil, margin: 8, offset: 0,
                    passthrough: [], resizeMotion: .easeInOut(0.2),
                    content: { _MenuList(items: submenu, level: level + 1, state: state, label: item.title) },
                    style: .submenu, onDismiss: { state.closeLevels(after: level) })
                anchor
            } else {
                rowPanel
            }
        }
    }

    static func states(enabled: Bool, highlighted: Bool, submenuOpen: Bool?) -> AccessibilityStates {
        var states: AccessibilityStates = []
        if !enabled { states.insert(.disabled) }
        if highlighted { states.insert(.selected) }
        if let submenuOpen { states.insert(submenuOpen ? .expanded : .collapsed) }
        return states
    }

    /// A key for the menu level `level` (see the contract). Returns true when used.
    static func handle(
        _ key: KeyName, items: [MenuItem], level: Int, state: MenuState, direction: LayoutDirection
    ) -> Bool {
        guard state.path.indices.contains(level) else { return false }
        let selectable = items.indices.filter { items[$0].isSelectable }
        let current = state.path[level]
        let position = selectable.firstIndex(of: current)
        let rtl = direction == .rightToLeft
        if let letter = PopUpChoice<Int>.typedLetter(key) {
            let now = state.now()
            if now - state.typedAt > MenuMetrics.typeAheadTimeout { state.typed = "" }
            state.typedAt = now
            let titles = selectable.map { items[$0].title }
            if let found = PopUpChoice<Int>.find(letter, typed: state.typed, titles: titles, current: position ?? -1) {
                state.typed = found.typed
                state.highlight(selectable[found.index], at: level)
            } else {
                state.typed = ""
            }
            return true
        }
        guard !selectable.isEmpty else { return key != .escape && key != .tab }
        func open(_ index: Int) {
            let sub = items[index].submenuItems ?? []
            state.openSubmenu(index, at: level, first: sub.indices.first { sub[$0].isSelectable })
        }
        let forward = rtl ? KeyName.left : KeyName.right
        let back = rtl ? KeyName.right : KeyName.left
        switch key {
        case .down: state.highlight(selectable[position.map { ($0 + 1) % selectable.count } ?? 0], at: level)
        case .up:
            state.highlight(
                selectable[position.map { ($0 + selectable.count - 1) % selectable.count } ?? selectable.count - 1],
                at: level)
        case .home: state.highlight(selectable[0], at: level)
        case .end: state.highlight(selectable[selectable.count - 1], at: level)
        case .enter, .space:
            guard position != nil else { return true }
            if items[current].submenuItems != nil {
                open(current)
            } else if case .action(let run) = items[current].kind {
                state.close()
                run()
            }
        case forward:
            if position != nil, items[current].submenuItems != nil { open(current) }
        case back:
            if level > 0 { state.closeLevels(after: level - 1) }
        default:
            return false
        }
        state.typed = ""
        return true
    }
}
