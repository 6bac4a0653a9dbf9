import Foundation
import Panels
import PanelsAssetFiles
import PanelsComponents
import PanelsSampleAssets

/// Kora, the class-booking app the articles describe, as one app: an app bar with the
/// brand, a Shortcuts control and a Menu control; the shell's side
/// menu (every section) and toolbar (shortcuts to Search, Explore and Bookings) lead
/// to the sections, each a screen stack that keeps its screens:
/// - **Home**: the upcoming-class card (its size chosen above it, its state following
///   the bookings and the account) and today's classes; a class pushes its page, its
///   studio the studio's;
/// - **Search**: the search scene over Kora's studios and classes;
/// - **Explore**: the map with the sheet (studios by distance, classes by start with
///   the "starts after" scrubber);
/// - **Bookings**: the booked classes, each cancelled after the popover article's
///   delete confirmation;
/// - **Settings**: appearance, language, text size, reduce motion and the clock,
///   applied to every screen at once, and the account.
///
/// Strings come from the `Kora` table of `Assets/Samples/Kora` in the card's locales
/// (en, nl, fr, pt-PT, de, ar, he, ja); the sections it shares with other scenes keep
/// their own tables. Used by `Demos/Kora`, the Gallery's first tab and the tests.
public struct KoraApp: Panel {
    public var model: KoraModel

    public init(model: KoraModel = KoraModel()) {
        SampleFonts.register()  // the Japanese subset (ja)
        self.model = model
    }

    public var body: some Panel {
        let model = model
        let section = model.section
        // The settings, read here so a change re-resolves the app.
        let appearance = model.appearance.appearance
        let language = model.language.locale
        let textSize = model.textSize
        let reduceMotion = model.reduceMotion
        let hourCycle = model.clock.hourCycle
        SideMenuShell(state: model.shell) {
            Column(spacing: 0) {
                KoraAppBar(model: model, section: section)
                KoraSectionContent(model: model, section: section)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
            }
            .background(named: "background")
        } menu: {
            KoraMenu(model: model, section: section)
        } toolbar: {
            KoraToolbar(model: model)
        }
        .context { context in
            if let appearance { context.appearance = appearance }
            if let language { context.locale = Locale(identifier: language) }
            if let textSize { context.textSize = textSize }
            context.reduceMotion = context.reduceMotion || reduceMotion
            context.hourCycle = hourCycle
            context.now = model.now
            context.timeZone = model.timeZone
            if let folder = KoraApp.folder, let catalog = KoraApp.catalog {
                context.assets = catalog
                context.pictureFolder = folder.appendingPathComponent("Images")
            }
        }
    }

    /// The brand's name, the same in every language (never looked up, so no
    /// pseudo-locale dresses it up either).
    public static let brand = "Kora"

    /// `Assets/Samples/Kora` (nil when the bundled samples are missing).
    public static var folder: URL? { try? StudioListing.koraFolder() }

    /// The app's strings: the `Kora` tables, with the `Sheet` tables beside them (the
    /// kinds of class, distances, ratings and lengths the app's pages share with the
    /// sheet). Read once.
    static let catalog: AssetCatalog? = {
        guard let folder else { return nil }
        var catalog = AssetCatalog.load(from: folder)
        if let sheet = try? StudioListing.folder() {
            let shared = UpcomingClassAssets.CatalogCache.shared.catalog(for: sheet).strings
            for (locale, tables) in shared.tables {
                for (name, values) in tables {
                    catalog.strings.add(
                        values, locale: locale, table: name, file: shared.files[locale]?[name]?.first ?? sheet.path)
                }
            }
        }
        return catalog
    }()

    /// The app's text `key` in the context's locale (table `Kora`).
    static func text(_ key: String) -> Caption { Caption(key: "kora.\(key)", table: "Kora") }

    /// The app's text `key` as a string, for labels and menus.
    static func string(_ key: String, _ context: PanelContext) -> String {
        context.localizedText("kora.\(key)", table: "Kora")
    }

