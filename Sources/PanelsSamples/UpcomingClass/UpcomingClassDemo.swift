import Foundation
import Panels

/// The upcoming-class card live, with controls: rows of choices for the state, size,
/// locale and appearance above the card (click one, or press S, Z, L, A to step
/// through them). Used by `Demos/UpcomingWidget`, the Gallery and `panels render
/// upcoming`.
///
/// Contract: the controls are in English and left to right whatever the card's
/// locale; the card gets its assets from `folder` (default: the bundled ones).
public struct UpcomingClassDemo: Panel {
    public let model: UpcomingClassDemoModel
    public let folder: URL?
    public let now: Date

    public init(model: UpcomingClassDemoModel, folder: URL? = nil, now: Date = UpcomingClassAssets.sampleNow) {
        self.model = model
        self.folder = folder
        self.now = now
    }

    public var body: some Panel {
        let model = self.model
        let context = UpcomingClassAssets.context(
            folder: folder, locale: model.locale, appearance: model.appearance, now: now)
        Column(alignment: .leading, spacing: 10) {
            ChoiceRow(
                title: "State (S)", options: UpcomingClassDemoModel.ShownState.allCases.map(\.rawValue),
                selected: model.shownState.rawValue
            ) { name in
                model.shownState = UpcomingClassDemoModel.ShownState(rawValue: name) ?? .upcoming
            }
            ChoiceRow(title: "Size (Z)", options: CardSize.allCases.map(\.rawValue), selected: model.size.rawValue) {
                name in
                model.size = CardSize(rawValue: name) ?? .medium
            }
            ChoiceRow(title: "Locale (L)", options: UpcomingClassDemoModel.locales, selected: model.locale) { name in
                model.locale = name
            }
            ChoiceRow(
                title: "Appearance (A)", options: ["light", "dark"],
                selected: model.appearance == .dark ? "dark" : "light"
            ) { name in
                model.appearance = name == "dark" ? .dark : .light
            }
            Layers(alignment: .center) {
                Swatch(UpcomingClassCard.backdrop(for: model.appearance), cornerRadius: 12)
                UpcomingClassCard(state: model.cardState, size: model.size)
                    .context { card in
                        card.assets = context.assets
                        card.pictureFolder = context.pictureFolder
                        card.locale = context.locale
                        card.appearance = context.appearance
                        card.now = context.now
                        card.timeZone = context.timeZone
                    }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        .padding(16)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(named: "secondaryBackground")
        .onKey("s") { model.nextState() }
        .onKey("z") { model.nextSize() }
        .onKey("l") { model.nextLocale() }
        .onKey("a") { model.toggleAppearance() }
    }
}
