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
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let estimatedRowHeight: Double
    let spacing: Double
    let content: (Data.Element) -> Content

    /// A lazy list of one `content` row per element of `data`, identified by the element's
    /// value at `id`, `spacing` points apart (default 0; negative or not finite: 0).
    /// `estimatedRowHeight` (points, default 44; not positive or not finite: 44) stands for
    /// rows not yet measured.
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, estimatedRowHeight: Double = 44, spacing: Double = 0,
        @PanelBuilder content: @escaping (Data.Element) -> Content
    ) {
        self.data = data
        self.id = id
        self.estimatedRowHeight = estimatedRowHeight.isFinite && estimatedRowHeight > 0 ? estimatedRowHeight : 44
        self.spacing = spacing.isFinite ? max(0, spacing) : 0
        self.content = content
    }

    public static func _resolve(_ panel: LongList, into builder: inout NodeBuilder) {
        let data = panel.data
        let idPath = panel.id
        let count = data.count
        let name: (Int) -> String = { i in
            StableHash.name(of: data[data.index(data.startIndex, offsetBy: i)][keyPath: idPath])
        }
        let key: (Int) -> UInt64 = { StableHash.of(name($0)) }
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
        // Rows before the first resolved one take `leading`; each row after the last
        // resolved one counts as spacing + estimate.
        let trailing = Double(max(0, count - first - rows)) * step
        let savedAxis = builder.stackAxis
        builder.stackAxis = nil
        let index = builder.open(
            .longList(LongListSpec(leading: leading, trailing: trailing, spacing: panel.spacing)))
        var keys: [UInt64] = []
        keys.reserveCapacity(rows)
        for i in first ..< first + rows {
            let element = data[data.index(data.startIndex, offsetBy: i)]
            let rowName = StableHash.name(of: element[keyPath: idPath])
            let rowKey = StableHash.of(rowName)
            keys.append(rowKey)
            builder.resolve(
                Column(alignment: .leading, spacing: 0) { panel.content(element) }, at: rowKey,
                attaching: .explicitID(rowName))
        }
        builder.close()
        builder.stackAxis = savedAxis
        builder.tree.longLists[index] = LongListRecord(
            count: count, first: first, keys: keys, estimate: estimate, declaredEstimate: panel.estimatedRowHeight,
            spacing: panel.spacing, leading: leading, key: key, name: name)
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
