import Panels
import Testing

@Suite("Popover placement")
struct PopoverPlacementTests {
    static let window = Rect(x: 0, y: 0, width: 800, height: 600)

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var anchor: Rect
        var bubble: Size
        var window: Rect = PopoverPlacementTests.window
        var permitted: [ArrowDirection] = ArrowDirection.any
        var previous: ArrowDirection? = nil
        var rtl = false
        var margin = 10.0
        var offset = 0.0
        // Expected:
        var direction: ArrowDirection
        var reason: PopoverPlacement.Reason
        var frame: Rect? = nil
        var arrowVisible = true
        var arrowOffset: Double? = nil

        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "preferred fits: bubble below the anchor for an up arrow",
            anchor: Rect(x: 390, y: 100, width: 20, height: 20), bubble: Size(width: 200, height: 100),
            permitted: [.up], direction: .up, reason: .preferred,
            frame: Rect(x: 300, y: 133, width: 200, height: 100), arrowOffset: 100),
        Case(
            name: "down arrow puts the bubble above",
            anchor: Rect(x: 390, y: 300, width: 20, height: 20), bubble: Size(width: 200, height: 100),
            permitted: [.down], direction: .down, reason: .preferred,
            frame: Rect(x: 300, y: 187, width: 200, height: 100)),
        Case(
            name: "flip: no room below, so above",
            anchor: Rect(x: 390, y: 540, width: 20, height: 20), bubble: Size(width: 200, height: 100),
            permitted: [.up, .down], direction: .down, reason: .flipped,
            frame: Rect(x: 300, y: 427, width: 200, height: 100)),
        Case(
            name: "perpendicular side with more free space",
            anchor: Rect(x: 300, y: 140, width: 20, height: 20), bubble: Size(width: 200, height: 200),
            window: Rect(x: 0, y: 0, width: 800, height: 300),
            direction: .left, reason: .perpendicular,
            frame: Rect(x: 333, y: 50, width: 200, height: 200)),
        Case(
            name: "perpendicular: the right arrow when the left side has more room",
            anchor: Rect(x: 600, y: 140, width: 20, height: 20), bubble: Size(width: 200, height: 200),
            window: Rect(x: 0, y: 0, width: 800, height: 300),
            direction: .right, reason: .perpendicular,
            frame: Rect(x: 387, y: 50, width: 200, height: 200)),
        Case(
            name: "never leaves the permitted set: constrained to the room on that side",
            anchor: Rect(x: 700, y: 290, width: 20, height: 20), bubble: Size(width: 200, height: 100),
            permitted: [.left], direction: .left, reason: .constrained,
            frame: Rect(x: 733, y: 250, width: 57, height: 100), arrowOffset: 50),
        Case(
            name: "bubble larger than the window: the side with the most room, constrained to it",
            anchor: Rect(x: 140, y: 40, width: 20, height: 20), bubble: Size(width: 400, height: 400),
            window: Rect(x: 0, y: 0, width: 300, height: 300),
            permitted: [.down, .up], direction: .up, reason: .constrained,
            frame: Rect(x: 10, y: 73, width: 280, height: 217), arrowOffset: 140),
        Case(
            name: "a window narrower than the bubble: constrained across, arrow still on the anchor",
            anchor: Rect(x: 120, y: 300, width: 40, height: 40), bubble: Size(width: 300, height: 300),
            window: Rect(x: 0, y: 0, width: 280, height: 640),
            direction: .up, reason: .constrained,
            frame: Rect(x: 10, y: 353, width: 260, height: 277), arrowOffset: 130),
        Case(
            name: "no permitted side has room: a minimal bubble inside the window, over the anchor",
            anchor: Rect(x: 10, y: 150, width: 40, height: 40), bubble: Size(width: 200, height: 100),
            window: Rect(x: 0, y: 0, width: 200, height: 200),
            permitted: [.up], direction: .up, reason: .noRoom,
            frame: Rect(x: 10, y: 164, width: 180, height: 26), arrowVisible: false),
        Case(
            name: "shift near the left edge keeps the margin; the arrow hides when it cannot reach the anchor",
            anchor: Rect(x: 5, y: 100, width: 20, height: 20), bubble: Size(width: 200, height: 100),
            permitted: [.up], direction: .up, reason: .preferred,
            frame: Rect(x: 10, y: 133, width: 200, height: 100), arrowVisible: false, arrowOffset: 26),
        Case(
            name: "shift near the right edge keeps the margin",
            anchor: Rect(x: 700, y: 100, width: 40, height: 20), bubble: Size(width: 200, height: 100),
            permitted: [.up], direction: .up, reason: .preferred,
            frame: Rect(x: 590, y: 133, width: 200, height: 100), arrowOffset: 130),
        Case(
            name: "anchor in the top-left corner: inside the margin wins, the arrow hides",
            anchor: Rect(x: 0, y: 0, width: 30, height: 30), bubble: Size(width: 200, height: 100),
            direction: .up, reason: .preferred,
            frame: Rect(x: 10, y: 43, width: 200, height: 100), arrowVisible: false, arrowOffset: 26),
        Case(
            name: "anchor in the bottom-right corner flips and shifts",
            anchor: Rect(x: 770, y: 570, width: 30, height: 30), bubble: Size(width: 200, height: 100),
            direction: .down, reason: .flipped,
            frame: Rect(x: 590, y: 457, width: 200, height: 100), arrowVisible: false, arrowOffset: 174),
        Case(
            name: "near a corner but inside the margin: shifted, the arrow clamped yet on the anchor",
            anchor: Rect(x: 740, y: 20, width: 40, height: 30), bubble: Size(width: 200, height: 100),
            direction: .up, reason: .preferred,
            frame: Rect(x: 590, y: 63, width: 200, height: 100), arrowOffset: 170),
        Case(
            name: "anchor larger than the bubble: the arrow points at its center",
            anchor: Rect(x: 100, y: 100, width: 600, height: 50), bubble: Size(width: 100, height: 80),
            permitted: [.up], direction: .up, reason: .preferred,
            frame: Rect(x: 350, y: 163, width: 100, height: 80), arrowOffset: 50),
        Case(
            name: "sticky: keeps the previous direction while it fits",
            anchor: Rect(x: 390, y: 300, width: 20, height: 20), bubble: Size(width: 200, height: 100),
            previous: .down, direction: .down, reason: .sticky),
        Case(
            name: "sticky ends when the previous side overflows",
            anchor: Rect(x: 390, y: 40, width: 20, height: 20), bubble: Size(width: 200, height: 100),
            previous: .down, direction: .up, reason: .preferred),
        Case(
            name: "a previous direction outside the permitted set is ignored",
            anchor: Rect(x: 390, y: 300, width: 20, height: 20), bubble: Size(width: 200, height: 100),
            permitted: [.up], previous: .down, direction: .up, reason: .preferred),
        Case(
            name: "right-to-left mirrors left and right",
            anchor: Rect(x: 390, y: 290, width: 20, height: 20), bubble: Size(width: 200, height: 100),
            permitted: [.left], rtl: true, direction: .right, reason: .preferred,
            frame: Rect(x: 177, y: 250, width: 200, height: 100)),
        Case(
            name: "right-to-left leaves up and down alone",
            anchor: Rect(x: 390, y: 100, width: 20, height: 20), bubble: Size(width: 200, height: 100),
            permitted: [.up], rtl: true, direction: .up, reason: .preferred,
            frame: Rect(x: 300, y: 133, width: 200, height: 100)),
        Case(
            name: "an empty permitted set means any",
            anchor: Rect(x: 390, y: 100, width: 20, height: 20), bubble: Size(width: 200, height: 100),
            permitted: [], direction: .up, reason: .preferred),
        Case(
            name: "anchor in the top-right corner shifts left, inside the margin",
            anchor: Rect(x: 770, y: 0, width: 30, height: 30), bubble: Size(width: 200, height: 100),
            direction: .up, reason: .preferred,
            frame: Rect(x: 590, y: 43, width: 200, height: 100), arrowVisible: false, arrowOffset: 174),
        Case(
            name: "anchor in the bottom-left corner flips above and shifts right",
            anchor: Rect(x: 0, y: 570, width: 30, height: 30), bubble: Size(width: 200, height: 100),
            direction: .down, reason: .flipped,
            frame: Rect(x: 10, y: 457, width: 200, height: 100), arrowVisible: false, arrowOffset: 26),
        Case(
            name: "bubble taller than the window: the side with the most room, constrained to the window",
            anchor: Rect(x: 390, y: 190, width: 20, height: 20), bubble: Size(width: 200, height: 500),
            window: Rect(x: 0, y: 0, width: 800, height: 400),
            direction: .left, reason: .constrained,
            frame: Rect(x: 423, y: 10, width: 200, height: 380), arrowOffset: 190),
        Case(
            name: "a larger margin keeps the bubble further from the edge",
            anchor: Rect(x: 50, y: 100, width: 20, height: 20), bubble: Size(width: 200, height: 100),
            permitted: [.up], margin: 30, direction: .up, reason: .preferred,
            frame: Rect(x: 30, y: 133, width: 200, height: 100), arrowOffset: 30),
        Case(
            name: "the offset moves the bubble away from the anchor",
            anchor: Rect(x: 390, y: 100, width: 20, height: 20), bubble: Size(width: 200, height: 100),
            permitted: [.up], offset: 8, direction: .up, reason: .preferred,
            frame: Rect(x: 300, y: 141, width: 200, height: 100)),
        Case(
            name: "right-to-left mirrors the previous direction too (sticky)",
            anchor: Rect(x: 390, y: 290, width: 20, height: 20), bubble: Size(width: 200, height: 100),
            previous: .left, rtl: true, direction: .right, reason: .sticky,
            frame: Rect(x: 177, y: 250, width: 200, height: 100)),
        Case(
            name: "an anchor outside the window: the bubble stays inside, the arrow hides",
            anchor: Rect(x: -60, y: 100, width: 20, height: 20), bubble: Size(width: 200, height: 100),
            permitted: [.up], direction: .up, reason: .preferred,
            frame: Rect(x: 10, y: 133, width: 200, height: 100), arrowVisible: false, arrowOffset: 26),
        Case(
            name: "a bubble too short for the arrow hides it",
            anchor: Rect(x: 390, y: 100, width: 20, height: 20), bubble: Size(width: 40, height: 100),
            permitted: [.up], direction: .up, reason: .preferred, arrowVisible: false),
    ]

    @Test(arguments: cases)
    func placement(_ c: Case) {
        let placement = PopoverPlacement(
            .init(
                anchor: c.anchor, bubbleSize: c.bubble, window: c.window, permitted: c.permitted,
                previous: c.previous, margin: c.margin, offset: c.offset,
                layoutDirection: c.rtl ? .rightToLeft : .leftToRight))
        #expect(placement.direction == c.direction, "\(placement)")
        #expect(placement.reason == c.reason, "\(placement)")
        if let frame = c.frame { #expect(placement.bubble == frame, "\(placement)") }
        if let offset = c.arrowOffset { #expect(placement.arrowOffset == offset, "\(placement)") }
        #expect(placement.arrowVisible == c.arrowVisible, "\(placement)")
        let permitted = (c.permitted.isEmpty ? ArrowDirection.any : c.permitted).map { c.rtl ? $0.mirrored : $0 }
        #expect(permitted.contains(placement.direction))
    }

    @Test func traceExplainsTheChoice() {
        let placement = PopoverPlacement(
            .init(
                anchor: Rect(x: 390, y: 540, width: 20, height: 20), bubbleSize: Size(width: 200, height: 100),
                window: Self.window, permitted: [.up, .down]))
        #expect(placement.candidates.map(\.direction) == [.up, .down])
        let up = placement.candidates[0]
        #expect(!up.fits)
        // Below the anchor: 560 + 13 + 100 = 673, 83 past the 590 limit.
        #expect(up.overflow.bottom == 83)
        #expect(up.freeSpace == 30)
        #expect(placement.candidates[1].fits)
        #expect(placement.description.contains("flipped"))
        #expect(placement.description.contains("tried up: overflows"))
    }

    @Test func traceNamesTheConstraintAndTheShift() {
        let constrained = PopoverPlacement(
            .init(
                anchor: Rect(x: 120, y: 300, width: 40, height: 40), bubbleSize: Size(width: 300, height: 300),
                window: Rect(x: 0, y: 0, width: 280, height: 640)))
        #expect(constrained.isConstrained)
        #expect(constrained.candidates.map(\.direction) == [.up, .down, .left, .right])
        #expect(constrained.candidates[0].room == Size(width: 260, height: 277))
        #expect(constrained.description.contains("constrained the bubble"), "\(constrained)")
        let shifted = PopoverPlacement(
            .init(
                anchor: Rect(x: 700, y: 100, width: 40, height: 20), bubbleSize: Size(width: 200, height: 100),
                window: Self.window, permitted: [.up]))
        #expect(shifted.shift == -30)
        #expect(shifted.description.contains("shifted -30 along the cross axis"), "\(shifted)")
        #expect(!shifted.isConstrained)
    }

    @Test func arrowTipTouchesTheAnchor() {
        for direction in ArrowDirection.allCases {
            let anchor = Rect(x: 380, y: 280, width: 40, height: 40)
            let p = PopoverPlacement(
                .init(
                    anchor: anchor, bubbleSize: Size(width: 120, height: 90),
                    window: Self.window, permitted: [direction]))
            #expect(p.direction == direction)
            switch direction {
            case .up: #expect(p.arrowTip == Point(x: 400, y: 320))
            case .down: #expect(p.arrowTip == Point(x: 400, y: 280))
            case .left: #expect(p.arrowTip == Point(x: 420, y: 300))
            case .right: #expect(p.arrowTip == Point(x: 380, y: 300))
            }
        }
    }

    @Test func nonFiniteInputsDoNotCrash() {
        let p = PopoverPlacement(
            .init(
                anchor: Rect(x: .nan, y: 0, width: 10, height: 10),
                bubbleSize: Size(width: .infinity, height: -5),
                window: Self.window, margin: .nan))
        #expect(ArrowDirection.any.contains(p.direction))
    }
}
