import Observation
import Panels

/// The state of the popovers demo: which anchors' popovers are open and whether the
/// resizable one is tall. `@Observable`: only the overlay pass reads it, so opening,
/// closing and growing lay out only the popovers.
@Observable
public final class PopoversModel {
    /// Names of the anchors whose popovers are open (see `PopoversDemo.anchors`).
    public var open: Set<String>
    /// The center popover is 300×600 instead of 300×300.
    public var isTall: Bool

    public init(open: Set<String> = [], isTall: Bool = false) {
        self.open = open
        self.isTall = isTall
    }

    /// A reference to whether `anchor`'s popover is open, for `.popover(isOpen:)`.
    public func isOpen(_ anchor: String) -> Ref<Bool> {
        Ref(
            get: { self.open.contains(anchor) },
            set: { if $0 { self.open.insert(anchor) } else { self.open.remove(anchor) } })
    }
}
