import Foundation

/// The values that flow down a panel tree while it resolves: text style, foreground
/// color, line limit, truncation and line alignment of captions, fit and corners of
/// pictures, layout direction, appearance (light/dark, contrast), locale, the loaded
/// assets (color sets and string tables), the "now" that relative dates are anchored
/// at, and the log that collects missing strings and colors.
///
/// Modifiers such as `.textStyle(_:)`, `.appearance(_:)` or `.locale(_:)` change a
/// copy for their subtree only. The context is a value: resolving the same tree with
/// the same context gives the same nodes. Named colors re-resolve whenever the
/// appearance, contrast or assets change; setting a locale whose script runs right to
/// left (`ar`, `he`, `ar-XB` …) sets the layout direction to right-to-left, and any
/// other locale sets it to left-to-right (set `layoutDirection` afterwards to
/// override).
public struct PanelContext: Sendable {
    /// Text style captions use when they do not set their own.
    public var textStyle: TextStyle = .body
    /// Color captions use when they do not set their own. Setting it clears
    /// `foregroundName`.
    public var foreground: RGBA {
        get { resolvedForeground }
        set {
            resolvedForeground = newValue
            foregroundName = nil
        }
    }
    /// The named color captions use (default `label`, from the semantic palette), or nil
    /// when `foreground` was set to a fixed color.
    @usableFromInline package var foregroundName: String? {
        get { storedForegroundName }
        set {
            // The same name again keeps its color: appearance, contrast and assets
            // resolve it again themselves when they change.
            let old = storedForegroundName
            storedForegroundName = newValue
            if newValue != old { resolveForeground() }
        }
    }
    private var storedForegroundName: String? = "label"

    /// The foreground's name and color as they are, for a context modifier to put back
    /// after its subtree (`ContextChange`): set, it resolves nothing.
    @usableFromInline
    package struct ForegroundState {
        var name: String?
        var color: RGBA
    }

    /// The foreground's name and color (set: both taken as they are).
    package var foregroundState: ForegroundState {
        get { ForegroundState(name: storedForegroundName, color: resolvedForeground) }
        set {
            storedForegroundName = newValue.name
            resolvedForeground = newValue.color
        }
    }
    /// Most lines captions show when they do not set their own (nil: no limit).
    /// Set with `.lineLimit(_:)` on any panel.
    package var lineLimit: Int? = nil
    /// Where captions that do not fit their line limit are cut, when they do not set
    /// their own. Set with `.truncation(_:)` on any panel.
    package var truncation: TruncationMode = .tail
    /// Base direction of captions' paragraphs that do not set their own (`.auto`: from
    /// each paragraph's first strong character). Set with `.textDirection(_:)`.
    package var textDirection: TextDirection = .auto
    /// Whether truncating the captions inside is intended (previews do not mark it).
    /// Set with `.truncationIntended()`.
    package var truncationIntended: Bool = false
    /// Alignment of the lines of multi-line captions that do not set their own. Set
    /// with `.lineAlignment(_:)` on any panel.
    package var lineAlignment: HorizontalAlignment = .leading
    /// How pictures that do not set their own fit their frame. Set with `.fit()` or
    /// `.fill()` on any panel.
    package var pictureMode: PictureMode = .fit
    /// Corner radii of pictures that do not set their own. Set with
    /// `.cornerRadius(_:)` on any panel.
    package var pictureCorners: CornerRadii = .zero
    /// Horizontal direction of rows, alignments and padding.
    public var layoutDirection: LayoutDirection = .leftToRight
    /// Folder `Picture("name")` loads image files from (the SDL entry points default
    /// it to the bundled `Assets/Images` when nil).
    public var pictureFolder: PictureFolder? {
        get { settings.pictureFolder }
        set { change { $0.pictureFolder = newValue } }
    }
    /// The most pixels one picture may have (checked from its header before it is
    /// decoded; a larger one draws a placeholder and is reported). Default 50
    /// megapixels; at most `PictureHeader.maximumPixelBudget`.
    package var picturePixelBudget: Int {
        get { settings.picturePixelBudget }
        set { change { $0.picturePixelBudget = newValue } }
    }
    /// Whether resolving waits for pictures to decode (on the picture worker, at most
    /// 60 s) instead of showing their placeholders: for stills, scripted runs and tests
    /// that must draw the same pixels every run. `Composition`, and so the offscreen
    /// renderer and the snapshot strategies for panels, always wait; a window's stage
    /// should not (its frame would wait). Default false.
    public var waitsForPictures: Bool {
        get { settings.waitsForPictures }
        set { change { $0.waitsForPictures = newValue } }
    }
    /// The most popovers (dialogs, menus, cards included) open at once; more are left
    /// closed and reported. Default 256; held to 1…10,000.
    package var openPopoverLimit: Int {
        get { settings.openPopoverLimit }
        set { change { $0.openPopoverLimit = min(max(1, newValue), 10_000) } }
    }

