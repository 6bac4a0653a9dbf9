import Foundation
import Panels
import PanelsAssetFiles
import PanelsSDL

/// Renders a widget in every cell of `SheetAxes` into one labelled image and reports
/// what it found: the engine of `panels preview`.
///
/// Each row (one locale in one appearance) is composed, inspected and rasterized on
/// its own, then copied into the sheet; a row with issues is painted again with its
/// cells marked (red outline and note), which moves nothing. Cells get fresh problem
/// logs, so a fallback is attributed to the cell that showed it. A picture that is
/// found but does not decode (a damaged chunk, a truncated file) marks its cell too.
///
/// Contract: deterministic — the same widget, assets, axes, now and scale give the
/// same pixels and the same report. Never traps on bad assets or data: they show as
/// magenta, keys or the widget's placeholder, and are reported.
public struct ContactSheet {
    public let widget: PreviewWidget
    public let axes: SheetAxes
    public let scale: Double
    public let now: Date
    public let assetsFolder: URL?
    /// The resource folder strings and colors come from (nil: `AssetCatalog`'s choice).
    public let scope: String?
    public let dataFile: URL?
    /// Also audit every cell for accessibility (the accessibility audit: contrast from
    /// the rendered pixels, target sizes, labels, keyboard reach), marking what it finds.
    public var audits = false

    /// The result of rendering: pixels, the issues per cell, and the problems of the
    /// assets and data files.
    public struct Result: Sendable {
        public var image: PixelImage
        /// Every issue, row by row, column by column.
        public var issues: [SheetIssue]
        /// Problems reading the assets (malformed files) and the widget's data, then
        /// what drawing met (pictures, fonts); the cells' fallbacks and missing keys
        /// are `issues`.
        public var diagnostics: [Diagnostic]
        /// Removed: read `diagnostics`.
        @available(*, unavailable, renamed: "diagnostics")
        public var fileProblems: [String] { diagnostics.map(\.description) }
        /// Cells with at least one issue.
        public var markedCells: Int
        /// What the assets' loading noted (the scopes found and the one chosen).
        public var notes: [String] = []
    }

    public init(
        widget: PreviewWidget, axes: SheetAxes, scale: Double = 1, now: Date? = nil,
        assetsFolder: URL? = nil, scope: String? = nil, dataFile: URL? = nil
    ) {
        self.scope = scope
        self.widget = widget
        self.axes = axes
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        self.now = now ?? widget.defaultNow
        self.assetsFolder = assetsFolder ?? widget.assetsFolder
        self.dataFile = dataFile
    }

    /// The sheet's size in pixels, known before rendering: the header and one strip per
    /// row, at `scale`.
    public var pixelSize: (width: Int, height: Int) {
        let points = (
            width: SheetStrip.width(axes),
            height: SheetHeader.height + Double(axes.rows.count) * SheetStrip.height(axes)
        )
        return (Int((points.width * scale).rounded(.up)), Int((points.height * scale).rounded(.up)))
    }

    /// The context every cell starts from: the catalog, pictures, now and time zone.
    func baseContext(catalog: AssetCatalog) -> PanelContext {
        var context = PanelContext()
        context.assets = catalog
        context.pictureFolder = widget.pictures(assets: assetsFolder)
        context.now = now
        context.timeZone = widget.timeZone
        widget.context(&context)
        return context
    }

