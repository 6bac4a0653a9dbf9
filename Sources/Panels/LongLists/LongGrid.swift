/// A lazy grid: one cell per element of a collection with identity, in columns laid out
/// by `GridColumn`s, rows stacked downwards, of which only the rows near the viewport are
/// resolved, measured and drawn. Put it in a vertical `Scroller`.
///
/// ```swift
/// Scroller {
///     LongGrid(photos, id: \.name, columns: [.adaptive(minimum: 96)], spacing: 4) { photo in
///         Swatch(photo.color).frame(height: 96)
///     }
/// }
/// ```
///
/// Contract:
/// - **Columns.** The grid lays its columns out for the width it was given at the last
///   layout (the rule is on `GridColumn`); when that width changes (a resize) it
///   resolves again with the new columns (before its first layout it counts a width
///   of 0; a `Stage` resolves again within the same frame, a `Composition` before it
///   paints).
/// - **Rows.** Cells fill the columns leading to trailing, then the next row; a row is
///   as tall as its tallest cell, its cells aligned to its top and proposed their
///   column's width. Rows are `rowSpacing` apart and are the rows of a `LongList`:
///   lazy (only rows within one viewport of the visible range are resolved, so a frame
///   costs O(visible cells)), estimated (`estimatedRowHeight`) until measured, and the
///   first visible row stays put when rows change elsewhere.
/// - **Identity.** A cell's identity and explicit id come from its element's id; a row's
///   explicit id is its first cell's followed by `#row` (a scroll target can name it).
/// - **Sections** (`init(sections:…)`): each section starts a new row after its header
///   and ends with its footer; headers pin to the top of the scroller as a sectioned
///   `LongList`'s do.
/// - **Accessibility.** The grid is a `grid` (its row count is its rows', headers and
///   footers included), each row a `gridRow` and each cell a `gridCell`.
/// - **Selection** (`selection(_:)`): as a list's, by cell; arrows move it between cells.
public struct LongGrid<Data: RandomAccessCollection, ID: Hashable, Content: Panel>: PrimitivePanel {
    let columns: [GridColumn]
    let spacing: Double
    let rowSpacing: Double
    let estimatedRowHeight: Double
    let source: LongGridSource<Data.Element>
    let cellID: KeyPath<Data.Element, ID>
    let content: (Data.Element) -> Content
    var selection: Ref<ID?>?
    /// Scrolls sideways: `columns` are its rows, `rowSpacing` and `estimatedRowHeight`
    /// are along x (between columns, a column's width).
    var horizontal = false

