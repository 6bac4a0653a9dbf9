import Panels
import PanelsSDL
import Testing

/// With PanelsSDL linked, `Stage` and `Composition` need no `measurer:`: they measure
/// with the bundled fonts, exactly as when `SDLTextMeasurer.shared(scale:)` is passed.
@Suite("Bundled measurer")
struct BundledMeasurerTests {
    static var panel: some Panel {
        Column(spacing: 4) {
            Caption("Reservations for Saturday")
            Caption("مرحبا بالعالم")
        }.padding(8)
    }

    @Test func aCompositionWithoutAMeasurerEqualsOneWithTheSharedMeasurer() {
        let size = Size(width: 200, height: 120)
        for scale in [1.0, 2.0] {
            let implicit = Composition(Self.panel, size: size, scale: scale)
            let explicit = Composition(
                Self.panel, size: size, scale: scale, measurer: SDLTextMeasurer.shared(scale: scale))
            #expect(implicit.frames == explicit.frames)
            #expect(implicit.displayList == explicit.displayList)
            #expect(implicit.diagnostics.isEmpty)
        }
    }

    @Test func anIdealSizeWithoutAMeasurerEqualsOneWithTheSharedMeasurer() {
        let implicit = Composition.idealSize(of: Self.panel)
        let explicit = Composition.idealSize(of: Self.panel, measurer: SDLTextMeasurer.shared(scale: 1))
        #expect(implicit == explicit)
        #expect(implicit.width > 16)
        let composed = Composition(idealSizeOf: Self.panel, scale: 2)
        let composedExplicitly = Composition(
            idealSizeOf: Self.panel, scale: 2, measurer: SDLTextMeasurer.shared(scale: 2))
        #expect(composed.size == composedExplicitly.size)
        #expect(composed.displayList == composedExplicitly.displayList)
    }

    @Test func aStageWithoutAMeasurerDrawsWhatOneWithTheSharedMeasurerDraws() {
        let implicit = Stage { Self.panel }
        let explicit = Stage(measurer: SDLTextMeasurer.shared(scale: 1)) { Self.panel }
        let size = Size(width: 240, height: 160)
        #expect(implicit.frame(size: size, scale: 1, at: 0) == explicit.frame(size: size, scale: 1, at: 0))
    }
}
