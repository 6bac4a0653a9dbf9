/// Where a popover goes: a pure function of the anchor, the bubble's size, the
/// window, the permitted arrow directions and the previous direction.
///
/// The rules, in order (the bar is Floating UI's flip/shift/arrow with UIKit's arrow
/// meaning; `ArrowDirection.up` puts the bubble below the anchor):
/// 1. **Sticky**: if the previous direction is permitted and still fits, keep it.
/// 2. **Preferred**: the first permitted direction, if it fits.
/// 3. **Flip**: the opposite side, if permitted and it fits.
/// 4. **Perpendicular**: the two other sides, more free space first, if permitted
///    and they fit.
/// 5. **Any other permitted direction** that fits, in preference order.
/// 6. **Nothing fits**: the permitted side that shows the largest area of the bubble
///    inside the window (less the margin); ties go to the earlier preference.
/// "Fits" means the bubble plus its arrow lies inside the window less `margin` on
/// the main axis, and the bubble is no longer than the window less margins on the
/// cross axis. Then the bubble is **shifted** along the cross axis to stay inside the
/// margin, but never so far that its arrow could no longer sit on its straight edge
/// opposite the anchor. The **arrow** points at the anchor's center, clamped to the
/// straight part of the edge (corner radius + half the base from each end); it is
/// hidden when, clamped, it would not point at the anchor.
///
/// Placement never leaves the permitted set. An empty set is treated as `.any`.
/// With `mirrorsInRightToLeft`, left and right in the permitted set (and the previous
/// direction) are mirrored when `layoutDirection` is right-to-left.
public struct PopoverPlacement: Hashable, Sendable {
    /// What is asked.
    public struct Request: Hashable, Sendable {
        /// The anchor's frame, in window coordinates (points).
        public var anchor: Rect
        /// The bubble's size without the arrow.
        public var bubbleSize: Size
        /// The window's bounds.
        public var window: Rect
        /// Permitted arrow directions, most preferred first.
        public var permitted: [ArrowDirection]
        /// The direction chosen last time, for stickiness.
        public var previous: ArrowDirection?
        /// Space kept free between the bubble and the window's edges.
        public var margin: Double
        /// Extra distance between the anchor and the arrow's tip.
        public var offset: Double
        public var geometry: PopoverGeometry
        public var layoutDirection: LayoutDirection
        public var mirrorsInRightToLeft: Bool

        public init(anchor: Rect, bubbleSize: Size, window: Rect,
                    permitted: [ArrowDirection] = ArrowDirection.any,
                    previous: ArrowDirection? = nil, margin: Double = 10, offset: Double = 0,
                    geometry: PopoverGeometry = .standard,
                    layoutDirection: LayoutDirection = .leftToRight,
                    mirrorsInRightToLeft: Bool = true) {
            self.anchor = anchor
            self.bubbleSize = Size(width: max(0, bubbleSize.width.isFinite ? bubbleSize.width : 0),
                                   height: max(0, bubbleSize.height.isFinite ? bubbleSize.height : 0))
            self.window = window
            self.permitted = permitted
            self.previous = previous
            self.margin = max(0, margin.isFinite ? margin : 0)
            self.offset = offset.isFinite ? offset : 0
            self.geometry = geometry
            self.layoutDirection = layoutDirection
            self.mirrorsInRightToLeft = mirrorsInRightToLeft
        }
    }

    /// How far a bubble placed on one side pokes out of the window less the margin,
    /// per edge (0 when inside).
    public struct Overflow: Hashable, Sendable, CustomStringConvertible {
        public var top: Double
        public var left: Double
        public var bottom: Double
        public var right: Double

        public var isZero: Bool { top <= 0 && left <= 0 && bottom <= 0 && right <= 0 }

        public var description: String {
            "top \(DumpFormat.number(top)) left \(DumpFormat.number(left)) bottom \(DumpFormat.number(bottom)) right \(DumpFormat.number(right))"
        }
    }

