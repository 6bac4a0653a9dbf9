import Foundation

/// A slider: a value in a range chosen by dragging a 28 pt thumb along a 4 pt track
/// (filled with the tint up to the thumb), continuous or in steps, with an optional
/// label and value above it and labels for the minimum and maximum at its ends.
///
/// ```swift
/// ValueSlider("Volume", value: Ref(player, \.volume), in: 0...1)
/// ValueSlider("Font size", value: Ref(prefs, \.fontSize), in: 10...30, step: 2,
///             minimumLabel: AnyPanel(Caption("A")), maximumLabel: AnyPanel(Caption("A").textStyle(.title)))
/// ```
///
/// Contract: driven by `value`, always written clamped to the range and, with a
/// positive `step`, snapped to the steps from the lower bound (bounds that are not
/// finite are taken as 0 and 1, reversed ones swapped). A press on the track moves the
/// thumb there and a drag follows the pointer (the value tracks the thumb's center).
/// Focused (Tab), the keys of WAI-ARIA's slider pattern: Right and Up one step more,
/// Left and Down one step less, Page Up and Page Down ten steps, Home the minimum,
/// End the maximum (a continuous slider's step is 1 % of the range); right to left,
/// the track runs from the right and Left is more. To assistive technologies it is
/// `adjustable`, labelled by `label`, its value the text shown (`valueText`, by
/// default a percentage over 0 … 1, else the number, in the locale's digits), with
/// increment and decrement. The
/// thumb moves on the motion system for presses and keys, and follows a drag at once.
/// Disabled, it is drawn at 40 % opacity and takes no input. Its hit target is at
/// least 44 pt tall.
public struct ValueSlider: PrimitivePanel {
    @usableFromInline package var value: Ref<Double>
    @usableFromInline package var range: ClosedRange<Double>
    /// The distance between allowed values; 0: continuous.
    @usableFromInline package var step: Double
    @usableFromInline package var label: Caption?
    /// What the ends show (a small and a large "A", a speaker and a loud one).
    @usableFromInline package var minimumLabel: AnyPanel?
    @usableFromInline package var maximumLabel: AnyPanel?
    @usableFromInline package var isEnabled: Bool
    /// The value as shown and announced; nil: the number in the locale's digits.
    @usableFromInline package var valueText: (@Sendable (Double) -> String)?

    /// A slider over `value` in `range` (default 0 … 1; bounds not finite: 0 and 1, reversed:
    /// swapped), in steps of `step` (0, negative or not finite: continuous). `valueText` nil
    /// shows the number.
    public init(
        _ label: Caption? = nil, value: Ref<Double>, in range: ClosedRange<Double> = 0 ... 1, step: Double = 0,
        minimumLabel: AnyPanel? = nil, maximumLabel: AnyPanel? = nil, enabled: Bool = true,
        valueText: (@Sendable (Double) -> String)? = nil
    ) {
        self.value = value
        self.range = ControlLook.range(range)
        self.step = step.isFinite && step > 0 ? step : 0
        self.label = label
        self.minimumLabel = minimumLabel
        self.maximumLabel = maximumLabel
        self.isEnabled = enabled
        self.valueText = valueText
    }

    /// A slider labelled by `label`, as written; the other arguments as in the initializer
    /// taking a caption.
    public init(
        _ label: String, value: Ref<Double>, in range: ClosedRange<Double> = 0 ... 1, step: Double = 0,
        minimumLabel: AnyPanel? = nil, maximumLabel: AnyPanel? = nil, enabled: Bool = true,
        valueText: (@Sendable (Double) -> String)? = nil
    ) {
        self.init(
            Caption(label), value: value, in: range, step: step, minimumLabel: minimumLabel,
            maximumLabel: maximumLabel, enabled: enabled, valueText: valueText)
    }

    /// The thumb's diameter and the track's thickness, in points.
    @usableFromInline package static let thumbSide = 28.0
    @usableFromInline package static let trackThickness = 4.0

    /// One key step: `step`, or 1 % of the range when continuous.
    var keyStep: Double { step > 0 ? step : (range.upperBound - range.lowerBound) / 100 }

    /// The value after `key`, or nil when the slider does not answer it.
    func value(after key: KeyName, from current: Double, direction: LayoutDirection) -> Double? {
        guard key.modifiers.isEmpty else { return nil }
        var steps: Double
        if let horizontal = ControlLook.horizontalStep(key, direction: direction) {
            steps = horizontal
        } else {
            switch key.rawValue {
            case KeyName.up.rawValue: steps = 1
            case KeyName.down.rawValue: steps = -1
            case KeyName.pageUp.rawValue: steps = 10
            case KeyName.pageDown.rawValue: steps = -10
            case KeyName.home.rawValue: return range.lowerBound
            case KeyName.end.rawValue: return range.upperBound
            default: return nil
            }
        }
        return ControlLook.snapped(current + steps * keyStep, step: step, in: range)
    }

