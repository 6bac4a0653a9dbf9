import Foundation
import Panels
import PanelsComponents
import PanelsSampleAssets

/// Navigation and presentation in one small app of the class-booking brand: three
/// tabs (Classes, Bookings, Settings), each a `ScreenStack` that keeps its screens
/// and scroll position while another tab shows. Classes lists sessions; a session
/// pushes its detail, its studio pushes the studio's page. Strings come from the
/// `Navigation` table in the context's locale.
public struct NavigationScene: Panel {
    public var model: NavigationModel

    public init(model: NavigationModel = NavigationModel()) {
        SampleFonts.register()  // the Japanese subset (ja)
        self.model = model
    }

    public var body: some Panel {
        let model = model
        TabScreens(
            selection: Ref(model, \.tab),
            tabs: [
                TabItem(Self.text("tab.classes"), tag: NavigationModel.Tab.classes, path: model.classesPath) {
                    color in
                    NavigationIcons.classes(color)
                },
                TabItem(
                    Self.text("tab.bookings"), tag: .bookings,
                    badge: model.bookings.isEmpty ? nil : String(model.bookings.count), path: model.bookingsPath
                ) { color in
                    NavigationIcons.bookings(color)
                },
                TabItem(Self.text("tab.settings"), tag: .settings, path: model.settingsPath) { color in
                    NavigationIcons.settings(color)
                },
            ]
        ) { tab in
            switch tab {
            case .classes: ClassesStack(model: model)
            case .bookings: BookingsStack(model: model)
            case .settings: SettingsStack(model: model)
            }
        }
        .background(named: "background")
        .context { context in
            if let folder = NavigationScene.assetsFolder {
                context.assets = UpcomingClassAssets.CatalogCache.shared.catalog(for: folder)
            }
        }
    }

    /// The folder with the scene's `Navigation` tables (nil when the bundled samples
    /// are missing).
    public static var assetsFolder: URL? { try? SampleAssets.file("Navigation") }

    /// The scene's text `key` in the context's locale (table `Navigation`).
    static func text(_ key: String) -> Caption { Caption(key: "navigation.\(key)", table: "Navigation") }

    /// A session's title.
    static func title(_ session: Int) -> Caption {
        text("session.\(NavigationCatalog.sessions[session].key)")
    }

    /// A studio's name.
    static func studio(_ index: Int) -> Caption { text("studio.\(NavigationCatalog.studios[index])") }

    /// A session's studio and length: "Harbour Yoga · 60 min".
    static func detail(_ session: Int) -> some Panel {
        let entry = NavigationCatalog.sessions[session]
        // One line; at the accessibility text sizes the studio over the length, so the
        // name wraps on its own line instead of in a narrow column beside the length.
        return ContextReader { context in
            if context.textSize.isAccessibilitySize {
                Column(alignment: .leading, spacing: 0) {
                    studio(entry.studio)
                    Caption(key: "navigation.minutes", table: "Navigation", arguments: entry.minutes)
                }
            } else {
                Row(spacing: 4) {
                    studio(entry.studio)
                    Caption("·").accessibilityHidden()
                    Caption(key: "navigation.minutes", table: "Navigation", arguments: entry.minutes)
                }
            }
        }
    }
}

/// The Classes tab: sessions, a session's detail, its studio.
struct ClassesStack: Panel {
    let model: NavigationModel

    var body: some Panel {
        let model = model
        let path = model.classesPath
        ScreenStack(
            path: path, rootTitle: NavigationScene.text("tab.classes"),
            title: { screen in
                switch screen {
                case .session(let index): NavigationScene.title(index)
                case .studio(let index): NavigationScene.studio(index)
                }
            }
        ) {
            Scroller {
                // A list of the classes, each row read with its place ("2 of 8").
                Column(spacing: 0) {
                    Each(Array(NavigationCatalog.sessions.indices), id: \.self) { index in
                        Column(spacing: 0) {
                            ClassRowMenu(model: model, session: index) {
                                NavigationRow(
                                    id: "class.\(index)", title: NavigationScene.title(index),
                                    detail: NavigationScene.detail(index),
                                    action: { path.push(NavigationModel.ClassScreen.session(index)) })
                            }
                            Separator(inset: 16).accessibilityHidden()
                        }
                        .accessibilityListItem(row: index)
                    }
                }
                .accessibilityList(rows: NavigationCatalog.sessions.count)
            }
            .id("classes.list")
        } destination: { screen in
            switch screen {
            case .session(let index): SessionScreen(model: model, session: index)
            case .studio(let index): StudioScreen(model: model, studio: index)
            }
        }
    }
}

