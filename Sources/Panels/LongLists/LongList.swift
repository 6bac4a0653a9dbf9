/// A lazy list: one row per element of a collection with identity, of which only the
/// rows near the viewport are resolved, measured and drawn. Put it in a `Scroller`.
///
/// ```swift
/// Scroller {
///     LongList(model.messages, id: \.id, estimatedRowHeight: 44) { message in
///         MessageRow(message: message)
///     }
/// }
/// ```
///
/// Contract:
/// - **Lazy.** On a `Stage`, the rows resolved are those within the visible range of
///   the enclosing vertical scroller (the window when there is none) plus one
///   viewport of overscan on each side; the others are not built, measured or drawn.
///   Elsewhere (an offscreen composition) the first rows (2,000 pt of estimated
///   height) are resolved.
/// - **Heights.** Rows may differ in height. A row not measured yet counts as the
///   estimate (`estimatedRowHeight` until rows have been measured, then their mean);
///   when a row's real height differs, the scroll offset is corrected by the same
///   amount, so the content on screen does not move.
/// - **Identity.** Rows take their identity and explicit id from their element's id
///   (like `Each`), so a scroll-to-id target can name a row, and the first visible
///   row stays where it is on screen when elements are inserted or deleted elsewhere.
/// - Each row is stacked like a `Column(alignment: .leading, spacing: 0)` of its
///   content and proposed the list's width.
public struct LongList<Data: RandomAccessCollection, ID: Hashable, Content: Panel>: PrimitivePanel {
    let estimatedRowHeight: Double
    let spacing: Double
    /// The list's entries, made when it resolves (a sectioned list counts its sections then).
    let entries: () -> LongListEntries

