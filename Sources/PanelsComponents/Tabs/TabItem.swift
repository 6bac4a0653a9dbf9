import Panels

/// One tab of a `TabScreens`: its title, tag, optional icon and badge, and the stack it
/// shows, which choosing the selected tab again pops to its root.
///
/// Contract: `tag` identifies the tab (unique within its `TabScreens`); `badge`, when
/// set and not empty, is drawn on the tab (a count such as "3", or a short word) and
/// read as the tab's value; the icon is drawn in the color it is given: the tint when
/// the tab is selected, the secondary label color otherwise.
public struct TabItem<Tag: Hashable> {
    public var tag: Tag
    public var title: Caption
    public var badge: String?
    /// The tab's stack: choosing the tab while it is selected pops it to its root.
    public var path: (any RootResettable)?
    let icon: ((RGBA) -> AnyPanel)?

    /// A tab titled `title`, with no icon.
    public init(_ title: Caption, tag: Tag, badge: String? = nil, path: (any RootResettable)? = nil) {
        self.title = title
        self.tag = tag
        self.badge = badge
        self.path = path
        icon = nil
    }

    /// A tab titled `title` with an icon `icon` draws in the color it is given.
    public init<Icon: Panel>(
        _ title: Caption, tag: Tag, badge: String? = nil, path: (any RootResettable)? = nil,
        @PanelBuilder icon: @escaping (RGBA) -> Icon
    ) {
        self.title = title
        self.tag = tag
        self.badge = badge
        self.path = path
        self.icon = { AnyPanel(icon($0)) }
    }
}