    /// One side considered during placement.
    public struct Candidate: Hashable, Sendable {
        public var direction: ArrowDirection
        /// Overflow of the bubble and arrow before the cross-axis shift.
        public var overflow: Overflow
        /// Room between the anchor and the window edge (less the margin) on that side.
        public var freeSpace: Double
        public var fits: Bool
        /// Area of the bubble visible inside the window less the margin, after shift.
        public var visibleArea: Double
    }

    /// Why the direction was chosen.
    public enum Reason: String, Hashable, Sendable {
        case sticky = "kept the previous direction: it still fits"
        case preferred = "the preferred direction fits"
        case flipped = "the preferred side overflows; flipped to the opposite side"
        case perpendicular = "preferred and opposite sides overflow; took the perpendicular side with more free space"
        case fallbackOrder = "took the next permitted direction that fits"
        case largestVisibleArea = "nothing fits; took the side that shows the most of the bubble"
    }

    /// The chosen arrow direction (after any right-to-left mirroring).
    public var direction: ArrowDirection
    /// The bubble's frame without the arrow, in window coordinates.
    public var bubble: Rect
    /// Position of the arrow's center along the bubble's edge that faces the anchor,
    /// from that edge's start (left or top).
    public var arrowOffset: Double
    /// The tip of the arrow, in window coordinates.
    public var arrowTip: Point
    /// False when the arrow cannot point at the anchor from the bubble's straight edge.
    public var arrowVisible: Bool
    /// Every side considered, in the order tried.
    public var candidates: [Candidate]
    public var reason: Reason

    /// Places a popover for `request`.
    public init(_ request: Request) {
        let rtl = request.mirrorsInRightToLeft && request.layoutDirection == .rightToLeft
        var permitted = request.permitted.isEmpty ? ArrowDirection.any : request.permitted
        if rtl { permitted = permitted.map(\.mirrored) }
        let previous = rtl ? request.previous?.mirrored : request.previous
        let bounds = Rect(x: request.window.minX + request.margin, y: request.window.minY + request.margin,
                          width: max(0, request.window.width - 2 * request.margin),
                          height: max(0, request.window.height - 2 * request.margin))

        var candidates: [Candidate] = []
        candidates.reserveCapacity(4)
        func evaluate(_ direction: ArrowDirection) -> Candidate {
            if let existing = candidates.first(where: { $0.direction == direction }) { return existing }
            let unshifted = PopoverPlacement.bubbleFrame(request, direction)
            let overflow = PopoverPlacement.overflow(of: unshifted, arrowFor: direction, request, in: bounds)
            let crossFits = direction.mainAxis == .vertical
                ? request.bubbleSize.width <= bounds.width : request.bubbleSize.height <= bounds.height
            let mainFits: Bool
            switch direction {
            case .up: mainFits = overflow.bottom <= 0 && overflow.top <= 0
            case .down: mainFits = overflow.top <= 0 && overflow.bottom <= 0
            case .left: mainFits = overflow.right <= 0 && overflow.left <= 0
            case .right: mainFits = overflow.left <= 0 && overflow.right <= 0
            }
            let shifted = PopoverPlacement.shift(unshifted, direction, request, in: bounds)
            let candidate = Candidate(direction: direction, overflow: overflow,
                                      freeSpace: PopoverPlacement.freeSpace(direction, request, bounds),
                                      fits: mainFits && crossFits,
                                      visibleArea: PopoverPlacement.intersectionArea(shifted, bounds))
            candidates.append(candidate)
            return candidate
        }

        var chosen: ArrowDirection?
        var reason = Reason.preferred
        if let previous, permitted.contains(previous), evaluate(previous).fits {
            chosen = previous
            reason = .sticky
        }
        let preferred = permitted[0]
        if chosen == nil, evaluate(preferred).fits {
            chosen = preferred
            reason = .preferred
        }
        if chosen == nil, permitted.contains(preferred.opposite), evaluate(preferred.opposite).fits {
            chosen = preferred.opposite
            reason = .flipped
        }
        if chosen == nil {
            let perpendicular = ArrowDirection.allCases
                .filter { $0.mainAxis != preferred.mainAxis && permitted.contains($0) }
                .map(evaluate)
                .sorted { $0.freeSpace > $1.freeSpace
                    || ($0.freeSpace == $1.freeSpace
                        && permitted.firstIndex(of: $0.direction)! < permitted.firstIndex(of: $1.direction)!) }
            if let best = perpendicular.first(where: \.fits) {
                chosen = best.direction
                reason = .perpendicular
            }
        }
        if chosen == nil, let next = permitted.first(where: { evaluate($0).fits }) {
            chosen = next
            reason = .fallbackOrder
        }
        if chosen == nil {
            var best = evaluate(permitted[0])
            for direction in permitted.dropFirst() {
                let candidate = evaluate(direction)
                if candidate.visibleArea > best.visibleArea { best = candidate }
            }
            chosen = best.direction
            reason = .largestVisibleArea
        }

        let direction = chosen!
        let bubble = PopoverPlacement.shift(PopoverPlacement.bubbleFrame(request, direction), direction,
                                            request, in: bounds)
        let (offset, tip, visible) = PopoverPlacement.arrow(bubble, direction, request)
        self.direction = direction
        self.bubble = bubble
        self.arrowOffset = offset
        self.arrowTip = tip
        self.arrowVisible = visible
        self.candidates = candidates
        self.reason = reason
    }

