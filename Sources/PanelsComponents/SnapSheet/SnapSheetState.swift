import Observation
import Panels

/// The live state of one `SnapSheet`: whether a drag holds it and where.
///
/// Contract: `@Observable` (`isDragging`); `height` changes only while `isDragging`
/// (then the sheet shows it 1:1, rubber-banded past the extreme detents); at rest the
/// sheet shows its detent (`SnapSheet`'s `detent` reference). The sheet is laid out at
/// its detent and drawn `lift` points above it: a drag frame or a settling spring
/// changes only `lift` (a `LiveValue`), so it draws without resolving or laying out
/// the sheet, its content or what is behind it. Keep one per sheet, outside `body`.
@Observable
public final class SnapSheetState {
    /// The visible height while a drag holds the sheet (points). Not observed: the
    /// sheet draws it through `lift`.
    @ObservationIgnored public private(set) var height = 0.0
    public private(set) var isDragging = false
    /// How far above its detent the sheet is drawn (points): the drag's height less
    /// the detent's, then a spring back to 0 after the release.
    @ObservationIgnored public let lift = LiveValue(0)
    /// The height of the detent the sheet is laid out at (set by layout).
    @ObservationIgnored var restingHeight = 0.0

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
        lift.value = height - restingHeight
        isDragging = true
    }

    func move(to raw: Double) {
        self.raw = raw
        let shown = SnapSheetPhysics.shown(raw: raw, range: lowest ... max(lowest, highest), dimension: container)
        if shown != height {
            height = shown
            lift.value = shown - restingHeight
        }
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

    /// Ends the drag: the sheet rests at the detent of height `target` from now on,
    /// drawn from where the drag left it and springing there with `motion`.
    func end(settlingAt target: Double, motion: Motion) {
        let from = height - target
        restingHeight = target
        isDragging = false
        lift.animate(from: from, to: 0, motion: motion)
    }
}

extension SnapSheetState {
    /// Layout tells the state its detent heights, its container and the height of the
    /// detent it is laid out at (no observation).
    func configure(heights: [Double], container: Double, resting: Double) {
        if self.heights != heights { self.heights = heights }
        if self.container != container { self.container = container }
        if restingHeight != resting {
            // Laid out elsewhere (a new detent, a resize): the drag keeps its height.
            if isDragging { lift.value = height - resting }
            restingHeight = resting
        }
    }
}
