import Panels
import PanelsTestSupport
import Testing

/// The hairline separator: 1 pt along its stack, the whole width across less its
/// insets (which follow the text direction), drawn as exactly one device pixel at
/// every scale, in the appearance's separator color.
@Suite("Separator")
struct SeparatorTests {
    /// Two rows with a separator between them, `width` points wide.
    static func list(width: Double, inset: Double = 0, trailing: Double = 0) -> some Panel {
        Column(spacing: 0) {
            Swatch(.white).frame(height: 20).id("top")
            Separator(inset: inset, trailing: trailing).id("line")
            Swatch(.white).frame(height: 20).id("bottom")
        }
        .frame(width: width)
    }

    static func compose<P: Panel>(
        _ panel: P, scale: Double = 1, direction: LayoutDirection = .leftToRight, dark: Bool = false
    ) -> Composition {
        var context = PanelContext()
        context.layoutDirection = direction
        if dark { context.appearance = .dark }
        return Composition(
            panel, size: Size(width: 400, height: 200), scale: scale, context: context,
            measurer: NoTextMeasurer())
    }

    /// The fills drawn in the separator's color.
    static func lines(_ c: Composition, color: RGBA = RGBA(hex: 0xC6C6C8)) -> [Rect] {
        c.displayList.commands.compactMap { command in
            if case .fill(let rect, color, _) = command { return rect }
            return nil
        }
    }

    @Test func itTakesOnePointBetweenRowsAndTheWholeWidth() throws {
        let c = Self.compose(Self.list(width: 300))
        let frames = Laying.frames(c)
        let line = try #require(frames["line"])
        #expect(line.height == 1)
        #expect(line.width == 300)
        #expect(frames["top"]?.maxY == line.minY)
        #expect(frames["bottom"]?.minY == line.maxY)
        #expect(c.layoutDump.contains("Separator"))
    }

    @Test func itDrawsOneDevicePixelAtEveryScaleWithItsInsetLeading() throws {
        PropertyTest.check("separator pixels", cases: 2_000) { g in
            let width = g.number(40 ... 380)
            let inset = g.number(0 ... 30)
            let trailing = g.number(0 ... 10)
            let scale = g.element(of: [1.0, 1.5, 2, 3])
            let rtl = g.bool()
            let c = Self.compose(
                Self.list(width: width, inset: inset, trailing: trailing), scale: scale,
                direction: rtl ? .rightToLeft : .leftToRight)
            let lines = Self.lines(c)
            guard lines.count == 1, let line = lines.first else { return "\(lines.count) lines drawn" }
            guard let frame = Laying.frames(c)["line"] else { return "no separator frame" }
            if line.height != 1 { return "\(line.height) px thick at \(scale)x" }
            let start = rtl ? frame.minX + trailing : frame.minX + inset
            let end = rtl ? frame.maxX - inset : frame.maxX - trailing
            if abs(line.minX - start * scale) > 0.5 || abs(line.maxX - end * scale) > 0.5 {
                return "line \(line) for \(start)…\(end) pt at \(scale)x (\(rtl ? "rtl" : "ltr"))"
            }
            if line.minY != (frame.minY * scale).rounded(.down) { return "line at y \(line.minY)" }
            return nil
        }
    }

    /// Across, it takes what it is offered: in a row as tall as its cells, their height.
    @Test func inARowItStandsUp() throws {
        let c = Self.compose(
            Row(spacing: 0) {
                Swatch(.white).frame(width: 20, height: 30)
                Separator().id("line")
                Swatch(.white).frame(width: 20, height: 30)
            }
            .frame(height: 30))
        let line = try #require(Laying.frames(c)["line"])
        #expect(line.width == 1)
        #expect(line.height == 30)
        #expect(Self.lines(c).map(\.size) == [Size(width: 1, height: 30)])
    }

    @Test func darkAppearanceAndItsOwnColor() {
        #expect(Self.lines(Self.compose(Self.list(width: 100), dark: true), color: RGBA(hex: 0x38383A)).count == 1)
        let red = RGBA(hex: 0xFF0000)
        let c = Self.compose(Column { Separator(color: red) }.frame(width: 50))
        #expect(Self.lines(c, color: red).count == 1)
    }

    @Test func hostileInsetsCountAsZero() {
        for bad in [Double.nan, .infinity, -.infinity, -40, 1e308] {
            let c = Self.compose(Column { Separator(inset: bad, trailing: bad) }.frame(width: 100))
            let lines = Self.lines(c)
            #expect(lines.count <= 1, "\(bad)")
            if !bad.isFinite { #expect(!c.diagnostics.isEmpty, "\(bad) was not reported") }
            if bad.isFinite && bad < 1e300 { #expect(lines.first?.width == 100, "\(bad)") }
        }
    }

    @Test func itNeverTakesThePointer() {
        final class Taps: @unchecked Sendable { var count = 0 }
        let taps = Taps()
        let stage = Stage(measurer: NoTextMeasurer()) {
            Layers {
                Swatch(.white).onTap { taps.count += 1 }
                Separator()
            }
            .frame(width: 100, height: 100)
        }
        _ = stage.frame(size: Size(width: 100, height: 100), scale: 1, at: 0)
        stage.click(at: Point(x: 50, y: 50))
        #expect(taps.count == 1)
    }
}