    // MARK: Geometry

    /// The bubble on `direction`'s side, centered on the anchor along the cross axis.
    static func bubbleFrame(_ r: Request, _ direction: ArrowDirection) -> Rect {
        let gap = r.geometry.arrowHeight + r.offset
        let size = r.bubbleSize
        switch direction {
        case .up:
            return Rect(x: r.anchor.midX - size.width / 2, y: r.anchor.maxY + gap,
                        width: size.width, height: size.height)
        case .down:
            return Rect(x: r.anchor.midX - size.width / 2, y: r.anchor.minY - gap - size.height,
                        width: size.width, height: size.height)
        case .left:
            return Rect(x: r.anchor.maxX + gap, y: r.anchor.midY - size.height / 2,
                        width: size.width, height: size.height)
        case .right:
            return Rect(x: r.anchor.minX - gap - size.width, y: r.anchor.midY - size.height / 2,
                        width: size.width, height: size.height)
        }
    }

    /// Overflow of the bubble plus its arrow outside `bounds`, per edge.
    static func overflow(of bubble: Rect, arrowFor direction: ArrowDirection, _ r: Request,
                         in bounds: Rect) -> Overflow {
        var outer = bubble
        let arrow = r.geometry.arrowHeight
        switch direction {
        case .up: outer = Rect(x: bubble.minX, y: bubble.minY - arrow, width: bubble.width, height: bubble.height + arrow)
        case .down: outer = Rect(x: bubble.minX, y: bubble.minY, width: bubble.width, height: bubble.height + arrow)
        case .left: outer = Rect(x: bubble.minX - arrow, y: bubble.minY, width: bubble.width + arrow, height: bubble.height)
        case .right: outer = Rect(x: bubble.minX, y: bubble.minY, width: bubble.width + arrow, height: bubble.height)
        }
        return Overflow(top: max(0, bounds.minY - outer.minY), left: max(0, bounds.minX - outer.minX),
                        bottom: max(0, outer.maxY - bounds.maxY), right: max(0, outer.maxX - bounds.maxX))
    }

    /// Room on `direction`'s side of the anchor, inside `bounds`.
    static func freeSpace(_ direction: ArrowDirection, _ r: Request, _ bounds: Rect) -> Double {
        switch direction {
        case .up: return bounds.maxY - r.anchor.maxY
        case .down: return r.anchor.minY - bounds.minY
        case .left: return bounds.maxX - r.anchor.maxX
        case .right: return r.anchor.minX - bounds.minX
        }
    }

