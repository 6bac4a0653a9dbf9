/// One entry of a menu (`.contextMenu(state:items:)`, `MenuButton`): an action, a
/// separator, or a submenu.
///
/// Contract: a disabled item is drawn at 40 % opacity, skipped by the arrow keys
/// and type-to-select, and never runs; a separator is a hairline that takes no
/// input; a submenu's items open beside it. Running an item closes the whole menu
/// first. An empty title reads as a space-free "Untitled".
public struct MenuItem: @unchecked Sendable {
    enum Kind {
        case action(() -> Void)
        case separator
        case submenu([MenuItem])
    }

    /// The title shown; an empty one reads "Untitled" (a separator's stays empty).
    package var title: String { didSet { if title.isEmpty, !isSeparator { title = "Untitled" } } }
    /// Whether the item can run (or open); false draws it dimmed and the keyboard skips it.
    package var isEnabled: Bool
    /// `.destructive` draws the title in the named color `destructive`.
    package var role: DialogAction.Role
    var kind: Kind

    /// An item that runs `action`.
    public init(
        _ title: String, enabled: Bool = true, role: DialogAction.Role = .standard, action: @escaping () -> Void
    ) {
        self.title = title.isEmpty ? "Untitled" : title
        self.isEnabled = enabled
        self.role = role
        kind = .action(action)
    }

    init(title: String, enabled: Bool, kind: Kind) {
        self.title = title
        self.isEnabled = enabled
        role = .standard
        self.kind = kind
    }

    /// A line between groups of items.
    public static var separator: MenuItem { MenuItem(title: "", enabled: false, kind: .separator) }

    /// An item that opens `items` beside it (on hover, a click, Return, Space or
    /// ArrowRight — ArrowLeft in right-to-left).
    public static func submenu(_ title: String, enabled: Bool = true, @MenuBuilder items: () -> [MenuItem]) -> MenuItem
    {
        MenuItem(title: title.isEmpty ? "Untitled" : title, enabled: enabled, kind: .submenu(items()))
    }

    /// Whether the keyboard can land on it (enabled, not a separator).
    var isSelectable: Bool { !isSeparator && isEnabled }

    /// Whether the item is a separator line (its title stays empty).
    var isSeparator: Bool {
        if case .separator = kind { return true }
        return false
    }

    var submenuItems: [MenuItem]? {
        if case .submenu(let items) = kind { return items }
        return nil
    }
}

/// Builds a menu's items from statements: items, `if`, `if`/`else`, `for` loops.
@resultBuilder
public enum MenuBuilder {
    /// One item.
    public static func buildExpression(_ item: MenuItem) -> [MenuItem] { [item] }
    /// Items already in an array, in order.
    public static func buildExpression(_ items: [MenuItem]) -> [MenuItem] { items }
    /// A block's items, in order.
    public static func buildBlock(_ parts: [MenuItem]...) -> [MenuItem] { parts.flatMap { $0 } }
    /// An `if` without `else`: its items when the condition holds, else none.
    public static func buildOptional(_ items: [MenuItem]?) -> [MenuItem] { items ?? [] }
    /// The `if` branch of a choice.
    public static func buildEither(first items: [MenuItem]) -> [MenuItem] { items }
    /// The `else` branch of a choice.
    public static func buildEither(second items: [MenuItem]) -> [MenuItem] { items }
    /// The items of a `for` loop, in order.
    public static func buildArray(_ parts: [[MenuItem]]) -> [MenuItem] { parts.flatMap { $0 } }
}
