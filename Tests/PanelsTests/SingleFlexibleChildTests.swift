import Testing
import PanelsTestSupport

@testable import Panels

/// A stack whose children all have fixed sizes but one gives that one what the others
/// leave without asking it its minimum and maximum first, and one whose children all
/// have fixed sizes keeps them: the same frames as asking every child; one whose
/// children all have fixed sizes and one priority is placed at once with the
/// proposals sharing gives.
@Suite("Stacks with one flexible child")
struct SingleFlexibleChildTests {
    static let words = ["a", "Yoga", "flow", "with", "live", "music", "W", "reformer", "the", "mornings"]

    /// A child whose size does not depend on the proposal, or the one that does.
    static func child(_ g: inout SplitMix64, flexible: Bool) -> AnyPanel {
        if !flexible {
            let w = g.number(0 ... 60), h = g.number(0 ... 40)
            return g.bool()
                ? AnyPanel(Swatch(.black).frame(width: w, height: h))
                : AnyPanel(Swatch(.black).frame(width: w, height: h).padding(g.number(0 ... 6)))
        }
        switch g.int(0 ... 4) {
        case 0:
            var text = ""
            for k in 0 ..< g.int(1 ... 9) { text += (k > 0 ? " " : "") + g.element(of: words) }
            return AnyPanel(Caption(text).lineLimit(g.bool() ? nil : g.int(1 ... 3)))
        case 1:
            return AnyPanel(Swatch(.black).frame(width: g.number(0 ... 50)))
        case 2:
            return AnyPanel(Swatch(.black).frame(height: g.number(0 ... 50)))
        case 3:
            return AnyPanel(
                Column(alignment: .leading, spacing: 2) {
                    Caption(g.element(of: words) + " " + g.element(of: words))
                    Caption(g.element(of: words)).lineLimit(1)
                }
                .frame(maxWidth: .infinity, alignment: .leading))
        default:
            return AnyPanel(Caption(g.element(of: words)).padding(g.number(0 ... 8)))
        }
    }

    @Test func sameFramesAsAskingEveryChild() {
        PropertyTest.check("single flexible child", cases: 3_000) { g in
            let count = g.int(1 ... 5)
            // Sometimes none is flexible (a row of fixed cells, placed without asking).
            let flexible = g.int(0 ... 5) == 0 ? -1 : g.int(0 ... count - 1)
            // Sometimes the children differ in priority (then the general sharing runs).
            let priorities = g.int(0 ... 3) == 0
            let children = (0 ..< count).map { k in
                let child = Self.child(&g, flexible: k == flexible)
                return priorities ? AnyPanel(child.layoutPriority(Double(g.int(0 ... 1)))) : child
            }
            let spacing = g.number(0 ... 12)
            let horizontal = g.bool()
            let panel: AnyPanel =
                horizontal
                ? AnyPanel(
                    Row(alignment: .top, spacing: spacing) {
                        Each(Array(children.indices), id: \.self) { children[$0] }
                    })
                : AnyPanel(
                    Column(alignment: .leading, spacing: spacing) {
                        Each(Array(children.indices), id: \.self) { children[$0] }
                    })
            let size = Size(width: g.number(0 ... 400), height: g.number(0 ... 300))
            let direction: LayoutDirection = g.bool() ? .rightToLeft : .leftToRight
            // Laid out in a space, or at its ideal size (every stack asked its ideal).
            let ideal = g.int(0 ... 4) == 0
            func session(asking: Bool, placingFixedAtOnce: Bool = true) -> LayoutSession {
                let session = LayoutSession(panel.layoutDirection(direction), measurer: WordWidthMeasurer())
                session.alwaysAsksFlexibility = asking
                session.placesFixedStacksAtOnce = placingFixedAtOnce
                if ideal { session.layoutAtIdealSize() } else { session.layout(in: size) }
                return session
            }
            let quick = session(asking: false).layoutDump
            let asked = session(asking: true).layoutDump
            if quick != asked { return "at \(size):\n\(quick)\nvs asking every child:\n\(asked)" }
            // A stack of fixed children placed at once gives each node that keeps its
            // proposal the one sharing gives it (the proposals decide what a later pass
            // may skip; leaves and rigid nodes keep none, and their slots are never
            // written).
            func proposals(_ session: LayoutSession) -> String {
                session.layoutDump
                    + (0 ..< session.tree.count).map { i in
                        session.dirty[i] || !session.nodes[Int32(i)].keepsPlacedProposal
                            ? "-" : "\(session.placedProposals[i])"
                    }.joined(separator: " ")
            }
            let atOnce = proposals(session(asking: false))
            let shared = proposals(session(asking: false, placingFixedAtOnce: false))
            return atOnce == shared ? nil : "at \(size):\n\(atOnce)\nvs sharing:\n\(shared)"
        }
    }
}
