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

    /// How the studio list is ordered: nearest first (the default) or best rated first.
    public enum StudioOrder: String, Sendable, Hashable, CaseIterable {
        case distance, rating
    }

    public var detent: SnapDetent = .half
    public var segment: Segment = .studios
    /// The classes list shows classes starting at or after this time of day, in minutes
    /// after midnight (the label scrubber's value; default: the earliest class, so all).
    public var startsAfter: Double = 0
    /// The studio list's order (the map's pins stay the nearest studios). Set it with
    /// `sort(by:first:)` to show the list from its top.
    public var order: StudioOrder = .distance
    @ObservationIgnored public let orderChoice = PopUpChoiceState()
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

    /// Orders the studio list by `order` and scrolls it to its top, where `first` (the
    /// id of the first studio in that order) is.
    public func sort(by order: StudioOrder, first: String?) {
        guard order != self.order else { return }
        self.order = order
        if let first { studiosTarget = ScrollTarget(id: first, anchor: .top) }
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