/// A session: what it is, where, and a Book button.
struct SessionScreen: Panel {
    let model: NavigationModel
    let session: Int

    var body: some Panel {
        let model = model
        let session = session
        let entry = NavigationCatalog.sessions[session]
        let booked = model.bookings.contains(session)
        Scroller {
            Column(alignment: .leading, spacing: 12) {
                NavigationScene.title(session).textStyle(.title).foreground(named: "label")
                NavigationScene.detail(session).textStyle(.body).foreground(named: "secondaryLabel")
                    .accessibilityGroup()
                NavigationScene.text("about.\(entry.key)").textStyle(.body).foreground(named: "label")
                if let reminder = model.reminder[session] {
                    NavigationScene.text("reminder.\(reminder.rawValue)").textStyle(.body)
                        .foreground(named: "secondaryLabel")
                }
                Pressable(NavigationScene.text(booked ? "booked" : "book"), style: .prominent, enabled: !booked) {
                    model.book(session)
                }
                .id("session.book")
                Separator()
                NavigationRow(
                    id: "session.studio", title: NavigationScene.studio(entry.studio),
                    detail: NavigationScene.text("studio.more"),
                    action: { model.classesPath.push(NavigationModel.ClassScreen.studio(entry.studio)) })
            }
            .padding(16)
        }
    }
}

/// A studio: its other sessions, each pushing its detail.
struct StudioScreen: Panel {
    let model: NavigationModel
    let studio: Int

    var body: some Panel {
        let model = model
        let studio = studio
        Scroller {
            Column(alignment: .leading, spacing: 0) {
                NavigationScene.text("studio.about.\(NavigationCatalog.studios[studio])")
                    .textStyle(.body).foreground(named: "secondaryLabel")
                    .padding(16)
                let sessions = NavigationCatalog.sessions.indices.filter {
                    NavigationCatalog.sessions[$0].studio == studio
                }
                Column(spacing: 0) {
                    Each(Array(sessions.enumerated()), id: \.element) { row, index in
                        Column(spacing: 0) {
                            NavigationRow(
                                id: "studio.class.\(index)", title: NavigationScene.title(index),
                                detail: NavigationScene.detail(index),
                                action: { model.classesPath.push(NavigationModel.ClassScreen.session(index)) })
                            Separator(inset: 16).accessibilityHidden()
                        }
                        .accessibilityListItem(row: row)
                    }
                }
                .accessibilityList(rows: sessions.count)
            }
        }
    }
}

/// The Bookings tab: booked sessions, each pushing its detail.
struct BookingsStack: Panel {
    let model: NavigationModel

    var body: some Panel {
        let model = model
        ScreenStack(
            path: model.bookingsPath, rootTitle: NavigationScene.text("tab.bookings"),
            title: { NavigationScene.title($0) }
        ) {
            Scroller {
                Column(spacing: 0) {
                    if model.bookings.isEmpty {
                        NavigationScene.text("bookings.empty").textStyle(.body).foreground(named: "secondaryLabel")
                            .padding(24)
                    }
                    Column(spacing: 0) {
                        Each(Array(model.bookings.enumerated()), id: \.element) { row, session in
                            Column(spacing: 0) {
                                Row(spacing: 0) {
                                    NavigationRow(
                                        id: "booking.\(session)", title: NavigationScene.title(session),
                                        detail: NavigationScene.detail(session),
                                        action: { model.bookingsPath.push(session) })
                                    CancelBookingControl(model: model, session: session)
                                }
                                Separator(inset: 16).accessibilityHidden()
                            }
                            .accessibilityListItem(row: row)
                        }
                    }
                    .accessibilityList(rows: model.bookings.count)
                }
            }
            .id("bookings.list")
        } destination: { session in
            SessionScreen(model: model, session: session)
        }
    }
}

