import ArgumentParser
import Foundation
import Panels
import PanelsAssetFiles
import PanelsSDL

/// Runs `PreviewOptions` against a set of widgets: lists them, renders a contact
/// sheet to PNG (printing a progress line, every marked cell and every file problem),
/// or opens the grid in a window.
///
/// Contract: unknown widgets, locales, sizes or states are usage errors
/// (`ValidationError`) that name what is available. Reports go to standard output;
/// progress goes to standard error, one line rewritten in place on a terminal and one
/// line per row elsewhere, always ending with a newline; a sheet above 100 megapixels
/// is warned about before it is rendered, and one above 500 megapixels is refused as a
/// usage error (the options' values make it too large). A sheet that cannot be written is a failure
/// (`CommandFailure`, exit status 1); the PNG is written to a temporary file and
/// renamed into place. The assets and data files are only read.
public struct PreviewRunner {
    public var widgets: [PreviewWidget]

    public init(widgets: [PreviewWidget]) {
        self.widgets = widgets
    }

    /// Which widget, axes, now and files the options ask for.
    public struct Plan: Sendable {
        public var widget: PreviewWidget
        public var locales: [String]
        public var appearances: [Appearance]
        public var sizes: [PreviewSize]
        public var states: [String]
        /// The text sizes rows are drawn at (`--text-sizes`; default the standard one).
        public var textSizes: [TextSizeCategory] = [.large]
        public var now: Date
        public var assetsFolder: URL?
        /// The resource folder strings and colors come from (`--scope`; nil: chosen).
        public var scope: String?
        public var dataFile: URL?
        public var axes: SheetAxes {
            SheetAxes(
                locales: locales, appearances: appearances, sizes: sizes, states: states, textSizes: textSizes)
        }
    }

