import Foundation
import Panels

/// Finds the issues of each cell in a laid-out strip: captions that were truncated,
/// captions larger than their frame or reaching outside their widget, pictures that
/// cannot be decoded, and the string problems each cell's context collected
/// (fallbacks, missing keys).
///
/// Contract: pure but for `pictureProblem` (asked once per picture file of a cell,
/// it says why the file does not decode, or nil); a caption or picture belongs to the cell whose widget subtree holds it
/// (wherever it is drawn); issues come out by cell in column order, captions in
/// drawing order.
enum SheetInspector {
    static func issues(
        in composition: Composition, axes: SheetAxes, rowIndex: Int,
        logs: [DiagnosticLog], pictureProblem: (_ file: String, _ pixelBudget: Int) -> String? = { _, _ in nil }
    ) -> [Int: [SheetIssue]] {
        let tree = composition.tree
        let frames = composition.frames
        var cells: [(column: Int, node: Int32, frame: Rect)] = []
        let prefix = "cell.\(rowIndex)."
        for (node, id) in tree.explicitIDs where id.hasPrefix(prefix) {
            if let column = Int(id.dropFirst(prefix.count)) {
                cells.append((column, node, frames[Int(node)]))
            }
        }
        cells.sort { $0.column < $1.column }
        let rowLabel = axes.rows[rowIndex].label
        var result: [Int: [SheetIssue]] = [:]
        func add(_ column: Int, _ kind: SheetIssue.Kind, _ detail: String) {
            let issue = SheetIssue(kind, row: rowLabel, column: axes.columns[column].label, detail: detail)
            if !(result[column]?.contains(issue) ?? false) { result[column, default: []].append(issue) }
        }
        for cell in cells {
            // The widget's own captions: the cell node's subtree, in drawing order, each
            // with the clip its ancestors draw it in (nil: none). A caption wholly
            // outside its clip is not drawn — a list's rows scrolled out of its
            // viewport, a side menu slid out of its shell — so it cannot reach outside
            // the widget; it is still checked for truncation and glyphs. Nor is a row
            // of a scroller the widget's edge cuts (a sheet's list running under the
            // bottom of a phone): scrolled content is cut at the edges it scrolls past.
            var stack: [(node: Int32, clip: Rect?, scrolled: Bool)] = [(cell.node, nil, false)]
            while let (node, clip, scrolled) = stack.popLast() {
                let kind = tree.kind(of: node)
                var inner = clip
                if kind.clipsContent {
                    let own = frames[Int(node)]
                    inner = clip.map { $0.intersection(own) } ?? own
                }
                var scrolls = scrolled
                switch kind {
                case .scroller, .longList: scrolls = true
                default: break
                }
                stack.append(contentsOf: tree.children(of: node).reversed().map { ($0, inner, scrolls) })
                if case .picture(let spec) = tree.kind(of: node), let file = spec.file,
                    let problem = pictureProblem(file, spec.pixelBudget)
                {
                    add(cell.column, .brokenPicture, "\(Diagnostic.quoted(spec.name)): \(problem)")
                    continue
                }
                guard case .caption(let content) = tree.kind(of: node),
                    let text = composition.texts[node]
                else { continue }
                let frame = frames[Int(node)]
                let quoted = "\"\(content.text)\""
                if text.isTruncated && !content.truncationIntended {
                    add(
                        cell.column, .truncated,
                        "\(quoted) (\(text.lines.count) line\(text.lines.count == 1 ? "" : "s"), \(text.hiddenCharacters) character\(text.hiddenCharacters == 1 ? "" : "s") hidden)"
                    )
                }
                if let word = strandedWord(in: text, of: content.text) {
                    add(cell.column, .strandedWord, "\(quoted) leaves \"\(word)\" alone on a line")
                }
                if !text.missingCharacters.isEmpty {
                    let codes = text.missingCharacters.prefix(8).map { scalar -> String in
                        let hex = String(scalar.value, radix: 16, uppercase: true)
                        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
                    }
                    add(
                        cell.column, .missingGlyphs,
                        "\(quoted): no font has \(codes.joined(separator: ", "))\(text.missingCharacters.count > 8 ? " …" : "")"
                    )
                }
                let size = text.size
                let tolerance = 0.5
                if size.width > frame.width + tolerance || size.height > frame.height + tolerance {
                    add(
                        cell.column, .overflow,
                        "\(quoted) needs \(points(size.width))×\(points(size.height)) pt, has \(points(frame.width))×\(points(frame.height))"
                    )
                } else if !inside(frame, cell.frame, tolerance: tolerance), !scrolled,
                    !(clip.map { hidden(frame, by: $0) } ?? false)
                {
                    add(cell.column, .overflow, "\(quoted) reaches outside the widget (\(frame) in \(cell.frame))")
                }
            }
        }
        for (column, log) in logs.enumerated() {
            for problem in log.all {
                let kind: SheetIssue.Kind =
                    problem.message.contains("has no") && problem.message.contains("translation")
                    ? .fallback : .missing
                add(column, kind, problem.description)
            }
        }
        return result
    }