/// The Settings tab: switches and signing out.
struct SettingsStack: Panel {
    let model: NavigationModel

    var body: some Panel {
        let model = model
        ScreenStack(
            path: model.settingsPath, rootTitle: NavigationScene.text("tab.settings"),
            title: { NavigationScene.text("settings.\($0)") }
        ) {
            // Rows reach the edges (their text inset like the switches'), as lists do.
            Column(alignment: .leading, spacing: 0) {
                Column(alignment: .leading, spacing: 16) {
                    Switch(NavigationScene.text("settings.reminders"), isOn: Ref(model, \.reminders))
                    Switch(NavigationScene.text("settings.waitlist"), isOn: Ref(model, \.waitlist))
                }
                .padding(16)
                Separator(inset: 16)
                NavigationRow(
                    id: "settings.about", title: NavigationScene.text("settings.about"),
                    detail: NavigationScene.text("settings.version"), action: { model.settingsPath.push("about") })
                Separator(inset: 16)
                SignOutControl(model: model).padding(16)
            }
        } destination: { _ in
            NavigationScene.text("settings.about.body").textStyle(.body).foreground(named: "label").padding(16)
        }
    }
}

/// The tab icons, drawn from shapes in the color they are given.
enum NavigationIcons {
    static func classes(_ color: RGBA) -> some Panel {
        Column(spacing: 3) {
            Tile(cornerRadius: 1.5).fill(color).frame(width: 20, height: 3)
            Tile(cornerRadius: 1.5).fill(color).frame(width: 20, height: 3)
            Tile(cornerRadius: 1.5).fill(color).frame(width: 20, height: 3)
        }
    }

    static func bookings(_ color: RGBA) -> some Panel {
        Layers {
            Tile(cornerRadius: 4).stroke(color, width: 2).frame(width: 20, height: 19)
            Tile(cornerRadius: 1).fill(color).frame(width: 20, height: 5).frame(maxHeight: 19, alignment: .top)
        }
        .frame(width: 20, height: 19)
    }

    static func settings(_ color: RGBA) -> some Panel {
        Layers {
            Disc().stroke(color, width: 2).frame(width: 20, height: 20)
            Disc().fill(color).frame(width: 8, height: 8)
        }
    }
}

/// A row of a list: a title over a line of detail, pressable, with a chevron at the
/// trailing edge.
struct NavigationRow<Detail: Panel>: Panel {
    let id: String
    let title: Caption
    let detail: Detail
    let action: () -> Void

    var body: some Panel {
        let title = title
        let detail = detail
        Pressable(action: action) { feedback in
            ContextReader { context in
                Row(spacing: 12) {
                    Column(alignment: .leading, spacing: 2) {
                        title.textStyle(.headline).foreground(named: "label")
                        detail.textStyle(.body).foreground(named: "secondaryLabel").accessibilityGroup()
                    }
                    .frame(maxWidth: .infinity, alignment: .leading)
                    Arrow(pointing: .trailing).fill(context.color(named: "secondaryLabel")).frame(width: 6, height: 10)
                }
                .padding(horizontal: 16, vertical: 10)
                .frame(maxWidth: .infinity, minHeight: 56)
                .background(
                    context.color(named: "label").withOpacity(
                        feedback.isPressed ? 0.1 : feedback.isHovered ? 0.04 : 0))
            }
        }
        .id(id)
    }
}

/// A class row with its context menu (right-click, the Menu key or Shift+F10): book,
/// open, show the studio, and a submenu of reminders.
struct ClassRowMenu<Content: Panel>: Panel {
    let model: NavigationModel
    let session: Int
    let content: Content

