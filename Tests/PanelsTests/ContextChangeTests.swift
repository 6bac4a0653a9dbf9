import Foundation
import PanelsTestSupport
import Testing

@testable import Panels

/// The built-in context modifiers (`.textStyle(_:)`, `.foreground(named:)`,
/// `.lineLimit(_:)`, `.fill()` …) change one field of the context and put that field
/// back after their subtree (`ContextChange`); they used to be `.context { … }`
/// closures that saved and restored the whole context. The trees and reports must be
/// the same.
@Suite("Context changes")
struct ContextChangeTests {
    /// A modifier, with its old form: the closure it was.
    enum Modifier {
        case textStyle(TextStyle)
        case foreground(RGBA)
        case foregroundName(String)
        case lineLimit(Int?)
        case truncation(TruncationMode)
        case textDirection(TextDirection)
        case truncationIntended(Bool)
        case lineAlignment(HorizontalAlignment)
        case fit, fill
        case cornerRadius(Double)
        case layoutDirection(LayoutDirection)
        /// Whole-context changes (still closures), mixed in between.
        case appearance(Appearance)
        case locale(String)

        func applied(to panel: AnyPanel, fast: Bool) -> AnyPanel {
            if fast {
                switch self {
                case .textStyle(let style): return AnyPanel(panel.textStyle(style))
                case .foreground(let color): return AnyPanel(panel.foreground(color))
                case .foregroundName(let name): return AnyPanel(panel.foreground(named: name))
                case .lineLimit(let limit): return AnyPanel(panel.lineLimit(limit))
                case .truncation(let mode): return AnyPanel(panel.truncation(mode))
                case .textDirection(let direction): return AnyPanel(panel.textDirection(direction))
                case .truncationIntended(let intended): return AnyPanel(panel.truncationIntended(intended))
                case .lineAlignment(let alignment): return AnyPanel(panel.lineAlignment(alignment))
                case .fit: return AnyPanel(panel.fit())
                case .fill: return AnyPanel(panel.fill())
                case .cornerRadius(let radius): return AnyPanel(panel.cornerRadius(radius))
                case .layoutDirection(let direction): return AnyPanel(panel.layoutDirection(direction))
                case .appearance, .locale: break
                }
            }
            switch self {
            case .textStyle(let style):
                return AnyPanel(
                    panel.context { context in
                        context.textStyle = style
                        if !style.isWithinLimits { context.reportTextStyleOutOfRange(style) }
                    })
            case .foreground(let color): return AnyPanel(panel.context { $0.foreground = color })
            case .foregroundName(let name): return AnyPanel(panel.context { $0.foregroundName = name })
            case .lineLimit(let limit):
                let clean = limit.map { max(1, $0) }
                return AnyPanel(panel.context { $0.lineLimit = clean })
            case .truncation(let mode): return AnyPanel(panel.context { $0.truncation = mode })
            case .textDirection(let direction): return AnyPanel(panel.context { $0.textDirection = direction })
            case .truncationIntended(let intended):
                return AnyPanel(panel.context { $0.truncationIntended = intended })
            case .lineAlignment(let alignment): return AnyPanel(panel.context { $0.lineAlignment = alignment })
            case .fit: return AnyPanel(panel.context { $0.pictureMode = .fit })
            case .fill: return AnyPanel(panel.context { $0.pictureMode = .fill })
            case .cornerRadius(let radius):
                let corners = CornerRadii(radius)
                return AnyPanel(panel.context { $0.pictureCorners = corners })
            case .layoutDirection(let direction): return AnyPanel(panel.context { $0.layoutDirection = direction })
            case .appearance(let appearance): return AnyPanel(panel.context { $0.appearance = appearance })
            case .locale(let tag): return AnyPanel(panel.context { $0.locale = Locale(identifier: tag) })
            }
        }