    /// A lazy list of one `content` row per element of `data`, identified by the element's
    /// value at `id`, `spacing` points apart (default 0; negative or not finite: 0).
    /// `estimatedRowHeight` (points, default 44; not positive or not finite: 44) stands for
    /// rows not yet measured.
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, estimatedRowHeight: Double = 44, spacing: Double = 0,
        @PanelBuilder content: @escaping (Data.Element) -> Content
    ) {
        self.estimatedRowHeight = Self.sanitizedEstimate(estimatedRowHeight)
        self.spacing = Self.sanitizedLength(spacing)
        entries = {
            let name: (Int) -> String = { i in
                StableHash.name(of: data[data.index(data.startIndex, offsetBy: i)][keyPath: id])
            }
            return LongListEntries(
                count: data.count, key: { StableHash.of(name($0)) }, name: name,
                resolve: { i, builder in
                    let element = data[data.index(data.startIndex, offsetBy: i)]
                    let rowName = StableHash.name(of: element[keyPath: id])
                    let rowKey = StableHash.of(rowName)
                    builder.resolve(
                        Column(alignment: .leading, spacing: 0) { content(element) }, at: rowKey,
                        attaching: .explicitID(rowName))
                    return rowKey
                }, sections: nil)
        }
    }

    /// A lazy list in sections: each element of `sections` (identified by its value at
    /// `sectionID`) is a `header`, one `content` row per element of its `rows`
    /// (identified by their value at `id`, unique across sections), then a `footer`.
    ///
    /// Contract, beyond the plain list's:
    /// - Headers, rows and footers are all rows of the lazy list: stacked, estimated and
    ///   resolved alike, still only those near the viewport (whatever the number of
    ///   sections, each resolve counts them once).
    /// - **Pinned headers** (`pinnedHeaders`, default true): while a section crosses the
    ///   top edge of the enclosing vertical scroller (the window when there is none), its
    ///   header is drawn at that edge, over its rows, until the section's end pushes it
    ///   up; the next section's header is never covered. A pinned header is hit and read
    ///   where it is drawn. Pinning is presentation: scrolling lays out nothing more.
    /// - A header's explicit id is its section id's text followed by `#header`, a
    ///   footer's by `#footer` (for scroll targets and tests).
    public init<Sections: RandomAccessCollection, SectionID: Hashable, Header: Panel, Footer: Panel>(
        sections: Sections, sectionID: KeyPath<Sections.Element, SectionID>, rows: KeyPath<Sections.Element, Data>,
        id: KeyPath<Data.Element, ID>, estimatedRowHeight: Double = 44, spacing: Double = 0,
        pinnedHeaders: Bool = true,
        @PanelBuilder content: @escaping (Data.Element) -> Content,
        @PanelBuilder header: @escaping (Sections.Element) -> Header,
        @PanelBuilder footer: @escaping (Sections.Element) -> Footer
    ) {
        self.estimatedRowHeight = Self.sanitizedEstimate(estimatedRowHeight)
        self.spacing = Self.sanitizedLength(spacing)
        entries = {
            let map = LongListSections(
                rowCounts: sections.lazy.map { $0[keyPath: rows].count }, hasHeaders: true,
                hasFooters: Footer.self != EmptyPanel.self, pinsHeaders: pinnedHeaders)
            let section: (Int) -> Sections.Element = { sections[sections.index(sections.startIndex, offsetBy: $0)] }
            let name: (Int) -> String = { i in
                let place = map.locate(i)
                let element = section(place.section)
                switch place.role {
                case .header: return StableHash.name(of: element[keyPath: sectionID]) + LongListSections.headerSuffix
                case .footer: return StableHash.name(of: element[keyPath: sectionID]) + LongListSections.footerSuffix
                case .row:
                    let items = element[keyPath: rows]
                    return StableHash.name(of: items[items.index(items.startIndex, offsetBy: place.row)][keyPath: id])
                }
            }
            return LongListEntries(
                count: map.entryCount, key: { StableHash.of(name($0)) }, name: name,
                resolve: { i, builder in
                    let place = map.locate(i)
                    let element = section(place.section)
                    let entryName = name(i)
                    let key = StableHash.of(entryName)
                    switch place.role {
                    case .header:
                        builder.resolve(
                            Column(alignment: .leading, spacing: 0) { header(element) }, at: key,
                            attaching: .explicitID(entryName))
                    case .footer:
                        builder.resolve(
                            Column(alignment: .leading, spacing: 0) { footer(element) }, at: key,
                            attaching: .explicitID(entryName))
                    case .row:
                        let items = element[keyPath: rows]
                        let item = items[items.index(items.startIndex, offsetBy: place.row)]
                        builder.resolve(
                            Column(alignment: .leading, spacing: 0) { content(item) }, at: key,
                            attaching: .explicitID(entryName))
                    }
                    return key
                }, sections: map)
        }
    }

    /// A lazy list in sections with a header and no footer: as
    /// `init(sections:sectionID:rows:id:estimatedRowHeight:spacing:pinnedHeaders:content:header:footer:)`.
    public init<Sections: RandomAccessCollection, SectionID: Hashable, Header: Panel>(
        sections: Sections, sectionID: KeyPath<Sections.Element, SectionID>, rows: KeyPath<Sections.Element, Data>,
        id: KeyPath<Data.Element, ID>, estimatedRowHeight: Double = 44, spacing: Double = 0,
        pinnedHeaders: Bool = true,
        @PanelBuilder content: @escaping (Data.Element) -> Content,
        @PanelBuilder header: @escaping (Sections.Element) -> Header
    ) {
        self.init(
            sections: sections, sectionID: sectionID, rows: rows, id: id, estimatedRowHeight: estimatedRowHeight,
            spacing: spacing, pinnedHeaders: pinnedHeaders, content: content, header: header,
            footer: { _ in EmptyPanel() })
    }

    static func sanitizedEstimate(_ value: Double) -> Double { value.isFinite && value > 0 ? value : 44 }
    static func sanitizedLength(_ value: Double) -> Double { value.isFinite ? max(0, value) : 0 }

    public static func _resolve(_ panel: LongList, into builder: inout NodeBuilder) {
        let entries = panel.entries()
        let count = entries.count
        let key = entries.key
        let window = builder.longListWindows?.window(for: builder.path)
        let estimate = window?.estimate ?? panel.estimatedRowHeight
        let step = estimate + panel.spacing
        var first = 0
        var rows = min(count, Int((2_000 / step).rounded(.up)))
        var leading = 0.0
        if let window {
            first = LongListRecord.locate(window.firstKey, near: window.firstIndex, count: count, key: key)
            rows = max(0, min(window.count, count - first))
            leading = first == 0 ? 0 : max(0, window.leading)
        }
        // A pinned header whose section starts before the first resolved row comes
        // after the rows, out of their flow (`LongListSpec.detachedHeader`).
        var detached: Int?
        if let sections = entries.sections, sections.pinsHeaders, rows > 0,
            let header = sections.header(of: sections.section(of: first)), header < first
        {
            detached = header
        }
        // Rows before the first resolved one take `leading`; each row after the last
        // resolved one counts as spacing + estimate.
        let trailing = Double(max(0, count - first - rows)) * step
        let savedAxis = builder.stackAxis
        builder.stackAxis = nil
        let index = builder.open(
            .longList(
                LongListSpec(
                    leading: leading, trailing: trailing, spacing: panel.spacing, detachedHeader: detached != nil)))
        var keys: [UInt64] = []
        keys.reserveCapacity(rows)
        for i in first ..< first + rows {
            keys.append(entries.resolve(i, &builder))
        }
        if let detached { _ = entries.resolve(detached, &builder) }
        builder.close()
        builder.stackAxis = savedAxis
        builder.tree.longLists[index] = LongListRecord(
            count: count, first: first, keys: keys, estimate: estimate, declaredEstimate: panel.estimatedRowHeight,
            spacing: panel.spacing, leading: leading, key: key, name: entries.name, sections: entries.sections,
            detachedHeader: detached)
    }
}

extension LongList where Data.Element: Identifiable, ID == Data.Element.ID {
    /// A lazy list of elements identified by their `id`.
    public init(
        _ data: Data, estimatedRowHeight: Double = 44, spacing: Double = 0,
        @PanelBuilder content: @escaping (Data.Element) -> Content
    ) {
        self.init(data, id: \.id, estimatedRowHeight: estimatedRowHeight, spacing: spacing, content: content)
    }
}