    /// A lazy grid of one `content` cell per element of `data`, identified by the
    /// element's value at `id`, in `columns` (default one adaptive column of at least
    /// 80 pt) `spacing` points apart, rows `rowSpacing` points apart (nil: `spacing`).
    /// Spacings negative or not finite are 0; `estimatedRowHeight` (points, default 100;
    /// not positive or not finite: 100) stands for rows not measured yet.
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, columns: [GridColumn] = [.adaptive(minimum: 80)],
        spacing: Double = 8, rowSpacing: Double? = nil, estimatedRowHeight: Double = 100,
        @PanelBuilder content: @escaping (Data.Element) -> Content
    ) {
        self.columns = columns
        self.spacing = LongList<Data, ID, Content>.sanitizedLength(spacing)
        self.rowSpacing = LongList<Data, ID, Content>.sanitizedLength(rowSpacing ?? spacing)
        self.estimatedRowHeight = estimatedRowHeight.isFinite && estimatedRowHeight > 0 ? estimatedRowHeight : 100
        self.cellID = id
        self.content = content
        source = LongGridSource(
            sectionCount: 1, cellCounts: { [data.count] }, sectionName: { _ in "" },
            element: { _, i in i >= 0 && i < data.count ? data[data.index(data.startIndex, offsetBy: i)] : nil },
            hasHeaders: false, hasFooters: false, pinsHeaders: false, header: nil, footer: nil)
    }

    /// A lazy grid in sections: each element of `sections` (identified by its value at
    /// `sectionID`) is a `header` (full width), one `content` cell per element of its
    /// `rows` (identified by their value at `id`, unique across sections) in the
    /// grid's columns, then a `footer` (full width). Headers are pinned while their
    /// section scrolls (`pinnedHeaders`, default true); a header's explicit id is its
    /// section id's text followed by `#header`, a footer's by `#footer`.
    public init<Sections: RandomAccessCollection, SectionID: Hashable, Header: Panel, Footer: Panel>(
        sections: Sections, sectionID: KeyPath<Sections.Element, SectionID>, rows: KeyPath<Sections.Element, Data>,
        id: KeyPath<Data.Element, ID>, columns: [GridColumn] = [.adaptive(minimum: 80)], spacing: Double = 8,
        rowSpacing: Double? = nil, estimatedRowHeight: Double = 100, pinnedHeaders: Bool = true,
        @PanelBuilder content: @escaping (Data.Element) -> Content,
        @PanelBuilder header: @escaping (Sections.Element) -> Header,
        @PanelBuilder footer: @escaping (Sections.Element) -> Footer
    ) {
        self.columns = columns
        self.spacing = LongList<Data, ID, Content>.sanitizedLength(spacing)
        self.rowSpacing = LongList<Data, ID, Content>.sanitizedLength(rowSpacing ?? spacing)
        self.estimatedRowHeight = estimatedRowHeight.isFinite && estimatedRowHeight > 0 ? estimatedRowHeight : 100
        self.cellID = id
        self.content = content
        let section: (Int) -> Sections.Element = {
            sections[sections.index(sections.startIndex, offsetBy: min(max(0, $0), sections.count - 1))]
        }
        source = LongGridSource(
            sectionCount: sections.count,
            cellCounts: {
                var counts: [Int] = []
                counts.reserveCapacity(sections.count)
                for element in sections { counts.append(element[keyPath: rows].count) }
                return counts
            },
            sectionName: { StableHash.name(of: section($0)[keyPath: sectionID]) },
            element: { s, i in
                let items = section(s)[keyPath: rows]
                return i >= 0 && i < items.count ? items[items.index(items.startIndex, offsetBy: i)] : nil
            },
            hasHeaders: true, hasFooters: Footer.self != EmptyPanel.self, pinsHeaders: pinnedHeaders,
            header: { s, key, name, builder in
                builder.resolve(
                    Column(alignment: .leading, spacing: 0) { header(section(s)) }, at: key,
                    attaching: .explicitID(name))
            },
            footer: { s, key, name, builder in
                builder.resolve(
                    Column(alignment: .leading, spacing: 0) { footer(section(s)) }, at: key,
                    attaching: .explicitID(name))
            })
    }

    /// A lazy grid in sections with a header and no footer: as
    /// `init(sections:sectionID:rows:id:columns:spacing:rowSpacing:estimatedRowHeight:pinnedHeaders:content:header:footer:)`.
    public init<Sections: RandomAccessCollection, SectionID: Hashable, Header: Panel>(
        sections: Sections, sectionID: KeyPath<Sections.Element, SectionID>, rows: KeyPath<Sections.Element, Data>,
        id: KeyPath<Data.Element, ID>, columns: [GridColumn] = [.adaptive(minimum: 80)], spacing: Double = 8,
        rowSpacing: Double? = nil, estimatedRowHeight: Double = 100, pinnedHeaders: Bool = true,
        @PanelBuilder content: @escaping (Data.Element) -> Content,
        @PanelBuilder header: @escaping (Sections.Element) -> Header
    ) {
        self.init(
            sections: sections, sectionID: sectionID, rows: rows, id: id, columns: columns, spacing: spacing,
            rowSpacing: rowSpacing, estimatedRowHeight: estimatedRowHeight, pinnedHeaders: pinnedHeaders,
            content: content, header: header, footer: { _ in EmptyPanel() })
    }

    /// A lazy grid that scrolls sideways (put it in a horizontal `Scroller`): one
    /// `content` cell per element of `data`, identified by the element's value at `id`,
    /// in `gridRows` (default one flexible row) `spacing` points apart, columns
    /// `columnSpacing` points apart (nil: `spacing`); `estimatedColumnWidth` (points,
    /// default 100; not positive or not finite: 100) stands for columns not measured yet.
    ///
    /// Contract: the vertical grid's, turned a quarter —
    /// - **Rows.** The grid lays its rows out for the height it was given at the last
    ///   layout, by the rule on `GridColumn` (heights for widths); the first row is the top one.
    /// - **Columns.** Cells fill the rows top to bottom, then the next column, from the
    ///   leading edge (the right in right-to-left, where the grid starts scrolled to
    ///   its right end and stays there while the user leaves it there); a column is as
    ///   wide as its widest cell, its cells proposed their row's height and aligned to
    ///   its leading edge. Columns are the entries of a lazy list: only those within one
    ///   viewport of the horizontal scroller's visible range are resolved (O(visible
    ///   cells) a frame), estimated until measured, and the first visible column stays
    ///   put when columns change elsewhere. A column's explicit id is its first cell's
    ///   followed by `#row` (as a vertical grid's row).
    /// - **Selection:** Up and Down move to the cell above and below, Left and Right
    ///   (mirrored in right-to-left) keep the row, across sections too.
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, gridRows: [GridRow] = [.flexible()], spacing: Double = 8,
        columnSpacing: Double? = nil, estimatedColumnWidth: Double = 100,
        @PanelBuilder content: @escaping (Data.Element) -> Content
    ) {
        self.init(
            data, id: id, columns: gridRows, spacing: spacing, rowSpacing: columnSpacing,
            estimatedRowHeight: estimatedColumnWidth, content: content)
        horizontal = true
    }

    /// A lazy grid in sections that scrolls sideways: each element of `sections`
    /// (identified by its value at `sectionID`) is a `header` (full height, at the
    /// section's leading edge) and then one `content` cell per element of its `rows`
    /// (identified by their value at `id`, unique across sections) in `gridRows`, as
    /// `init(_:id:gridRows:spacing:columnSpacing:estimatedColumnWidth:content:)`.
    /// Headers are pinned at the leading edge of the scroller while their section
    /// scrolls (`pinnedHeaders`, default true; the right edge in right-to-left), until
    /// the section's end pushes them out; a header's explicit id is its section id's
    /// text followed by `#header`.
    public init<Sections: RandomAccessCollection, SectionID: Hashable, Header: Panel>(
        sections: Sections, sectionID: KeyPath<Sections.Element, SectionID>, rows: KeyPath<Sections.Element, Data>,
        id: KeyPath<Data.Element, ID>, gridRows: [GridRow], spacing: Double = 8, columnSpacing: Double? = nil,
        estimatedColumnWidth: Double = 100, pinnedHeaders: Bool = true,
        @PanelBuilder content: @escaping (Data.Element) -> Content,
        @PanelBuilder header: @escaping (Sections.Element) -> Header
    ) {
        self.init(
            sections: sections, sectionID: sectionID, rows: rows, id: id, columns: gridRows, spacing: spacing,
            rowSpacing: columnSpacing, estimatedRowHeight: estimatedColumnWidth, pinnedHeaders: pinnedHeaders,
            content: content, header: header, footer: { _ in EmptyPanel() })
        horizontal = true
    }

    /// This grid with a cell the user selects, one at most, by identity: `selection`
    /// holds the selected cell's id (nil: none).
    ///
    /// Contract: a click on a cell selects it (Ctrl- or Cmd-click on the selected cell
    /// deselects it); a click focuses the grid, and then the arrows move the selection
    /// to the next cell in their direction (Left and Right mirrored in right-to-left;
    /// Up and Down keep the column, across sections too; a row shorter than the
    /// column takes its last cell) and scroll it into view, and Space toggles it.
    /// Selected cells are drawn on the `tint` color at 8 %, ringed in it (3 pt, over
    /// the content: a photo covers the highlight), and have the `selected`
    /// accessibility state; the press action selects a cell. The cell under the pointer
    /// is lit with the `label` color at 3 % over its content, the pressed one at 5 %
    /// (redrawn without resolving the tree), as a list's rows are.
    public func selection(_ selection: Ref<ID?>) -> LongGrid {
        var grid = self
        grid.selection = selection
        return grid
    }

    public static func _resolve(_ panel: LongGrid, into builder: inout NodeBuilder) {
        let path = builder.path
        let windows = builder.longListWindows
        let width = windows?.window(for: path)?.width ?? 0
        let layout = GridColumnLayout(panel.columns, width: width, spacing: panel.spacing)
        let columns = max(1, layout.count)
        let source = panel.source
        let known = windows?.reusesSections == true ? windows?.sections[path] : nil
        let map: LongListSections
        if let known, known.sectionCount == source.sectionCount, known.columns == columns,
            known.pinsHeaders == source.pinsHeaders
        {
            map = known
        } else {
            map = LongGridLayout.sections(
                cells: source.cellCounts(), columns: columns, hasHeaders: source.hasHeaders,
                hasFooters: source.hasFooters, pinsHeaders: source.pinsHeaders)
        }
        let id = panel.cellID
        let cellName: (Int, Int) -> String? = { s, i in
            source.element(s, i).map { StableHash.name(of: $0[keyPath: id]) }
        }
        let name: (Int) -> String = { i in
            let place = map.locate(i)
            switch place.role {
            case .header: return source.sectionName(place.section) + LongListSections.headerSuffix
            case .footer: return source.sectionName(place.section) + LongListSections.footerSuffix
            case .row:
                return
                    (cellName(place.section, place.row * columns) ?? source.sectionName(place.section) + "#\(place.row)")
                    + LongGridLayout.rowSuffix
            }
        }
        let tint = builder.context.color(named: "tint")
        let tintHighlight = ControlLook.FeedbackColors.selectionHighlight(builder.context)
        // A selectable cell's overlay (worked out once for every cell).
        let cellOverlay = ControlLook.FeedbackColors.row(over: .clear, context: builder.context)
        let selector = panel.selection.map {
            LongGridSelector(
                selection: $0, map: map, cellID: { s, i in source.element(s, i)?[keyPath: id] }, rowName: name,
                windows: windows, grid: path, rightToLeft: builder.context.layoutDirection == .rightToLeft,
                horizontal: panel.horizontal)
        }
        let content = panel.content
        let gap = panel.spacing
        let horizontal = panel.horizontal
        let entries = LongListEntries(
            count: map.entryCount, key: { StableHash.of(name($0)) }, name: name,
            resolve: { i, _, builder in
                let place = map.locate(i)
                let entryName = name(i)
                let key = StableHash.of(entryName)
                switch place.role {
                case .header: source.header?(place.section, key, entryName, &builder)
                case .footer: source.footer?(place.section, key, entryName, &builder)
                case .row:
                    let section = place.section
                    let start = place.row * columns
                    let end = min(map.cells[section], start + columns)
                    let cells = LongGridCells(resolveCells: { builder in
                        for k in 0 ..< max(0, end - start) {
                            guard let element = source.element(section, start + k) else { continue }
                            let cellID = element[keyPath: id]
                            let cellName = StableHash.name(of: cellID)
                            let cellKey = StableHash.of(cellName)
                            let width = k < layout.widths.count ? layout.widths[k] : 0
                            let mark = builder.childMark
                            let selected = selector?.selection.value == cellID
                            let cell =
                                horizontal
                                ? content(element).frame(height: width, alignment: .topLeading)
                                : content(element).frame(width: width, alignment: .topLeading)
                            if selector != nil {
                                // On its highlight; lit over its content while hovered or
                                // pressed, and ringed in the tint while selected (a photo
                                // covers its highlight).
                                let lit = cellOverlay.fill(
                                    builder.feedback(ofControlAt: builder.path.appending(cellKey))
                                ) {
                                    Swatch($0)
                                }
                                builder.resolve(
                                    cell.background(selected ? tintHighlight : .clear).overlay(lit)
                                        .border(selected ? tint : .clear, width: ControlLook.selectionMarkWidth),
                                    at: cellKey, attaching: .explicitID(cellName))
                            } else {
                                builder.resolve(cell, at: cellKey, attaching: .explicitID(cellName))
                            }
                            guard builder.pending.count > mark else { continue }
                            let node = builder.pending[mark]
                            var facts = AccessibilityAttributes()
                            facts.role = .gridCell
                            if selected { facts.states.insert(.selected) }
                            builder.tree.attach(.accessibility(facts), to: node)
                            if let selector {
                                let identity = builder.path.appending(cellKey)
                                let flat = map.cellStarts[section] + start + k
                                var control = Interaction(onTap: {
                                    selector.click(
                                        section: section, cell: start + k, flat: flat,
                                        modifiers: TapModifiers.current)
                                })
                                control.control = identity
                                // Its overlay follows the pointer; the stage knows its feedback.
                                control.showsFeedback = true
                                builder.tree.attach(.control(control), to: node)
                                if builder.tree.interactions[node]?.control == identity {
                                    builder.tree.interactions[node]?.inTabOrder = false
                                    builder.tree.interactions[node]?.activationKeys = []
                                    builder.tree.interactions[node]?.passesFocus = true
                                }
                            }
                        }
                    })
                    if horizontal {
                        builder.resolve(
                            Column(alignment: .leading, spacing: gap) { cells }, at: key,
                            attaching: .explicitID(entryName))
                    } else {
                        builder.resolve(
                            Row(alignment: .top, spacing: gap) { cells }, at: key, attaching: .explicitID(entryName))
                    }
                }
                return key
            }, sections: map)
        var list = LongList<[Int], Int, EmptyPanel>(
            estimatedRowHeight: panel.estimatedRowHeight, spacing: panel.rowSpacing,
            entries: { _ in (entries, { _ in nil }) })
        list.grid = (width, columns)
        list.horizontal = panel.horizontal
        if let selector { list.gridKeys = { selector.key($0) } }
        LongList<[Int], Int, EmptyPanel>._resolve(list, into: &builder)
    }
}

