import Panels
import PanelsTestSupport
import Testing

@testable import PanelsRaster
@testable import PanelsSDL

/// Non-finite and huge numbers at every modifier that takes one, rendered for real:
/// nothing traps, the frames and the display list stay finite, and every such value
/// is reported once as a diagnostic naming the panel it was given to.
@Suite("Hostile geometry")
struct HostileGeometryTests {
    static let hostile: [Double] = [
        .nan, .infinity, -.infinity, 1e300, -1e300, .leastNonzeroMagnitude, -Double.leastNormalMagnitude / 2,
    ]

    /// A panel with `value` given to the modifier numbered `which`.
    static func panel(_ which: Int, _ value: Double) -> AnyPanel {
        let base = Swatch(RGBA(hex: 0x336699)).frame(width: 20, height: 20)
        switch which {
        case 0: return AnyPanel(Caption("a").padding(value))
        case 1: return AnyPanel(base.padding(EdgeInsets(top: value, leading: 1, bottom: value, trailing: value)))
        case 2:
            return AnyPanel(
                Column(spacing: value) {
                    base; base
                })
        case 3:
            return AnyPanel(
                Row(spacing: value) {
                    base; Gap(minLength: value); base
                })
        case 4: return AnyPanel(base.offset(x: value, y: value))
        case 5: return AnyPanel(base.aspectRatio(value))
        case 6: return AnyPanel(base.layoutPriority(value))
        case 7: return AnyPanel(Swatch(.white, cornerRadius: value).frame(width: 30, height: 30))
        case 8: return AnyPanel(Tile(cornerRadius: value).stroke(.black, width: value).frame(width: 30, height: 30))
        case 9: return AnyPanel(base.opacity(value))
        case 10: return AnyPanel(base.shadow(.black, radius: value, x: value, y: value))
        case 11: return AnyPanel(base.border(.black, width: value, cornerRadius: value))
        case 12: return AnyPanel(base.clipped(cornerRadius: value))
        case 13: return AnyPanel(base.frame(minWidth: value, maxWidth: value, minHeight: value, maxHeight: value))
        case 14: return AnyPanel(base.background(.white, cornerRadius: value))
        default: return AnyPanel(Caption("b").textStyle(TextStyle(size: value)))
        }
    }

    static let modifiers = 16

    /// Whether `value` given to modifier `which` must be reported: when it is not
    /// finite, or beyond ±10⁷ pt as a length. Documented clamps are not reported: a
    /// negative radius, width, frame length or ratio (0 or unset) and an opacity
    /// outside 0…1 (the nearest end).
    static func reported(_ which: Int, _ value: Double) -> Bool {
        if !value.isFinite { return true }
        if which == 9 { return false }
        let nonNegative: Set = [5, 7, 8, 11, 12, 13, 14]
        return value > 1e7 || (value < -1e7 && !nonNegative.contains(which))
    }

    @Test func everyModifierTakesEveryHostileNumberWithoutTrapping() throws {
        for which in 0 ..< Self.modifiers {
            for value in Self.hostile {
                var context = PanelContext()
                let composition = Composition(
                    Self.panel(which, value), size: Size(width: 200, height: 100), scale: 1, context: context,
                    measurer: SDLTextMeasurer.shared(scale: 1))
                for frame in composition.frames {
                    #expect(
                        frame.minX.isFinite && frame.minY.isFinite && frame.width.isFinite && frame.height.isFinite,
                        "modifier \(which) with \(value): frame \(frame)")
                }
                // A shadow's blur held at 10⁷ pt reaches the rasterizer's own cap (512 px),
                // whose blur takes about 30 s in a debug build: composed and checked, not drawn.
                if !(which == 10 && value.isFinite && abs(value) > 1e7) {
                    _ = try OffscreenRenderer.render(composition.displayList)
                }
                if Self.reported(which, value) {
                    #expect(
                        !composition.diagnostics.isEmpty, "modifier \(which) with \(value): nothing reported")
                }
                context = PanelContext()
            }
        }
    }

    /// A lazy list in a scroller whose owner writes an offset that is not finite, and
    /// events at points that are not finite: nothing traps, the offset is reported.
    @Test func aLongListTakesAnOffsetThatIsNotFinite() throws {
        final class Box: @unchecked Sendable { var offset = Point(x: .nan, y: .infinity) }
        let box = Box()
        let stage = Stage(measurer: NoTextMeasurer()) {
            Scroller(offset: Ref(box, \.offset)) {
                LongList(Array(0 ..< 1_000), id: \.self, estimatedRowHeight: 20) { i in
                    Swatch(.white).frame(height: 20).id("row\(i)")
                }
            }
        }
        for t in 0 ..< 4 {
            _ = stage.frame(size: Size(width: 200, height: 300), scale: 1, at: Double(t))
            box.offset = Point(x: -.infinity, y: .nan)
            stage.handle(.pointerDown(PointerEvent(location: Point(x: .nan, y: 10))))
            stage.handle(
                .pointerMove(PointerEvent(location: Point(x: 10, y: .infinity), button: .primary, clickCount: 0)))
            stage.handle(.pointerUp(PointerEvent(location: Point(x: 10, y: 10))))
        }
        #expect(stage.diagnostics.contains { $0.message.contains("Scroller: an offset that is not finite") })
    }

    @Test func aStageTakesHostileSizesScalesTimesAndPoints() throws {
        let stage = Stage(measurer: SDLTextMeasurer.shared(scale: 1)) {
            Scroller { Caption("hello").padding(4) }.frame(height: 40)
        }
        for value in Self.hostile + [0, -1] {
            let list = stage.frame(size: Size(width: value, height: value), scale: value, at: value)
            #expect(list.pixelWidth >= 0 && list.pixelHeight >= 0)
            stage.pointerDown(at: Point(x: value, y: value))
            stage.pointerMoved(to: Point(x: value, y: value))
            stage.pointerUp(at: Point(x: value, y: value))
            stage.wheel(dx: value, dy: value, at: Point(x: 10, y: 10))
            _ = stage.frame(size: Size(width: 200, height: 100), scale: 1, at: 1)
        }
    }
}

/// A display list made by hand with numbers that are not finite or far off the
/// canvas: the rasterizer draws what it can and never traps.
@Suite("Hostile display lists")
struct HostileDisplayListTests {
    @Test func commandsAtPointsThatAreNotFiniteDrawNothingAndDoNotTrap() throws {
        for value in HostileGeometryTests.hostile {
            let rect = Rect(x: value, y: value, width: value, height: value)
            let list = DisplayList(
                pixelWidth: 40, pixelHeight: 40, scale: 1,
                commands: [
                    .clear(.white), .fill(rect, .black, cornerRadius: value),
                    .shadow(rect, CornerRadii(value), .black, blur: value),
                    .stroke(rect, CornerRadii(value), width: value, .black),
                    .text(
                        TextRun(
                            text: "a", origin: Point(x: value, y: value), pixelSize: 14, weight: .regular,
                            color: .black,
                            direction: .leftToRight, boxWidth: value)),
                ])
            _ = try OffscreenRenderer.render(list)
        }
    }
}
