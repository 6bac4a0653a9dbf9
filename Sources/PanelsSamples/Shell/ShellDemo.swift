import Foundation
import Panels
import PanelsComponents
import PanelsSampleAssets

/// The app shell: a feed as main content, the "Menu" and "Toolbar"
/// controls, a side menu with items and a toolbar with buttons, all in a
/// `SideMenuShell`. Keyboard: M toggles the menu, T the toolbar, Esc closes.
///
/// Colors are the built-in semantic colors (`label`, `tint`, `background` …), so the
/// scene follows the context's appearance (light or dark). Words come from the `Shell`
/// table (`Assets/Samples/Shell`) in the context's locale; the classes' start times are
/// in the locale's clock.
///
/// Used by `Demos/Shell`, the Gallery, the benchmarks and the tests.
public struct ShellDemo: Panel {
    public let state: ShellState

    public init(state: ShellState) {
        SampleFonts.register()  // the Japanese subset (ja)
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
        .context { context in
            if let folder = ShellDemo.assetsFolder {
                context.assets = UpcomingClassAssets.CatalogCache.shared.catalog(for: folder)
            }
        }
    }

    /// The folder with the scene's `Shell` tables (nil when the bundled samples are missing).
    public static var assetsFolder: URL? { try? SampleAssets.file("Shell") }

    /// The scene's text `key` in the context's locale (table `Shell`).
    static func text(_ key: String, _ arguments: FormatArgument...) -> Caption {
        Caption(key: "shell.\(key)", table: "Shell", argumentList: arguments)
    }
}

/// A rounded control with a pressed and a hover look.
struct ShellButton: Panel {
    /// The title's key in the `Shell` table.
    let title: String
    let prominent: Bool
    let action: () -> Void

    var body: some Panel {
        let prominent = self.prominent
        Pressable(action: action) { feedback in
            ShellDemo.text(title)
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
                ShellDemo.text("today").textStyle(.title).foreground(named: "label")
                Gap()
                ShellButton(title: "toolbar", prominent: false) { shell.toggleToolbar() }.id("toolbarButton")
                ShellButton(title: "menu", prominent: true) { shell.openMenu() }.id("menuButton")
            }
            for item in Feed.items {
                ContextReader { context in
                    let start = StudioListing.StudioClass.date(
                        minuteOfDay: item.minuteOfDay, now: context.formatter.now,
                        timeZone: context.formatter.timeZone)
                    Column(alignment: .leading, spacing: 4) {
                        ShellDemo.text(item.key).textStyle(.headline).foreground(named: "label")
                        ShellDemo.text("\(item.key).detail", .time(start), .text(item.studio))
                            .lineLimit(2).foreground(named: "secondaryLabel")
                    }
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

    /// Kora's classes (the app's data: `Assets/Samples/Kora`), as the article's shell
    /// shows a day of them: the key of the class's words, its start and its studio.
    static let items: [(key: String, minuteOfDay: Int, studio: String)] = [
        ("vinyasa", 6 * 60 + 45, "Zoutwater Yoga Jordaan"),
        ("pilates", 12 * 60, "Kern Pilates Centrum"),
        ("boxing", 18 * 60 + 15, "Ringside 020 Noord"),
    ]
}

/// The side menu: a header and items; picking an item closes the menu.
struct _MenuList: Panel {
    let shell: ShellState

    var body: some Panel {
        Column(alignment: .leading, spacing: 4) {
            ShellDemo.text("menu").textStyle(.title).foreground(named: "label").padding(EdgeInsets(bottom: 12))
            for item in _MenuList.items {
                Pressable(action: { shell.closeMenu() }) { feedback in
                    ShellDemo.text(item).textStyle(TextStyle(size: 17)).foreground(named: "label")
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
            ShellDemo.text("hint").textStyle(.footnote).foreground(named: "secondaryLabel")
        }
        .padding(20)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(named: "background")
        .shadow(radius: 12)
    }

    /// The items' keys in the `Shell` table.
    static let items = ["home", "search", "explore", "bookings", "settings"]
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
            for title in ["back", "share", "done"] {
                Pressable(action: { if title == "done" { shell.closeToolbar() } }) { feedback in
                    ShellDemo.text(title).textStyle(TextStyle(size: 15, weight: .bold))
                        .foreground(named: "tint")
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                        .opacity(feedback.isPressed ? 0.6 : 1)
                }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}
