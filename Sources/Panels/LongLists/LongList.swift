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
///   row stays where it is on screen when elements are inserted or deleted elsewhere —
///   unless the app writes the scroller's offset in the same update: then the offset
///   wins (new data with an offset of zero starts from the top), and a row resolved
///   but not on screen is never kept in place.
/// - Each row is stacked like a `Column(alignment: .leading, spacing: 0)` of its
///   content and proposed the list's width.
/// - **Animated changes.** When the app changes the data inside `animate(_:_:)`, rows
///   inserted fade in and rows removed fade out while the rows around them move to
///   their new places (the list's height follows); rows that come into range by
///   scrolling never fade. Under reduce motion nothing animates.
public struct LongList<Data: RandomAccessCollection, ID: Hashable, Content: Panel>: PrimitivePanel {
    let estimatedRowHeight: Double
    let spacing: Double
    /// The list's entries, made when it resolves (a sectioned list counts its sections then).
    /// (Given the sections of the last resolve when they are known to be the same.)
    let entries: (LongListSections?) -> (LongListEntries, (Int) -> ID?)
    /// The separator under each row but the last (of the list, of each section).
    var separator: Separator?
    /// The rows selected, when rows can be selected.
    var selection: LongListSelection<ID>?
    /// Kept at its end while the user leaves it there.
    var anchorsToEnd = false
    /// The actions a swipe reveals on a row, by the row's id (nil: none).
    var swipeActions: ((ID) -> [RowAction])?
    /// Set by a `LongGrid`: the width its columns were laid out for and their count.
    var grid: (width: Double, columns: Int)?
    /// Set by a `LongGrid` whose cells are selectable: its keys while it has focus.
    var gridKeys: ((KeyName) -> Bool)?
    /// Set by a `LongGrid` that scrolls sideways: entries go side by side.
    var horizontal = false

