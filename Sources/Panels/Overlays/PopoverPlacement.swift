/// Where a popover goes: a pure function of the anchor, the bubble's size, the
/// window, the permitted arrow directions and the previous direction (SPEC.md,
/// popovers). `ArrowDirection.up` puts the bubble below the anchor (UIKit's meaning).
///
/// Terms: the **bounds** are the window less `margin` on every side. A side's
/// **room** is the largest bubble it can hold: along the main axis, from the
/// anchor's edge plus the arrow (and `offset`) to the bounds' edge, at most the
/// bounds' length (an anchor outside the window has no more room); across, the
/// bounds' length. A side **fits** when the bubble, with its arrow, lies inside the
/// bounds there, i.e. the room holds the whole bubble.
///
/// The side, by the first rule that applies (`reason` names it):
/// 1. **Sticky**: the previous direction, if permitted and it still fits.
/// 2. **Preferred**: the first permitted direction, if it fits.
/// 3. **Flip**: the opposite side, if permitted and it fits.
/// 4. **Perpendicular**: the permitted sides across, more free space first (ties in
///    preference order), if one fits.
/// 5. **Constrained**: nothing fits. The permitted side with the most room (the
///    largest area of the bubble it can show; ties in preference order) among those
///    with room for at least `minimumLength` (or the whole bubble when it is
///    shorter) along the main axis; the bubble is **constrained** to that room
///    (`bubble.size` is smaller than asked: the content is laid out at that size
///    and clipped).
/// 6. **No room**: no permitted side has even that much room. The permitted side
///    with the most room along the main axis; the bubble is constrained to
///    `minimumLength` on that axis and moved inside the bounds, over the anchor.
///
/// Then the bubble is **shifted** along the cross axis (centered on the anchor
/// first) as far as keeping it inside the bounds needs: inside the window wins over
/// staying attached. The result always lies inside the bounds (when they are not
/// empty). The **arrow** points at the anchor's center, clamped to the straight part
/// of the facing edge (its base at least the corner radius from each corner); it is
/// hidden when, clamped, it no longer points at the anchor, when the edge is too
/// short for it, or when the bubble had to be moved onto the anchor (rule 6). The
/// bubble is never moved to keep the arrow.
///
/// Placement never leaves the permitted set. An empty set is treated as `.any`.
/// With `mirrorsInRightToLeft`, left and right in the permitted set (and the previous
/// direction) are mirrored when `layoutDirection` is right-to-left. The same request
/// gives the same placement.
public struct PopoverPlacement: Hashable, Sendable {
    /// The shortest a constrained bubble gets along the main axis (twice the
    /// standard corner radius): a side with less room than this has no room.
    package static let minimumLength = 26.0

    /// What is asked.
    public struct Request: Hashable, Sendable {
        /// The anchor's frame, in window coordinates (points).
        package var anchor: Rect
        /// The bubble's size without the arrow.
        package var bubbleSize: Size
        /// The window's bounds.
        package var window: Rect
        /// Permitted arrow directions, most preferred first.
        package var permitted: [ArrowDirection]
        /// The direction chosen last time, for stickiness.
        package var previous: ArrowDirection?
        /// Space kept free between the bubble and the window's edges.
        package var margin: Double
        /// Extra distance between the anchor and the arrow's tip.
        package var offset: Double
        /// The bubble's corner radius and arrow size.
        package var geometry: PopoverGeometry
        /// The layout direction the anchor is in.
        package var layoutDirection: LayoutDirection
        /// Whether `left` and `right` in `permitted` mirror in a right-to-left layout.
        package var mirrorsInRightToLeft: Bool

        /// A request for a bubble of `bubbleSize` at `anchor` in `window` (window
        /// coordinates, points), its arrow in one of `permitted` (most preferred first),
        /// `previous` the side it was on (for stickiness), `margin` points kept free at
        /// the window's edges and `offset` points between the anchor and the arrow's
        /// tip, with the standard bubble geometry; in a right-to-left `layoutDirection`,
        /// `left` and `right` mirror. A bubble size or margin that is not finite or
        /// negative counts as 0, an offset that is not finite as 0.
        public init(
            anchor: Rect, bubbleSize: Size, window: Rect,
            permitted: [ArrowDirection] = ArrowDirection.any,
            previous: ArrowDirection? = nil, margin: Double = 10, offset: Double = 0,
            layoutDirection: LayoutDirection = .leftToRight
        ) {
            self.init(
                anchor: anchor, bubbleSize: bubbleSize, window: window, permitted: permitted, previous: previous,
                margin: margin, offset: offset, geometry: .standard, layoutDirection: layoutDirection,
                mirrorsInRightToLeft: true)
        }

