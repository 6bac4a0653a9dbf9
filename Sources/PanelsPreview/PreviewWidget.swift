import Foundation
import Panels
import PanelsAssetFiles

/// A widget the preview tool can show: its name, where its assets are, the sizes
/// and states it comes in, and how to build it for one state and size.
///
/// Register your own with `PreviewTool.main(widgets:)` (see the PanelsPreview article "Previewing your widget"): the
/// preview then renders it in every locale × appearance × state × size, reports
/// truncated captions and strings that fell back to another language, and watches
/// `assetsFolder` in `--window` mode.
///
/// Contract: `prepare` is called once per sheet (and again after a reload) with the
/// folder, data file and "now" in force; it reads whatever data the widget needs and
/// returns the problems it met (each naming its file and position) with a builder.
/// The builder must not throw or trap: bad data shows as the widget's placeholder.
/// Every cell is built with a context that already has the catalog of
/// `assetsFolder`, the picture folder, locale, appearance, now and time zone.
public struct PreviewWidget: Sendable {
    public var name: String
    public var summary: String
    /// What a widget gallery calls the widget ("Next Class"), a key of the widget's
    /// string tables: the sheet's header shows it in the sheet's first locale. Nil: none.
    public var displayName: LocalizedText?
    /// What a widget gallery says the widget does, localized like `displayName` and shown
    /// beside it. Nil: none.
    public var displayDescription: LocalizedText?

    /// A key of a string table (`<locale>.lproj/<table>.strings` in `assetsFolder`),
    /// shown in the locale of wherever it is drawn.
    public struct LocalizedText: Sendable, Hashable {
        /// The key in the table.
        public var key: String
        /// The table's name (default "Localizable").
        public var table: String

        /// The text under `key` in `table`.
        public init(key: String, table: String = "Localizable") {
            self.key = key
            self.table = table
        }

        /// A caption showing it.
        var caption: Caption { Caption(key: key, table: table) }
    }
    /// Color sets and string tables (`AssetCatalog.load(from:)`); watched by `--window`.
    public var assetsFolder: URL?
    /// Where `Picture("name")` looks (nil: `assetsFolder/Images`).
    public var pictureFolder: URL?
    public var sizes: [PreviewSize]
    public var states: [String]
    /// The states a sheet shows when `--states` is not given.
    public var defaultStates: [String]
    /// The "now" cells are rendered at when `--now` is not given.
    public var defaultNow: Date
    /// The time zone days and times are counted in.
    public var timeZone: TimeZone
    public var prepare: @Sendable (PreviewRequest) -> PreviewFixture
    /// Changes the context every cell starts from, after the catalog, pictures, now and
    /// time zone are set and before each row sets its locale and appearance: your own
    /// `ContextKey` values, say, with `{ $0[BrandKey.self] = .night }`. A state that
    /// needs another value sets it in its panel with `.context(BrandKey.self, …)`.
    public var context: @Sendable (inout PanelContext) -> Void

    public init(
        name: String, summary: String = "", assetsFolder: URL?, pictureFolder: URL? = nil,
        sizes: [PreviewSize], states: [String], defaultStates: [String]? = nil,
        defaultNow: Date = Date(timeIntervalSince1970: 1_767_225_600),
        timeZone: TimeZone = TimeZone(identifier: "UTC")!,
        context: @escaping @Sendable (inout PanelContext) -> Void = { _ in },
        prepare: @escaping @Sendable (PreviewRequest) -> PreviewFixture
    ) {
        self.name = name
        self.summary = summary
        self.assetsFolder = assetsFolder
        self.pictureFolder = pictureFolder
        self.sizes = sizes
        self.states = states
        self.defaultStates = defaultStates ?? states
        self.defaultNow = defaultNow
        self.timeZone = timeZone
        self.context = context
        self.prepare = prepare
    }

    /// A widget with fixed content per state: `make(state, size)` builds it.
    public init(
        name: String, summary: String = "", assetsFolder: URL?, pictureFolder: URL? = nil,
        sizes: [PreviewSize], states: [String], defaultStates: [String]? = nil,
        context: @escaping @Sendable (inout PanelContext) -> Void = { _ in },
        make: @escaping @Sendable (_ state: String, _ size: PreviewSize) -> AnyPanel
    ) {
        self.init(
            name: name, summary: summary, assetsFolder: assetsFolder, pictureFolder: pictureFolder,
            sizes: sizes, states: states, defaultStates: defaultStates, context: context
        ) { _ in
            PreviewFixture(make: make)
        }
    }

    /// The picture folder in force for `assets` (an override of `assetsFolder`).
    func pictures(assets: URL?) -> URL? {
        pictureFolder ?? assets.map { $0.appendingPathComponent("Images") }
    }
}

/// One size a widget comes in: a name for command lines and labels, and points.
public struct PreviewSize: Sendable, Hashable {
    public var name: String
    public var points: Size

    public init(_ name: String, _ points: Size) {
        self.name = name
        self.points = points
    }
}

/// What a widget's `prepare` is given: the assets folder in force (the widget's or
/// `--assets`), a data file (`--data`, nil when not given) and the "now".
public struct PreviewRequest: Sendable {
    public var assetsFolder: URL?
    public var dataFile: URL?
    public var now: Date

    public init(assetsFolder: URL?, dataFile: URL?, now: Date) {
        self.assetsFolder = assetsFolder
        self.dataFile = dataFile
        self.now = now
    }
}

/// A widget ready to build cells: problems met while reading its data (shown on the
/// sheet and printed, each naming its file and position) and the builder for a state
/// and size.
public struct PreviewFixture: Sendable {
    public var diagnostics: [Diagnostic]
    public var make: @Sendable (_ state: String, _ size: PreviewSize) -> AnyPanel

    public init(
        diagnostics: [Diagnostic] = [], make: @escaping @Sendable (_ state: String, _ size: PreviewSize) -> AnyPanel
    ) {
        self.diagnostics = diagnostics
        self.make = make
    }

    /// Removed: pass `diagnostics` (`Diagnostic` values with their file and position).
    @available(*, unavailable, message: "pass diagnostics: (Diagnostic values with their file and position)")
    public init(problems: [String], make: @escaping @Sendable (_ state: String, _ size: PreviewSize) -> AnyPanel) {
        self.init(diagnostics: problems.map { Diagnostic(.error, $0) }, make: make)
    }

    /// Removed: read `diagnostics`.
    @available(*, unavailable, renamed: "diagnostics")
    public var problems: [String] { diagnostics.map(\.description) }
}