extension LongGrid where Data.Element: Identifiable, ID == Data.Element.ID {
    /// A lazy grid of elements identified by their `id`: as
    /// `init(_:id:columns:spacing:rowSpacing:estimatedRowHeight:content:)`.
    public init(
        _ data: Data, columns: [GridColumn] = [.adaptive(minimum: 80)], spacing: Double = 8,
        rowSpacing: Double? = nil, estimatedRowHeight: Double = 100,
        @PanelBuilder content: @escaping (Data.Element) -> Content
    ) {
        self.init(
            data, id: \.id, columns: columns, spacing: spacing, rowSpacing: rowSpacing,
            estimatedRowHeight: estimatedRowHeight, content: content)
    }
}

/// A grid's data by section, whatever its shape: how many cells each section has, the
/// element of cell `i` of section `s`, and how to resolve a section's header and footer.
///
/// `@unchecked Sendable`: the closures read the grid's data, which the tree holds only
/// for the thread that resolved it.
struct LongGridSource<Element>: @unchecked Sendable {
    var sectionCount: Int
    var cellCounts: () -> [Int]
    var sectionName: (Int) -> String
    var element: (Int, Int) -> Element?
    var hasHeaders: Bool
    var hasFooters: Bool
    var pinsHeaders: Bool
    var header: ((Int, UInt64, String, inout NodeBuilder) -> Void)?
    var footer: ((Int, UInt64, String, inout NodeBuilder) -> Void)?
}

