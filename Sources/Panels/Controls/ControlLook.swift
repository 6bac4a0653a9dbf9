/// What every built-in control shares: its sizes and motion, how it looks disabled,
/// hovered and pressed, and how values step. Written once so the controls agree.
///
/// Contract: sizes are in points and follow Apple's controls (a switch's 51 × 31
/// track); every control's hit target is at least `minimumTarget` on both axes, drawn
/// or enlarged (`.hitTarget(minimum:)`). Knobs and highlights move with `motion` (the
/// stage jumps instead with `PanelContext.reduceMotion`). Disabled controls draw at
/// `disabledOpacity` (WCAG 1.4.3 exempts inactive controls from contrast).
enum ControlLook {
    static let minimumTarget = 44.0
    static let disabledOpacity = 0.4
    /// The bar along a selected list row's leading edge and the ring around a selected
    /// grid cell, in the tint: what shows the selection (at least 3:1 on the
    /// background, WCAG 1.4.11), the faint highlight behind it keeping text at AA.
    static let selectionMarkWidth = 3.0
    /// A knob or highlight moving to a new value.
    static let motion = Motion.spring(stiffness: 380, damping: 30)
    /// How a color changes with the value (a track filling with tint).
    static let colorMotion = Motion.easeInOut(0.2)

    /// Text that must fit a control's fixed parts (segment titles, a stepper's − and +)
    /// grows with the person's text size up to the largest size before the
    /// accessibility sizes, then stays.
    static func cappedTextSize(_ size: TextSizeCategory) -> TextSizeCategory {
        size.isAccessibilitySize ? .extraExtraExtraLarge : size
    }

    /// `cappedTextSize` applied to a context (`.context(ControlLook.capTextSize)`).
    static func capTextSize(_ context: inout PanelContext) {
        // Only when it changes: setting a context value copies its shared settings.
        if context.textSize.isAccessibilitySize { context.textSize = .extraExtraExtraLarge }
    }

    /// The colors a control's overlay takes at rest, hovered and pressed: `base` (its
    /// fill at rest; nil: clear, as a button's overlay is) with the label color at 7 %
    /// and 16 % laid over it (`ContrastRatio.composited`), or `lit` in all three (a
    /// menu's highlighted row, whatever the pointer does).
    struct FeedbackColors {
        let normal: RGBA, hovered: RGBA, pressed: RGBA

        init(
            over base: RGBA? = nil, context: PanelContext, lit: RGBA? = nil, hovered: Double = 0.07,
            pressed: Double = 0.16
        ) {
            let label = context.color(named: "label")
            let base = base ?? label.withOpacity(0)
            normal = lit ?? base
            self.hovered = lit ?? ContrastRatio.composited(label.withOpacity(hovered), over: base)
            self.pressed = lit ?? ContrastRatio.composited(label.withOpacity(pressed), over: base)
        }

        /// A selectable list row's or grid cell's colors over `base` (its selection
        /// highlight, or clear): the label color at 3 % hovered and 5 % pressed in light,
        /// 8 % and 12 % in dark (where 3 % did not show), lighter than a button's — a
        /// row's own text, secondary text included, stays at AA over the highlight and
        /// either (`LongListRowFeedbackTests`).
        static func row(over base: RGBA, context: PanelContext) -> FeedbackColors {
            let dark = context.appearance == .dark
            return FeedbackColors(
                over: base, context: context, hovered: dark ? 0.08 : 0.03, pressed: dark ? 0.12 : 0.05)
        }

        /// A selected row's or cell's highlight: the tint at 8 % (at 20 % the
        /// secondary label fell to 4.35:1 in light).
        static func selectionHighlight(_ context: PanelContext) -> RGBA {
            context.color(named: "tint").withOpacity(0.08)
        }

        /// The fill `make` makes from the resting color, in the color `feedback` asks
        /// for at each frame drawn (hovering or pressing redraws it without resolving
        /// the tree).
        func fill<Fill: Panel>(_ feedback: PressFeedback, _ make: (RGBA) -> Fill) -> _LiveColored<Fill> {
            make(normal).color(following: feedback, normal: normal, hovered: hovered, pressed: pressed)
        }
    }

    /// The control's overlay, the fill `fill` makes from its resting color, in
    /// `FeedbackColors` (clear at rest, or `lit`).
    static func feedbackOverlay<Fill: Panel>(
        _ feedback: PressFeedback, context: PanelContext, lit: RGBA? = nil, _ fill: (RGBA) -> Fill
    ) -> _LiveColored<Fill> {
        FeedbackColors(context: context, lit: lit).fill(feedback, fill)
    }

    /// The control's overlay (`feedbackOverlay(_:context:lit:_:)`) as a swatch with
    /// `cornerRadius`.
    static func feedbackOverlay(
        _ feedback: PressFeedback, context: PanelContext, cornerRadius: Double = 0, lit: RGBA? = nil
    ) -> _LiveColored<Swatch> {
        feedbackOverlay(feedback, context: context, lit: lit) { Swatch($0, cornerRadius: cornerRadius) }
    }

    /// White, or black when white on `fill` falls short of 3:1 (bold text's minimum)
    /// and black does better: text on a tinted fill.
    static func text(on fill: RGBA) -> RGBA {
        let white = RGBA(hex: 0xFFFFFF), black = RGBA(hex: 0x000000)
        let onWhite = ContrastRatio.between(white, fill)
        return onWhite >= 3 || onWhite >= ContrastRatio.between(black, fill) ? white : black
    }

    /// `value` moved `steps` steps of `step` in `range` (snapped to the step grid from
    /// the lower bound when `step` > 0), clamped to the range.
    static func stepped(_ value: Double, by steps: Double, step: Double, in range: ClosedRange<Double>) -> Double {
        let moved = value + steps * step
        return snapped(moved, step: step, in: range)
    }

    /// `value` clamped to `range` and, with a positive `step`, to the nearest step.
    static func snapped(_ value: Double, step: Double, in range: ClosedRange<Double>) -> Double {
        guard value.isFinite else { return range.lowerBound }
        var result = min(max(value, range.lowerBound), range.upperBound)
        if step > 0, step.isFinite {
            let count = ((result - range.lowerBound) / step).rounded()
            result = min(range.upperBound, range.lowerBound + count * step)
        }
        return result
    }

    /// A range from untrusted bounds: non-finite bounds become 0 and 1, reversed bounds
    /// are swapped.
    static func range(_ range: ClosedRange<Double>) -> ClosedRange<Double> {
        let low = range.lowerBound.isFinite ? range.lowerBound : 0
        let high = range.upperBound.isFinite ? range.upperBound : max(low, 1)
        return min(low, high) ... max(low, high)
    }

    /// The key that moves a horizontal control toward its leading or trailing end in
    /// `direction`: Right goes forward left to right, Left right to left.
    static func horizontalStep(_ key: KeyName, direction: LayoutDirection) -> Double? {
        guard key.modifiers.isEmpty else { return nil }
        switch key.rawValue {
        case KeyName.right.rawValue: return direction == .rightToLeft ? -1 : 1
        case KeyName.left.rawValue: return direction == .rightToLeft ? 1 : -1
        default: return nil
        }
    }
}