    /// The word a caption of several lines leaves alone on a line: a line that is one
    /// word of three grapheme clusters or fewer with a letter in it, in a caption whose
    /// words are separated by spaces (Japanese or Chinese lines break anywhere, so a
    /// short line there is not a stranded word). Nil when there is none.
    static func strandedWord(in layout: TextLayout, of text: String) -> String? {
        guard layout.lines.count > 1, text.contains(where: { $0 == " " || $0 == "\u{00A0}" }) else { return nil }
        for line in layout.lines {
            let word = line.text.trimmingCharacters(in: .whitespaces)
            guard !word.isEmpty, word.count <= 3, !word.contains(" "), !word.hasSuffix("…"),
                word.unicodeScalars.contains(where: { $0.properties.isAlphabetic })
            else { continue }
            return word
        }
        return nil
    }

    /// A length in points for messages: whole numbers plain, else one decimal.
    static func points(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    /// Whether `frame` lies outside `clip` but for at most half a point (touching an
    /// edge is outside; a toolbar slid out below a window by its rounding is too): not drawn.
    static func hidden(_ frame: Rect, by clip: Rect, tolerance: Double = 0.5) -> Bool {
        frame.maxX <= clip.minX + tolerance || frame.minX >= clip.maxX - tolerance
            || frame.maxY <= clip.minY + tolerance || frame.minY >= clip.maxY - tolerance
            || clip.width <= 0 || clip.height <= 0
    }

    static func inside(_ inner: Rect, _ outer: Rect, tolerance: Double) -> Bool {
        inner.minX >= outer.minX - tolerance && inner.minY >= outer.minY - tolerance
            && inner.maxX <= outer.maxX + tolerance && inner.maxY <= outer.maxY + tolerance
    }

    /// The note under a marked cell: "1 truncated · 2 fallback".
    static func note(for issues: [SheetIssue]) -> String {
        SheetIssue.Kind.allKinds.compactMap { kind -> String? in
            let count = issues.filter { $0.kind == kind }.count
            return count > 0 ? "\(count) \(kind.rawValue)" : nil
        }.joined(separator: " · ")
    }

    /// The accessibility audit of each cell (the accessibility audit) of a strip drawn as
    /// `image`, as issues by column.
    static func auditIssues(
        in composition: Composition, image: PixelImage, axes: SheetAxes, rowIndex: Int
    ) -> [Int: [SheetIssue]] {
        var result: [Int: [SheetIssue]] = [:]
        let prefix = "cell.\(rowIndex)."
        for (node, id) in composition.tree.explicitIDs where id.hasPrefix(prefix) {
            guard let column = Int(id.dropFirst(prefix.count)), column < axes.columns.count else { continue }
            for finding in AccessibilityAudit.findings(in: composition, pixels: image, under: node) {
                let kind: SheetIssue.Kind =
                    switch finding.kind {
                    case .contrast: .contrast
                    case .target: .smallTarget
                    case .unlabeled: .unlabeled
                    case .keyboard: .keyboard
                    }
                let issue = SheetIssue(
                    kind, row: axes.rows[rowIndex].label, column: axes.columns[column].label,
                    detail: "\(finding.subject): \(finding.detail)")
                if !(result[column]?.contains(issue) ?? false) { result[column, default: []].append(issue) }
            }
        }
        return result
    }
}

extension SheetIssue.Kind {
    static let allKinds: [SheetIssue.Kind] = [
        .truncated, .overflow, .strandedWord, .missingGlyphs, .brokenPicture, .fallback, .missing, .contrast,
        .smallTarget, .unlabeled,
        .keyboard,
    ]
}
