import Foundation
import Panels
import PanelsSampleAssets

/// Every built-in control in every state it can be left in: switches on, off and
/// disabled; checkboxes checked, unchecked, mixed and disabled; a continuous and a
/// stepped slider with end labels; a stepper; a segmented and a pop-up choice;
/// a text field, a secure field with its Show/Hide control and a multi-line entry;
/// determinate and indeterminate progress; bordered, prominent, link and disabled
/// buttons. Two columns of grouped rows, in the context's appearance, direction and
/// locale (every card locale has the `Controls` table).
public struct ControlsScene: Panel {
    public var model: ControlsModel

    public init(model: ControlsModel = ControlsModel()) {
        SampleFonts.register()  // the Japanese subset (ja)
        self.model = model
    }

    public var body: some Panel {
        let model = model
        // Scrolls when larger text makes it taller than the window.
        return Scroller {
            ControlsScene.columns(model)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        .background(named: "secondaryBackground")
        .context { context in
            if let folder = ControlsScene.assetsFolder {
                context.assets = UpcomingClassAssets.CatalogCache.shared.catalog(for: folder)
            }
        }
    }

    /// The two columns of groups.
    static func columns(_ model: ControlsModel) -> some Panel {
        Row(alignment: .top, spacing: 16) {
            Column(alignment: .leading, spacing: 16) {
                ControlsScene.group("switches") {
                    Switch(Self.text("wifi"), isOn: Ref(model, \.wifi))
                    Switch(Self.text("bluetooth"), isOn: Ref(model, \.bluetooth))
                    Switch(Self.text("airplane"), isOn: .constant(false), enabled: false)
                }
                ControlsScene.group("checkboxes") {
                    Checkbox(Self.text("updates"), state: Ref(model, \.updates))
                    Checkbox(Self.text("newsletter"), state: Ref(model, \.newsletter))
                    Checkbox(Self.text("allFiles"), state: Ref(model, \.allFiles))
                    Checkbox(Self.text("locked"), isChecked: .constant(true), enabled: false)
                }
                ControlsScene.group("choices") {
                    SegmentedChoice(
                        Self.text("show"), selection: Ref(model, \.period), options: ControlsModel.Period.allCases
                    ) { Self.text($0.key) }
                    PopUpChoice(
                        Self.text("repeat"), selection: Ref(model, \.repeats), options: ControlsModel.Repeat.allCases,
                        state: model.repeatChoice
                    ) { Self.text($0.key) }
                }
                ControlsScene.group("text") {
                    EntryField(text: Ref(model, \.name), placeholder: Self.text("name"), state: model.nameField)
                    SecureEntryField(
                        text: Ref(model, \.password), placeholder: Self.text("password"), state: model.passwordField,
                        revealed: Ref(model, \.passwordShown))
                    EntryArea(
                        text: Ref(model, \.notes), placeholder: Self.text("notes"), state: model.notesField,
                        lines: 2 ... 4)
                }
            }
            .frame(maxWidth: .infinity)
            Column(alignment: .leading, spacing: 16) {
                ControlsScene.group("values") {
                    ValueSlider(Self.text("volume"), value: Ref(model, \.volume), in: 0 ... 1)
                    ValueSlider(
                        Self.text("textSize"), value: Ref(model, \.textSize), in: 10 ... 30, step: 2,
                        minimumLabel: AnyPanel(Caption("A").textStyle(TextStyle(size: 12))),
                        maximumLabel: AnyPanel(Caption("A").textStyle(TextStyle(size: 20))))
                    ValueStepper(Self.text("guests"), value: Ref(model, \.guests), in: 1 ... 8)
                }
                ControlsScene.group("progress") {
                    ProgressBar(Self.text("uploading"), fraction: model.upload)
                    ProgressBar(Self.text("connecting"))
                }
                ControlsScene.group("actions") {
                    // Two to a row, or one under another at the accessibility sizes.
                    ContextReader { context in
                        let stacked = context.textSize.isAccessibilitySize
                        Row(spacing: 12) {
                            Pressable(Self.text("book"), style: .prominent) { model.pressCount += 1 }
                            if !stacked { Pressable(Self.text("save"), style: .bordered) { model.pressCount += 1 } }
                        }
                        if stacked { Pressable(Self.text("save"), style: .bordered) { model.pressCount += 1 } }
                        Row(spacing: 12) {
                            Pressable(Self.text("delete"), style: .bordered, enabled: false) { model.pressCount += 1 }
                            if !stacked { Pressable(Self.text("terms"), style: .link) { model.pressCount += 1 } }
                        }
                        if stacked { Pressable(Self.text("terms"), style: .link) { model.pressCount += 1 } }
                    }
                }
            }
            .frame(maxWidth: .infinity)
        }
        .padding(20)
    }

    /// The folder with the scene's `Controls` tables (nil when the bundled samples are
    /// missing).
    public static var assetsFolder: URL? { try? SampleAssets.file("Controls") }

    /// The scene's text `key` in the context's locale (table `Controls`).
    static func text(_ key: String) -> Caption { Caption(key: "controls.\(key)", table: "Controls") }

    /// A titled group of rows on a rounded card.
    static func group<Content: Panel>(_ title: String, @PanelBuilder content: () -> Content) -> some Panel {
        Column(alignment: .leading, spacing: 8) {
            text(title).textStyle(TextStyle(size: 13, weight: .bold)).foreground(named: "secondaryLabel")
                .accessibilityHeading(level: 2)
            Column(alignment: .leading, spacing: 12) { content() }
                .padding(horizontal: 16, vertical: 12)
                .frame(maxWidth: .infinity, alignment: .leading)
                .background(named: "background", cornerRadius: 12)
        }
    }
}
