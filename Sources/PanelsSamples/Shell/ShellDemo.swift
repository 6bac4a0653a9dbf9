import Panels
import PanelsComponents

/// The app shell: a feed as main content, the "Menu" and "Toolbar"
/// controls, a side menu with items and a toolbar with buttons, all in a
/// `SideMenuShell`. Keyboard: M toggles the menu, T the toolbar, Esc closes.
///
/// Colors are the built-in semantic colors (`label`, `tint`, `background` …), so the
/// scene follows the context's appearance (light or dark).
///
/// Used by `Demos/Shell`, the Gallery, the benchmarks and the tests.
public struct ShellDemo: Panel {
    public let state: ShellState

    public init(state: ShellState) {
        self.state = state
    }

    public var body: some Panel {
        let shell = state
        SideMenuShell(state: shell) {
            Feed(shell: shell)
        } menu: {
            _MenuList(shell: shell)
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
        let prominent = self.prominent
        Pressable(action: action) { feedback in
            Caption(title)
                .textStyle(TextStyle(size: 15, weight: .bold))
                .foreground(named: prominent ? "background" : "tint")
                .padding(horizontal: 16, vertical: 9)
                .background(
                    named: prominent ? "tint" : (feedback.isPressed ? "separator" : "background"),
                    cornerRadius: 10
                )
                .opacity(feedback.isPressed && prominent ? 0.7 : feedback.isHovered ? 0.85 : 1)
        }
    }
}

/// The main content: a title, the two controls, and a few cards.
struct Feed: Panel {
    let shell: ShellState

    var body: some Panel {
        Column(alignment: .leading, spacing: 16) {
            Row(spacing: 12) {
                Caption("Today").textStyle(.title).foreground(named: "label")
                Gap()
                ShellButton(title: "Toolbar", prominent: false) { shell.toggleToolbar() }.id("toolbarButton")
                ShellButton(title: "Menu", prominent: true) { shell.openMenu() }.id("menuButton")
            }
            for (title, detail) in Feed.items {
                Column(alignment: .leading, spacing: 4) {
                    Caption(title).textStyle(.headline).foreground(named: "label")
                    Caption(detail).lineLimit(2).foreground(named: "secondaryLabel")
                }
                .padding(16)
                .frame(maxWidth: .infinity, alignment: .leading)
                .background(named: "background", cornerRadius: 12)
            }
            Gap()
        }
        .padding(20)
        .background(named: "secondaryBackground")
    }

    /// Kora's classes (the app's copy: `Assets/Samples/Kora`), as the article's shell
    /// shows a day of them.
    static let items: [(String, String)] = [
        ("Sunrise Vinyasa", "6:45 AM at Zoutwater Yoga Jordaan. A steady flow to wake the body before work."),
        ("Lunchtime Pilates", "12:00 PM at Kern Pilates Centrum. Core strength and posture on the mat."),
        ("Boxing Fundamentals", "6:15 PM at Ringside 020 Noord. Stance, footwork and the first combinations."),
    ]
}

/// The side menu: a header and items; picking an item closes the menu.
struct _MenuList: Panel {
    let shell: ShellState

    var body: some Panel {
        Column(alignment: .leading, spacing: 4) {
            Caption("Menu").textStyle(.title).foreground(named: "label").padding(EdgeInsets(bottom: 12))
            for item in _MenuList.items {
                Pressable(action: { shell.closeMenu() }) { feedback in
                    Caption(item).textStyle(TextStyle(size: 17)).foreground(named: "label")
                        .padding(horizontal: 12, vertical: 10)
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .background(
                            named: feedback.isPressed
                                ? "separator"
                                : feedback.isHovered ? "secondaryBackground" : "background", cornerRadius: 8)
                }
                .hitTarget()  // rows are drawn 40 pt tall
            }
            Gap()
            Caption("Esc or a click outside closes").textStyle(.footnote).foreground(named: "secondaryLabel")
        }
        .padding(20)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(named: "background")
        .shadow(radius: 12)
    }

    static let items = ["Home", "Search", "Explore", "Bookings", "Settings"]
}

/// The toolbar: three buttons on a bar.
struct ToolbarBar: Panel {
    let shell: ShellState

    var body: some Panel {
        Column(spacing: 0) {
            Swatch("separator").frame(height: 1)
            buttons
        }
        .background(named: "secondaryBackground")
    }

    var buttons: some Panel {
        Row(spacing: 0) {
            for title in ["Back", "Share", "Done"] {
                Pressable(action: { if title == "Done" { shell.closeToolbar() } }) { feedback in
                    Caption(title).textStyle(TextStyle(size: 15, weight: .bold))
                        .foreground(named: "tint")
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                        .opacity(feedback.isPressed ? 0.6 : 1)
                }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}
