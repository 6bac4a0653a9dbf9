import Panels

/// A generated row of captions with width limits and gaps (or a column holding such
/// rows and captions), laid out in a window, and the rules its layout must keep
/// (`violation(in:)`):
///
/// 1. No caption is wider than the width limit around it (`.frame(maxWidth:)`,
///    `.frame(width:)`, `.frame(minWidth:maxWidth:)`), nor that frame wider than its
///    maximum, when the caption's longest word fits the limit (it can wrap to it).
/// 2. No caption is wider than the window when its longest word fits the window and
///    no limit around it is wider than the window (a fixed width or a minimum).
/// 3. A row proposed the window's width whose only caption is its one flexible
///    child, and whose fixed lengths, spacing, gap minimums and caption's minimum fit
///    the window, is no wider than the window and holds the caption inside it.
///
/// Line limits cut text that does not fit (a measurer that keeps line limits then
/// ends the last line with an ellipsis within the width), so they do not lift rule 2.
package struct CaptionRowCase: CustomStringConvertible {
    /// What is put around a caption.
    package enum Limit: CustomStringConvertible {
        case none
        case maxWidth(Double)
        case width(Double)
        case minMaxWidth(Double, Double)
        case lineLimit(Int)

        package var description: String {
            switch self {
            case .none: ""
            case .maxWidth(let m): ".frame(maxWidth: \(m))"
            case .width(let w): ".frame(width: \(w))"
            case .minMaxWidth(let lo, let hi): ".frame(minWidth: \(lo), maxWidth: \(hi))"
            case .lineLimit(let n): ".lineLimit(\(n))"
            }
        }
    }

    /// One child of a generated row.
    package enum Item: CustomStringConvertible {
        case caption(index: Int, text: String, limit: Limit)
        case gap(minLength: Double)
        case box(width: Double, height: Double)

        package var description: String {
            switch self {
            case .caption(let index, let text, let limit): "Caption(\"\(text)\").id(\"c\(index)\")\(limit)"
            case .gap(let minLength): "Gap(minLength: \(minLength))"
            case .box(let w, let h): "box(\(w), \(h))"
            }
        }
    }

    /// A generated row: its id (`r<n>`), spacing and children.
    package struct RowCase {
        package var id: String
        package var spacing: Double
        package var items: [Item]
    }

    package var rows: [RowCase]
    /// Captions directly in the column (index, text, limit), after its rows.
    package var columnCaptions: [Item]
    /// True: the rows (and captions) in a column; false: the one row alone.
    package var inColumn: Bool
    package var space: Size
    package var direction: LayoutDirection

    static let words = ["a", "12", "Yoga", "flow", "with", "live", "music", "reformer", "the", "mornings", "W"]

    /// A case from `g`.
    package static func generate(_ g: inout SplitMix64) -> CaptionRowCase {
        var next = 0
        func caption() -> Item {
            var text = ""
            for k in 0 ..< g.int(1 ... 14) { text += (k > 0 ? " " : "") + g.element(of: words) }
            let limit: Limit
            switch g.int(0 ... 5) {
            case 0: limit = .none
            case 1, 2: limit = .maxWidth(g.number(20 ... 320))
            case 3: limit = .width(g.number(20 ... 320))
            case 4:
                let lo = g.number(0 ... 160)
                limit = .minMaxWidth(lo, lo + g.number(0 ... 200))
            default: limit = .lineLimit(g.int(1 ... 3))
            }
            next += 1
            return .caption(index: next, text: text, limit: limit)
        }
        func row(_ id: String) -> RowCase {
            var items: [Item] = []
            let captions = g.int(0 ... 2) == 0 ? g.int(2 ... 3) : 1
            for _ in 0 ..< captions { items.append(caption()) }
            for _ in 0 ..< g.int(0 ... 2) { items.append(.gap(minLength: g.bool() ? 0 : g.number(0 ... 24))) }
            for _ in 0 ..< g.int(0 ... 2) { items.append(.box(width: g.number(0 ... 60), height: g.number(0 ... 30))) }
            items.shuffle(using: &g)
            return RowCase(id: id, spacing: g.number(0 ... 12), items: items)
        }
        let inColumn = g.bool()
        let rows = (0 ..< (inColumn ? g.int(1 ... 3) : 1)).map { row("r\($0)") }
        let columnCaptions = inColumn ? (0 ..< g.int(0 ... 2)).map { _ in caption() } : []
        return CaptionRowCase(
            rows: rows, columnCaptions: columnCaptions, inColumn: inColumn,
            space: Size(width: g.number(60 ... 500), height: g.number(100 ... 600)),
            direction: g.int(0 ... 3) == 0 ? .rightToLeft : .leftToRight)
    }

    static func panel(_ item: Item) -> AnyPanel {
        switch item {
        case .caption(let index, let text, let limit):
            let caption = Caption(text).id("c\(index)")
            switch limit {
            case .none: return AnyPanel(caption)
            case .maxWidth(let m): return AnyPanel(caption.frame(maxWidth: m).id("l\(index)"))
            case .width(let w): return AnyPanel(caption.frame(width: w).id("l\(index)"))
            case .minMaxWidth(let lo, let hi):
                return AnyPanel(caption.frame(minWidth: lo, maxWidth: hi).id("l\(index)"))
            case .lineLimit(let n): return AnyPanel(Caption(text).lineLimit(n).id("c\(index)"))
            }
        case .gap(let minLength): return AnyPanel(Gap(minLength: minLength))
        case .box(let w, let h): return AnyPanel(Swatch(.black).frame(width: w, height: h))
        }
    }

    static func panel(_ row: RowCase) -> AnyPanel {
        let items = row.items
        return AnyPanel(
            Row(spacing: row.spacing) { Each(Array(items.indices), id: \.self) { panel(items[$0]) } }.id(row.id))
    }

    /// The generated panel, in its direction.
    package var panel: AnyPanel {
        let rows = self.rows
        let captions = columnCaptions
        let body: AnyPanel =
            inColumn
            ? AnyPanel(
                Column(alignment: .leading, spacing: 4) {
                    Each(Array(rows.indices), id: \.self) { Self.panel(rows[$0]) }
                    Each(Array(captions.indices), id: \.self) { Self.panel(captions[$0]) }
                })
            : Self.panel(rows[0])
        return AnyPanel(body.layoutDirection(direction))
    }

    package var description: String {
        let rowText = rows.map { row in
            "Row(spacing: \(row.spacing)).id(\"\(row.id)\") { \(row.items.map(\.description).joined(separator: "; ")) }"
        }
        let inner = (rowText + columnCaptions.map(\.description)).joined(separator: "; ")
        return "\(inColumn ? "Column { \(inner) }" : inner) in \(space), \(direction)"
    }

    /// The first rule `session` (laid out in `space`) breaks, or nil.
    package func violation(in session: LayoutSession) -> String? {
        let tolerance = 0.001
        var frames: [String: Rect] = [:]
        var nodes: [String: Int32] = [:]
        let all = session.frames
        for (node, id) in session.tree.explicitIDs {
            frames[id] = all[Int(node)]
            nodes[id] = node
        }
        let window = space.width
        func longestWord(_ index: Int) -> Double {
            guard let node = nodes["c\(index)"], case .caption(let content) = session.tree.kind(of: node) else {
                return .infinity
            }
            return content.text.split(separator: " ").map {
                session.measurer.layout(String($0), style: content.style, maxWidth: nil, lineLimit: nil).size.width
            }.max() ?? 0
        }
        func checkCaption(_ item: Item) -> String? {
            guard case .caption(let index, _, let limit) = item, let caption = frames["c\(index)"] else { return nil }
            let word = longestWord(index)
            // 1. The width limit around it.
            var limitWidth = Double.infinity
            var floor = 0.0
            switch limit {
            case .maxWidth(let m): limitWidth = m
            case .width(let w): (limitWidth, floor) = (w, w)
            case .minMaxWidth(let lo, let hi): (limitWidth, floor) = (hi, lo)
            case .none, .lineLimit: break
            }
            if limitWidth < .infinity, word <= limitWidth + tolerance {
                if caption.width > limitWidth + tolerance {
                    return "c\(index) is \(caption.width) wide, beyond its limit \(limitWidth)"
                }
                if let frame = frames["l\(index)"], frame.width > max(limitWidth, floor) + tolerance {
                    return "l\(index) is \(frame.width) wide, beyond its maximum \(limitWidth)"
                }
            }
            // 2. The window.
            if word <= window + tolerance, floor <= window, caption.width > window + tolerance {
                return "c\(index) is \(caption.width) wide, beyond the window's \(window)"
            }
            return nil
        }
        for row in rows {
            for item in row.items { if let failure = checkCaption(item) { return failure } }
            // 3. A row with one caption that fits.
            let captions = row.items.filter { if case .caption = $0 { true } else { false } }
            guard captions.count == 1, case .caption(let index, _, let limit) = captions[0],
                let rowFrame = frames[row.id], let caption = frames["c\(index)"]
            else { continue }
            let word = longestWord(index)
            var needed = row.spacing * Double(row.items.count - 1)
            for item in row.items {
                switch item {
                case .gap(let minLength): needed += minLength
                case .box(let w, _): needed += w
                case .caption: break
                }
            }
            switch limit {
            case .none, .lineLimit: needed += word
            case .maxWidth(let m):
                guard word <= m else { continue }
                needed += word
            case .width(let w):
                guard word <= w else { continue }
                needed += w
            case .minMaxWidth(let lo, let hi):
                guard word <= hi else { continue }
                needed += max(lo, word)
            }
            guard needed <= window - tolerance else { continue }
            if rowFrame.width > window + tolerance {
                return "\(row.id) is \(rowFrame.width) wide though its content fits in \(window) (needs \(needed))"
            }
            if caption.minX < rowFrame.minX - tolerance || caption.maxX > rowFrame.maxX + tolerance {
                return "c\(index) at \(caption) is not inside its row \(rowFrame)"
            }
        }
        for item in columnCaptions { if let failure = checkCaption(item) { return failure } }
        return nil
    }
}
