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
    /// The studio whose pin and row are highlighted (a pin or a row was tapped).
    public var selectedStudio: String?
    @ObservationIgnored public var studiosOffset = Point.zero
    @ObservationIgnored public var classesOffset = Point.zero
    @ObservationIgnored public var studiosTarget: ScrollTarget?
    @ObservationIgnored public let sheet = SnapSheetState()
    @ObservationIgnored public let scrubber = TimeScrubberState()

    public init(detent: SnapDetent = .half) {
        self.detent = detent
    }

    /// A pin was tapped: its studio is selected, the studio list scrolls to its row and
    /// the sheet rises to half.
    public func show(studio id: String) {
        selectedStudio = id
        studiosTarget = ScrollTarget(id: id, anchor: .top)
        animate(.spring(SnapSheetPhysics.spring)) {
            segment = .studios
            detent = .half
        }
    }

    /// A row was tapped: its studio is selected, and its pin with it.
    public func select(studio id: String) {
        selectedStudio = id
    }

    /// Whether the map is what shows: the sheet rests collapsed.
    public var showsMap: Bool { detent == .collapsed }

    /// The map was tapped, or the map/list toggle pressed: the sheet collapses to show
    /// the map, or (showing the map) rises to half to show the list.
    public func toggleMap() {
        animate(.spring(SnapSheetPhysics.spring)) { detent = showsMap ? .half : .collapsed }
    }

    /// The map itself was tapped (not a pin): the sheet collapses and the map shows whole.
    public func showMap() {
        guard !showsMap else { return }
        animate(.spring(SnapSheetPhysics.spring)) { detent = .collapsed }
    }
}
