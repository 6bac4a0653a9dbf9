import Panels
import Testing
import PanelsTestSupport

/// The placement rules of SPEC.md (popovers) as properties over generated requests:
/// windows 200–1400 × 200–1000 pt, margins 0–24, anchors wholly inside the window
/// less the margin (1–120 pt per side), bubbles 40–500 × 30–400 pt, every permitted
/// set (single sides, ordered pairs, any) and a random previous side. The case count
/// follows `PropertyTest.cases(_:)`; a failure names its seed (see `PropertyTest`).
@Suite("Popover placement properties")
struct PopoverPlacementPropertyTests {
    static let permittedSets: [[ArrowDirection]] = {
        var sets = ArrowDirection.allCases.map { [$0] }
        for a in ArrowDirection.allCases {
            for b in ArrowDirection.allCases where b != a { sets.append([a, b]) }
        }
        sets.append(ArrowDirection.any)
        return sets
    }()

    static func request(_ g: inout SplitMix64) -> PopoverPlacement.Request {
        let window = Rect(x: 0, y: 0, width: g.number(200 ... 1400), height: g.number(200 ... 1000))
        let margin = g.number(0 ... 24)
        let width = g.number(1 ... 120, step: 0.5)
        let height = g.number(1 ... 120, step: 0.5)
        let anchor = Rect(
            x: g.number(margin ... window.width - margin - width, step: 0.5),
            y: g.number(margin ... window.height - margin - height, step: 0.5),
            width: width, height: height)
        let bubble = Size(width: g.number(40 ... 500), height: g.number(30 ... 400))
        let permitted = g.element(of: permittedSets)
        let previous: ArrowDirection? = g.int(0 ... 4) == 4 ? nil : g.element(of: ArrowDirection.allCases)
        return PopoverPlacement.Request(
            anchor: anchor, bubbleSize: bubble, window: window, permitted: permitted,
            previous: previous, margin: margin)
    }

    /// The window less the margin.
    static func bounds(_ r: PopoverPlacement.Request) -> Rect {
        Rect(x: r.margin, y: r.margin, width: r.window.width - 2 * r.margin, height: r.window.height - 2 * r.margin)
    }

    /// Space beside the anchor on `side` for the bubble, after the arrow.
    static func mainRoom(_ side: ArrowDirection, _ r: PopoverPlacement.Request) -> Double {
        let b = bounds(r), arrow = r.geometry.arrowHeight
        switch side {
        case .up: return b.maxY - r.anchor.maxY - arrow
        case .down: return r.anchor.minY - b.minY - arrow
        case .left: return b.maxX - r.anchor.maxX - arrow
        case .right: return r.anchor.minX - b.minX - arrow
        }
    }

    static func fits(_ side: ArrowDirection, _ r: PopoverPlacement.Request) -> Bool {
        let b = bounds(r)
        return side.mainAxis == .vertical
            ? r.bubbleSize.height <= mainRoom(side, r) && r.bubbleSize.width <= b.width
            : r.bubbleSize.width <= mainRoom(side, r) && r.bubbleSize.height <= b.height
    }

    static func hasRoom(_ side: ArrowDirection, _ r: PopoverPlacement.Request) -> Bool {
        mainRoom(side, r) >= min(r.bubbleSize[side.mainAxis], PopoverPlacement.minimumLength)
    }