    /// Light or dark variants of named colors.
    public var appearance: Appearance {
        get { settings.appearance }
        set {
            change { $0.appearance = newValue }
            resolveForeground()
        }
    }
    /// Standard or high-contrast variants of named colors.
    public var contrast: Contrast {
        get { settings.contrast }
        set {
            change { $0.contrast = newValue }
            resolveForeground()
        }
    }
    /// The locale strings, dates and numbers are shown in (pseudo-locales `en-XA`
    /// and `ar-XB` included). An identifier longer than 157 characters, or with a
    /// character other than ASCII letters, digits, `-`, `_`, `@`, `=`, `;` and `.`, is
    /// reported to `diagnostics` and English is used (Foundation traps formatting for it).
    public var locale: Locale {
        get { settings.locale }
        set {
            var newValue = newValue
            if !LocaleTag.isUsableIdentifier(newValue.identifier) {
                diagnostics.report(
                    Diagnostic(
                        .warning,
                        "locale \(Diagnostic.quoted(newValue.identifier)) is not a locale identifier (at most \(LocaleTag.identifierLimit) ASCII letters, digits, '-', '_', '@', '=', ';' and '.'); English is used",
                        at: FileLocation(file: "<locale>")))
                newValue = Locale(identifier: "en")
            }
            change {
                $0.locale = newValue
                $0.localeTag = LocaleTag.normalize(newValue.identifier)
            }
            layoutDirection = LocaleTag.isRightToLeft(localeTag) ? .rightToLeft : .leftToRight
        }
    }
    /// `locale` as a BCP 47 tag (`pt-PT`).
    package var localeTag: String { settings.localeTag }
    /// Color sets and string tables (default: the built-in palette, no strings).
    public var assets: AssetCatalog {
        get { settings.assets }
        set {
            change { $0.assets = newValue }
            resolveForeground()
        }
    }
    /// The moment relative dates ("Tomorrow") are anchored at. Fixed by default so
    /// rendering is deterministic; hosts set it.
    public var now: Date {
        get { settings.now }
        set { change { $0.now = newValue } }
    }
    /// The time zone dates and times are shown in.
    public var timeZone: TimeZone {
        get { settings.timeZone }
        set { change { $0.timeZone = newValue } }
    }
    /// Forces a 12- or 24-hour clock on every time formatted below (nil, the default:
    /// the locale's own). Inherited down the tree.
    public var hourCycle: HourCycle? {
        get { settings.hourCycle }
        set { change { $0.hourCycle = newValue } }
    }
    /// The one sink every stage reports its `Diagnostic`s to: missing strings and
    /// colors, nesting cut while resolving, pictures not found, popovers nested too
    /// deep, pictures and fonts that do not draw. Shared by every copy of this
    /// context; `Composition`, `Stage`, `WindowHost` and `OffscreenRenderer` read it.
    public var diagnostics: DiagnosticLog {
        get { settings.diagnostics }
        set { change { $0.diagnostics = newValue } }
    }
    /// Whether a focused text entry's caret blinks (0.5 s on, 0.5 s off on the host's
    /// clock, solid while typing or moving). Snapshots turn it off so every frame of a
    /// state is the same.
    package var caretBlinks: Bool {
        get { settings.caretBlinks }
        set { change { $0.caretBlinks = newValue } }
    }
    /// The text size the person chose (`TextSizeCategory`, iOS's Dynamic Type sizes):
    /// every caption's style is scaled by its table. Default `.large` (no change).
    public var textSize: TextSizeCategory {
        get { settings.textSize }
        set { change { $0.textSize = newValue } }
    }
    /// `textStyle` at `textSize`: what captions and text entries set text with.
    package var scaledTextStyle: TextStyle {
        var style = textStyle
        textSize.scale(&style)
        return style
    }
    /// The person asked for less motion: slides and springs become short cross-fades
    /// or none, in every built-in component and the stage's own motion (see `Stage`).
    public var reduceMotion: Bool {
        get { settings.reduceMotion }
        set { change { $0.reduceMotion = newValue } }
    }
    /// The person asked for more contrast: named colors take their high-contrast
    /// variants (the same as `contrast = .high`).
    public var increasedContrast: Bool {
        get { contrast == .high }
        set { contrast = newValue ? .high : .standard }
    }
    /// The stage's text measurer, set by the stage while resolving (text entries place
    /// their caret with it); nil outside a stage.
    package internal(set) var textMeasurer: (any TextMeasurer)? {
        get { settings.textMeasurer }
        set { change { $0.textMeasurer = newValue } }
    }

