import Foundation
import Panels
import PanelsSDL
import PanelsSamples

/// Every scene of a catalog on one labelled sheet: what the Gallery renders when there
/// is no display, so the first picture a newcomer sees shows what Panels does.
///
/// Contract: each scene is rendered on its own at `sceneSize` (what the Gallery's
/// window shows below its tab bar), exactly as offscreen rendering draws it, then
/// placed in a grid of `columns` under its name and summary. Deterministic; the
/// diagnostics met while rendering any scene are returned (a message names its scene
/// when the problem has no subject of its own), never thrown.
public enum GallerySheet {
    static let margin = 32.0
    static let gutter = 28.0
    static let titleHeight = 72.0
    static let labelHeight = 48.0
    static let paper = RGBA(hex: 0xE5E5EA)
    static let ink = RGBA(hex: 0x1C1C1E)
    static let secondary = RGBA(hex: 0x6E6E73)

    /// Every scene of `catalog` at `sceneSize`, labelled, on one sheet of `columns`
    /// columns, each resolved in `context` (its locale, appearance, …); with what
    /// rendering met, each naming its scene.
    public static func render(
        catalog: SceneCatalog, sceneSize: Size, scale: Double = 1, columns: Int = 2,
        context: PanelContext = PanelContext()
    ) throws -> (image: PixelImage, diagnostics: [Diagnostic]) {
        let entries = catalog.entries
        let columns = max(1, min(columns, entries.count))
        let rows = (entries.count + columns - 1) / columns
        let cellHeight = labelHeight + sceneSize.height
        let size = Size(
            width: margin * 2 + Double(columns) * sceneSize.width + Double(columns - 1) * gutter,
            height: titleHeight + Double(rows) * cellHeight + Double(rows - 1) * gutter + margin)
        func origin(_ index: Int) -> (x: Double, y: Double) {
            let column = Double(index % columns)
            let row = Double(index / columns)
            return (margin + column * (sceneSize.width + gutter), titleHeight + row * (cellHeight + gutter))
        }
        let chrome = Layers(alignment: .topLeading) {
            Swatch(paper)
            Column(alignment: .leading, spacing: 4) {
                Caption("Panels Gallery").textStyle(.title).foreground(ink)
                Caption(
                    "Every scene, as the Gallery window shows it (\(Int(sceneSize.width))×\(Int(sceneSize.height)) pt)"
                )
                .textStyle(.footnote).foreground(secondary)
            }
            .offset(x: margin, y: 16)
            Each(Array(entries.enumerated()), id: \.offset) { index, entry in
                Column(alignment: .leading, spacing: 2) {
                    Caption(entry.name).textStyle(.headline).foreground(ink)
                    Caption(entry.summary).textStyle(.footnote).foreground(secondary).lineLimit(1)
                }
                .frame(width: sceneSize.width, height: labelHeight, alignment: .topLeading)
                .offset(x: origin(index).x, y: origin(index).y)
                Tile(cornerRadius: 0).stroke(RGBA(hex: 0xC7C7CC), width: 1)
                    .frame(width: sceneSize.width + 2, height: sceneSize.height + 2)
                    .offset(x: origin(index).x - 1, y: origin(index).y + labelHeight - 1)
            }
        }
        var (sheet, problems) = try OffscreenRenderer.renderReporting(
            chrome, size: size, scale: scale, background: paper)
        for (index, entry) in entries.enumerated() {
            let (scene, sceneProblems) = try OffscreenRenderer.renderReporting(
                entry.make(sceneSize), size: sceneSize, scale: scale, context: context)
            problems += sceneProblems.map { diagnostic in
                var named = diagnostic
                if named.subject == nil { named.subject = entry.name }
                return named
            }
            let at = origin(index)
            copy(
                scene, into: &sheet, x: Int((at.x * scale).rounded()), y: Int(((at.y + labelHeight) * scale).rounded()))
        }
        return (sheet, problems)
    }

    /// Copies `image` into `target` with its top-left corner at (`x`, `y`) pixels,
    /// clipped to the target.
    static func copy(_ image: PixelImage, into target: inout PixelImage, x: Int, y: Int) {
        var bytes = target.bytes
        let width = min(image.width, target.width - x)
        guard width > 0, x >= 0 else { return }
        for row in 0 ..< image.height where y + row >= 0 && y + row < target.height {
            let from = row * image.width * 4
            let to = ((y + row) * target.width + x) * 4
            bytes.replaceSubrange(to ..< to + width * 4, with: image.bytes[from ..< from + width * 4])
        }
        target = PixelImage(width: target.width, height: target.height, bytes: bytes)
    }
}
