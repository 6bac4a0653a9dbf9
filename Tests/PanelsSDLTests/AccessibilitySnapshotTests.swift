import Foundation
import Panels
import PanelsSDL
import PanelsSamples
import PanelsSnapshotTesting
import SnapshotTesting
import Testing

/// What a screen reader reads of every built-in scene, as text references, in
/// English, Arabic (right to left) and the en-XA pseudo-locale; and the outlined
/// review image of the card. Re-record after an intended change with
/// `SNAPSHOT_TESTING_RECORD=failed swift test --filter AccessibilitySnapshotTests` and
/// read the diff: each line is an element a person hears.
@Suite("Accessibility snapshots", .serialized)
struct AccessibilitySnapshotTests {
    static let variants = [ContextVariant.locale("en"), .locale("ar"), .locale("en-XA")]

    @Test(arguments: SceneCatalog.builtIn.entries.map(\.name))
    func everySceneInEveryDirection(_ name: String) throws {
        let entry = try #require(SceneCatalog.builtIn.entry(named: name))
        assertSnapshots(
            of: entry.make(entry.defaultSize), matrix: Self.variants,
            as: { context in .accessibility(size: entry.defaultSize, scale: 1, context: context) }, testName: name)
    }

    @Test func everySceneIsReadWithoutFindings() throws {
        for entry in SceneCatalog.builtIn.entries {
            let composition = Composition(
                entry.make(entry.defaultSize), size: entry.defaultSize,
                measurer: SDLTextMeasurer.shared(scale: 1))
            let findings = composition.accessibilityTree.findings
            #expect(findings.isEmpty, "\(entry.name): \(findings.map(\.message))")
        }
    }

    /// Every scene's text passes WCAG AA contrast from its rendered pixels, in light
    /// and dark (the sample chips, the secondary labels and the tint were below it).
    @Test(arguments: [Appearance.light, .dark])
    func everySceneHasReadableText(_ appearance: Appearance) throws {
        for entry in SceneCatalog.builtIn.entries {
            var context = PanelContext()
            context.appearance = appearance
            let composition = Composition(
                entry.make(entry.defaultSize), size: entry.defaultSize, scale: 2, context: context,
                measurer: SDLTextMeasurer.shared(scale: 2))
            let pixels = try OffscreenRenderer.render(composition.displayList)
            let contrast = AccessibilityAudit.findings(in: composition, pixels: pixels).filter { $0.kind == .contrast }
            #expect(contrast.isEmpty, "\(entry.name), \(appearance): \(contrast.map(\.description))")
        }
    }

    @Test func theReviewImageOutlinesEveryElement() throws {
        let entry = try #require(SceneCatalog.builtIn.entry(named: "search"))
        assertSnapshot(
            of: entry.make(Size(width: 430, height: 300)),
            as: .accessibilityImage(size: Size(width: 430, height: 300), scale: 1))
    }
}