    public func plan(_ options: PreviewOptions) throws -> Plan {
        guard let name = options.widget else {
            throw ValidationError("Name a widget to preview, or pass --list. Widgets: \(names).")
        }
        guard let widget = widgets.first(where: { $0.name.lowercased() == name.lowercased() }) else {
            throw ValidationError("Unknown widget \(Diagnostic.quoted(name)). Widgets: \(names).")
        }
        let assetsFolder = options.assets.map { URL(fileURLWithPath: $0) } ?? widget.assetsFolder
        if let folder = options.assets {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue
            else {
                throw CommandFailure(message: "--assets \(folder): no such folder.")
            }
        }
        let scope = options.scope.map { $0 == "." ? "" : $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
        if let scope, let assetsFolder {
            let catalog = AssetCatalog.load(from: assetsFolder)
            guard catalog.scopeNames.contains(scope) else {
                throw ValidationError(
                    "--scope \(scope): \(AssetCatalogError.scopeNotFound(scope, known: catalog.scopeNames))."
                )
            }
        }
        let locales = try resolveLocales(options.locales, assetsFolder: assetsFolder, scope: scope)
        var appearances: [Appearance] = []
        for item in PreviewOptions.items(options.appearances) {
            switch item.lowercased() {
            case "light": appearances.append(.light)
            case "dark": appearances.append(.dark)
            default: throw ValidationError("Unknown appearance \(Diagnostic.quoted(item)). Appearances: light, dark.")
            }
        }
        if appearances.isEmpty { throw ValidationError("--appearances names none; use light, dark or both.") }
        var sizes: [PreviewSize] = widget.sizes
        if let list = options.sizes {
            sizes = try PreviewOptions.items(list).map { item in
                guard let size = widget.sizes.first(where: { $0.name == item.lowercased() }) else {
                    throw ValidationError(
                        "Unknown size \(Diagnostic.quoted(item)) for \(widget.name). Sizes: \(widget.sizes.map(\.name).joined(separator: ", "))."
                    )
                }
                return size
            }
        }
        var states = widget.defaultStates
        if let list = options.states {
            states = try PreviewOptions.items(list).map { item in
                if item == "all" { return widget.states }
                guard widget.states.contains(item) else {
                    throw ValidationError(
                        "Unknown state \(Diagnostic.quoted(item)) for \(widget.name). States: \(widget.states.joined(separator: ", ")), all."
                    )
                }
                return [item]
            }.flatMap { $0 }
        }
        if sizes.isEmpty || states.isEmpty { throw ValidationError("Nothing to render: no sizes or no states.") }
        var textSizes: [TextSizeCategory] = [.large]
        if let list = options.textSizes {
            let names = TextSizeCategory.allCases.map(\.rawValue).joined(separator: ", ")
            textSizes = try PreviewOptions.items(list).flatMap { item -> [TextSizeCategory] in
                switch item {
                case "all": return TextSizeCategory.allCases
                case "accessibility": return TextSizeCategory.allCases.filter(\.isAccessibilitySize)
                default:
                    guard let size = TextSizeCategory(rawValue: item) else {
                        throw ValidationError(
                            "Unknown text size \(Diagnostic.quoted(item)). Text sizes: \(names), all, accessibility.")
                    }
                    return [size]
                }
            }
            if textSizes.isEmpty { throw ValidationError("--text-sizes names none. Text sizes: \(names).") }
        }
        let now = options.now.flatMap(PreviewOptions.parseDate) ?? widget.defaultNow
        if let data = options.data {
            // A file the user named must be there and readable: never a silent logged-out card.
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: data, isDirectory: &isDirectory) else {
                var info = stat()
                if stat(data, &info) != 0, errno == ELOOP {
                    throw CommandFailure(message: "--data \(data): is a link that leads round in a loop, to no file")
                }
                throw CommandFailure(message: "--data \(data): the file does not exist")
            }
            guard !isDirectory.boolValue, FileManager.default.isReadableFile(atPath: data) else {
                throw CommandFailure(message: "--data \(data): not a readable file")
            }
        }
        let plan = Plan(
            widget: widget, locales: locales, appearances: appearances, sizes: sizes, states: states,
            textSizes: textSizes, now: now, assetsFolder: assetsFolder, scope: scope,
            dataFile: options.data.map { URL(fileURLWithPath: $0) })
        if !options.window {
            let sheet = ContactSheet(widget: widget, axes: plan.axes, scale: options.scale, now: now)
            let (width, height) = sheet.pixelSize
            let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
            if overflow || pixels > PreviewRunner.maximumSheetPixels {
                throw ValidationError(
                    "The sheet would be \(width)x\(height) px (\(overflow ? "too many" : String(pixels / 1_000_000)) megapixels), over the \(PreviewRunner.maximumSheetPixels / 1_000_000) a sheet may have. Fewer --locales, --sizes, --states or --text-sizes, or a smaller --scale, make it smaller."
                )
            }
        }
        return plan
    }

    var names: String { widgets.map(\.name).joined(separator: ", ") }

    /// Above this many pixels a sheet gets a warning before it is rendered.
    static let largeSheetPixels = 100_000_000
    /// The most pixels a sheet may have: its rows are kept until they are stacked and
    /// encoded, so a sheet takes about 8 bytes a pixel at its peak (4 GB here).
    static let maximumSheetPixels = 500_000_000

    /// "1 locale", "2 locales".
    static func count(_ n: Int, _ noun: String) -> String {
        "\(n) \(noun)\(n == 1 ? "" : "s")"
    }

