import Panels

/// How a `TabScreens` bar looks: sizes and colors in one place.
public enum TabBarLook {
    /// The bar's height at the default text size, in points.
    public static let height = 49.0
    /// An icon's box, in points.
    public static let iconSide = 24.0
    /// A tab title's text.
    public static let titleStyle = TextStyle(size: 11, weight: .bold)
    /// A badge's fill: white text on it passes WCAG AA (5.3:1) in every appearance.
    public static let badgeFill = RGBA(hex: 0xD70015)
}

/// The row of tabs at the bottom of a `TabScreens`.
struct TabBar<Tag: Hashable>: Panel {
    let tabs: [TabItem<Tag>]
    let selected: Int
    let choose: (Int) -> Void

    var body: some Panel {
        let choose = choose
        // Tabs without an icon keep its room when others have one, so titles line up.
        let hasIcons = tabs.contains { $0.icon != nil }
        ContextReader { context in
            let tint = context.color(named: "tint")
            let secondary = context.color(named: "secondaryLabel")
            let rtl = context.layoutDirection == .rightToLeft
            Row(spacing: 0) {
                Each(Array(tabs.enumerated()), id: \.offset) { index, tab in
                    let isSelected = index == selected
                    let color = isSelected ? tint : secondary
                    Pressable(action: { choose(index) }) { feedback in
                        Column(alignment: .center, spacing: 2) {
                            if let icon = tab.icon {
                                icon(color)
                                    .frame(width: TabBarLook.iconSide, height: TabBarLook.iconSide)
                                    .overlay(badge(tab.badge, rtl: rtl), alignment: .topTrailing)
                            } else if hasIcons {
                                Swatch(.clear).frame(width: TabBarLook.iconSide, height: TabBarLook.iconSide)
                            }
                            tab.title
                                .textStyle(TabBarLook.titleStyle)
                                .foreground(color)
                                .lineLimit(1)
                                .overlay(tab.icon == nil ? badge(tab.badge, rtl: rtl) : nil, alignment: .topTrailing)
                        }
                        .padding(horizontal: 4, vertical: 5)
                        .frame(maxWidth: .infinity, minHeight: TabBarLook.height)
                        .background(
                            // Follows the press when drawn: pressing a tab resolves nothing.
                            Swatch(.clear).color(
                                following: feedback, normal: .clear, hovered: .clear,
                                pressed: context.color(named: "label").withOpacity(0.08)))
                    }
                    .hitTarget()
                    .accessibility(
                        role: .tab, label: AccessibilityText(tab.title),
                        value: tab.badge.flatMap { $0.isEmpty ? nil : AccessibilityText($0) },
                        states: isSelected ? .selected : []
                    )
                    .id("tabs.tab.\(index)")
                }
            }
            .background(named: "background")
            .overlay(Separator(), alignment: .top)
            .accessibility(role: .tabList, label: AccessibilityText(toolkit: .tabs))
            .id("tabs.bar")
        }
    }

    /// A badge past the trailing top corner, or nothing.
    @PanelBuilder
    func badge(_ text: String?, rtl: Bool) -> some Panel {
        if let text, !text.isEmpty {
            Caption(text)
                .textStyle(TextStyle(size: 11, weight: .bold))
                .foreground(RGBA(hex: 0xFFFFFF))
                .lineLimit(1)
                .padding(horizontal: 5, vertical: 1)
                .frame(minWidth: 18, minHeight: 18)
                .background(TabBarLook.badgeFill, cornerRadius: 9)
                .offset(x: rtl ? -10 : 10, y: -6)  // past the trailing corner, mirrored
                .accessibilityHidden()
        }
    }
}
