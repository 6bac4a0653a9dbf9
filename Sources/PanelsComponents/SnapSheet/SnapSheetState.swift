import Observation
import Panels

/// The live state of one `SnapSheet`: whether a drag holds it and where.
///
/// Contract: `@Observable`; `height` changes only while `isDragging` (then the sheet
/// shows it 1:1, rubber-banded past the extreme detents); at rest the sheet shows its
/// detent (`SnapSheet`'s `detent` reference). Keep one per sheet, outside `body`.
@Observable
public final class SnapSheetState {
    /// The visible height while a drag holds the sheet (points).
    public private(set) var height = 0.0
    public private(set) var isDragging = false

    /// The drag's height before rubber-banding.
    @ObservationIgnored var raw = 0.0
    /// The detent heights, lowest first, and the container's height (set by layout).
    @ObservationIgnored var heights: [Double] = []
    @ObservationIgnored var container = 0.0
    /// The release velocity went to the list inside (the sheet was at its top).
    @ObservationIgnored var handedVelocity = false

    public init() {}

    var lowest: Double { heights.first ?? 0 }
    var highest: Double { heights.last ?? 0 }

    func begin(at height: Double) {
        raw = height
        handedVelocity = false
        self.height = height
        isDragging = true
    }

    func move(to raw: Double) {
        self.raw = raw
        let shown = SnapSheetPhysics.shown(raw: raw, range: lowest ... max(lowest, highest), dimension: container)
        if shown != height { height = shown }
    }

    /// Offered first (pointer delta, y down): reaches the top detent before anything
    /// inside scrolls, comes back from above it, and below it keeps every move.
    func lead(_ delta: Point) -> Point {
        guard isDragging else { return delta }
        let up = -delta.y
        let top = highest
        var used = 0.0
        if up > 0 && raw < top {
            used = min(up, top - raw)
        } else if up < 0 && raw > top {
            used = max(up, top - raw)
        } else if up < 0 && raw < top - 0.001 {
            used = up
        }
        guard used != 0 else { return delta }
        move(to: raw + used)
        return Point(x: delta.x, y: delta.y + used)
    }

    /// What the list inside left: the sheet takes all of it.
    func take(_ delta: Point) -> Point {
        guard isDragging, delta.y != 0 else { return delta }
        move(to: raw - delta.y)
        return Point(x: delta.x, y: 0)
    }

    /// The release: at (or above) the top the list inside gets the velocity.
    func leadRelease(_ velocity: Point) -> Point {
        handedVelocity = raw >= highest - 0.5
        return handedVelocity ? velocity : Point(x: velocity.x, y: 0)
    }

    /// Where the drag settles: the detent index and the motion there. `end()` it
    /// inside `animate(motion)` with the detent's change, so both move together.
    func release(velocity: Double) -> (index: Int, motion: Motion) {
        let v = handedVelocity ? 0 : velocity
        let index = heights.isEmpty ? 0 : SnapSheetPhysics.settle(height, velocity: v, heights: heights)
        let target = heights.isEmpty ? height : heights[index]
        return (index, SnapSheetPhysics.motion(from: height, to: target, velocity: v))
    }

    func end() {
        isDragging = false
    }
}

extension SnapSheetState {
    /// Layout tells the state its detent heights and container (no observation).
    func configure(heights: [Double], container: Double) {
        if self.heights != heights { self.heights = heights }
        if self.container != container { self.container = container }
    }
}
