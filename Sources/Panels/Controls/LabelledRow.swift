/// A control's label and what follows it: on one row with a gap between (the label
/// leading, the rest trailing), or, at the accessibility text sizes
/// (`TextSizeCategory.isAccessibilitySize`), the label above the rest, so large text
/// wraps at words instead of being squeezed beside the control.
struct LabelledRow<Label: Panel, Trailing: Panel>: Panel {
    let spacing: Double
    let label: Label
    let trailing: Trailing

    init(spacing: Double, @PanelBuilder label: () -> Label, @PanelBuilder trailing: () -> Trailing) {
        self.spacing = spacing
        self.label = label()
        self.trailing = trailing()
    }

    var body: some Panel {
        let label = label
        let trailing = trailing
        let spacing = spacing
        return ContextReader { context in
            if context.textSize.isAccessibilitySize {
                Column(alignment: .leading, spacing: spacing / 2) {
                    label
                    Row(spacing: spacing) {
                        Gap()
                        trailing
                    }
                }
            } else {
                Row(spacing: spacing) {
                    label
                    Gap()
                    trailing
                }
            }
        }
    }
}
