import Foundation
import Panels
import PanelsSDL
import PanelsSamples
import PanelsSnapshotTesting
import Testing

/// Reference images of the upcoming-class card: every locale × appearance × state for
/// the small size, and English in both appearances for medium and large.
///
/// Record again after an intended change with `SNAPSHOT_TESTING_RECORD=all`.
@Suite("Upcoming-class card snapshots")
struct UpcomingClassSnapshotTests {
    static let locales = ["en", "nl", "fr", "pt-PT", "de", "ar", "ja", "he", "en-XA", "ar-XB"]
    static let states: [(String, UpcomingClassState)] = [
        ("upcoming", UpcomingClassAssets.sampleState()), ("nothing", .nothingUpcoming),
        ("logged-out", .loggedOut), ("placeholder", .placeholder),
    ]

    static let appearances = [
        ContextVariant("light") { $0.appearance = .light },
        ContextVariant("dark") { $0.appearance = .dark },
    ]

    static func localeVariants(_ tags: [String]) -> [ContextVariant] {
        tags.map { tag in ContextVariant(tag) { $0.locale = Locale(identifier: tag) } }
    }

    /// The card on its home-screen backdrop for the cell's appearance.
    struct OnBackdrop: Panel {
        let card: UpcomingClassCard
        var body: some Panel {
            let card = self.card
            ContextReader { context in
                Layers {
                    Swatch(UpcomingClassCard.backdrop(for: context.appearance))
                    card
                }
            }
        }
    }

    @Test(arguments: states.map(\.0))
    func smallInEveryLocaleAndAppearance(state: String) {
        let card = UpcomingClassCard(state: Self.states.first { $0.0 == state }!.1, size: .small)
        assertSnapshots(
            of: OnBackdrop(card: card),
            matrix: ContextVariant.combinations(Self.localeVariants(Self.locales), Self.appearances),
            base: UpcomingClassAssets.context(),
            as: { context in .image(size: CardSize.small.points, scale: 2, context: context) },
            testName: "small-\(state)")
    }

    @Test(arguments: [CardSize.medium, .large])
    func largerSizesInEnglish(size: CardSize) {
        for (state, value) in Self.states {
            assertSnapshots(
                of: OnBackdrop(card: UpcomingClassCard(state: value, size: size)),
                matrix: Self.appearances, base: UpcomingClassAssets.context(),
                as: { context in .image(size: size.points, scale: 1, context: context) },
                testName: "\(size.rawValue)-\(state)-en")
        }
    }
}
