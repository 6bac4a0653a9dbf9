import Foundation
import PanelsTestSupport
import Testing

@testable import Panels

/// A caption's own `textStyle(_:)`, `foreground(_:)` and `foreground(named:)` set
/// its fields instead of changing the context around it; they used to be the context
/// modifiers every panel has. The trees (kinds, identities, parents) and the reports
/// must be the ones the context modifiers gave, for any chain of a caption's
/// modifiers, in any context.
@Suite("A caption's own style and color")
struct CaptionOwnModifierTests {
    enum Modifier {
        case textStyle(TextStyle)
        case foreground(RGBA)
        case foregroundName(String)
        case lineLimit(Int?)
        case truncation(TruncationMode)
        case lineAlignment(HorizontalAlignment)
        case textDirection(TextDirection)
        case truncationIntended(Bool)

        static func random(_ g: inout SplitMix64) -> Modifier {
            switch g.int(0 ... 7) {
            case 0:
                let size = g.element(of: [9, 12, 15, 17, 28, -3, 1e9, .nan])
                let family: String? = g.int(0 ... 3) == 0 ? "Missing Family" : nil
                return .textStyle(TextStyle(size: size, weight: g.element(of: [.regular, .bold]), family: family))
            case 1: return .foreground(RGBA(hex: UInt32(truncatingIfNeeded: g.next())))
            case 2:
                return .foregroundName(
                    g.element(of: ["label", "secondaryLabel", "tint", "background", "nope", "custom1"]))
            case 3: return .lineLimit(g.bool() ? nil : g.int(-1 ... 4))
            case 4: return .truncation(g.element(of: [.head, .middle, .tail]))
            case 5: return .lineAlignment(g.element(of: [.leading, .center, .trailing]))
            case 6: return .textDirection(g.element(of: [.auto, .leftToRight, .rightToLeft]))
            default: return .truncationIntended(g.bool())
            }
        }

        /// The modifier on a caption: its own method.
        func applied(to caption: Caption) -> Caption {
            switch self {
            case .textStyle(let style): caption.textStyle(style)
            case .foreground(let color): caption.foreground(color)
            case .foregroundName(let name): caption.foreground(named: name)
            case .lineLimit(let limit): caption.lineLimit(limit)
            case .truncation(let mode): caption.truncation(mode)
            case .lineAlignment(let alignment): caption.lineAlignment(alignment)
            case .textDirection(let direction): caption.textDirection(direction)
            case .truncationIntended(let intended): caption.truncationIntended(intended)
            }
        }

        /// The modifier as it was before: `textStyle` and `foreground` always the
        /// context modifier of any panel; the others the caption's own while the panel
        /// is still a `Caption`, the context modifier once it is wrapped.
        func appliedAsBefore(to panel: AnyPanel, caption: Caption?) -> (AnyPanel, Caption?) {
            if let caption {
                switch self {
                case .textStyle, .foreground, .foregroundName: break
                default:
                    let own = applied(to: caption)
                    return (AnyPanel(own), own)
                }
            }
            return (AnyPanel(Self.context(self, panel)), nil)
        }

        /// The context modifier (generic: `Panel`'s methods, never `Caption`'s).
        static func context<P: Panel>(_ modifier: Modifier, _ panel: P) -> AnyPanel {
            switch modifier {
            case .textStyle(let style): AnyPanel(panel.textStyle(style))
            case .foreground(let color): AnyPanel(panel.foreground(color))
            case .foregroundName(let name): AnyPanel(panel.foreground(named: name))
            case .lineLimit(let limit): AnyPanel(panel.lineLimit(limit))
            case .truncation(let mode): AnyPanel(panel.truncation(mode))
            case .lineAlignment(let alignment): AnyPanel(panel.lineAlignment(alignment))
            case .textDirection(let direction): AnyPanel(panel.textDirection(direction))
            case .truncationIntended(let intended): AnyPanel(panel.truncationIntended(intended))
            }
        }
    }

    /// A caption with a chain of modifiers, in both forms.
    static func caption(_ g: inout SplitMix64) -> (own: AnyPanel, before: AnyPanel) {
        let text = g.element(of: ["Hello", "A longer caption that wraps", "مرحبا"])
        var own = Caption(text)
        var before = (AnyPanel(Caption(text)), Optional(Caption(text)))
        for _ in 0 ..< g.int(0 ... 6) {
            let modifier = Modifier.random(&g)
            own = modifier.applied(to: own)
            before = modifier.appliedAsBefore(to: before.0, caption: before.1)
        }
        return (AnyPanel(own), before.0)
    }

    @Test func ownModifiersResolveAsTheContextModifiersDid() {
        PropertyTest.check("caption's own modifiers", cases: 3_000) { g in
            var context = PanelContext()
            context.appearance = g.bool() ? .light : .dark
            context.contrast = g.bool() ? .standard : .high
            context.textSize = g.element(of: [.large, .extraSmall, .accessibility5])
            if g.int(0 ... 3) == 0 {
                // Color sets: names are looked up in them (and reported when missing).
                let sets = ["custom1", "tint"].map { name in
                    ColorSet(
                        name: name,
                        variants: [
                            ColorSet.Variant(
                                luminosity: nil, contrast: nil, color: RGBA(hex: UInt32(truncatingIfNeeded: g.next())))
                        ],
                        location: FileLocation(file: "test"))
                }
                context.assets = AssetCatalog(colors: ColorCatalog(sets: sets))
            }
            // Several captions in columns under outer modifiers: the builder's memo of the
            // last color name is exercised across captions and contexts.
            var own: [AnyPanel] = []
            var before: [AnyPanel] = []
            for _ in 0 ..< g.int(1 ... 4) {
                let pair = Self.caption(&g)
                var (a, b) = (pair.own, pair.before)
                for _ in 0 ..< g.int(0 ... 2) {
                    let outer = Modifier.random(&g)
                    (a, b) = (Modifier.context(outer, a), Modifier.context(outer, b))
                }
                if g.bool() {
                    let appearance: Appearance = g.bool() ? .light : .dark
                    a = AnyPanel(a.context { $0.appearance = appearance })
                    b = AnyPanel(b.context { $0.appearance = appearance })
                }
                own.append(a)
                before.append(b)
            }
            let x = ContextChangeTests.resolved(AnyPanel(Column { for panel in own { panel } }), in: context)
            let y = ContextChangeTests.resolved(AnyPanel(Column { for panel in before { panel } }), in: context)
            return x == y ? nil : "own modifiers:\n\(x)\n\ncontext modifiers:\n\(y)"
        }
    }

    /// The chain the feed's cards use keeps its identity and colors.
    @Test func theFeedCardsChainIsTheSame() {
        let own = Caption("Title").lineLimit(2).truncationIntended()
            .textStyle(TextStyle(size: 15, weight: .bold)).foreground(named: "secondaryLabel")
        let before = Modifier.context(
            .foregroundName("secondaryLabel"),
            Modifier.context(
                .textStyle(TextStyle(size: 15, weight: .bold)), Caption("Title").lineLimit(2).truncationIntended()))
        let context = PanelContext()
        #expect(
            ContextChangeTests.resolved(AnyPanel(own), in: context) == ContextChangeTests.resolved(before, in: context))
        let tree = NodeTree(resolving: own, context: context)
        guard case .caption(let content) = tree.nodes[0].kind else {
            Issue.record("not a caption: \(tree.nodes[0].kind)")
            return
        }
        #expect(content.color == context.color(named: "secondaryLabel"))
        #expect(content.style.size == 15 && content.style.weight == .bold && content.lineLimit == 2)
    }
}
