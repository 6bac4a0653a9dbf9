import Panels

/// Screens behind a tab bar: one per `TabItem`, the selected one shown above the bar,
/// the others kept with their state.
///
/// ```swift
/// TabScreens(selection: Ref(model, \.tab), tabs: [
///     TabItem(Caption("Home"), tag: .home, path: model.homePath) { color in Disc().fill(color) },
///     TabItem(Caption("Inbox"), tag: .inbox, badge: "3") { color in Tile(cornerRadius: 3).fill(color) },
/// ]) { tab in
///     switch tab {
///     case .home: HomeStack(model: model)
///     case .inbox: InboxStack(model: model)
///     }
/// }
/// ```
///
/// Contract:
/// - **Kept.** Every tab's content stays in the tree; the tabs not selected are
///   offstage (`Presence`): laid out, not drawn, hit or read. So each keeps its stack,
///   state and scroll position, and keyboard focus comes back to where it was when its
///   tab is selected again.
/// - **Choosing.** A click (or Enter / Space on a focused tab) selects a tab; choosing
///   the selected tab again pops its `path` to the root. Ctrl+Tab and Ctrl+Shift+Tab
///   select the next and previous tab (round), Ctrl+1 … Ctrl+9 the first to ninth.
///   The selection lives in the app (`selection`); a tag no tab has shows the first.
/// - **Look.** The bar is at the bottom, `TabBarLook.height` high (taller with larger
///   text), over a hairline, with each tab's icon above its title; the selected tab
///   in the tint, the others in the secondary label color (both pass WCAG AA on the
///   bar in light, dark and high contrast); badges white on a red that passes too.
///   Right to left, the tabs run from the right.
/// - **Accessibility.** The bar is a `tabList` "Tabs" (in the context's language); each tab a `tab` with its
///   title as label, its badge as value and `selected` state.
/// - Ids: `tabs.bar`, `tabs.tab.N` (N from 0, in the order given).
public struct TabScreens<Tag: Hashable, Content: Panel>: Panel {
    let selection: Ref<Tag>
    let tabs: [TabItem<Tag>]
    let content: (Tag) -> Content

    public init(selection: Ref<Tag>, tabs: [TabItem<Tag>], @PanelBuilder content: @escaping (Tag) -> Content) {
        self.selection = selection
        self.tabs = tabs
        self.content = content
    }

    public var body: some Panel {
        let tabs = tabs
        let selection = selection
        let selected = tabs.firstIndex { $0.tag == selection.value } ?? 0
        let choose = { (index: Int) in
            guard tabs.indices.contains(index) else { return }
            if index == selected {
                tabs[index].path?.popToRoot()
            } else {
                selection.value = tabs[index].tag
            }
        }
        let step = { (offset: Int) in
            guard !tabs.isEmpty else { return }
            selection.value = tabs[((selected + offset) % tabs.count + tabs.count) % tabs.count].tag
        }
        Column(spacing: 0) {
            Layers(alignment: .topLeading) {
                Each(Array(tabs.enumerated()), id: \.offset) { index, tab in
                    content(tab.tag)
                        .frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity, alignment: .top)
                        .offstage(index != selected)
                }
            }
            .frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity, alignment: .top)
            .clipped()
            if !tabs.isEmpty {
                TabBar(tabs: tabs, selected: selected, choose: choose)
            }
        }
        .onKey(KeyName.tab.with(.control)) { step(1) }
        .onKey(KeyName.tab.with([.control, .shift])) { step(-1) }
        .onKey(KeyName("1", modifiers: .control)) { choose(0) }
        .onKey(KeyName("2", modifiers: .control)) { choose(1) }
        .onKey(KeyName("3", modifiers: .control)) { choose(2) }
        .onKey(KeyName("4", modifiers: .control)) { choose(3) }
        .onKey(KeyName("5", modifiers: .control)) { choose(4) }
        .onKey(KeyName("6", modifiers: .control)) { choose(5) }
        .onKey(KeyName("7", modifiers: .control)) { choose(6) }
        .onKey(KeyName("8", modifiers: .control)) { choose(7) }
        .onKey(KeyName("9", modifiers: .control)) { choose(8) }
    }
}