    /// Bars of a fixed height (the app bar, the toolbar) and segmented choices grow with
    /// the text size up to the largest non-accessibility size, as a platform's bars do;
    /// past it they keep that size (the rest of the screen goes on growing).
    static func capTextSize(_ context: inout PanelContext) {
        let sizes = TextSizeCategory.allCases
        let cap = TextSizeCategory.extraExtraExtraLarge
        if let at = sizes.firstIndex(of: context.textSize), let limit = sizes.firstIndex(of: cap), at > limit {
            context.textSize = cap
        }
    }

    /// The icon of each section.
    static func icon(_ section: KoraModel.Section) -> String {
        switch section {
        case .home: "home"
        case .search: "search"
        case .explore: "map"
        case .bookings: "event"
        case .settings: "settings"
        }
    }
}

/// The bar at the top: the brand's mark and name, then the Shortcuts
/// and Menu controls (the menu slides in from the trailing edge, so its control is there).
struct KoraAppBar: Panel {
    let model: KoraModel
    let section: KoraModel.Section

    var body: some Panel {
        let model = model
        let shell = model.shell
        Row(spacing: 8) {
            Picture("logo").fit().frame(width: 28, height: 28).decorative()
            Caption(KoraApp.brand).textStyle(TextStyle(size: 20, weight: .bold)).foreground(named: "label")
                .lineLimit(1)
            Gap()
            KoraBarButton(icon: "more_horiz", label: "bar.shortcuts", id: "kora.shortcuts") {
                animate(.easeInOut(0.35)) { shell.toggleToolbar() }
            }
            KoraBarButton(icon: "menu", label: "bar.menu", id: "kora.menu") {
                animate(.easeInOut(0.35)) { shell.openMenu() }
            }
        }
        .padding(EdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 8))
        .frame(maxWidth: .infinity, minHeight: 52)
        .background(named: "secondaryBackground")
        .context(KoraApp.capTextSize)
    }
}

/// An icon control of the app bar: 44 pt square, labelled for screen readers.
struct KoraBarButton: Panel {
    let icon: String
    let label: String
    let id: String
    let action: () -> Void

    var body: some Panel {
        let icon = icon
        let label = label
        Pressable(action: action) { feedback in
            Icon(icon).decorative().textStyle(TextStyle(size: 24)).foreground(named: "tint")
                .frame(width: 44, height: 44)
                .background(
                    named: feedback.isPressed || feedback.isHovered ? "separator" : "secondaryBackground",
                    cornerRadius: 10)
        }
        .accessibility(role: .button, label: AccessibilityText(KoraApp.text(label)))
        .id(id)
    }
}

/// What the section shows under the bar.
struct KoraSectionContent: Panel {
    let model: KoraModel
    let section: KoraModel.Section

    var body: some Panel {
        let model = model
        switch section {
        case .search:
            ContextReader { context in
                SearchScene(model: model.search(locale: context.localeTag))
            }
            .id("kora.search")
        case .explore:
            SheetScene(model: model.explore).id("kora.explore")
        case .home, .bookings, .settings:
            KoraStack(model: model, section: section).id("kora.\(section.rawValue)")
        }
    }
}

/// A section's screen stack: its root, then classes and studios pushed over it.
struct KoraStack: Panel {
    let model: KoraModel
    let section: KoraModel.Section

    var body: some Panel {
        let model = model
        let section = section
        let path = model.paths[section] ?? ScreenPath()
        ScreenStack(
            path: path, rootTitle: KoraApp.text("section.\(section.rawValue)"),
            title: { screen in
                switch screen {
                // Names are data: a title bar cuts a long one, on purpose.
                case .session(let id): Caption(model.session(id)?.title ?? "").truncationIntended()
                case .studio(let id): Caption(model.data.studio(id)?.name ?? "").truncationIntended()
                }
            },
            showsTitleBar: true
        ) {
            switch section {
            case .bookings: KoraBookings(model: model)
            case .settings: KoraSettings(model: model)
            default: KoraHome(model: model)
            }
        } destination: { screen in
            switch screen {
            case .session(let id): KoraClassScreen(model: model, path: path, id: id)
            case .studio(let id): KoraStudioScreen(model: model, path: path, id: id)
            }
        }
    }
}

