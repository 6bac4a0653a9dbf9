/// Which rows of a `LongList` are selected, by identity, read and written through the
/// app's `Ref`: at most one row, or any set of rows.
enum LongListSelection<ID: Hashable> {
    case single(Ref<ID?>)
    case multiple(Ref<Set<ID>>)

    func contains(_ id: ID) -> Bool {
        switch self {
        case .single(let ref): ref.value == id
        case .multiple(let ref): ref.value.contains(id)
        }
    }

    var isMultiple: Bool {
        if case .multiple = self { return true }
        return false
    }

    /// Selects exactly `ids` (a single selection: the last of them).
    func set(_ ids: [ID]) {
        switch self {
        case .single(let ref): ref.value = ids.last
        case .multiple(let ref): ref.value = Set(ids)
        }
    }

    /// Selects `id` when it is not selected, deselects it when it is.
    func toggle(_ id: ID) {
        switch self {
        case .single(let ref): ref.value = ref.value == id ? nil : id
        case .multiple(let ref):
            var ids = ref.value
            if ids.remove(id) == nil { ids.insert(id) }
            ref.value = ids
        }
    }
}

/// Where a list's selection gestures stand, kept by the stage between resolves
/// (`LongListWindows.cursors`): the row a Shift-click or Shift+arrow extends from, and
/// the row the arrows and Space act on, each by identity with the index it last had
/// (rows are found again near it after inserts and deletes).
struct LongListCursor {
    var anchor: AnyHashable
    var anchorIndex: Int
    var cursor: AnyHashable
    var cursorIndex: Int
}

/// The selection gestures of one resolved list (the contract is on `LongList.selection`):
/// what a click with modifiers and the keys do, over the rows the list had when it
/// resolved.
struct LongListSelector<ID: Hashable> {
    let selection: LongListSelection<ID>
    let count: Int
    /// The row id of entry `i`; nil for a section's header or footer.
    let rowID: (Int) -> ID?
    let name: (Int) -> String
    let windows: LongListWindows?
    let list: Identity
    /// Row `i`'s swipe actions (nil: the list has none).
    var swipe: ((Int) -> LongListSwipeLook?)? = nil

    /// The index of the row with `id`, looked for near `hint` first; nil when it is gone.
    func index(of id: AnyHashable, near hint: Int) -> Int? {
        guard count > 0, let id = id.base as? ID else { return nil }
        let hint = min(max(0, hint), count - 1)
        for distance in 0 ... 256 {
            if hint - distance >= 0, rowID(hint - distance) == id { return hint - distance }
            if distance > 0, hint + distance < count, rowID(hint + distance) == id { return hint + distance }
        }
        for i in 0 ..< count where abs(i - hint) > 256 && rowID(i) == id { return i }
        return nil
    }

    /// The rows' ids from entry `a` to entry `b` (either order), headers and footers left out.
    func ids(from a: Int, to b: Int) -> [ID] {
        (min(a, b) ... max(a, b)).compactMap(rowID)
    }

    /// A click on row `index` with `modifiers`: alone it selects only that row; with
    /// Shift (many rows) the rows from the anchor to it; with Ctrl or Cmd it toggles the row.
    func click(_ index: Int, modifiers: KeyModifiers) {
        guard let id = rowID(index) else { return }
        let state = windows?.cursors[list]
        if modifiers.contains(.shift), selection.isMultiple, let state,
            let anchor = self.index(of: state.anchor, near: state.anchorIndex)
        {
            selection.set(ids(from: anchor, to: index))
            windows?.cursors[list] = LongListCursor(
                anchor: state.anchor, anchorIndex: anchor, cursor: AnyHashable(id), cursorIndex: index)
            return
        }
        if modifiers.contains(.control) || modifiers.contains(.command) {
            selection.toggle(id)
        } else {
            selection.set([id])
        }
        windows?.cursors[list] = LongListCursor(
            anchor: AnyHashable(id), anchorIndex: index, cursor: AnyHashable(id), cursorIndex: index)
    }

    /// The list's keys while it has focus: Up and Down select the row before or after
    /// the cursor (Shift: extend from the anchor, many rows), Space toggles the cursor's
    /// row. Returns true when it used the key.
    func key(_ key: KeyName) -> Bool {
        let state = windows?.cursors[list]
        let current = state.flatMap { index(of: $0.cursor, near: $0.cursorIndex) }
        switch (key.rawValue, key.modifiers) {
        case ("Space", []):
            guard let current, let id = rowID(current) else { return false }
            selection.toggle(id)
            return true
        case ("Menu", []), ("F10", .shift):
            guard let current, let look = swipe?(current) else { return false }
            look.toggle()
            return true
        case ("Delete", []), ("Backspace", []):
            guard let current, let look = swipe?(current),
                let action = look.actions.first(where: \.destructive)
            else { return false }
            look.swipes?.set(look.row, 0)
            action.perform()
            return true
        case ("ArrowDown", let modifiers), ("ArrowUp", let modifiers):
            guard modifiers.isEmpty || (modifiers == .shift && selection.isMultiple) else { return false }
            let step = key.rawValue == "ArrowDown" ? 1 : -1
            var next = current.map { $0 + step } ?? (step > 0 ? 0 : count - 1)
            while next >= 0 && next < count && rowID(next) == nil { next += step }
            guard next >= 0 && next < count, let id = rowID(next) else { return current != nil }
            if modifiers == .shift, let state, let anchor = index(of: state.anchor, near: state.anchorIndex) {
                selection.set(ids(from: anchor, to: next))
                windows?.cursors[list] = LongListCursor(
                    anchor: state.anchor, anchorIndex: anchor, cursor: AnyHashable(id), cursorIndex: next)
            } else {
                selection.set([id])
                windows?.cursors[list] = LongListCursor(
                    anchor: AnyHashable(id), anchorIndex: next, cursor: AnyHashable(id), cursorIndex: next)
            }
            windows?.reveal = name(next)
            return true
        default:
            return false
        }
    }
}

/// The modifiers held when the pointer went up on a control: read by a list's row while
/// its tap runs (`InputRouter.pointerUp`).
enum TapModifiers {
    @TaskLocal static var current: KeyModifiers = []
}