    /// Moves the bubble along the cross axis into `bounds`, but keeps the anchor's
    /// center within reach of the arrow's clamped range where possible, and never
    /// detaches: the arrow range must still overlap the anchor.
    static func shift(_ bubble: Rect, _ direction: ArrowDirection, _ r: Request, in bounds: Rect) -> Rect {
        let axis = direction.mainAxis.cross
        let length = bubble.size[axis]
        var start = bubble.origin[axis]
        let lower = bounds.origin[axis]
        let upper = bounds.origin[axis] + bounds.size[axis]
        if length <= upper - lower {
            start = min(max(start, lower), upper - length)
        } else {
            start = lower  // larger than the window: show its start
        }
        // Stay attached: the arrow's possible range [start+inset, start+length-inset]
        // must overlap the anchor's extent on this axis.
        let inset = min(r.geometry.arrowInset, length / 2)
        let anchorMin = r.anchor.origin[axis]
        let anchorMax = anchorMin + r.anchor.size[axis]
        let maxStart = anchorMax - inset          // arrow range begins at the anchor's far end
        let minStart = anchorMin - (length - inset)  // arrow range ends at the anchor's near end
        if minStart <= maxStart { start = min(max(start, minStart), maxStart) }
        var shifted = bubble
        shifted.origin[axis] = start
        return shifted
    }

    /// Arrow center offset along the facing edge, its tip, and whether it is shown.
    static func arrow(_ bubble: Rect, _ direction: ArrowDirection, _ r: Request) -> (Double, Point, Bool) {
        let axis = direction.mainAxis.cross
        let length = bubble.size[axis]
        let anchorCenter = r.anchor.origin[axis] + r.anchor.size[axis] / 2
        let anchorMin = r.anchor.origin[axis]
        let anchorMax = anchorMin + r.anchor.size[axis]
        let inset = r.geometry.arrowInset
        var visible = length >= 2 * inset
        var offset = anchorCenter - bubble.origin[axis]
        if visible {
            offset = min(max(offset, inset), length - inset)
            let at = bubble.origin[axis] + offset
            visible = at >= anchorMin - 0.0001 && at <= anchorMax + 0.0001
        } else {
            offset = length / 2
        }
        let along = bubble.origin[axis] + offset
        let tip: Point
        switch direction {
        case .up: tip = Point(x: along, y: bubble.minY - r.geometry.arrowHeight)
        case .down: tip = Point(x: along, y: bubble.maxY + r.geometry.arrowHeight)
        case .left: tip = Point(x: bubble.minX - r.geometry.arrowHeight, y: along)
        case .right: tip = Point(x: bubble.maxX + r.geometry.arrowHeight, y: along)
        }
        return (offset, tip, visible)
    }

    static func intersectionArea(_ a: Rect, _ b: Rect) -> Double {
        let w = min(a.maxX, b.maxX) - max(a.minX, b.minX)
        let h = min(a.maxY, b.maxY) - max(a.minY, b.minY)
        return w > 0 && h > 0 ? w * h : 0
    }
}

extension PopoverPlacement: CustomStringConvertible {
    /// The placement explained: the choice, the reason, then each candidate tried.
    public var description: String {
        var lines = ["arrow \(direction) (bubble \(direction.bubbleSide) the anchor) at \(bubble); \(reason.rawValue)"]
        lines.append("arrow offset \(DumpFormat.number(arrowOffset)), tip \(arrowTip)\(arrowVisible ? "" : ", hidden")")
        for c in candidates {
            lines.append("  tried \(c.direction): \(c.fits ? "fits" : "overflows") (\(c.overflow)); free \(DumpFormat.number(c.freeSpace)); visible area \(DumpFormat.number(c.visibleArea))")
        }
        return lines.joined(separator: "\n")
    }
}
