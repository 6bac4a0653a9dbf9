import Foundation
import Panels
import PanelsSDL
import PanelsTestSupport
import Testing

/// Generated trees with hostile numbers in every modifier that takes one — NaN, ±∞,
/// ±10³⁰⁰, subnormals, −0 beside ordinary values — resolved, laid out, painted and
/// rasterized, on a `Stage` (with input and the accessibility tree) and offscreen:
/// nothing traps, and a tree with any value outside `GeometryLimits` reports at least
/// one warning, while a tree of ordinary values reports none (P25). It found a shadow
/// blur of 10⁷ pt (held to 512 px) taking 45 s to draw, and a `.textStyle` with a size
/// of ∞ over panels without text reported nothing.
@Suite("Hostile numbers in generated trees")
struct HostileNumberTreeTests {
    nonisolated(unsafe) static var trail: [String] = []

    /// What a number means, so its hostile values are those its documentation does
    /// not give a meaning to (a negative length is documented as 0, a maximum of +∞ as
    /// "fill", an opacity above 1 as 1).
    enum Meaning {
        case length, signed, fraction
    }

    /// A number, hostile about a third of the time (subnormals and −0 are ordinary).
    static func number(
        _ rng: inout SplitMix64, hostile: inout Bool, ordinary: ClosedRange<Double> = 0 ... 120,
        meaning: Meaning = .length
    ) -> Double {
        guard rng.int(0 ... 2) == 0 else { return rng.number(ordinary) }
        let special = [Double.leastNonzeroMagnitude, -0.0]
        let value: Double
        switch meaning {
        case .length: value = rng.element(of: [Double.nan, .infinity, -.infinity, 1e300, 2e7] + special)
        case .signed: value = rng.element(of: [Double.nan, .infinity, -.infinity, 1e300, -1e300, 2e7, -2e7] + special)
        case .fraction: value = rng.element(of: [Double.nan, .infinity, -.infinity] + special)
        }
        if !GeometryLimits.isWithinLimits(value) { hostile = true }
        trail.append("\(value)")
        return value
    }

    /// A random tree, `depth` levels deep at most.
    static func tree(_ rng: inout SplitMix64, depth: Int, hostile: inout Bool) -> AnyPanel {
        if depth == 0 || rng.int(0 ... 4) == 0 {
            switch rng.int(0 ... 3) {
            case 0: return AnyPanel(Caption("Wörds \(rng.int(0 ... 99))"))
            case 1:
                return AnyPanel(Swatch(RGBA(hex: 0x3366AA), cornerRadius: number(&rng, hostile: &hostile)))
            case 2: return AnyPanel(Separator(inset: number(&rng, hostile: &hostile)))
            default: return AnyPanel(Tile(cornerRadius: number(&rng, hostile: &hostile)).fill(.black))
            }
        }
        let child = tree(&rng, depth: depth - 1, hostile: &hostile)
        // Made only where it is used: a value in a subtree left out is not in the tree.
        func other() -> AnyPanel { tree(&rng, depth: depth - 1, hostile: &hostile) }
        func n(_ range: ClosedRange<Double> = 0 ... 120, _ meaning: Meaning = .length) -> Double {
            number(&rng, hostile: &hostile, ordinary: range, meaning: meaning)
        }
        let choice = rng.int(0 ... 15)
        trail.append("#\(choice)")
        switch choice {
        case 0: return AnyPanel(child.padding(n()))
        case 1: return AnyPanel(child.padding(EdgeInsets(top: n(), leading: n(), bottom: n(), trailing: n())))
        case 2: return AnyPanel(child.frame(width: n(), height: n()))
        case 3:
            return AnyPanel(
                child.frame(
                    minWidth: n(), idealWidth: n(), maxWidth: rng.number(0 ... 300), minHeight: n(),
                    maxHeight: rng.number(0 ... 300)))
        case 4: return AnyPanel(child.offset(x: n(-50 ... 50, .signed), y: n(-50 ... 50, .signed)))
        case 5:
            let second = other()
            return AnyPanel(
                Column(spacing: n()) {
                    child; second
                })
        case 6:
            let second = other()
            let spacing = n(), gap = n()
            return AnyPanel(
                Row(spacing: spacing) {
                    child; Gap(minLength: gap); second
                })
        case 7: return AnyPanel(child.opacity(n(0 ... 1, .fraction)))
        case 8:
            return AnyPanel(
                child.shadow(radius: n(0 ... 20), x: n(-5 ... 5, .signed), y: n(-5 ... 5, .signed), cornerRadius: n()))
        case 9: return AnyPanel(child.border(.black, width: n(0 ... 4), cornerRadius: n()))
        case 10: return AnyPanel(child.clipped(cornerRadius: n()))
        case 11: return AnyPanel(child.textStyle(TextStyle(size: n(8 ... 40), lineHeight: n(0.8 ... 2))))
        case 12:
            let second = other().offset(x: n(-50 ... 50, .signed), y: n(-50 ... 50, .signed))
            return AnyPanel(
                Layers {
                    child; second
                })
        case 13:
            let second = other()
            let spacing = n()
            return AnyPanel(
                Scroller {
                    Column(spacing: spacing) {
                        child; second
                    }
                })
        case 14:
            return AnyPanel(
                child.popover(
                    isOpen: .constant(true), size: Size(width: n(), height: n()), margin: n(),
                    offset: n(0 ... 20, .signed)
                ) {
                    Caption("Bubble")
                })
        default: return AnyPanel(child.aspectRatio(n(0.1 ... 4)))
        }
    }