    init(model: NavigationModel, session: Int, @PanelBuilder content: () -> Content) {
        self.model = model
        self.session = session
        self.content = content()
    }

    var body: some Panel {
        let model = model
        let session = session
        let studio = NavigationCatalog.sessions[session].studio
        let booked = model.bookings.contains(session)
        ContextReader { context in
            let text = { (key: String) in context.localizedText("navigation.\(key)", table: "Navigation") }
            content.contextMenu(state: model.classMenus[session], label: text("menu.label")) {
                MenuItem(text(booked ? "booked" : "menu.book"), enabled: !booked) { model.book(session) }
                MenuItem(text("menu.open")) { model.classesPath.push(.session(session)) }
                MenuItem(text("menu.studio")) {
                    model.classesPath.screens = [.session(session), .studio(studio)]
                }
                MenuItem.separator
                MenuItem.submenu(text("menu.remind")) {
                    MenuItem(text("menu.remind.hour")) { model.reminder[session] = .hour }
                    MenuItem(text("menu.remind.day")) { model.reminder[session] = .day }
                    MenuItem(text("menu.remind.none"), enabled: model.reminder[session] != nil) {
                        model.reminder[session] = nil
                    }
                }
            }
        }
    }
}

/// The control at the end of a booking's row that cancels it, after a confirmation
/// pointing at it (the popover article's delete confirmation).
struct CancelBookingControl: Panel {
    let model: NavigationModel
    let session: Int

    var body: some Panel {
        let model = model
        let session = session
        let asking = Ref(isPresenting: session, in: Ref(model, \.confirmingCancel))
        ContextReader { context in
            let text = { (key: String) in context.localizedText("navigation.\(key)", table: "Navigation") }
            let color = context.color(named: "destructive")
            Pressable(action: { model.confirmingCancel = session }) { feedback in
                NavigationIcons.trash(feedback.isPressed ? color.withOpacity(0.5) : color)
                    .frame(width: 44, height: 44)
            }
            .hitTarget()
            .accessibility(role: .button, label: AccessibilityText(text("cancel.label")))
            .id("booking.\(session).cancel")
            .confirmation(
                text("cancel.title"), isPresented: asking, message: text("cancel.message"),
                actions: [
                    DialogAction(text("cancel.confirm"), role: .destructive) { model.cancel(session) },
                    DialogAction(text("cancel.keep"), role: .cancel, isDefault: true),
                ]
            )
            .padding(EdgeInsets(trailing: 8))
        }
    }
}

/// Signing out from Settings, after an alert; signed out, the row signs in again.
struct SignOutControl: Panel {
    let model: NavigationModel

    var body: some Panel {
        let model = model
        ContextReader { context in
            let text = { (key: String) in context.localizedText("navigation.\(key)", table: "Navigation") }
            Column(alignment: .leading, spacing: 8) {
                if !model.signedIn {
                    NavigationScene.text("signedout").textStyle(.body).foreground(named: "secondaryLabel")
                }
                Pressable(
                    NavigationScene.text(model.signedIn ? "signout" : "signin"),
                    style: model.signedIn ? .bordered : .prominent
                ) {
                    if model.signedIn { model.askingSignOut = true } else { model.signedIn = true }
                }
                .id("settings.signout")
            }
            .alert(
                text("signout.title"), isPresented: Ref(model, \.askingSignOut), message: text("signout.message"),
                actions: [
                    DialogAction(text("signout.confirm"), role: .destructive) { model.signOut() },
                    DialogAction(text("signout.keep"), role: .cancel, isDefault: true),
                ])
        }
    }
}

extension NavigationIcons {
    /// A bin: a lid over a body.
    static func trash(_ color: RGBA) -> some Panel {
        Column(alignment: .center, spacing: 2) {
            Tile(cornerRadius: 1).fill(color).frame(width: 16, height: 2)
            Tile(corners: CornerRadii(topLeading: 0, topTrailing: 0, bottomTrailing: 3, bottomLeading: 3))
                .stroke(color, width: 2).frame(width: 12, height: 14)
        }
        .frame(width: 20, height: 20)
    }
}