    /// A list of the entries `entries` makes (what a `LongGrid` resolves as).
    init(
        estimatedRowHeight: Double, spacing: Double,
        entries: @escaping (LongListSections?) -> (LongListEntries, (Int) -> ID?)
    ) {
        self.estimatedRowHeight = Self.sanitizedEstimate(estimatedRowHeight)
        self.spacing = Self.sanitizedLength(spacing)
        self.entries = entries
    }

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
        entries = { _ in
            let name: (Int) -> String = { i in
                StableHash.name(of: data[data.index(data.startIndex, offsetBy: i)][keyPath: id])
            }
            let rowID: (Int) -> ID? = { i in
                i >= 0 && i < data.count ? data[data.index(data.startIndex, offsetBy: i)][keyPath: id] : nil
            }
            let entries = LongListEntries(
                count: data.count, key: { StableHash.of(name($0)) }, name: name,
                resolve: { i, look, builder in
                    let element = data[data.index(data.startIndex, offsetBy: i)]
                    let rowName = StableHash.name(of: element[keyPath: id])
                    let rowKey = StableHash.of(rowName)
                    var look = look
                    if i == data.count - 1 { look.separator = nil }
                    Self.resolveRow(content(element), look: look, key: rowKey, name: rowName, into: &builder)
                    return rowKey
                }, sections: nil)
            return (entries, rowID)
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
    /// - A header that is one text is read as a heading (level 2), as platforms read
    ///   section headers; give it `.accessibilityHeading(level:)` for another level.
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
        entries = { known in
            let hasFooters = Footer.self != EmptyPanel.self
            let map: LongListSections
            if let known, known.sectionCount == sections.count, known.hasFooters == hasFooters,
                known.pinsHeaders == pinnedHeaders
            {
                map = known
            } else {
                // One pass over the sections (a plain loop: this runs unspecialized, where
                // a lazy map looked its generic types up for every section).
                var counts: [Int] = []
                counts.reserveCapacity(sections.count)
                for element in sections { counts.append(element[keyPath: rows].count) }
                map = LongListSections(
                    rowCounts: counts, hasHeaders: true, hasFooters: hasFooters, pinsHeaders: pinnedHeaders)
            }
            let section: (Int) -> Sections.Element = {
                sections[sections.index(sections.startIndex, offsetBy: min($0, sections.count - 1))]
            }
            // Row `row` of `element`; nil past its end (sections reused while the app
            // changed them unobserved: wrong rows then, never a crash).
            let item: (Sections.Element, Int) -> Data.Element? = { element, row in
                let items = element[keyPath: rows]
                return row >= 0 && row < items.count ? items[items.index(items.startIndex, offsetBy: row)] : nil
            }
            let name: (Int) -> String = { i in
                let place = map.locate(i)
                let element = section(place.section)
                switch place.role {
                case .header: return StableHash.name(of: element[keyPath: sectionID]) + LongListSections.headerSuffix
                case .footer: return StableHash.name(of: element[keyPath: sectionID]) + LongListSections.footerSuffix
                case .row:
                    guard let row = item(element, place.row) else {
                        return StableHash.name(of: element[keyPath: sectionID]) + "#\(place.row)"
                    }
                    return StableHash.name(of: row[keyPath: id])
                }
            }
            let rowID: (Int) -> ID? = { i in
                guard i >= 0 && i < map.entryCount else { return nil }
                let place = map.locate(i)
                guard place.role == .row else { return nil }
                return item(section(place.section), place.row)?[keyPath: id]
            }
            let entries = LongListEntries(
                count: map.entryCount, key: { StableHash.of(name($0)) }, name: name,
                resolve: { i, look, builder in
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
                        guard let row = item(element, place.row) else {
                            builder.resolve(EmptyPanel(), at: key)
                            return key
                        }
                        var look = look
                        if place.row == map.rowCount(of: place.section) - 1 { look.separator = nil }
                        Self.resolveRow(content(row), look: look, key: key, name: entryName, into: &builder)
                    }
                    return key
                }, sections: map)
            return (entries, rowID)
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

    /// This list with a hairline `Separator` at the bottom of every row but the last one
    /// (of the list, or of each section; never under headers and footers), inset by
    /// `leading` points at its leading end (on the right in right-to-left) and `trailing`
    /// at its trailing end, in `color` (nil: the context's `separator` color).
    ///
    /// Contract: the separator is part of its row (1 pt at the row's bottom, below the
    /// content), read as a `separator` by assistive technologies; insets are sanitized as
    /// `Separator`'s are (negative: 0; not finite or beyond the geometry limits: 0 or the
    /// limit, reported).
    public func rowSeparators(inset leading: Double = 0, trailing: Double = 0, color: RGBA? = nil) -> LongList {
        var list = self
        list.separator = Separator(inset: leading, trailing: trailing, color: color)
        return list
    }

    /// This list with rows the user selects, one at most, by identity: `selection` holds
    /// the selected row's id (nil: none).
    ///
    /// Contract: a click on a row selects it (Ctrl- or Cmd-click on the selected row
    /// deselects it); a click focuses the list, and then Up and Down select the row
    /// before or after and scroll it into view, and Space toggles it. Headers and
    /// footers are never selected. The selection is the app's value: rows inserted or
    /// deleted elsewhere leave it as it is, and a selected row that is deleted is simply
    /// no longer shown. Selected rows are drawn on the `tint` color at 8 %, with a 3 pt
    /// bar of it along their leading edge, and have the
    /// `selected` accessibility state; rows are `listItem`s the press action selects.
    /// The row under the pointer is lit with the `label` color at 3 % over that, the
    /// pressed one at 5 % (redrawn without resolving the tree): a row's text, secondary
    /// text included, keeps WCAG AA in every state.
    public func selection(_ selection: Ref<ID?>) -> LongList {
        var list = self
        list.selection = .single(selection)
        return list
    }

    /// This list with rows the user selects, any number, by identity: `selection` holds
    /// the selected rows' ids.
    ///
    /// Contract: as the single selection's, and: Shift-click selects the rows from the
    /// last row clicked without Shift (the anchor) to the row clicked, Ctrl- or Cmd-click
    /// adds or removes one row (and makes it the anchor), Shift+Up and Shift+Down extend
    /// from the anchor, Space adds or removes the row the arrows last reached. The anchor
    /// is kept by identity, so it survives rows inserted or deleted around it.
    public func selection(_ selection: Ref<Set<ID>>) -> LongList {
        var list = self
        list.selection = .multiple(selection)
        return list
    }

    /// This list with actions on its rows (`actions` of the row's id; none: the row has
    /// none), revealed by swiping the row towards its leading edge, as on phones.
    ///
    /// Contract: a horizontal drag on a row moves its content with the pointer and shows
    /// the actions (80 pt each) at its trailing end (the left in right-to-left, where the
    /// swipe goes right); vertical drags still scroll. Released past half the actions'
    /// width the row stays open, else it closes; released past 60 % of the row's width
    /// (a full swipe) the first action runs at once. One row is open at a time; an
    /// action run closes it. Each action is an accessibility action of the row (its
    /// title its name), and in a selectable list the keys reach them: the Context Menu
    /// key (Menu) or Shift+F10 opens and closes the actions of the row the arrows last
    /// reached (then Tab moves to its buttons), and Delete runs its first destructive
    /// action. Opening and closing glide, at once under reduce motion. The row's content
    /// is drawn moved by a live value: a drag move resolves and lays out nothing (a row
    /// resolves once when it opens, to put its buttons under it, and once when it closes).
    public func swipeActions(_ actions: @escaping (ID) -> [RowAction]) -> LongList {
        var list = self
        list.swipeActions = actions
        return list
    }

    /// Resolves one row: its content stacked with the separator under it, on the
    /// highlight when the list is selectable (the row a control: its fill follows the
    /// pointer, `ControlLook.FeedbackColors`).
    static func resolveRow<Row: Panel>(
        _ row: Row, look: LongListRowLook, key: UInt64, name: String, into builder: inout NodeBuilder
    ) {
        let stacked = Column(alignment: .leading, spacing: 0) {
            row
            if let line = look.separator { line }
        }
        // A selectable row's fill: its highlight, lit while hovered or pressed.
        let fill = look.fill.map { colors in
            colors.fill(builder.feedback(ofControlAt: builder.path.appending(key))) { Swatch($0) }
        }
        if let swipe = look.swipe {
            // The content over the actions, moved by the reveal.
            // As wide as the list, so the whole row can be swiped and covers the actions.
            let moved = stacked.frame(maxWidth: .infinity, alignment: .leading)
                .background {
                    if let fill, let mark = look.mark { Self.selectionBacking(fill, mark) } else { Swatch(.clear) }
                }
                .background(builder.context.color(named: "background"))
                .offset(following: swipe.swipes?.liveValue(swipe.row) ?? LiveValue(0)) { [sign = swipe.sign] in
                    Point(x: sign * $0, y: 0)
                }
            let mark = builder.childMark
            builder.resolve(
                moved.background {
                    if swipe.isOpen { LongListSwipeButtons(look: swipe) }
                }
                .onPointerDrag(
                    axes: .horizontal, minimumDistance: 8, canMove: { abs($0.x) > abs($0.y) },
                    handingOff: swipe.drag),
                at: key, attaching: .explicitID(name))
            if builder.pending.count > mark {
                var facts = AccessibilityAttributes()
                facts.actions = swipe.actions.map { action in
                    (
                        name: action.title,
                        perform: {
                            swipe.swipes?.set(swipe.row, 0)
                            action.perform()
                        }
                    )
                }
                builder.tree.attach(.accessibility(facts), to: builder.pending[mark])
            }
        } else if let fill, let mark = look.mark {
            builder.resolve(
                stacked.background(Self.selectionBacking(fill, mark)), at: key, attaching: .explicitID(name))
        } else {
            builder.resolve(stacked, at: key, attaching: .explicitID(name))
        }
    }

    /// What a selectable row is drawn on: its `fill`, and the bar along its leading
    /// edge in `mark` (the tint when selected, clear when not).
    static func selectionBacking(_ fill: _LiveColored<Swatch>, _ mark: RGBA) -> some Panel {
        Layers(alignment: .leading) {
            fill
            Swatch(mark).frame(width: ControlLook.selectionMarkWidth)
        }
    }

    /// This list kept at its end, as a chat is: it first shows its last rows, and while
    /// the enclosing vertical scroller is at its end, it stays there when rows are
    /// appended, rows measure other than their estimate, or the window is resized.
    ///
    /// Contract: at the first frame the scroller's offset is its end. Before each frame
    /// the stage notes whether the offset is at the end; when it is, and the end moves,
    /// the offset moves with it at once (the last row's bottom stays at the viewport's
    /// bottom). When the user scrolled away from the end (wheel, drag, keys, the app
    /// writing the offset), the content stays where the user put it until the offset
    /// reaches the end again. Content shorter than the viewport stays at its top.
    public func anchoredToEnd(_ anchored: Bool = true) -> LongList {
        var list = self
        list.anchorsToEnd = anchored
        return list
    }

    static func sanitizedEstimate(_ value: Double) -> Double { value.isFinite && value > 0 ? value : 44 }
    static func sanitizedLength(_ value: Double) -> Double { value.isFinite ? max(0, value) : 0 }

    public static func _resolve(_ panel: LongList, into builder: inout NodeBuilder) {
        let listPath = builder.path
        let windows = builder.longListWindows
        let (entries, rowID) = panel.entries(windows?.reusesSections == true ? windows?.sections[listPath] : nil)
        if let sections = entries.sections { windows?.sections[listPath] = sections }
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
                    leading: leading, trailing: trailing, spacing: panel.spacing, detachedHeader: detached != nil,
                    horizontal: panel.horizontal)))
        var keys: [UInt64] = []
        keys.reserveCapacity(rows)
        var selected: Set<Int> = []
        let tint = builder.context.color(named: "tint")
        // A selectable row's colors, selected or not (worked out once for every row).
        let (selectedFill, unselectedFill) =
            panel.selection == nil
            ? (nil, nil)
            : (
                ControlLook.FeedbackColors.row(
                    over: ControlLook.FeedbackColors.selectionHighlight(builder.context), context: builder.context),
                ControlLook.FeedbackColors.row(over: .clear, context: builder.context)
            )
        let rightToLeft = builder.context.layoutDirection == .rightToLeft
        let swipes = builder.longListWindows?.swipes
        // Row `i`'s swipe actions (nil: none).
        let swipeLook: ((Int) -> LongListSwipeLook?)? = panel.swipeActions.map { swipeActions in
            { i in
                guard let id = rowID(i) else { return nil }
                let actions = swipeActions(id)
                guard !actions.isEmpty else { return nil }
                let row = listPath.appending(key(i))
                return LongListSwipeLook(
                    actions: actions, isOpen: swipes?.open == row, rightToLeft: rightToLeft, row: row,
                    swipes: swipes)
            }
        }
        let selector = panel.selection.map {
            LongListSelector(
                selection: $0, count: count, rowID: rowID, name: entries.name, windows: builder.longListWindows,
                list: listPath, swipe: swipeLook)
        }
        for i in first ..< first + rows {
            let mark = builder.childMark
            var look = LongListRowLook(separator: panel.separator)
            if let selector, let id = rowID(i) {
                let selected = selector.selection.contains(id)
                look.fill = selected ? selectedFill : unselectedFill
                look.mark = selected ? tint : .clear
            }
            look.swipe = swipeLook?(i)
            let rowKey = entries.resolve(i, look, &builder)
            keys.append(rowKey)
            // Inserted and removed rows fade in an animated change (the rows around move).
            if builder.pending.count > mark { builder.tree.attach(.transition(.fade), to: builder.pending[mark]) }
            // A selectable row: a click selects it (its modifiers say how).
            if let selector, builder.pending.count > mark, let id = rowID(i) {
                if selector.selection.contains(id) { selected.insert(i - first) }
                let node = builder.pending[mark]
                let identity = listPath.appending(rowKey)
                var control = Interaction(onTap: { selector.click(i, modifiers: TapModifiers.current) })
                control.control = identity
                // Its fill follows the pointer (`resolveRow`); the stage knows its feedback.
                control.showsFeedback = true
                builder.tree.attach(.control(control), to: node)
                // Not a Tab stop of its own: the list is, and takes the keys.
                if builder.tree.interactions[node]?.control == identity {
                    builder.tree.interactions[node]?.inTabOrder = false
                    builder.tree.interactions[node]?.activationKeys = []
                    builder.tree.interactions[node]?.passesFocus = true
                }
            }
        }
        if let selector {
            // The list takes focus, and the keys while it has it.
            builder.tree.attach(.focusable, to: index)
            builder.tree.attach(.focusedKeys { selector.key($0) }, to: index)
        } else if let keys = panel.gridKeys {
            builder.tree.attach(.focusable, to: index)
            builder.tree.attach(.focusedKeys(keys), to: index)
        }
        if let detached { _ = entries.resolve(detached, LongListRowLook(), &builder) }
        builder.close()
        builder.stackAxis = savedAxis
        builder.tree.longLists[index] = LongListRecord(
            count: count, first: first, keys: keys, estimate: estimate, declaredEstimate: panel.estimatedRowHeight,
            spacing: panel.spacing, leading: leading, key: key, name: entries.name, sections: entries.sections,
            selectable: selector != nil, anchoredToEnd: panel.anchorsToEnd, selected: selected,
            detachedHeader: detached,
            grid: panel.grid, horizontal: panel.horizontal
        )
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
