import Observation
import Panels

/// The screens a `ScreenStack` shows above its root, owned by the app: an
/// `@Observable` list of value-typed destinations.
///
/// ```swift
/// enum Place: Hashable { case studio(String), booking(Int) }
/// let path = ScreenPath<Place>()
/// path.push(.studio("Harbour Yoga"))   // slides in over 0.35 s
/// path.pop()                           // slides back out
/// ```
///
/// Contract:
/// - `screens` lists the pushed screens bottom first; the root is not in it. Change
///   it any way (`push`, `pop`, `popToRoot`, or assign a whole new list, e.g. from a
///   deep link): a stack that shows it slides the new top in when the list grew
///   (a push), the old top out when the new list is a prefix of the old one (a pop),
///   and otherwise shows the new top at once.
/// - A screen keeps its identity, and so its state and scroll position, while it is
///   covered, for as long as it stays in `screens` at the same depth.
/// - The stack keeps its drawing state (the slide, a back drag) here too, so one path
///   belongs to one `ScreenStack` at a time.
@Observable
public final class ScreenPath<Destination: Hashable> {
    /// The pushed screens, bottom first (the root is not in it).
    public var screens: [Destination]

    /// Bumped when a slide or a back drag starts or ends: the stack draws the screen
    /// under the top only while one runs.
    var generation = 0
    /// How far the front screen (the one moving in or out) is in: 1 in place, 0 just
    /// past the trailing edge. Drawn every frame; the tree does not resolve for it.
    @ObservationIgnored let slide = LiveValue(1)
    /// What the stack drew last (nil before its first resolve).
    @ObservationIgnored var shown: [Destination]?
    /// A popped screen still sliding out, at its depth.
    @ObservationIgnored var departing: (destination: Destination, depth: Int)?
    /// A slide or a back drag runs: the screen under the front is drawn.
    @ObservationIgnored var moving = false
    /// A back drag holds the top screen; `dragFrom` is where the slide was when it began.
    @ObservationIgnored var dragging = false
    @ObservationIgnored var dragFrom = 1.0

    public init(_ screens: [Destination] = []) {
        self.screens = screens
    }

    /// How many screens are pushed above the root.
    public var depth: Int { screens.count }

    /// Pushes `destination` on top.
    public func push(_ destination: Destination) { screens.append(destination) }

    /// Pops the top screen (nothing when only the root shows).
    public func pop() {
        if !screens.isEmpty { screens.removeLast() }
    }

    /// Pops every pushed screen: the root shows.
    public func popToRoot() {
        if !screens.isEmpty { screens.removeAll() }
    }

    /// A slide ended (its motion ran to the end): the stack stops drawing the
    /// screen under the top, and a popped screen leaves the tree.
    func slideEnded() {
        guard !dragging else { return }
        departing = nil
        moving = false
        slide.value = 1
        generation &+= 1
    }
}

/// A path a tab bar can reset: `TabScreens` pops a tab's stack to its root when the
/// selected tab is chosen again.
public protocol RootResettable: AnyObject {
    /// Shows the root screen.
    func popToRoot()
}

extension ScreenPath: RootResettable {}
