import Panels
import PanelsPreview
import PanelsSDL
import Testing

/// A preview widget sets a `ContextKey` value of its own for every cell
/// (`PreviewWidget.context`), and a state overrides it in its panel.
@Suite("Preview context keys")
struct PreviewContextKeyTests {
    enum Tint: ContextKey {
        static let defaultValue = RGBA(hex: 0x0000FF)
    }

    static let green = RGBA(hex: 0x00C000)
    static let orange = RGBA(hex: 0xFF8000)

    static let widget = PreviewWidget(
        name: "tinted", assetsFolder: nil, sizes: [PreviewSize("small", Size(width: 60, height: 40))],
        states: ["plain", "override"],
        context: { $0[Tint.self] = PreviewContextKeyTests.green }
    ) { state, _ in
        let swatch = ContextReader { context in Swatch(context[Tint.self]) }
        return state == "override"
            ? AnyPanel(swatch.context(Tint.self, PreviewContextKeyTests.orange)) : AnyPanel(swatch)
    }

    static func count(_ color: RGBA, in image: PixelImage) -> Int {
        var count = 0
        for y in 0 ..< image.height { for x in 0 ..< image.width where image.pixel(x: x, y: y) == color { count += 1 } }
        return count
    }

    @Test func aWidgetsContextValueReachesEveryCellAndAStateOverridesIt() throws {
        let axes = SheetAxes(
            locales: ["en"], appearances: [.light], sizes: Self.widget.sizes, states: ["plain", "override"])
        let result = try ContactSheet(widget: Self.widget, axes: axes).render()
        // Each cell is 60x40 points at least partly visible: thousands of pixels of each tint.
        #expect(Self.count(Self.green, in: result.image) > 1000)
        #expect(Self.count(Self.orange, in: result.image) > 1000)
        #expect(Self.count(Tint.defaultValue, in: result.image) == 0)
    }
}
