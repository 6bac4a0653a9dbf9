/// A stepper: a whole number changed one step at a time with − and + buttons (a
/// 94 × 32 pt pair), with its label and the number before them.
///
/// ```swift
/// ValueStepper("Guests", value: Ref(booking, \.guests), in: 1...8)
/// ```
///
/// Contract: driven by `value`, always written within `range` (a value outside it
/// shows clamped). A click on − or + moves one `step` (a step below 1 counts as 1);
/// each button is disabled at its end of the range. The stepper is one Tab stop (its
/// buttons are not), with the keys of WAI-ARIA's spinbutton pattern: Up one step
/// more, Down one step less, Page Up and Page Down five steps, Home the minimum, End
/// the maximum. To assistive technologies it is a `spinButton` labelled by `label`,
/// its value the number in the locale's digits (or `valueText`), with increment and
/// decrement; the buttons are not separate elements. Right to left, − stays first
/// (at the right). Disabled, it is drawn at 40 % opacity and takes no input. Each
/// button's hit target is at least 44 × 44 pt.
public struct ValueStepper: PrimitivePanel {
    @usableFromInline package var value: Ref<Int>
    @usableFromInline package var range: ClosedRange<Int>
    @usableFromInline package var step: Int
    @usableFromInline package var label: Caption?
    @usableFromInline package var isEnabled: Bool
    @usableFromInline package var valueText: (@Sendable (Int) -> String)?

    /// A stepper over `value` within `range` (default 0 … 100), moving `step` at a time (below
    /// 1: 1). `valueText` nil shows the number in the locale's digits.
    public init(
        _ label: Caption? = nil, value: Ref<Int>, in range: ClosedRange<Int> = 0 ... 100, step: Int = 1,
        enabled: Bool = true, valueText: (@Sendable (Int) -> String)? = nil
    ) {
        self.value = value
        self.range = range
        self.step = max(1, step)
        self.label = label
        self.isEnabled = enabled
        self.valueText = valueText
    }

    /// A stepper labelled by `label`, as written; the other arguments as in the initializer
    /// taking a caption.
    public init(
        _ label: String, value: Ref<Int>, in range: ClosedRange<Int> = 0 ... 100, step: Int = 1,
        enabled: Bool = true, valueText: (@Sendable (Int) -> String)? = nil
    ) {
        self.init(Caption(label), value: value, in: range, step: step, enabled: enabled, valueText: valueText)
    }

    /// The size of the − and + pair, in points.
    @usableFromInline package static let buttonsSize = Size(width: 94, height: 32)

    /// `current` moved `steps` steps, within the range (no overflow at Int's ends).
    func moved(_ current: Int, by steps: Int) -> Int {
        let clamped = min(max(current, range.lowerBound), range.upperBound)
        let (delta, overflow) = step.multipliedReportingOverflow(by: steps)
        if overflow { return steps > 0 ? range.upperBound : range.lowerBound }
        let (sum, over) = clamped.addingReportingOverflow(delta)
        if over { return delta > 0 ? range.upperBound : range.lowerBound }
        return min(max(sum, range.lowerBound), range.upperBound)
    }

    /// The value after `key`, or nil when the stepper does not answer it.
    func value(after key: KeyName, from current: Int) -> Int? {
        guard key.modifiers.isEmpty else { return nil }
        switch key.rawValue {
        case KeyName.up.rawValue: return moved(current, by: 1)
        case KeyName.down.rawValue: return moved(current, by: -1)
        case KeyName.pageUp.rawValue: return moved(current, by: 5)
        case KeyName.pageDown.rawValue: return moved(current, by: -5)
        case KeyName.home.rawValue: return range.lowerBound
        case KeyName.end.rawValue: return range.upperBound
        default: return nil
        }
    }

    /// Resolves as the panels it is composed of (`composed`).
    public static func _resolve(_ panel: Self, into builder: inout NodeBuilder) {
        builder.resolve(panel.composed, at: 0)
    }

    /// The panels this control is made of.
    package var composed: some Panel {
        let stepper = self
        let value = value
        return ContextReader { context in
            let current = min(max(value.value, stepper.range.lowerBound), stepper.range.upperBound)
            let shown = stepper.valueText?(current) ?? context.formatter.integer(current)
            let enabled = stepper.isEnabled
            let core = LabelledRow(spacing: 12) {
                if let label = stepper.label { label.foreground(named: "label") }
            } trailing: {
                Caption(shown).foreground(named: "label").idealSize()  // "12" never breaks into "1" over "2"
                Row(spacing: 0) {
                    stepper.button("−", enabled: enabled && current > stepper.range.lowerBound, context: context) {
                        value.value = stepper.moved(value.value, by: -1)
                    }
                    Swatch(context.color(named: "separator")).frame(width: 1, height: 18)
                    stepper.button("+", enabled: enabled && current < stepper.range.upperBound, context: context) {
                        value.value = stepper.moved(value.value, by: 1)
                    }
                }
                .frame(minWidth: ValueStepper.buttonsSize.width, minHeight: ValueStepper.buttonsSize.height)
                .background(named: "controlFill", cornerRadius: 8)
            }
            .opacity(enabled ? 1 : ControlLook.disabledOpacity)
            if enabled {
                core
                    .focusable()
                    .onFocusedKey { key in
                        guard let new = stepper.value(after: key, from: value.value) else { return false }
                        if new != value.value { value.value = new }
                        return true
                    }
                    .accessibility(role: .spinButton, label: stepper.label.map { AccessibilityText($0) })
                    .accessibilityAdjustable(
                        value: AccessibilityText(shown),
                        increment: { value.value = stepper.moved(value.value, by: 1) },
                        decrement: { value.value = stepper.moved(value.value, by: -1) }
                    )
                    .accessibilityNumber(
                        Double(current), in: Double(stepper.range.lowerBound) ... Double(stepper.range.upperBound),
                        step: 1
                    )
                    .hitTarget(minimum: ControlLook.minimumTarget)
            } else {
                core.accessibility(
                    role: .spinButton, label: stepper.label.map { AccessibilityText($0) },
                    value: AccessibilityText(shown),
                    states: .disabled)
            }
        }
    }

    /// − or +: a press target that Tab skips (the stepper is the Tab stop).
    func button(_ glyph: String, enabled: Bool, context: PanelContext, action: @escaping () -> Void) -> some Panel {
        Pressable(enabled: enabled, action: action) { feedback in
            Caption(glyph).textStyle(TextStyle(size: 20, weight: .medium))
                // The glyphs fit their 47 pt halves: they stop growing at the
                // accessibility sizes.
                .context(ControlLook.capTextSize)
                .foreground(named: enabled ? "label" : "tertiaryLabel")
                .frame(width: (ValueStepper.buttonsSize.width - 1) / 2)
                .frame(minHeight: ValueStepper.buttonsSize.height)
                .background(ControlLook.feedbackOverlay(feedback, context: context, cornerRadius: 8))
        }
        .keyboardActivation(keys: [], inTabOrder: false)
        .hitTarget(minimum: ControlLook.minimumTarget)
        .accessibilityHidden()
    }
}