    /// Resolves as the panels it is composed of (`composed`).
    public static func _resolve(_ panel: Self, into builder: inout NodeBuilder) {
        builder.resolve(panel.composed, at: 0)
    }

    /// The panels this control is made of.
    package var composed: some Panel {
        let slider = self
        return ContextReader { context in
            let current = ControlLook.snapped(slider.value.value, step: slider.step, in: slider.range)
            let shown =
                slider.valueText?(current)
                ?? slider.defaultText(current, locale: context.locale, formatter: context.formatter)
            let whole = Column(alignment: .leading, spacing: 4) {
                if let label = slider.label {
                    // Announced with the slider (its label and value), not on their own.
                    LabelledRow(spacing: 8) {
                        label.foreground(named: "label")
                    } trailing: {
                        Caption(shown).foreground(named: "secondaryLabel").idealSize()
                    }
                    .accessibilityHidden()
                }
                Row(spacing: 8) {
                    if let minimum = slider.minimumLabel {
                        minimum.foreground(named: "secondaryLabel").accessibilityHidden()
                    }
                    slider.track(current, context: context)
                    if let maximum = slider.maximumLabel {
                        maximum.foreground(named: "secondaryLabel").accessibilityHidden()
                    }
                }
            }
            .opacity(slider.isEnabled ? 1 : ControlLook.disabledOpacity)
            // The whole slider takes focus (the ring goes around it) and is one element.
            if slider.isEnabled {
                whole
                    .focusable()
                    .onFocusedKey { key in
                        let direction = context.layoutDirection
                        guard let new = slider.value(after: key, from: slider.value.value, direction: direction)
                        else { return false }
                        animate(ControlLook.motion) { slider.set(new) }
                        return true
                    }
                    .accessibilityAdjustable(
                        value: AccessibilityText(shown),
                        increment: { slider.set(slider.value.value + slider.keyStep) },
                        decrement: { slider.set(slider.value.value - slider.keyStep) }
                    )
                    .accessibility(label: slider.label.map { AccessibilityText($0) })
                    .accessibilityNumber(current, in: slider.range, step: slider.keyStep)
            } else {
                whole.accessibility(
                    role: .adjustable, label: slider.label.map { AccessibilityText($0) },
                    value: AccessibilityText(shown), states: .disabled)
            }
        }
    }

    /// The value as shown when the app gives no `valueText`: a percentage over 0 … 1,
    /// else the number, in the locale's digits.
    func defaultText(_ value: Double, locale: Locale, formatter: LocaleFormatter) -> String {
        if range == 0 ... 1 { return ProgressBar.percent(value, locale: locale) }
        return formatter.number(value, maximumFractionDigits: 2)
    }

    /// Writes `new`, clamped and snapped, when it differs.
    func set(_ new: Double) {
        let snapped = ControlLook.snapped(new, step: step, in: range)
        if snapped != value.value { value.value = snapped }
    }

    /// The track and thumb: the interactive part.
    func track(_ current: Double, context: PanelContext) -> some Panel {
        let slider = self
        let direction = context.layoutDirection
        let span = range.upperBound - range.lowerBound
        let fraction = span > 0 ? (current - range.lowerBound) / span : 0
        let side = ValueSlider.thumbSide
        let track = Measured { size in
            let travel = max(0, size.width - side)
            let thumbX = fraction * travel
            Layers(alignment: .leading) {
                Pill().fill(context.color(named: "controlTrack"))
                    .frame(width: max(0, size.width - side), height: ValueSlider.trackThickness)
                    .padding(horizontal: side / 2)
                Pill().fill(context.color(named: "tint"))
                    .frame(width: thumbX, height: ValueSlider.trackThickness)
                    .padding(EdgeInsets(leading: side / 2))
                Disc().fill(context.color(named: "controlKnob"))
                    .border(
                        context.color(named: "separator"), width: context.contrast == .high ? 1.5 : 0.5,
                        cornerRadius: side / 2
                    )
                    .shadow(RGBA(hex: 0x000000, opacity: 0.2), radius: 3, y: 1.5, cornerRadius: side / 2)
                    .frame(width: side, height: side)
                    .offset(x: direction == .rightToLeft ? -thumbX : thumbX)
            }
            .frame(width: size.width, height: side, alignment: .leading)
        }
        .frame(height: side)
        guard isEnabled else { return AnyPanel(track) }
        let range = range
        return AnyPanel(
            track
                .onPointerDrag(axes: .horizontal, minimumDistance: 0) { drag in
                    guard drag.phase != .cancelled, drag.frame.width > side else { return }
                    var x = (drag.location.x - drag.frame.minX - side / 2) / (drag.frame.width - side)
                    if direction == .rightToLeft { x = 1 - x }
                    let new = range.lowerBound + min(max(x, 0), 1) * span
                    // A press moves the thumb there on the motion system; a drag moves
                    // it with the pointer, not after it.
                    if drag.phase == .began { animate(ControlLook.motion) { slider.set(new) } } else { slider.set(new) }
                }
                .hitTarget(minimum: ControlLook.minimumTarget))
    }
}
