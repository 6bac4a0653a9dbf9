/// What a `LongList` resolves, whatever its shape: `count` entries (rows, and in a
/// sectioned list each section's header and footer), each with a key and a name, and
/// how to resolve entry `i` as the list's next child.
///
/// `@unchecked Sendable`: the closures read the list's data, which the tree holds only
/// for the thread that resolved it.
struct LongListEntries: @unchecked Sendable {
    var count: Int
    /// The key (stable hash of the name) of entry `i`.
    var key: (Int) -> UInt64
    /// The name of entry `i`: a row's id as text, a header's or footer's section id with
    /// `LongListSections.headerSuffix` or `footerSuffix`; it is the entry's explicit id.
    var name: (Int) -> String
    /// Resolves entry `i` as the next child, at its key, with its name as explicit id, and
    /// the separator at its bottom when it is a row followed by a row of its section;
    /// returns the key.
    var resolve: (Int, LongListRowLook, inout NodeBuilder) -> UInt64
    /// Where sections start; nil for a list without sections.
    var sections: LongListSections?
}

/// The sections of a sectioned `LongList` as entries: section `s` is its header (when
/// the list has headers), its rows, then its footer (when it has footers), from entry
/// `starts[s]`. Worked out once per resolve, O(sections); an entry's section is a
/// binary search.
struct LongListSections: Sendable, Equatable {
    enum Role: Equatable {
        case header, row, footer
    }

    static let headerSuffix = "#header"
    static let footerSuffix = "#footer"

    /// The first entry of each section, then the entry count.
    var starts: [Int]
    var hasHeaders: Bool
    var hasFooters: Bool
    /// Whether a section's header stays at the top of the viewport while the section
    /// scrolls under it.
    var pinsHeaders: Bool
    /// In a `LongGrid`: the columns the rows were counted for, and each section's cells
    /// and the flat index of its first cell (empty for a list).
    var columns = 1
    var cells: [Int] = []
    var cellStarts: [Int] = []

    /// Sections with `rowCounts[s]` rows each.
    init(rowCounts: [Int], hasHeaders: Bool, hasFooters: Bool, pinsHeaders: Bool) {
        let extra = (hasHeaders ? 1 : 0) + (hasFooters ? 1 : 0)
        var starts = [Int](repeating: 0, count: rowCounts.count + 1)
        var total = 0
        for (s, rows) in rowCounts.enumerated() {
            total += max(0, rows) + extra
            starts[s + 1] = total
        }
        self.starts = starts
        self.hasHeaders = hasHeaders
        self.hasFooters = hasFooters
        self.pinsHeaders = pinsHeaders && hasHeaders
    }

    var sectionCount: Int { starts.count - 1 }
    var entryCount: Int { starts[starts.count - 1] }

    /// The section holding entry `entry` (0 ..< entryCount).
    func section(of entry: Int) -> Int {
        var low = 0
        var high = sectionCount - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= entry { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// What entry `entry` of section `section` is.
    func role(of entry: Int, in section: Int) -> Role {
        if hasHeaders && entry == starts[section] { return .header }
        if hasFooters && entry == starts[section + 1] - 1 { return .footer }
        return .row
    }

    /// Entry `entry`'s section and, within it, its row index (nil for a header or footer).
    func locate(_ entry: Int) -> (section: Int, role: Role, row: Int) {
        let section = section(of: entry)
        return (section, role(of: entry, in: section), entry - starts[section] - (hasHeaders ? 1 : 0))
    }

    /// How many rows `section` has (its entries less its header and footer).
    func rowCount(of section: Int) -> Int {
        starts[section + 1] - starts[section] - (hasHeaders ? 1 : 0) - (hasFooters ? 1 : 0)
    }

    /// The header entry of `section` (nil when the list has no headers).
    func header(of section: Int) -> Int? { hasHeaders ? starts[section] : nil }
}

/// How a row is drawn besides its content: the separator under it (nil: none; the last
/// row of a list or section has none) and, in a selectable list, what it is drawn on
/// (over the highlight when selected, clear when not, lit under the pointer; nil: not
/// selectable).
struct LongListRowLook {
    var separator: Separator?
    var fill: ControlLook.FeedbackColors?
    /// In a selectable list, the bar along the row's leading edge: the tint when
    /// selected, clear when not (nil: not selectable).
    var mark: RGBA?
    /// The row's swipe actions and how far they are revealed (nil: none).
    var swipe: LongListSwipeLook?
}
