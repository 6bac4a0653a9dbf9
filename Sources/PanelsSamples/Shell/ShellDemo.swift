import Panels

/// Scene 1, the app shell: a feed as main content, the "Menu" and "Toolbar"
/// controls, a side menu with items and a toolbar with buttons, all in a
/// `SideMenuShell`. Keyboard: M toggles the menu, T the toolbar, Esc closes.
///
/// Used by `Demos/Shell`, the Gallery, the benchmarks and the tests.
public struct ShellDemo: Panel {
    public let state: ShellState

    public init(state: ShellState) {
        self.state = state
    }

    static let accent = RGBA(hex: 0x0A84FF)
    static let ink = RGBA(hex: 0x1C1C1E)
    static let secondary = RGBA(hex: 0x6E6E73)
    static let page = RGBA(hex: 0xF2F2F7)

    public var body: some Panel {
        let shell = state
        SideMenuShell(state: shell) {
            Feed(shell: shell)
        } menu: {
            MenuList(shell: shell)
        } toolbar: {
            ToolbarBar(shell: shell)
        }
        .onKey("m") { shell.toggleMenu() }
        .onKey("t") { if !shell.isMenuOpen { shell.toggleToolbar() } }
    }
}

/// A rounded control with a pressed and a hover look.
struct ShellButton: Panel {
    let title: String
    let prominent: Bool
    let action: () -> Void

    var body: some Panel {
        Pressable(action: action) { feedback in
            Caption(title)
                .textStyle(TextStyle(size: 15, weight: .bold))
                .foreground(prominent ? .white : ShellDemo.accent)
                .padding(horizontal: 16, vertical: 9)
                .background(ShellButton.fill(prominent: prominent, feedback: feedback), cornerRadius: 10)
        }
    }

    static func fill(prominent: Bool, feedback: PressFeedback) -> RGBA {
        switch (prominent, feedback.isPressed, feedback.isHovered) {
        case (true, true, _): return RGBA(hex: 0x0064D2)
        case (true, false, true): return RGBA(hex: 0x2492FF)
        case (true, false, false): return ShellDemo.accent
        case (false, true, _): return RGBA(hex: 0xD1D1D6)
        case (false, false, true): return RGBA(hex: 0xE5E5EA)
        case (false, false, false): return RGBA(hex: 0xFFFFFF)
        }
    }
}

/// The main content: a title, the two controls, and a few cards.
struct Feed: Panel {
    let shell: ShellState

    var body: some Panel {
        Column(alignment: .leading, spacing: 16) {
            Row(spacing: 12) {
                Caption("Today").textStyle(.title).foreground(ShellDemo.ink)
                Gap()
                ShellButton(title: "Toolbar", prominent: false) { shell.toggleToolbar() }.id("toolbarButton")
                ShellButton(title: "Menu", prominent: true) { shell.openMenu() }.id("menuButton")
            }
            for (title, detail) in Feed.items {
                Column(alignment: .leading, spacing: 4) {
                    Caption(title).textStyle(.headline).foreground(ShellDemo.ink)
                    Caption(detail).lineLimit(2).foreground(ShellDemo.secondary)
                }
                .padding(16)
                .frame(maxWidth: .infinity, alignment: .leading)
                .background(.white, cornerRadius: 12)
            }
            Gap()
        }
        .padding(20)
        .background(ShellDemo.page)
    }

    static let items: [(String, String)] = [
        ("Morning run", "5.2 km along the river, an easy pace to start the week."),
        ("Team standup", "Ten minutes, cameras optional. Bring one thing you shipped."),
        ("Lunch with Sam", "The place on the corner with the long tables and the good soup."),
    ]
}

/// The side menu: a header and items; picking an item closes the menu.
struct MenuList: Panel {
    let shell: ShellState

    var body: some Panel {
        Column(alignment: .leading, spacing: 4) {
            Caption("Menu").textStyle(.title).foreground(ShellDemo.ink).padding(EdgeInsets(bottom: 12))
            for item in MenuList.items {
                Pressable(action: { shell.closeMenu() }) { feedback in
                    Caption(item).textStyle(TextStyle(size: 17)).foreground(ShellDemo.ink)
                        .padding(horizontal: 12, vertical: 10)
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .background(feedback.isPressed ? RGBA(hex: 0xE5E5EA)
                                    : feedback.isHovered ? RGBA(hex: 0xF2F2F7) : .white, cornerRadius: 8)
                }
            }
            Gap()
            Caption("Esc or a click outside closes").textStyle(.footnote).foreground(ShellDemo.secondary)
        }
        .padding(20)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(.white)
    }

    static let items = ["Home", "Classes", "Favorites", "Settings"]
}

/// The toolbar: three buttons on a bar.
struct ToolbarBar: Panel {
    let shell: ShellState

    var body: some Panel {
        Row(spacing: 0) {
            for title in ["Back", "Share", "Done"] {
                Pressable(action: { if title == "Done" { shell.closeToolbar() } }) { feedback in
                    Caption(title).textStyle(TextStyle(size: 15, weight: .bold))
                        .foreground(feedback.isPressed ? RGBA(hex: 0x0064D2) : ShellDemo.accent)
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(RGBA(hex: 0xF9F9F9))
    }
}