/// The cells of one grid row, resolved by the grid as the row's children.
struct LongGridCells: PrimitivePanel {
    let resolveCells: (inout NodeBuilder) -> Void

    static func _resolve(_ panel: LongGridCells, into builder: inout NodeBuilder) { panel.resolveCells(&builder) }
}

/// How a grid's cells become rows of a lazy list.
enum LongGridLayout {
    static let rowSuffix = "#row"

    /// The entries of a grid with `cells[s]` cells in section `s`, `columns` to a row:
    /// each section's rows are ⌈cells ÷ columns⌉.
    static func sections(
        cells: [Int], columns: Int, hasHeaders: Bool, hasFooters: Bool, pinsHeaders: Bool
    ) -> LongListSections {
        let columns = max(1, columns)
        var rows: [Int] = []
        rows.reserveCapacity(cells.count)
        var starts: [Int] = []
        starts.reserveCapacity(cells.count + 1)
        var total = 0
        for count in cells {
            let count = max(0, count)
            rows.append((count + columns - 1) / columns)
            starts.append(total)
            total += count
        }
        starts.append(total)
        var map = LongListSections(
            rowCounts: rows, hasHeaders: hasHeaders, hasFooters: hasFooters, pinsHeaders: pinsHeaders)
        map.columns = columns
        map.cells = cells.map { max(0, $0) }
        map.cellStarts = starts
        return map
    }
}