    /// The values above that a subtree rarely changes, in one shared box: copying a
    /// context (every context modifier saves and restores one while its subtree
    /// resolves) retains the box once instead of each of them. Changed copy-on-write.
    private final class Settings: @unchecked Sendable {
        // Only changed through `change`, while this box is referenced by one context.
        var pictureFolder: PictureFolder? = nil
        var picturePixelBudget: Int = PictureHeader.defaultPixelBudget
        var openPopoverLimit = 256
        var appearance: Appearance = .light
        var contrast: Contrast = .standard
        var locale: Locale = Locale(identifier: "en")
        var localeTag: String = "en"
        var assets: AssetCatalog = .empty
        var now: Date = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01 00:00 UTC
        var timeZone: TimeZone = TimeZone(identifier: "UTC")!
        var hourCycle: LocaleFormatter.HourCycle?
        var diagnostics: DiagnosticLog = DiagnosticLog()
        var caretBlinks: Bool = true
        var textSize: TextSizeCategory = .large
        var reduceMotion = false
        var waitsForPictures = false
        var textMeasurer: (any TextMeasurer)?
        /// Values of users' own `ContextKey`s, by key type.
        var custom: [ObjectIdentifier: any Sendable] = [:]

        init() {}

        init(copying other: Settings) {
            pictureFolder = other.pictureFolder
            picturePixelBudget = other.picturePixelBudget
            openPopoverLimit = other.openPopoverLimit
            appearance = other.appearance
            contrast = other.contrast
            locale = other.locale
            localeTag = other.localeTag
            assets = other.assets
            now = other.now
            timeZone = other.timeZone
            hourCycle = other.hourCycle
            diagnostics = other.diagnostics
            caretBlinks = other.caretBlinks
            textSize = other.textSize
            reduceMotion = other.reduceMotion
            waitsForPictures = other.waitsForPictures
            textMeasurer = other.textMeasurer
            custom = other.custom
        }
    }

    private var settings = Settings()

    /// The value stored for a `ContextKey` type, if one was set.
    func customValue(_ key: ObjectIdentifier) -> (any Sendable)? { settings.custom[key] }

    /// Stores a `ContextKey`'s value (copy-on-write, like the other settings).
    mutating func setCustomValue(_ value: any Sendable, for key: ObjectIdentifier) {
        change { $0.custom[key] = value }
    }

    /// The object holding the settings a subtree rarely changes (the picture folder and
    /// budget, appearance, locale …): the same object exactly while none of them
    /// changed, for as long as it is held (a change while it is shared copies it).
    /// A memo keyed by these settings holds it and compares `settingsIdentity`.
    package var settingsObject: AnyObject { settings }
    /// `ObjectIdentifier(settingsObject)`, read without a retain.
    package var settingsIdentity: ObjectIdentifier { ObjectIdentifier(settings) }

    /// Changes the shared settings, copying them first when another context shares them.
    private mutating func change(_ body: (Settings) -> Void) {
        if !isKnownUniquelyReferenced(&settings) { settings = Settings(copying: settings) }
        body(settings)
    }