    /// Warnings about numbers (the limits' reports), not other problems.
    static func numberWarnings(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.filter { $0.severity == .warning || $0.severity == .error }
    }

    @Test func everyModifierOnAStageAndOffscreen() throws {
        let measurer = SDLTextMeasurer.shared(scale: 1)
        PropertyTest.check("hostile numbers in generated trees", cases: 300) { rng in
            var hostile = false
            Self.trail = []
            let panel = Self.tree(&rng, depth: 4, hostile: &hostile)
            let stage = Stage(measurer: measurer) { panel }
            let size = Size(width: rng.number(50 ... 400), height: rng.number(50 ... 400))
            var list = stage.frame(size: size, scale: rng.element(of: [1, 2]), at: 0)
            _ = stage.click(at: Point(x: rng.number(0 ... 400), y: rng.number(0 ... 400)))
            _ = stage.wheel(dx: 0, dy: -3, at: Point(x: 100, y: 100))
            _ = stage.keyDown(.tab)
            list = stage.frame(size: size, scale: 1, at: 0.5)
            _ = stage.accessibilityTree()
            guard (try? OffscreenRenderer.render(list)) != nil else { return "the display list did not render" }
            let warnings = Self.numberWarnings(stage.diagnostics)
            if hostile && warnings.isEmpty {
                return "hostile values reported nothing: \(Self.trail)\n\(list.dump.prefix(2000))"
            }
            if !hostile && !warnings.isEmpty { return "ordinary values reported \(warnings.map(\.description))" }
            return nil
        }
    }

    @Test func theStageItselfTakesHostileSizesScalesAndTimes() throws {
        let stage = Stage(measurer: SDLTextMeasurer.shared(scale: 1)) {
            Scroller { Column { for i in 0 ..< 20 { Caption("Row \(i)").frame(height: 40) } } }
        }
        for value in [Double.nan, .infinity, -.infinity, 1e300, -1e300, Double.leastNonzeroMagnitude, 0] {
            let list = stage.frame(size: Size(width: value, height: 300), scale: value, at: value)
            // A frame too large for a raster is refused with a message, not drawn.
            do { _ = try OffscreenRenderer.render(list) } catch {
                #expect("\(error)".contains("larger than 16384 pixels on a side"))
            }
            _ = stage.wheel(dx: value, dy: value, at: Point(x: value, y: value))
            _ = stage.click(at: Point(x: value, y: 10))
        }
    }
}

extension GeometryLimits {
    /// Finite and within ±`maxLength` (the test's statement of the limit).
    static func isWithinLimits(_ value: Double) -> Bool { value.isFinite && abs(value) <= maxLength }
}