/// The side menu: the brand, then every section (the one showing marked), then the
/// account's state.
struct KoraMenu: Panel {
    let model: KoraModel
    let section: KoraModel.Section

    var body: some Panel {
        let model = model
        let section = section
        Column(alignment: .leading, spacing: 4) {
            Row(spacing: 10) {
                Picture("logo").fit().frame(width: 32, height: 32).decorative()
                Caption(KoraApp.brand).textStyle(.title).foreground(named: "label").lineLimit(1)
            }
            .padding(EdgeInsets(bottom: 12))
            for item in KoraModel.Section.allCases {
                let current = item == section
                Pressable(action: { animate(.easeInOut(0.35)) { model.show(item) } }) { feedback in
                    Row(spacing: 12) {
                        Icon(KoraApp.icon(item)).decorative().textStyle(TextStyle(size: 22))
                            .foreground(named: current ? "tint" : "secondaryLabel")
                        KoraApp.text("section.\(item.rawValue)")
                            .textStyle(TextStyle(size: 17, weight: current ? .bold : .regular))
                            .foreground(named: "label").lineLimit(4)
                    }
                    .padding(horizontal: 12, vertical: 10)
                    .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
                    .background(
                        named: feedback.isPressed || current
                            ? "separator" : feedback.isHovered ? "secondaryBackground" : "background",
                        cornerRadius: 8)
                }
                .accessibility(role: .button, states: current ? .selected : [])
                .id("kora.menu.\(item.rawValue)")
            }
            Gap()
            KoraApp.text(model.signedIn ? "menu.signedIn" : "menu.signedOut").textStyle(.footnote)
                .foreground(named: "secondaryLabel")
        }
        .padding(20)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(named: "background")
    }
}

/// The shell's toolbar: shortcuts to Search, Explore and Bookings, and Done (a close icon).
struct KoraToolbar: Panel {
    let model: KoraModel

    var body: some Panel {
        let model = model
        let shell = model.shell
        Column(spacing: 0) {
            Swatch("separator").frame(height: 1)
            Row(spacing: 0) {
                for item in [KoraModel.Section.search, .explore, .bookings] {
                    Pressable(action: { animate(.easeInOut(0.35)) { model.show(item) } }) { feedback in
                        // Icon over name, as a tab bar: room for long names in a 44 pt bar.
                        Column(spacing: 1) {
                            Icon(KoraApp.icon(item)).decorative().textStyle(TextStyle(size: 20))
                            KoraApp.text("section.\(item.rawValue)").textStyle(TextStyle(size: 11, weight: .bold))
                                .lineLimit(1)
                        }
                        .foreground(named: "tint")
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                        .opacity(feedback.isPressed ? 0.6 : 1)
                    }
                    .id("kora.toolbar.\(item.rawValue)")
                }
                // Done as a close icon (labelled for screen readers): the bar's room goes
                // to the shortcuts' names.
                Pressable(action: { animate(.easeInOut(0.35)) { shell.closeToolbar() } }) { feedback in
                    Icon("close").decorative().textStyle(TextStyle(size: 22)).foreground(named: "tint")
                        .frame(width: 56)
                        .frame(maxHeight: .infinity)
                        .opacity(feedback.isPressed ? 0.6 : 1)
                }
                .accessibility(role: .button, label: AccessibilityText(KoraApp.text("bar.done")))
                .id("kora.toolbar.done")
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        .background(named: "secondaryBackground")
        .context(KoraApp.capTextSize)
    }
}
