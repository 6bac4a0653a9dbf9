import Panels

/// The Gallery: a tab bar with every scene of the catalog and the selected scene,
/// live, below it. Ctrl+PageDown / Ctrl+PageUp (and clicking a tab) switch scenes, so
/// tabs inside a scene can take Ctrl+Tab; Tab moves keyboard focus inside the scene
/// (the Gallery's own tab buttons are out of the Tab order, and stay in the
/// accessibility tree).
public struct GalleryPanel: Panel {
    public let model: GalleryModel
    /// Height of the tab bar, in points.
    public static let barHeight = 40.0

    public init(model: GalleryModel) {
        self.model = model
    }

    public var body: some Panel {
        let model = self.model
        let selected = model.selected
        Column(spacing: 0) {
            Row(spacing: 4) {
                // One line each: a narrow window shortens the names (…) instead of
                // stacking their letters.
                Caption("Panels").textStyle(.headline).foreground(named: "label").lineLimit(1)
                    .padding(EdgeInsets(trailing: 6))
                for (index, entry) in model.catalog.entries.enumerated() {
                    Pressable(action: { model.selected = index }) { feedback in
                        ContextReader { context in
                            // Follows the pointer when drawn: hovering a tab resolves nothing.
                            let rest = context.color(named: index == selected ? "tint" : "secondaryBackground")
                            let lit = index == selected ? rest : context.color(named: "separator")
                            Caption(entry.name)
                                .textStyle(TextStyle(size: 13, weight: index == selected ? .bold : .regular))
                                .foreground(named: index == selected ? "background" : "label")
                                .lineLimit(1)
                                .padding(horizontal: 9, vertical: 6)
                                .background(
                                    Swatch(rest, cornerRadius: 8).color(
                                        following: feedback, normal: rest, hovered: lit, pressed: lit))
                        }
                    }
                    .keyboardActivation(keys: [.enter, .space], inTabOrder: false)
                    .id("tab.\(entry.name)")
                }
                Gap()
            }
            .padding(horizontal: 12, vertical: 6)
            .frame(height: GalleryPanel.barHeight)
            .background(named: "secondaryBackground")
            Swatch("separator").frame(height: 1)
            Measured { size in
                model.instance(selected)(size)
            }
            .id("scene.\(model.catalog.entries[selected].name)")
        }
        .onKey(KeyName.pageDown.with(.control)) { model.step(by: 1) }
        .onKey(KeyName.pageUp.with(.control)) { model.step(by: -1) }
    }
}