        /// The same with another bubble geometry, and `mirrorsInRightToLeft` false to
        /// keep `left` and `right` as given in a right-to-left layout.
        package init(
            anchor: Rect, bubbleSize: Size, window: Rect,
            permitted: [ArrowDirection] = ArrowDirection.any,
            previous: ArrowDirection? = nil, margin: Double = 10, offset: Double = 0,
            geometry: PopoverGeometry,
            layoutDirection: LayoutDirection = .leftToRight,
            mirrorsInRightToLeft: Bool = true
        ) {
            self.anchor = anchor
            self.bubbleSize = Size(
                width: max(0, bubbleSize.width.isFinite ? bubbleSize.width : 0),
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
    package struct Overflow: Hashable, Sendable, CustomStringConvertible {
        /// Points past the top edge (0 or less: inside).
        package var top: Double
        /// Points past the left edge (0 or less: inside).
        package var left: Double
        /// Points past the bottom edge (0 or less: inside).
        package var bottom: Double
        /// Points past the right edge (0 or less: inside).
        package var right: Double

        /// True when nothing pokes out on any edge.
        package var isZero: Bool { top <= 0 && left <= 0 && bottom <= 0 && right <= 0 }

        package var description: String {
            "top \(DumpFormat.number(top)) left \(DumpFormat.number(left)) bottom \(DumpFormat.number(bottom)) right \(DumpFormat.number(right))"
        }
    }

    /// One side considered during placement.
    package struct Candidate: Hashable, Sendable {
        /// The arrow direction this side means.
        package var direction: ArrowDirection
        /// Overflow of the bubble and arrow, centered on the anchor, before the
        /// cross-axis shift.
        package var overflow: Overflow
        /// Room between the anchor and the window edge (less the margin) on that side.
        package var freeSpace: Double
        /// The largest bubble this side holds (see the type's terms).
        package var room: Size
        /// Whether the bubble and arrow fit inside the window less the margin here.
        package var fits: Bool
        /// Whether the room is at least `minimumLength` (or the whole bubble) long
        /// along the main axis.
        package var hasRoom: Bool
    }

    /// The rule that chose the side.
    public enum Reason: String, Hashable, Sendable {
        /// The previous direction still fits, so the popover stays put.
        case sticky = "kept the previous direction: it still fits"
        /// The first permitted direction fits.
        case preferred = "the preferred direction fits"
        /// The preferred side overflows and the opposite one fits.
        case flipped = "the preferred side overflows; flipped to the opposite side"
        /// Both sides of the preferred axis overflow; a side of the other axis fits.
        case perpendicular = "preferred and opposite sides overflow; took the perpendicular side with more free space"
        /// No permitted side holds the bubble; it is made smaller to fit the roomiest.
        case constrained =
            "no permitted side holds the bubble; took the side with the most room and constrained the bubble to it"
        /// No permitted side has room; the bubble stays inside the window over the anchor.
        case noRoom =
            "no permitted side has room; took the side with the most room and kept the bubble inside the window, over the anchor"
    }

    /// The chosen arrow direction (after any right-to-left mirroring).
    public package(set) var direction: ArrowDirection
    /// The bubble's frame without the arrow, in window coordinates. Its size is the
    /// requested size unless `reason` is `.constrained` or `.noRoom`.
    public package(set) var bubble: Rect
    /// How far the bubble was moved along the cross axis from centered on the anchor
    /// to stay inside the window less the margin (0: not moved).
    package var shift: Double
    /// Position of the arrow's center along the bubble's edge that faces the anchor,
    /// from that edge's start (left or top).
    package var arrowOffset: Double
    /// The tip of the arrow, in window coordinates.
    package var arrowTip: Point
    /// False when the arrow cannot point at the anchor from the bubble's straight edge.
    package var arrowVisible: Bool
    /// Every side considered, in the order tried.
    package var candidates: [Candidate]
    /// The rule that chose the side (its text says it in words).
    public package(set) var reason: Reason

    /// Whether the bubble is smaller than asked (rules 5 and 6).
    public var isConstrained: Bool { reason == .constrained || reason == .noRoom }

    /// Places a popover for `request`.
    public init(_ request: Request) {
        let rtl = request.mirrorsInRightToLeft && request.layoutDirection == .rightToLeft
        var permitted = request.permitted.isEmpty ? ArrowDirection.any : request.permitted
        if rtl { permitted = permitted.map(\.mirrored) }
        let previous = rtl ? request.previous?.mirrored : request.previous
        let bounds = PopoverPlacement.bounds(request)

        var candidates: [Candidate] = []
        candidates.reserveCapacity(4)
        func evaluate(_ direction: ArrowDirection) -> Candidate {
            if let existing = candidates.first(where: { $0.direction == direction }) { return existing }
            let unshifted = PopoverPlacement.bubbleFrame(request, direction, size: request.bubbleSize)
            let overflow = PopoverPlacement.overflow(of: unshifted, arrowFor: direction, request, in: bounds)
            let vertical = direction.mainAxis == .vertical
            let mainFits =
                vertical
                ? overflow.top <= 0 && overflow.bottom <= 0
                : overflow.left <= 0 && overflow.right <= 0
            let crossFits =
                vertical
                ? request.bubbleSize.width <= bounds.width
                : request.bubbleSize.height <= bounds.height
            let free = PopoverPlacement.freeSpace(direction, request, bounds)
            // Never more than the bounds hold: an anchor outside the window, or a
            // negative offset, leaves more space beside it than there is inside.
            let mainRoom = min(
                max(0, free - request.geometry.arrowHeight - request.offset), bounds.size[direction.mainAxis])
            let room =
                vertical
                ? Size(width: bounds.width, height: mainRoom)
                : Size(width: mainRoom, height: bounds.height)
            let length = request.bubbleSize[direction.mainAxis]
            let candidate = Candidate(
                direction: direction, overflow: overflow, freeSpace: free, room: room,
                fits: mainFits && crossFits,
                hasRoom: mainRoom >= min(length, PopoverPlacement.minimumLength))
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
            let perpendicular =
                permitted
                .filter { $0.mainAxis != preferred.mainAxis }
                .map(evaluate)
            var best: Candidate?
            for candidate in perpendicular where candidate.fits {
                if best == nil || candidate.freeSpace > best!.freeSpace { best = candidate }
            }
            if let best {
                chosen = best.direction
                reason = .perpendicular
            }
        }
        var size = request.bubbleSize
        if chosen == nil {
            // Nothing fits: every permitted side has been evaluated (rules 2–4 cover
            // them all), in preference order below.
            let all = permitted.map(evaluate)
            func shown(_ c: Candidate) -> Double {
                min(request.bubbleSize.width, c.room.width) * min(request.bubbleSize.height, c.room.height)
            }
            var best: Candidate?
            for candidate in all where candidate.hasRoom {
                if best == nil || shown(candidate) > shown(best!) { best = candidate }
            }
            if let best {
                chosen = best.direction
                reason = .constrained
                size = Size(width: min(size.width, best.room.width), height: min(size.height, best.room.height))
            } else {
                var widest = all[0]
                for candidate in all.dropFirst()
                where candidate.room[candidate.direction.mainAxis] > widest.room[widest.direction.mainAxis] {
                    widest = candidate
                }
                chosen = widest.direction
                reason = .noRoom
                let main = widest.direction.mainAxis
                size[main] = min(size[main], PopoverPlacement.minimumLength, bounds.size[main])
                size[main.cross] = min(size[main.cross], widest.room[main.cross])
            }
        }

        let direction = chosen!
        let centered = PopoverPlacement.bubbleFrame(request, direction, size: size)
        let bubble = PopoverPlacement.inside(centered, bounds)
        let cross = direction.mainAxis.cross
        let moved = abs(bubble.origin[direction.mainAxis] - centered.origin[direction.mainAxis]) > 1e-6
        let (offset, tip, visible) = PopoverPlacement.arrow(bubble, direction, request)
        self.direction = direction
        self.bubble = bubble
        self.shift = bubble.origin[cross] - centered.origin[cross]
        self.arrowOffset = offset
        self.arrowTip = tip
        self.arrowVisible = visible && !moved
        self.candidates = candidates
        self.reason = reason
    }

    // MARK: Geometry

    /// The window less the margin on every side.
    static func bounds(_ r: Request) -> Rect {
        Rect(
            x: r.window.minX + r.margin, y: r.window.minY + r.margin,
            width: max(0, r.window.width - 2 * r.margin), height: max(0, r.window.height - 2 * r.margin))
    }

    /// A bubble of `size` on `direction`'s side, centered on the anchor along the
    /// cross axis.
    static func bubbleFrame(_ r: Request, _ direction: ArrowDirection, size: Size) -> Rect {
        let gap = r.geometry.arrowHeight + r.offset
        switch direction {
        case .up:
            return Rect(
                x: r.anchor.midX - size.width / 2, y: r.anchor.maxY + gap,
                width: size.width, height: size.height)
        case .down:
            return Rect(
                x: r.anchor.midX - size.width / 2, y: r.anchor.minY - gap - size.height,
                width: size.width, height: size.height)
        case .left:
            return Rect(
                x: r.anchor.maxX + gap, y: r.anchor.midY - size.height / 2,
                width: size.width, height: size.height)
        case .right:
            return Rect(
                x: r.anchor.minX - gap - size.width, y: r.anchor.midY - size.height / 2,
                width: size.width, height: size.height)
        }
    }

    /// Overflow of the bubble plus its arrow outside `bounds`, per edge.
    static func overflow(
        of bubble: Rect, arrowFor direction: ArrowDirection, _ r: Request,
        in bounds: Rect
    ) -> Overflow {
        var outer = bubble
        let arrow = r.geometry.arrowHeight
        switch direction {
        case .up:
            outer = Rect(x: bubble.minX, y: bubble.minY - arrow, width: bubble.width, height: bubble.height + arrow)
        case .down: outer = Rect(x: bubble.minX, y: bubble.minY, width: bubble.width, height: bubble.height + arrow)
        case .left:
            outer = Rect(x: bubble.minX - arrow, y: bubble.minY, width: bubble.width + arrow, height: bubble.height)
        case .right: outer = Rect(x: bubble.minX, y: bubble.minY, width: bubble.width + arrow, height: bubble.height)
        }
        return Overflow(
            top: max(0, bounds.minY - outer.minY), left: max(0, bounds.minX - outer.minX),
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

    /// `bubble` moved (not resized) as little as possible to lie inside `bounds` on
    /// both axes; a bubble longer than the bounds shows its start.
    static func inside(_ bubble: Rect, _ bounds: Rect) -> Rect {
        func clamp(_ start: Double, _ length: Double, _ lower: Double, _ upper: Double) -> Double {
            length <= upper - lower ? min(max(start, lower), upper - length) : lower
        }
        return Rect(
            x: clamp(bubble.minX, bubble.width, bounds.minX, bounds.maxX),
            y: clamp(bubble.minY, bubble.height, bounds.minY, bounds.maxY),
            width: bubble.width, height: bubble.height)
    }

    /// Arrow center offset along the facing edge, its tip, and whether it can point
    /// at the anchor from the straight part of that edge.
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
}

extension PopoverPlacement: CustomStringConvertible {
    /// The placement explained: the choice and the rule that made it, the shift and
    /// the arrow, then each candidate tried.
    public var description: String {
        var lines = ["arrow \(direction) (bubble \(direction.bubbleSide) the anchor) at \(bubble); \(reason.rawValue)"]
        if shift != 0 {
            lines.append("shifted \(DumpFormat.number(shift)) along the cross axis to stay inside the margin")
        }
        var arrow = "arrow offset \(DumpFormat.number(arrowOffset)), tip \(arrowTip)"
        if !arrowVisible { arrow += ", hidden: it cannot point at the anchor from the straight edge" }
        lines.append(arrow)
        for c in candidates {
            lines.append(
                "  tried \(c.direction): \(c.fits ? "fits" : "overflows") (\(c.overflow)); free \(DumpFormat.number(c.freeSpace)); room \(DumpFormat.number(c.room.width))×\(DumpFormat.number(c.room.height))"
            )
        }
        return lines.joined(separator: "\n")
    }
}