    /// `all`: the development language, the other locales with string tables (sorted),
    /// then the pseudo-locales `en-XA` and `ar-XB`.
    func resolveLocales(_ text: String, assetsFolder: URL?, scope: String? = nil) throws -> [String] {
        let items = PreviewOptions.items(text)
        if items.isEmpty { throw ValidationError("--locales names none; use 'all' or a list such as en,fr,ar.") }
        let strings = assetsFolder.map { AssetCatalog.load(from: $0, scope: scope).strings } ?? StringCatalog()
        let development = strings.developmentLanguage
        let others = strings.locales.filter { $0 != development && $0 != "Base" }
        guard items.map({ $0.lowercased() }) == ["all"] else {
            // A locale with tables, a pseudo-locale, or one whose language Foundation
            // knows (en-GB falls back to en, and the sheet marks it); anything else
            // is named before rendering (xx-ZZ and 🙂 rendered as the development language).
            let tables = Set(([development] + others).map(LocaleTag.normalize))
            let languages = Set(Locale.availableIdentifiers.map(LocaleTag.language))
            for item in items {
                let tag = LocaleTag.normalize(item)
                guard
                    tables.contains(tag) || ["en-XA", "ar-XB"].contains(tag)
                        || languages.contains(LocaleTag.language(tag))
                else {
                    throw ValidationError(
                        "Unknown locale \(Diagnostic.quoted(item)): no string tables for it, and no language Foundation knows. Locales with tables: \(([development] + others).joined(separator: ", ")); en-XA and ar-XB are pseudo-locales."
                    )
                }
            }
            return items
        }
        return [development] + others + ["en-XA", "ar-XB"]
    }

    /// Does what the options say.
    public func run(_ options: PreviewOptions) throws {
        if options.list {
            for widget in widgets {
                print(
                    "\(widget.name)\tsizes: \(widget.sizes.map(\.name).joined(separator: ","))\tstates: \(widget.states.joined(separator: ","))\t\(widget.summary)"
                )
            }
            return
        }
        let plan = try plan(options)
        if options.window {
            try PreviewWindow(plan: plan, scaleHint: options.scale).run(exitAfter: options.exitAfter)
            return
        }
        let axes = plan.axes
        print(
            "Previewing \(plan.widget.name): "
                + [
                    PreviewRunner.count(plan.locales.count, "locale"),
                    PreviewRunner.count(plan.appearances.count, "appearance"),
                    PreviewRunner.count(plan.sizes.count, "size"),
                    PreviewRunner.count(plan.states.count, "state"),
                ].joined(separator: " × ") + " = " + PreviewRunner.count(axes.cellCount, "cell")
        )
        fflush(nil)
        var sheet = ContactSheet(
            widget: plan.widget, axes: axes, scale: options.scale, now: plan.now,
            assetsFolder: plan.assetsFolder, scope: plan.scope, dataFile: plan.dataFile)
        sheet.audits = options.audit
        let (width, height) = sheet.pixelSize
        if width * height > PreviewRunner.largeSheetPixels {
            FileHandle.standardError.write(
                Data(
                    "warning: the sheet will be \(width)x\(height) px (\(width * height / 1_000_000) megapixels); it takes a while to write and many viewers cannot open it. Fewer --locales, --sizes or --states, or a smaller --scale, make it smaller.\n"
                        .utf8))
        }
        let started = Date()
        let progress = ProgressLine()
        let result = try sheet.render { done, total in
            progress.update("Rendering row \(done)/\(total) (\(axes.rows[done - 1].label))…", done: done, total: total)
        }
        let url = URL(fileURLWithPath: options.output)
        let png = try ContactSheet.png(result.image)
        do {
            try AtomicFile.write(png, to: url)  // a temporary file, renamed into place
        } catch {
            throw CommandFailure(message: error.description)
        }
        for note in result.notes { print("note: \(note)") }
        for diagnostic in result.diagnostics { print("problem: \(diagnostic)") }
        for issue in result.issues { print(issue) }
        let seconds = Date().timeIntervalSince(started)
        print(
            "Wrote \(url.path) (\(result.image.width)x\(result.image.height) px, \(png.count / 1024) KiB) in \(String(format: "%.2f", seconds)) s: "
                + (result.markedCells == 0
                    ? "no cell marked."
                    : "\(result.markedCells) cell\(result.markedCells == 1 ? "" : "s") marked (\(PreviewRunner.count(result.issues.count, "issue"))).")
        )
        if options.strict && (result.markedCells > 0 || !result.diagnostics.isEmpty) { throw ExitCode(1) }
    }
}
