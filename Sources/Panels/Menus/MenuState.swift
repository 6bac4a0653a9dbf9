import Foundation
import Observation

/// The state of one menu (a context menu or a `MenuButton`'s): whether it is open,
/// where, which item the keyboard is on at each open level, and what was typed.
/// Owned by the app, one per menu, like `PopUpChoiceState`.
@Observable
public final class MenuState {
    /// Whether the menu shows.
    public internal(set) var isOpen = false
    /// Where a context menu opened, in window coordinates (nil: below its button).
    package internal(set) var location: Point?
    /// The highlighted item's index at each open level (the menu, then each open
    /// submenu); -1: none. A submenu is open while its level is in the path.
    package internal(set) var path: [Int] = []
    /// Type-to-select: the letters typed and when (seconds, the system's uptime).
    @ObservationIgnored var typed = ""
    @ObservationIgnored var typedAt = -Double.infinity
    /// The clock type-to-select reads, in seconds.
    let now: () -> Double

    /// A closed menu. `clock` gives the time in seconds for type-to-select's timeout
    /// (default: the system's uptime; a test passes its own).
    public init(clock: (() -> Double)? = nil) {
        now = clock ?? { ProcessInfo.processInfo.systemUptime }
    }

    /// Opens the menu at `point` (window coordinates; nil: below its button), no
    /// item highlighted.
    public func open(at point: Point?) {
        location = point.flatMap { $0.x.isFinite && $0.y.isFinite ? $0 : nil }
        path = [-1]
        typed = ""
        isOpen = true
    }

    /// Closes the menu and every submenu.
    public func close() {
        isOpen = false
        path = []
        typed = ""
    }

    /// Closes the submenus deeper than `level` (0: the menu itself stays).
    func closeLevels(after level: Int) {
        if path.count > level + 1 { path.removeLast(path.count - level - 1) }
    }

    /// Highlights `index` at `level`, closing deeper submenus.
    func highlight(_ index: Int, at level: Int) {
        closeLevels(after: level)
        guard path.indices.contains(level) else { return }
        if path[level] != index { path[level] = index }
    }

    /// Opens the submenu of item `index` at `level`, highlighting its first item when
    /// `first` (from the keyboard) or nothing.
    func openSubmenu(_ index: Int, at level: Int, first: Int?) {
        highlight(index, at: level)
        guard path.count == level + 1 else { return }
        path.append(first ?? -1)
    }

    /// Whether the submenu of item `index` at `level` is open.
    func isSubmenuOpen(_ index: Int, at level: Int) -> Bool {
        path.count > level + 1 && path[level] == index
    }
}
