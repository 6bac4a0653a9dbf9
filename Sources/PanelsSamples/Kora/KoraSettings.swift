import Foundation
import Panels
import PanelsComponents

/// Settings: appearance, text size and reduce motion; language and the clock; the
/// account. Each applies to every screen of the app at once (`KoraApp` puts them in
/// the context).
struct KoraSettings: Panel {
    let model: KoraModel

    var body: some Panel {
        let model = model
        let sizes = TextSizeCategory.allCases
        Scroller {
            Column(alignment: .leading, spacing: 16) {
                KoraSettings.group("settings.display") {
                    SegmentedChoice(
                        KoraApp.text("settings.appearance"), selection: Ref(model, \.appearance),
                        options: AppearanceChoice.allCases
                    ) { KoraApp.text("settings.appearance.\($0.rawValue)") }
                    .context(KoraApp.capTextSize)
                    .id("kora.settings.appearance")
                    ContextReader { context in
                        // The slider starts at the size in force (the system's until set) and
                        // reads its value as the size's name in the app's language.
                        let names = sizes.map { KoraApp.string("settings.textSize.\($0)", context) }
                        let current = context.textSize
                        let sizeIndex = Ref<Double>(
                            get: { Double(sizes.firstIndex(of: model.textSize ?? current) ?? 3) },
                            set: { value in
                                guard value.isFinite else { return }
                                model.textSize = sizes[min(max(Int(value.rounded()), 0), sizes.count - 1)]
                            })
                        ValueSlider(
                            KoraApp.text("settings.textSize"), value: sizeIndex, in: 0 ... Double(sizes.count - 1),
                            step: 1,
                            minimumLabel: AnyPanel(Caption("A").textStyle(TextStyle(size: 12)).accessibilityHidden()),
                            maximumLabel: AnyPanel(Caption("A").textStyle(TextStyle(size: 22)).accessibilityHidden()),
                            valueText: { value in
                                names[min(max(Int(value.isFinite ? value.rounded() : 3), 0), names.count - 1)]
                            })
                    }
                    .id("kora.settings.textSize")
                    Switch(KoraApp.text("settings.reduceMotion"), isOn: Ref(model, \.reduceMotion))
                        .id("kora.settings.reduceMotion")
                }
                KoraSettings.group("settings.region") {
                    PopUpChoice(
                        KoraApp.text("settings.language"), selection: Ref(model, \.language),
                        options: LanguageChoice.allCases, state: model.languageChoice
                    ) { choice in
                        choice.endonym.map { Caption($0) } ?? KoraApp.text("settings.language.system")
                    }
                    .id("kora.settings.language")
                    SegmentedChoice(
                        KoraApp.text("settings.clock"), selection: Ref(model, \.clock), options: ClockChoice.allCases
                    ) { KoraApp.text("settings.clock.\($0.rawValue)") }
                    .context(KoraApp.capTextSize)
                    .id("kora.settings.clock")
                }
                KoraSettings.group("settings.account") {
                    KoraApp.text(model.signedIn ? "settings.signedIn" : "settings.signedOut").textStyle(.body)
                        .foreground(named: "secondaryLabel")
                    Pressable(
                        KoraApp.text(model.signedIn ? "settings.signOut" : "settings.signIn"),
                        style: model.signedIn ? .bordered : .prominent
                    ) {
                        if model.signedIn { model.signOut() } else { model.signedIn = true }
                    }
                    .id("kora.settings.account")
                }
            }
            .padding(16)
        }
        .background(named: "secondaryBackground")
    }

    /// A titled group of rows on a rounded card.
    static func group<Content: Panel>(_ title: String, @PanelBuilder content: () -> Content) -> some Panel {
        Column(alignment: .leading, spacing: 8) {
            KoraApp.text(title).textStyle(TextStyle(size: 13, weight: .bold)).foreground(named: "secondaryLabel")
                .accessibilityHeading(level: 2)
            Column(alignment: .leading, spacing: 14) { content() }
                .padding(horizontal: 16, vertical: 12)
                .frame(maxWidth: .infinity, alignment: .leading)
                .background(named: "background", cornerRadius: 12)
        }
    }
}