    /// Removed: the diagnostics sink is `diagnostics`.
    @available(*, unavailable, renamed: "diagnostics")
    public var problems: DiagnosticLog {
        get { diagnostics }
        set { diagnostics = newValue }
    }

    private var resolvedForeground: RGBA = SemanticPalette.color(named: "label", appearance: .light)!

    /// The default context: light, standard contrast, left to right, large text size, `.body`
    /// text in the `label` color, no assets, and a new empty diagnostics log.
    public init() {}

    private mutating func resolveForeground() {
        guard let name = foregroundName else { return }
        var memo: (name: String, number: UInt32)?
        resolvedForeground = color(foregroundNamed: name, memo: &memo)
    }

    /// The color `foregroundName = name` gives the foreground (the one in force when
    /// it is the name in force, which setting it again keeps), reports included: what
    /// a caption's own `foreground(named:)` draws with. The interned number of the
    /// last name asked for is kept in `memo` (a resolve's captions name the same few
    /// colors).
    package func foregroundColor(named name: String, memo: inout (name: String, number: UInt32)?) -> RGBA {
        name == storedForegroundName ? resolvedForeground : color(foregroundNamed: name, memo: &memo)
    }

    /// The color of the foreground name `name`. With no color sets, by its interned
    /// number (kept in `memo` for the next name asked for): a foreground name is an
    /// app's color name, as a named swatch's is (`ColorNameTable`), and a screen sets
    /// the same few again and again (the same color as by name).
    @inline(__always)
    private func color(foregroundNamed name: String, memo: inout (name: String, number: UInt32)?) -> RGBA {
        guard settings.assets.colors.sets.isEmpty else { return color(named: name) }
        let number: UInt32
        if let last = memo, last.name == name {
            number = last.number
        } else {
            number = ColorNameTable.intern(name)
            memo = (name, number)
        }
        return color(interned: number)
    }

    /// The named color for this context's appearance and contrast: a loaded color set,
    /// else the semantic palette, else `SemanticPalette.missing` (magenta), reported.
    public func color(named name: String) -> RGBA {
        // No color sets loaded (most contexts): the built-in palette at once, with no
        // lookup in the empty sets (the same answer `ColorCatalog` gives).
        if settings.assets.colors.sets.isEmpty,
            let color = SemanticPalette.color(named: name, appearance: settings.appearance, contrast: settings.contrast)
        {
            return color
        }
        if let color = assets.colors.color(named: name, appearance: appearance, contrast: contrast) {
            return color
        }
        diagnostics.report(
            Diagnostic(
                .error, "missing color \"\(name)\" (no color set and not in the built-in palette); drawing magenta",
                at: FileLocation(file: "<colors>"), subject: name))
        return SemanticPalette.missing
    }

    /// `color(named:)` for the name interned as `number` (`ColorNameTable`): with no
    /// color sets loaded, the built-in color worked out when the name was interned (no
    /// lookup by name); else, or for a name the built-in colors lack (reported), by name.
    func color(interned number: UInt32) -> RGBA {
        if settings.assets.colors.sets.isEmpty,
            let color = ColorNameTable.builtIn(number).color(settings.appearance, settings.contrast)
        {
            return color
        }
        return color(named: ColorNameTable.name(number))
    }

    /// Formats dates, times and numbers for this context's locale, time zone and now.
    package var formatter: LocaleFormatter {
        LocaleFormatter(locale: locale, timeZone: timeZone, now: now, hourCycle: hourCycle)
    }

    /// The localized text for `key` in `table`, with `arguments` substituted; the key
    /// itself when no table has it. Problems go to `diagnostics`.
    public func localizedText(_ key: String, table: String, arguments: [FormatArgument] = []) -> String {
        let (text, found) = assets.strings.localize(
            key, table: table, locale: localeTag, arguments: arguments,
            formatter: formatter)
        for var problem in found {
            problem.subject = key
            diagnostics.report(problem)
        }
        return text
    }

    /// Formats `argument` as a `%@` would (locale-aware dates, times and numbers).
    package func formatted(_ argument: FormatArgument) -> String {
        formatter.text(for: argument)
    }
}
