/// One button of an alert or a confirmation: a title, a role and what it does.
///
/// Contract: running an action first closes its dialog (writes `false` to its
/// `isPresented`), then runs `action`. `.destructive` titles are drawn in the named
/// color `destructive`; the `.cancel` action runs on Esc (and, for a confirmation
/// anchored to a panel, on a press outside it). Return runs the default action: the
/// one marked `isDefault`, else the first that is not `.cancel` — while no button has
/// keyboard focus (a focused button runs on Return or Space). A title is never empty:
/// an empty one reads "OK".
public struct DialogAction: @unchecked Sendable {
    /// What an action means, for how it looks and which key runs it.
    public enum Role: Sendable, Hashable {
        /// An ordinary action.
        case standard
        /// An action that destroys something (drawn in `destructive`).
        case destructive
        /// Leaves things as they are: Esc runs it.
        case cancel
    }

    /// The button's title; never empty (an empty one reads "OK", in the context's language).
    package var title: String {
        didSet {
            titleIsDefault = title.isEmpty
            if title.isEmpty { title = "OK" }
        }
    }
    /// Whether the title is the toolkit's "OK" (shown in the context's language).
    package private(set) var titleIsDefault: Bool
    /// The button's caption: the title, or the toolkit's "OK" in the context's language.
    package var caption: Caption { titleIsDefault ? Caption(toolkit: .ok) : Caption(title) }
    /// What the action means: how it looks and whether Esc runs it.
    package var role: Role
    /// Runs on Return (while no button has keyboard focus).
    package var isDefault: Bool
    /// What the button does, run after the dialog has closed.
    package var action: () -> Void

    /// An action titled `title` (empty: "OK") in `role`, the default for Return when
    /// `isDefault`, running `action` (default: nothing but closing the dialog).
    public init(_ title: String, role: Role = .standard, isDefault: Bool = false, action: @escaping () -> Void = {}) {
        self.title = title.isEmpty ? "OK" : title
        self.titleIsDefault = title.isEmpty
        self.role = role
        self.isDefault = isDefault
        self.action = action
    }

    /// The most actions a dialog shows; more are left out and reported.
    package static let maximumCount = 3

    /// The action Return runs among `actions`: the one marked default, else the first
    /// that is not `.cancel`.
    static func defaultIndex(_ actions: [DialogAction]) -> Int? {
        actions.firstIndex(where: \.isDefault) ?? actions.firstIndex { $0.role != .cancel }
    }

    /// The action Esc runs among `actions`: the first `.cancel` one.
    static func cancelIndex(_ actions: [DialogAction]) -> Int? { actions.firstIndex { $0.role == .cancel } }
}
