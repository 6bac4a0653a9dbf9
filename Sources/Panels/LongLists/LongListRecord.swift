/// What one lazy list resolved, kept beside the node tree by the list's node index:
/// how many elements its data has, which rows were resolved (their keys, from the
/// first index), the estimate in force, and how to find an element's key.
///
/// `@unchecked Sendable`: the closures read the list's data, which the tree holds
/// only for the thread that resolved it.
struct LongListRecord: @unchecked Sendable {
    var count: Int
    var first: Int
    var keys: [UInt64]
    var estimate: Double
    var declaredEstimate: Double
    var spacing: Double
    var leading: Double
    /// The key (stable hash of the id's description) of element `i`.
    var key: (Int) -> UInt64
    /// The id's description (the row's explicit id) of element `i`.
    var name: (Int) -> String
    /// Where sections start (nil: a list without sections).
    var sections: LongListSections? = nil
    /// Whether rows take clicks and keys to select (`LongList.selection`), and which
    /// resolved rows (child offsets) are selected.
    var selectable = false
    /// Kept at its end while the user leaves it there (`LongList.anchoredToEnd`).
    var anchoredToEnd = false
    var selected: Set<Int> = []
    /// The entry index of a pinned header resolved out of the rows' flow, as the list's
    /// last child (its section starts before the first resolved row).
    var detachedHeader: Int? = nil
    /// For a `LongGrid`: the width its columns were laid out for (the stage resolves it
    /// again when its frame's width differs) and how many columns that made.
    /// For a `LongGrid` that scrolls sideways, its cross length is its height.
    var grid: (width: Double, columns: Int)? = nil
    /// Entries go side by side from the leading edge (`LongListSpec.horizontal`): rows'
    /// "heights" and the estimate are widths, and the list follows a horizontal scroller.
    var horizontal = false

    /// The index of the element with `key`, looked for around `hint` first (inserts
    /// and deletes near the rows on screen cost little), then everywhere; `hint`
    /// (clamped) when it is gone or there is none.
    static func locate(_ key: UInt64?, near hint: Int, count: Int, key keyAt: (Int) -> UInt64) -> Int {
        guard count > 0 else { return 0 }
        let hint = min(max(0, hint), count - 1)
        guard let key else { return hint }
        if keyAt(hint) == key { return hint }
        let near = 256
        for distance in 1 ... near {
            if hint - distance >= 0, keyAt(hint - distance) == key { return hint - distance }
            if hint + distance < count, keyAt(hint + distance) == key { return hint + distance }
        }
        for i in 0 ..< count where abs(i - hint) > near && keyAt(i) == key { return i }
        return hint
    }
}

/// The rows a `Stage` wants each lazy list to resolve, by the list's identity:
/// handed to the builder, read by `LongList` while it resolves.
final class LongListWindows: @unchecked Sendable {
    struct Window: Equatable {
        /// Key of the first row to resolve (followed across inserts and deletes).
        var firstKey: UInt64?
        var firstIndex: Int
        var count: Int
        /// Estimated space before the first row, in points.
        var leading: Double
        var estimate: Double
        /// The list's width at the last layout (what a `LongGrid` lays its columns out for;
        /// its height for a grid that scrolls sideways).
        var width: Double? = nil
    }

    var windows: [Identity: Window] = [:]
    /// How far rows' swipe actions are revealed (`LongList.swipeActions`).
    let swipes = LongListSwipes()
    /// Selection anchors and cursors by list identity (`LongListSelector`).
    var cursors: [Identity: LongListCursor] = [:]
    /// A row the keys moved the selection to, to scroll into view at the next frame (its id).
    var reveal: String?
    /// Sectioned lists' sections as last resolved, by list identity, and whether this
    /// resolve may reuse them: true only while the stage resolves again for new windows
    /// alone (scrolling), when no state a body reads has changed, so the sections are
    /// the same; then a resolve costs O(visible rows), not O(sections).
    var sections: [Identity: LongListSections] = [:]
    var reusesSections = false

    func window(for identity: Identity) -> Window? { windows[identity] }
}
