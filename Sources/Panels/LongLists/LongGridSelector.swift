/// The selection gestures of one resolved grid (the contract is on `LongGrid.selection`):
/// what a click and the keys do, over the cells the grid had when it resolved. Cells are
/// named by section and index in it, or by their flat index over all sections.
struct LongGridSelector<ID: Hashable> {
    let selection: Ref<ID?>
    let map: LongListSections
    let cellID: (Int, Int) -> ID?
    /// The name of entry `i` (a row's: what a scroll target names).
    let rowName: (Int) -> String
    let windows: LongListWindows?
    let grid: Identity
    let rightToLeft: Bool
    /// The grid scrolls sideways: its entries are columns, Up and Down step through
    /// cells and Left and Right move across columns.
    var horizontal = false

    var cellCount: Int { map.cellStarts.last ?? 0 }

    /// Section and index in it of the cell at flat index `flat`.
    func place(_ flat: Int) -> (section: Int, cell: Int) {
        var low = 0
        var high = map.cells.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if map.cellStarts[middle] <= flat { low = middle } else { high = middle - 1 }
        }
        return (low, flat - map.cellStarts[low])
    }

    func id(at flat: Int) -> ID? {
        guard flat >= 0 && flat < cellCount else { return nil }
        let (section, cell) = place(flat)
        return cellID(section, cell)
    }

    /// The flat index of the cell with `id`, looked for near `hint` first; nil when gone.
    func index(of id: AnyHashable, near hint: Int) -> Int? {
        guard cellCount > 0, let id = id.base as? ID else { return nil }
        let hint = min(max(0, hint), cellCount - 1)
        for distance in 0 ... 256 {
            if hint - distance >= 0, self.id(at: hint - distance) == id { return hint - distance }
            if distance > 0, hint + distance < cellCount, self.id(at: hint + distance) == id { return hint + distance }
        }
        for i in 0 ..< cellCount where abs(i - hint) > 256 && self.id(at: i) == id { return i }
        return nil
    }

    /// A click on cell `cell` of `section` (flat index `flat`).
    func click(section: Int, cell: Int, flat: Int, modifiers: KeyModifiers) {
        guard let id = cellID(section, cell) else { return }
        if modifiers.contains(.control) || modifiers.contains(.command) {
            selection.value = selection.value == id ? nil : id
        } else {
            selection.value = id
        }
        windows?.cursors[grid] = LongListCursor(
            anchor: AnyHashable(id), anchorIndex: flat, cursor: AnyHashable(id), cursorIndex: flat)
    }

    /// The flat index the arrow `key` moves to from `flat` (nil: none that way).
    func neighbor(of flat: Int, key: String) -> Int? {
        var key = key
        if horizontal {
            // A quarter turn: Up and Down go to the previous and next cell, Left and
            // Right (mirrored in right-to-left) across the entries.
            switch key {
            case "ArrowDown", "ArrowUp":
                let next = flat + (key == "ArrowDown" ? 1 : -1)
                return next >= 0 && next < cellCount ? next : nil
            case "ArrowRight", "ArrowLeft":
                key = (key == "ArrowRight") != rightToLeft ? "ArrowDown" : "ArrowUp"
            default: return nil
            }
        }
        let (section, cell) = place(flat)
        let columns = max(1, map.columns)
        let column = cell % columns
        switch key {
        case "ArrowRight", "ArrowLeft":
            let forward = (key == "ArrowRight") != rightToLeft
            let next = flat + (forward ? 1 : -1)
            return next >= 0 && next < cellCount ? next : nil
        case "ArrowDown":
            if cell + columns < map.cells[section] { return flat + columns }
            // The last row of the section, or a row with no cell under this one.
            if cell / columns < (map.cells[section] - 1) / columns { return map.cellStarts[section + 1] - 1 }
            var next = section + 1
            while next < map.cells.count && map.cells[next] == 0 { next += 1 }
            guard next < map.cells.count else { return nil }
            return map.cellStarts[next] + min(column, map.cells[next] - 1)
        case "ArrowUp":
            if cell >= columns { return flat - columns }
            var previous = section - 1
            while previous >= 0 && map.cells[previous] == 0 { previous -= 1 }
            guard previous >= 0 else { return nil }
            let lastRow = (map.cells[previous] - 1) / columns * columns
            return map.cellStarts[previous] + min(lastRow + column, map.cells[previous] - 1)
        default:
            return nil
        }
    }

    /// The grid's keys while it has focus. Returns true when it used the key.
    func key(_ key: KeyName) -> Bool {
        guard cellCount > 0 else { return false }
        let state = windows?.cursors[grid]
        let current =
            state.flatMap { index(of: $0.cursor, near: $0.cursorIndex) }
            ?? selection.value.flatMap { index(of: AnyHashable($0), near: 0) }
        switch (key.rawValue, key.modifiers) {
        case ("Space", []):
            guard let current, let id = id(at: current) else { return false }
            selection.value = selection.value == id ? nil : id
            return true
        case ("ArrowDown", []), ("ArrowUp", []), ("ArrowLeft", []), ("ArrowRight", []):
            let next: Int?
            if let current {
                next = neighbor(of: current, key: key.rawValue)
            } else {
                next = key.rawValue == "ArrowUp" ? cellCount - 1 : 0
            }
            guard let next, let id = id(at: next) else { return current != nil }
            selection.value = id
            windows?.cursors[grid] = LongListCursor(
                anchor: AnyHashable(id), anchorIndex: next, cursor: AnyHashable(id), cursorIndex: next)
            let (section, cell) = place(next)
            let entry = map.starts[section] + (map.hasHeaders ? 1 : 0) + cell / max(1, map.columns)
            windows?.reveal = rowName(entry)
            return true
        default:
            return false
        }
    }
}
