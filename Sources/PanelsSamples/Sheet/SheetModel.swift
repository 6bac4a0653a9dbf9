import Observation
import Panels
import PanelsComponents

/// The Sheet scene's state: the sheet's detent, which list shows, each list's
/// offset and scroll request, and the classes' "starts after" filter.
@Observable
public final class SheetModel {
    public enum Segment: Sendable, Hashable {
        case studios, classes
    }

    public var detent: SnapDetent = .half
    public var segment: Segment = .studios
    /// The classes list shows classes starting at or after this time of day, in minutes
    /// after midnight (the label scrubber's value; default: the earliest class, so all).
    public var startsAfter: Double = 0
    @ObservationIgnored public var studiosOffset = Point.zero
    @ObservationIgnored public var classesOffset = Point.zero
    @ObservationIgnored public var studiosTarget: ScrollTarget?
    @ObservationIgnored public let sheet = SnapSheetState()
    @ObservationIgnored public let scrubber = TimeScrubberState()

    public init(detent: SnapDetent = .half) {
        self.detent = detent
    }

    /// A pin was tapped: the studio list scrolls to it and the sheet rises to half.
    public func show(studio id: String) {
        studiosTarget = ScrollTarget(id: id, anchor: .top)
        animate(.spring(SnapSheetPhysics.spring)) {
            segment = .studios
            detent = .half
        }
    }
}
