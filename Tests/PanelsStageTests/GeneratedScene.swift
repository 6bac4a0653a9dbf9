import Panels
import PanelsTestSupport

/// A generated panel tree for the stage's property tests: stacks and layers of
/// swatches (opaque or clear) and shapes (filled or outlined), with taps (enabled or
/// not), drag handlers, focusable panels, scrollers scrolled part way and clip shapes.
/// Every length is an even number of points, so frames (centered ones too) sit on
/// whole pixels at scale 1.
indirect enum GeneratedScene: CustomStringConvertible {
    case swatch(opaque: Bool, width: Double, height: Double)
    case shape(filled: Bool, width: Double, height: Double)
    case column([GeneratedScene], spacing: Double)
    case row([GeneratedScene], spacing: Double)
    case layers([GeneratedScene])
    case padded(GeneratedScene, inset: Double)
    case tapped(GeneratedScene, enabled: Bool)
    case dragged(GeneratedScene)
    case focusable(GeneratedScene)
    case scroller(GeneratedScene, height: Double, offset: Double)
    case clipped(GeneratedScene, radius: Double, width: Double, height: Double)

    /// A scene at most `depth` levels deep.
    static func random(_ g: inout SplitMix64, depth: Int = 4) -> GeneratedScene {
        let leaf = depth <= 0 || g.int(0 ... 9) < 3
        if leaf {
            let width = g.number(2 ... 24, step: 2)
            let height = g.number(2 ... 24, step: 2)
            return g.bool()
                ? .swatch(opaque: g.int(0 ... 3) > 0, width: width, height: height)
                : .shape(filled: g.bool(), width: width, height: height)
        }
        func children(_ g: inout SplitMix64) -> [GeneratedScene] {
            (0 ..< g.int(1 ... 3)).map { _ in random(&g, depth: depth - 1) }
        }
        switch g.int(0 ... 9) {
        case 0: return .column(children(&g), spacing: g.number(0 ... 3, step: 2))
        case 1: return .row(children(&g), spacing: g.number(0 ... 3, step: 2))
        case 2, 3: return .layers(children(&g))
        case 4: return .padded(random(&g, depth: depth - 1), inset: g.number(2 ... 4, step: 2))
        case 5: return .tapped(random(&g, depth: depth - 1), enabled: g.int(0 ... 4) > 0)
        case 6: return .dragged(random(&g, depth: depth - 1))
        case 7: return .focusable(random(&g, depth: depth - 1))
        case 8:
            return .scroller(
                random(&g, depth: depth - 1), height: g.number(4 ... 20, step: 2), offset: g.number(0 ... 12, step: 2))
        default:
            return .clipped(
                random(&g, depth: depth - 1), radius: g.element(of: [0, 0, 3, 6, 10]),
                width: g.number(4 ... 24, step: 2), height: g.number(4 ... 24, step: 2))
        }
    }

    var panel: AnyPanel {
        switch self {
        case .swatch(let opaque, let width, let height):
            return AnyPanel(
                Swatch(opaque ? RGBA(hex: 0x336699) : RGBA(red: 0, green: 0, blue: 0, alpha: 0))
                    .frame(width: width, height: height))
        case .shape(let filled, let width, let height):
            return filled
                ? AnyPanel(Tile().fill(RGBA(hex: 0x993366)).frame(width: width, height: height))
                : AnyPanel(Tile().stroke(RGBA(hex: 0x993366)).frame(width: width, height: height))
        case .column(let children, let spacing):
            return AnyPanel(Column(spacing: spacing) { for child in children { child.panel } })
        case .row(let children, let spacing):
            return AnyPanel(Row(spacing: spacing) { for child in children { child.panel } })
        case .layers(let children):
            return AnyPanel(Layers { for child in children { child.panel } })
        case .padded(let child, let inset):
            return AnyPanel(child.panel.padding(inset))
        case .tapped(let child, let enabled):
            return AnyPanel(child.panel.onTap(enabled: enabled) {})
        case .dragged(let child):
            return AnyPanel(child.panel.onPointerDrag { _ in })
        case .focusable(let child):
            return AnyPanel(child.panel.focusable())
        case .scroller(let child, let height, let offset):
            let start = Point(x: 0, y: offset)
            return AnyPanel(
                Scroller(.vertical, offset: Ref(get: { start }, set: { _ in }), indicators: false) { child.panel }
                    .frame(height: height))
        case .clipped(let child, let radius, let width, let height):
            return AnyPanel(child.panel.frame(width: width, height: height).clipped(cornerRadius: radius))
        }
    }

    var description: String {
        switch self {
        case .swatch(let opaque, let w, let h): return "swatch(\(opaque ? "opaque" : "clear") \(w)x\(h))"
        case .shape(let filled, let w, let h): return "shape(\(filled ? "filled" : "outline") \(w)x\(h))"
        case .column(let c, let s): return "column(s\(s))[\(c.map(\.description).joined(separator: ", "))]"
        case .row(let c, let s): return "row(s\(s))[\(c.map(\.description).joined(separator: ", "))]"
        case .layers(let c): return "layers[\(c.map(\.description).joined(separator: ", "))]"
        case .padded(let c, let i): return "padded(\(i), \(c))"
        case .tapped(let c, let e): return "tapped(\(e ? "enabled" : "disabled"), \(c))"
        case .dragged(let c): return "dragged(\(c))"
        case .focusable(let c): return "focusable(\(c))"
        case .scroller(let c, let h, let o): return "scroller(h\(h) at \(o), \(c))"
        case .clipped(let c, let r, let w, let h): return "clipped(r\(r) \(w)x\(h), \(c))"
        }
    }
}
