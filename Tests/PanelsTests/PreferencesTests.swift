import Observation
import Panels
import PanelsTestSupport
import Testing

@Observable
final class PreferencesModel {
    var moved = false
}

/// The preferences people set, as context values: text sizes scale every caption by
/// the table, reduce motion makes slides and springs jump and colors cross-fade
/// briefly, increased contrast is the high-contrast appearance.
@Suite("Preferences")
struct PreferencesTests {
    @Test func textSizesFollowTheTable() {
        let bodies = TextSizeCategory.allCases.map(\.bodySize)
        #expect(bodies == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        #expect(TextSizeCategory.large.scaled(.body) == .body)
        #expect(TextSizeCategory.allCases.filter(\.isAccessibilitySize).count == 5)
        // Every style grows with the size, never shrinks, and stays within the limits.
        PropertyTest.check("text sizes", cases: 2_000) { g in
            let style = TextStyle(size: g.number(1 ... 200, step: 0.5), weight: g.element(of: FontWeight.allCases))
            let sizes = TextSizeCategory.allCases.map { $0.scaled(style).size }
            guard sizes == sizes.sorted() else { return "\(style): \(sizes) not increasing" }
            return sizes.allSatisfy { GeometryLimits.textSizes.contains($0) } ? nil : "\(sizes) out of limits"
        }
    }

    @Test func everyCaptionScalesWithTheTextSize() throws {
        for size in TextSizeCategory.allCases {
            var context = PanelContext()
            context.textSize = size
            let composition = Composition(
                Column {
                    Caption("Body"); Caption("Small").textStyle(TextStyle(size: 12, weight: .bold))
                },
                size: Size(width: 300, height: 300), context: context, measurer: WordWidthMeasurer())
            let styles = composition.tree.nodes.compactMap { node -> TextStyle? in
                if case .caption(let content) = node.kind { return content.style }
                return nil
            }
            #expect(styles.map(\.size) == [size.scaled(.body).size, (12 * size.scale * 10).rounded() / 10])
        }
    }

    @Test func reduceMotionJumpsFramesAndCrossFadesColorsBriefly() throws {
        for reduce in [false, true] {
            let model = PreferencesModel()
            var context = PanelContext()
            context.reduceMotion = reduce
            let stage = Stage(context: context, measurer: WordWidthMeasurer()) {
                Swatch(RGBA(hex: model.moved ? 0x000000 : 0xFFFFFF)).frame(width: 20, height: 20)
                    .id("box").offset(x: model.moved ? 200 : 0).motion(.easeInOut(1))
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            }
            var driver = Driver(stage, size: Size(width: 400, height: 400))
            driver.frame(at: 0)
            model.moved = true
            driver.frame(at: 0.01)
            driver.frame(at: 0.5)
            let x = try #require(stage.presentedFrame(id: "box")?.minX)
            let color = try #require(stage.presentedColor(id: "box", at: 0.5))
            if reduce {
                #expect(x == 200, "frames jump")
                #expect(color == RGBA(hex: 0x000000), "the color cross-fade (0.15 s) is over")
            } else {
                #expect(x > 0 && x < 200, "frames slide")
                #expect(color != RGBA(hex: 0x000000))
            }
        }
    }

    @Test func reduceMotionEndsLiveValueMotionsAtOnce() throws {
        let value = LiveValue(0)
        var context = PanelContext()
        context.reduceMotion = true
        let stage = Stage(context: context, measurer: WordWidthMeasurer()) {
            Swatch(.white).frame(width: 10, height: 10).id("dot")
                .offset(following: value) { Point(x: $0, y: 0) }
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
        var driver = Driver(stage, size: Size(width: 400, height: 400))
        driver.frame(at: 0)
        value.animate(to: 100, motion: .spring(stiffness: 100, damping: 10))
        driver.frame(at: 0.1)
        #expect(stage.presentedFrame(id: "dot")?.minX == 100)
        #expect(!stage.needsFrame(at: 0.2))
    }

    @Test func increasedContrastIsTheHighContrastAppearance() {
        var context = PanelContext()
        #expect(!context.increasedContrast)
        context.increasedContrast = true
        #expect(context.contrast == .high)
        context.contrast = .standard
        #expect(!context.increasedContrast)
    }
}
