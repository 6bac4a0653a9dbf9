import Foundation
import Panels

/// The feel of a `SnapSheet`, as formulas (heights in points measured up from the
/// container's bottom; velocities in points per second, positive upwards).
///
/// Contract:
/// - **Projection** (as iOS): where a release at `velocity` would come to rest under
///   scrolling's deceleration, `height + (velocity / 1000) · d / (1 − d)` with
///   d = `ScrollPhysics.deceleration` (0.998).
/// - **Detent choice**: the detent nearest the projection (the lower one on a tie).
/// - **Rubber band**: past the lowest or highest detent the sheet moves as
///   `ScrollPhysics.rubberBand` over the container's height.
/// - **Spring**: 0.4 s response, damping ratio 0.9, starting from the release velocity.
/// - **Dimming**: the content behind is covered with black at 0 opacity at or below
///   the middle detent's height, rising linearly to 40 % at the highest.
public enum SnapSheetPhysics {
    public static let spring = Spring.response(0.4, dampingRatio: 0.9)
    public static let maximumDimming = 0.4

    /// Where a release at `height` with `velocity` (pt/s, up positive) projects to.
    public static func project(_ height: Double, velocity: Double) -> Double {
        let d = ScrollPhysics.deceleration
        guard velocity.isFinite else { return height }
        return height + (velocity / 1000) * d / (1 - d)
    }

    /// The index of the height in `heights` nearest `position` (the first on a tie).
    public static func nearest(_ position: Double, in heights: [Double]) -> Int {
        var best = 0
        for (i, h) in heights.enumerated() where abs(h - position) < abs(heights[best] - position) { best = i }
        return best
    }

    /// The detent a release at `height` with `velocity` settles at.
    public static func settle(_ height: Double, velocity: Double, heights: [Double]) -> Int {
        nearest(project(height, velocity: velocity), in: heights)
    }

    /// The height shown for a drag's raw height: 1:1 within `range`, rubber-banded
    /// past it over `dimension` points.
    public static func shown(raw: Double, range: ClosedRange<Double>, dimension: Double) -> Double {
        let clamped = min(max(raw, range.lowerBound), range.upperBound)
        return clamped + ScrollPhysics.rubberBand(raw - clamped, dimension: dimension)
    }

    /// The opacity of the black over the content behind at `height`.
    public static func dimming(_ height: Double, middle: Double, top: Double) -> Double {
        guard top > middle else { return height >= top ? maximumDimming : 0 }
        return min(max((height - middle) / (top - middle), 0), 1) * maximumDimming
    }

    /// The black drawn over the content behind at `height` (`dimming` as alpha).
    static func dimmingColor(_ height: Double, middle: Double, top: Double) -> RGBA {
        let dim = dimming(height, middle: middle, top: top)
        return RGBA(red: 0, green: 0, blue: 0, alpha: UInt8((dim * 255).rounded()))
    }

    /// The motion from `height` to `target` continuing `velocity` (pt/s, up positive).
    public static func motion(from height: Double, to target: Double, velocity: Double) -> Motion {
        let distance = target - height
        let relative = abs(distance) > 0.5 ? velocity / distance : 0
        return Motion.spring(spring).initialVelocity(relative)
    }
}