    /// Renders the sheet; `progress(done, total)` is called after each row.
    public func render(progress: (Int, Int) -> Void = { _, _ in }) throws -> Result {
        let catalog = assetsFolder.map { AssetCatalog.load(from: $0, scope: scope) } ?? .empty
        let fixture = widget.prepare(PreviewRequest(assetsFolder: assetsFolder, dataFile: dataFile, now: now))
        let base = baseContext(catalog: catalog)
        let measurer = SDLTextMeasurer.shared(scale: scale)
        let width = SheetStrip.width(axes)
        let stripSize = Size(width: width, height: SheetStrip.height(axes))

        var strips: [PixelImage] = []
        var issues: [SheetIssue] = []
        var marked = 0
        var drawn: [Diagnostic] = []
        for rowIndex in axes.rows.indices {
            var logs = axes.columns.map { _ in DiagnosticLog(parent: base.diagnostics) }
            func compose(notes: [Int: String]) -> Composition {
                let strip = SheetStrip(
                    axes: axes, rowIndex: rowIndex, fixture: fixture, base: base,
                    logs: logs, notes: notes)
                return Composition(
                    strip, size: stripSize, scale: scale, context: base,
                    background: SheetStyle.band(dark: axes.rows[rowIndex].appearance == .dark),
                    measurer: measurer)
            }
            var composition = compose(notes: [:])
            var found = SheetInspector.issues(
                in: composition, axes: axes, rowIndex: rowIndex, logs: logs,
                pictureProblem: { OffscreenRenderer.pictureProblem(file: $0, pixelBudget: $1) })
            if audits {
                // Measured from the cells as drawn, before any mark is added.
                let unmarked = try OffscreenRenderer.render(composition.displayList)
                let audited = SheetInspector.auditIssues(
                    in: composition, image: unmarked, axes: axes, rowIndex: rowIndex)
                found.merge(audited) { $0 + $1 }
            }
            if !found.isEmpty {
                logs = axes.columns.map { _ in DiagnosticLog(parent: base.diagnostics) }
                composition = compose(notes: found.mapValues(SheetInspector.note))
                marked += found.count
                for column in found.keys.sorted() { issues += found[column] ?? [] }
            }
            let (image, drawing) = try OffscreenRenderer.renderReporting(composition.displayList)
            base.diagnostics.report(drawing)
            drawn += drawing
            strips.append(image)
            progress(rowIndex + 1, axes.rows.count)
        }
        var fileProblems = catalog.problems + fixture.diagnostics
        for diagnostic in drawn where !fileProblems.contains(diagnostic) { fileProblems.append(diagnostic) }

        let title =
            "\(widget.name) · \(axes.rows.count) × \(axes.columns.count)"
        // What was found first (a narrow sheet cuts the end of the line), then the moment.
        let status =
            marked == 0
            ? (audits ? "no cell marked, audit passed" : "no cell marked")
            : "\(marked) cell\(marked == 1 ? "" : "s") marked: \(issues.count) issue\(issues.count == 1 ? "" : "s")"
        let files =
            fileProblems.isEmpty ? "" : " · \(fileProblems.count) file problem\(fileProblems.count == 1 ? "" : "s")"
        let subtitle = status + files + " · at \(ContactSheet.nowText(now, zone: widget.timeZone))"
        let header = Composition(
            SheetHeader(
                axes: axes, title: title, subtitle: subtitle,
                displayName: widget.displayName, displayDescription: widget.displayDescription, marked: marked > 0
            )
            .locale(axes.rows.first?.locale ?? "en"),
            size: Size(width: width, height: SheetHeader.height), scale: scale,
            context: base, background: SheetStyle.header, measurer: measurer)
        let headerImage = try OffscreenRenderer.render(header.displayList)
        return Result(
            image: ContactSheet.stack([headerImage] + strips), issues: issues,
            diagnostics: fileProblems, markedCells: marked, notes: catalog.notes)
    }

    /// Images of equal width, one under the other.
    static func stack(_ images: [PixelImage]) -> PixelImage {
        let width = images.map(\.width).max() ?? 1
        let height = images.reduce(0) { $0 + $1.height }
        var bytes = [UInt8](repeating: 255, count: width * max(1, height) * 4)
        var y = 0
        bytes.withUnsafeMutableBufferPointer { target in
            for image in images {
                image.bytes.withUnsafeBufferPointer { source in
                    let rowBytes = image.width * 4
                    for row in 0 ..< image.height {
                        let to = target.baseAddress! + ((y + row) * width * 4)
                        to.update(from: source.baseAddress! + row * rowBytes, count: rowBytes)
                    }
                }
                y += image.height
            }
        }
        return PixelImage(width: width, height: max(1, height), bytes: bytes)
    }

    /// "2026-11-22 12:00 Europe/Amsterdam".
    static func nowText(_ now: Date, zone: TimeZone) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = zone
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return "\(formatter.string(from: now)) \(zone.identifier)"
    }

    /// The sheet as PNG bytes (zlib level 1: a large sheet encodes several times
    /// faster than at the default level, and is only a little larger).
    public static func png(_ image: PixelImage) throws -> Data {
        try PNGEncoder.encode(image, level: 1)
    }
}
