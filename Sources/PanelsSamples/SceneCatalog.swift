import Panels
import PanelsComponents

/// The built-in scenes by name, for `panels render`, the Gallery and the tests.
///
/// Contract: names are lowercase and stable (they appear in command lines and
/// reference file names); `make` builds the scene's panel for a given size in points.
public struct SceneCatalog: Sendable {
    /// One named scene.
    public struct Entry: Sendable {
        public let name: String
        public let summary: String
        /// Preferred size in points when none is given.
        public let defaultSize: Size
        let build: @Sendable (Size) -> AnyPanel
        let live: (@Sendable () -> (Size) -> AnyPanel)?

        public init(
            name: String, summary: String, defaultSize: Size,
            build: @escaping @Sendable (Size) -> AnyPanel,
            live: (@Sendable () -> (Size) -> AnyPanel)? = nil
        ) {
            self.name = name
            self.summary = summary
            self.defaultSize = defaultSize
            self.build = build
            self.live = live
        }

        /// Resolves the scene to its panel for a space of `size` points (a still:
        /// interactive scenes show a representative state).
        public func make(_ size: Size) -> AnyPanel { build(size) }

        /// A live instance of the scene: its own state, kept for as long as the
        /// returned builder is, for a `Stage` in a window.
        public func makeLive() -> (Size) -> AnyPanel { live?() ?? build }
    }

    public let entries: [Entry]

    /// Every scene that ships with Panels.
    public static let builtIn = SceneCatalog(entries: [
        Entry(
            name: "kora",
            summary: "Kora, the class-booking app: home with the card, search, the map and sheet, bookings, settings",
            defaultSize: SheetPhone.size, build: { _ in AnyPanel(KoraApp(model: KoraModel())) },
            live: {
                let model = KoraModel()
                return { _ in AnyPanel(KoraApp(model: model)) }
            }),
        Entry(
            name: "sample", summary: "Columns, rows, gaps, captions, padding and fills",
            defaultSize: Size(width: 400, height: 300), build: { _ in AnyPanel(SampleScene()) }),
        Entry(
            name: "shell", summary: "The app shell with its side menu open",
            defaultSize: Size(width: 800, height: 600),
            build: { _ in AnyPanel(ShellDemo(state: ShellState(menuOpen: true))) },
            live: {
                // The article's preview starts with the menu open; so does the scene.
                let state = ShellState(menuOpen: true)
                return { _ in AnyPanel(ShellDemo(state: state)) }
            }),
        Entry(
            name: "drawing", summary: "Shapes, shadows, clips, group opacity, pictures and bidirectional text",
            defaultSize: Size(width: 636, height: 448), build: { _ in AnyPanel(DrawingShowcase()) }),
        Entry(
            name: "popovers",
            summary: "Popovers anchored at the edges, corners and center, flipping and shifting",
            defaultSize: Size(width: 960, height: 640),
            build: { _ in AnyPanel(PopoversDemo(model: PopoversModel(open: PopoversDemo.stillOpen))) },
            live: {
                let model = PopoversModel()
                return { _ in AnyPanel(PopoversDemo(model: model)) }
            }),
        Entry(
            name: "upcoming",
            summary: "The upcoming-class card, with state, size, locale and appearance controls",
            defaultSize: Size(width: 760, height: 560),
            build: { _ in AnyPanel(UpcomingClassDemo(model: UpcomingClassDemoModel())) },
            live: {
                let model = UpcomingClassDemoModel()
                return { _ in AnyPanel(UpcomingClassDemo(model: model)) }
            }),
        Entry(
            name: "feed",
            summary: "The feed: 1,000 cards in a scroller (wheel, drag and fling, keys once focused)",
            defaultSize: Size(width: 390, height: 844), build: { _ in AnyPanel(FeedScene()) }),
        Entry(
            name: "sheet",
            summary: "A sheet over a map, dragged between detents, handing off to its lists",
            defaultSize: SheetPhone.size, build: { _ in AnyPanel(SheetPhone(model: SheetModel())) },
            live: {
                let model = SheetModel()
                return { _ in AnyPanel(SheetPhone(model: model)) }
            }),
        Entry(
            name: "search",
            summary: "Search: a field with ranked suggestions, keyboard navigation and results",
            defaultSize: Size(width: 430, height: 932),
            build: { _ in AnyPanel(SearchScene(model: SearchModel(query: "yoga", focused: true))) },
            live: {
                let model = SearchModel(focused: true)
                return { _ in AnyPanel(SearchScene(model: model)) }
            }),
        Entry(
            name: "controls",
            summary: "Switches, checkboxes, sliders, a stepper, choices, progress and buttons in every state",
            defaultSize: Size(width: 760, height: 800), build: { _ in AnyPanel(ControlsScene()) },
            live: {
                let model = ControlsModel()
                return { _ in AnyPanel(ControlsScene(model: model)) }
            }),
        Entry(
            name: "navigation",
            summary: "Tabs of screen stacks: push, pop and drag back; each tab keeps its screens and scroll position",
            defaultSize: Size(width: 430, height: 760), build: { _ in AnyPanel(NavigationScene()) },
            live: {
                let model = NavigationModel()
                return { _ in AnyPanel(NavigationScene(model: model)) }
            }),
        Entry(
            name: "lists",
            summary:
                "Lists, grids and pictures: sections with pinned headers, selection and swipe actions, a photo grid, a chat at its end",
            defaultSize: Size(width: 1100, height: 720), build: { _ in AnyPanel(ListsScene()) },
            live: {
                let model = ListsModel()
                return { _ in AnyPanel(ListsScene(model: model)) }
            }),
    ])

    public var names: [String] { entries.map(\.name) }

    public func entry(named name: String) -> Entry? {
        entries.first { $0.name == name.lowercased() }
    }
}