    /// Every rule checked for one request; nil when all hold.
    static func violation(_ r: PopoverPlacement.Request) -> String? {
        let p = PopoverPlacement(r)
        let eps = 1e-6
        let b = bounds(r)
        let bubble = p.bubble
        func fail(_ rule: String) -> String { "\(rule)\nrequest: \(r)\n\(p)" }

        // Deterministic.
        if PopoverPlacement(r) != p { return fail("not deterministic") }
        // The side is permitted.
        if !r.permitted.contains(p.direction) { return fail("side \(p.direction) not permitted") }
        // Inside the window less the margin, always.
        if bubble.minX < b.minX - eps || bubble.minY < b.minY - eps
            || bubble.maxX > b.maxX + eps || bubble.maxY > b.maxY + eps
        {
            return fail("bubble outside the window less the margin")
        }
        if bubble.width > r.bubbleSize.width + eps || bubble.height > r.bubbleSize.height + eps {
            return fail("bubble larger than asked")
        }
        let anyFits = r.permitted.contains { fits($0, r) }
        if anyFits {
            // Not constrained, and on a side that fits.
            if bubble.size != r.bubbleSize { return fail("constrained although a permitted side fits") }
            if !fits(p.direction, r) { return fail("took a side that does not fit while one does") }
        }
        // Sticky: the previous side is kept while it fits.
        if let previous = r.previous, r.permitted.contains(previous), fits(previous, r), p.direction != previous {
            return fail("left the previous side \(previous) although it fits")
        }
        // Never over the anchor while some permitted side has room.
        if r.permitted.contains(where: { hasRoom($0, r) }) {
            let w = min(bubble.maxX, r.anchor.maxX) - max(bubble.minX, r.anchor.minX)
            let h = min(bubble.maxY, r.anchor.maxY) - max(bubble.minY, r.anchor.minY)
            if w > eps && h > eps { return fail("bubble overlaps the anchor although a side has room") }
            if !hasRoom(p.direction, r) { return fail("took a side without room while one has room") }
        }
        // Shifted along the cross axis only as far as staying inside needs.
        let cross = p.direction.mainAxis.cross
        let length = bubble.size[cross]
        let centered = r.anchor.origin[cross] + r.anchor.size[cross] / 2 - length / 2
        let lower = b.origin[cross], upper = b.origin[cross] + b.size[cross]
        let expected = min(max(centered, lower), upper - length)
        if abs(bubble.origin[cross] - expected) > eps { return fail("shifted further than needed") }
        // The arrow: tip on the anchor's facing edge, base on the straight edge.
        if p.arrowVisible {
            let g = r.geometry
            let along = bubble.origin[cross] + p.arrowOffset
            if p.arrowOffset - g.arrowBase / 2 < g.cornerRadius - eps
                || p.arrowOffset + g.arrowBase / 2 > length - g.cornerRadius + eps
            {
                return fail("arrow base leaves the straight edge")
            }
            let anchorMin = r.anchor.origin[cross], anchorMax = anchorMin + r.anchor.size[cross]
            if along < anchorMin - eps || along > anchorMax + eps { return fail("arrow does not point at the anchor") }
            let tipAlong = cross == .horizontal ? p.arrowTip.x : p.arrowTip.y
            let tipMain = cross == .horizontal ? p.arrowTip.y : p.arrowTip.x
            let edge: Double
            switch p.direction {
            case .up: edge = r.anchor.maxY
            case .down: edge = r.anchor.minY
            case .left: edge = r.anchor.maxX
            case .right: edge = r.anchor.minX
            }
            if abs(tipAlong - along) > eps || abs(tipMain - edge) > eps {
                return fail("arrow tip not on the anchor's facing edge")
            }
        }
        // The arrow hides only when it cannot point at the anchor.
        if !p.arrowVisible, p.reason != .noRoom {
            let g = r.geometry
            let inset = g.cornerRadius + g.arrowBase / 2
            let anchorMin = r.anchor.origin[cross], anchorMax = anchorMin + r.anchor.size[cross]
            if length >= 2 * inset {
                let clamped = min(
                    max(r.anchor.origin[cross] + r.anchor.size[cross] / 2, bubble.origin[cross] + inset),
                    bubble.origin[cross] + length - inset)
                if clamped >= anchorMin + eps && clamped <= anchorMax - eps {
                    return fail("arrow hidden although it could point at the anchor")
                }
            }
        }
        return nil
    }

    @Test func placementKeepsEveryRule() {
        PropertyTest.check("popover placement", cases: 20_000) { g in
            Self.violation(Self.request(&g))
        }
    }

    /// Requests whose bubble is larger than the window less the margin on at least
    /// one axis (up to three times the window), otherwise as `request`.
    static func oversizedRequest(_ g: inout SplitMix64) -> PopoverPlacement.Request {
        var r = request(&g)
        let b = bounds(r)
        let tall = g.int(0 ... 2)
        let width = tall == 1 ? g.number(40 ... max(41, b.width)) : g.number(b.width + 1 ... 3 * r.window.width)
        let height = tall == 2 ? g.number(30 ... max(31, b.height)) : g.number(b.height + 1 ... 3 * r.window.height)
        r.bubbleSize = Size(width: width, height: height)
        if g.int(0 ... 3) == 0 {
            // An anchor partly or wholly outside the window (scrolled away, or a window
            // smaller than the layout).
            let w = r.anchor.width, h = r.anchor.height
            r.anchor.origin = Point(
                x: g.number(-w - 100 ... r.window.width + 100, step: 0.5),
                y: g.number(-h - 100 ... r.window.height + 100, step: 0.5))
        }
        if g.int(0 ... 3) == 0 { r.offset = g.number(-20 ... 40) }
        return r
    }

    /// A bubble larger than the window is constrained to the window less its margin
    /// (its content scrolls): every rule above still holds.
    @Test func oversizedBubbleStaysInsideTheWindow() {
        PropertyTest.check("oversized popover placement", cases: 20_000, maxFailures: 100) { g in
            let r = Self.oversizedRequest(&g)
            let p = PopoverPlacement(r)
            let b = Self.bounds(r)
            let eps = 1e-6
            if p.bubble.minX < b.minX - eps || p.bubble.minY < b.minY - eps || p.bubble.maxX > b.maxX + eps
                || p.bubble.maxY > b.maxY + eps
            {
                return "bubble outside the window less the margin\nrequest: \(r)\n\(p)"
            }
            if !r.permitted.contains(p.direction) { return "side \(p.direction) not permitted" }
            if p.bubble.width > b.width + 1e-6 || p.bubble.height > b.height + 1e-6 {
                return "bubble larger than the window less the margin: \(p.bubble) in \(b)"
            }
            return nil
        }
    }

    /// The generator reaches every rule, so the properties above are not vacuous.
    @Test func generatedCasesReachEveryRule() {
        var reasons: Set<String> = []
        var hidden = 0, shifted = 0
        PropertyTest.check("coverage", cases: 5_000) { g in
            let p = PopoverPlacement(Self.request(&g))
            reasons.insert(p.reason.rawValue)
            if !p.arrowVisible { hidden += 1 }
            if p.shift != 0 { shifted += 1 }
            return nil
        }
        if PropertyTest.cases(5_000) >= 2_000 {
            let all: [PopoverPlacement.Reason] = [.sticky, .preferred, .flipped, .perpendicular, .constrained, .noRoom]
            for reason in all { #expect(reasons.contains(reason.rawValue), "never reached: \(reason)") }
            #expect(hidden > 0 && shifted > 0)
        }
    }
}