        static func random(_ g: inout SplitMix64) -> Modifier {
            switch g.int(0 ... 13) {
            case 0:
                // Sometimes out of range: reported.
                let size = g.element(of: [9, 12, 15, 17, 28, -3, 1e9, .nan])
                return .textStyle(TextStyle(size: size, weight: g.element(of: [.regular, .bold])))
            case 1: return .foreground(RGBA(hex: UInt32(truncatingIfNeeded: g.next())))
            case 2: return .foregroundName(g.element(of: ["label", "secondaryLabel", "tint", "background", "nope"]))
            case 3: return .lineLimit(g.bool() ? nil : g.int(-1 ... 4))
            case 4: return .truncation(g.element(of: [.head, .middle, .tail]))
            case 5: return .textDirection(g.element(of: [.auto, .leftToRight, .rightToLeft]))
            case 6: return .truncationIntended(g.bool())
            case 7: return .lineAlignment(g.element(of: [.leading, .center, .trailing]))
            case 8: return g.bool() ? .fit : .fill
            case 9: return .cornerRadius(g.element(of: [0, 4, 10, -2, .infinity]))
            case 10: return .layoutDirection(g.bool() ? .leftToRight : .rightToLeft)
            case 11: return .appearance(g.bool() ? .light : .dark)
            case 12: return .locale(g.element(of: ["en", "ar", "de"]))
            default: return .foregroundName("label")
            }
        }
    }

    /// A random tree of captions, pictures and swatches in columns and rows, each
    /// level wrapped in up to three modifiers: the same tree in both forms.
    static func tree(_ g: inout SplitMix64, depth: Int) -> (fast: AnyPanel, old: AnyPanel) {
        var pair: (fast: AnyPanel, old: AnyPanel)
        if depth == 0 || g.int(0 ... 3) == 0 {
            switch g.int(0 ... 2) {
            case 0:
                let text = g.element(of: ["Hello", "A longer caption", "مرحبا"])
                pair = (AnyPanel(Caption(text)), AnyPanel(Caption(text)))
            case 1:
                pair = (AnyPanel(Picture("cover")), AnyPanel(Picture("cover")))
            default:
                pair = (AnyPanel(Swatch("tint")), AnyPanel(Swatch("tint")))
            }
        } else {
            let children = (0 ..< g.int(1 ... 3)).map { _ in tree(&g, depth: depth - 1) }
            if g.bool() {
                pair = (
                    AnyPanel(Column { for child in children { child.fast } }),
                    AnyPanel(Column { for child in children { child.old } })
                )
            } else {
                pair = (
                    AnyPanel(Row { for child in children { child.fast } }),
                    AnyPanel(Row { for child in children { child.old } })
                )
            }
        }
        for _ in 0 ..< g.int(0 ... 3) {
            let modifier = Modifier.random(&g)
            pair = (modifier.applied(to: pair.fast, fast: true), modifier.applied(to: pair.old, fast: false))
        }
        return pair
    }

    /// Every node (kind, parent, identity, direction, children) and every report, in
    /// `context` with a log of its own.
    static func resolved(_ panel: AnyPanel, in context: PanelContext = PanelContext()) -> String {
        var context = context
        context.diagnostics = DiagnosticLog()
        let tree = NodeTree(resolving: panel, context: context)
        var lines = tree.nodes.indices.map { i in
            let node = tree.nodes[i]
            return "\(i) \(node.kind) parent=\(node.parent) \(node.identity) \(node.direction) "
                + "children=\(Array(tree.children(of: Int32(i))))"
        }
        lines += context.diagnostics.all.map { "report: \($0.severity) \($0.message) \($0.subject ?? "")" }
        return lines.joined(separator: "\n")
    }

    @Test func fieldChangesResolveAsTheClosuresDid() {
        PropertyTest.check("context changes", cases: 3_000) { g in
            let (fast, old) = Self.tree(&g, depth: 3)
            let a = Self.resolved(fast)
            let b = Self.resolved(old)
            return a == b ? nil : "field changes:\n\(a)\n\nclosures:\n\(b)"
        }
    }

    /// The foreground saved by a `.foreground(named:)` comes back as it was, name and
    /// color, without being resolved again (a missing name is reported once).
    @Test func foregroundComesBackWithoutResolvingAgain() {
        let context = PanelContext()
        let tree = NodeTree(
            resolving: Column {
                Caption("inner").foreground(named: "nope")
                Caption("after")
            }.foreground(named: "tint"), context: context)
        #expect(context.diagnostics.all.count == 1)
        let colors = tree.nodes.compactMap { node -> RGBA? in
            if case .caption(let content) = node.kind { return content.color }
            return nil
        }
        #expect(colors == [SemanticPalette.missing, PanelContext().color(named: "tint")])
    }
}
