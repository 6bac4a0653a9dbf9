import Observation

/// What a `PopUpChoice` keeps between resolves: whether its list is open, which
/// option the keyboard has highlighted in it, and the letters typed to find one.
///
/// `@Observable`: the choice resolves again when it changes. An app keeps one per
/// choice (in its model), as it keeps an `EntryFieldState` per field; setting `isOpen`
/// opens or closes the list from code.
@Observable
public final class PopUpChoiceState {
    /// Whether the list of options shows.
    public var isOpen: Bool
    /// The option the keyboard is on while the list is open (an index into the options).
    package internal(set) var highlighted = 0
    /// Type-to-select: the letters typed since the list opened or the last miss.
    @ObservationIgnored var typed = ""

    /// A state with the list closed (or open, with `isOpen`) and the first option highlighted.
    public init(isOpen: Bool = false) {
        self.isOpen = isOpen
    }
}
