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

    /// The control's overlay, the fill `fill` makes from its resting color: clear at
    /// rest, the label color at 7 % hovered and 16 % pressed, as `feedback` stands at
    /// each frame drawn (hovering or pressing the control redraws it without resolving
    /// the tree). A `lit` row (a menu's highlighted one) is drawn in that color whatever
    /// the pointer does.
    static func feedbackOverlay<Fill: Panel>(
        _ feedback: PressFeedback, context: PanelContext, lit: RGBA? = nil, _ fill: (RGBA) -> Fill
    ) -> _LiveColored<Fill> {
        let base = context.color(named: "label")
        let normal = lit ?? base.withOpacity(0)
        return fill(normal).color(
            following: feedback, normal: normal, hovered: lit ?? base.withOpacity(0.07),
            pressed: lit ?? base.withOpacity(0.16))
    }

    /// A selectable row's or cell's fill: `highlight` (its selection color, or clear),
    /// with the control overlay's 7 % (hovered) or 16 % (pressed) of the label color
    /// laid over it as `feedback` stands at each frame drawn — one swatch, redrawn
    /// without resolving the tree.
    static func selectionFill(_ highlight: RGBA, feedback: PressFeedback, context: PanelContext) -> _LiveColored<Swatch>
    {
        let label = context.color(named: "label")
        return Swatch(highlight).color(
            following: feedback, normal: highlight, hovered: layered(label.withOpacity(0.07), over: highlight),
            pressed: layered(label.withOpacity(0.16), over: highlight))
    }

    /// `top` drawn over `bottom`, both with their own alpha (straight, not
    /// premultiplied): the one color that paints as the two layers do.
    static func layered(_ top: RGBA, over bottom: RGBA) -> RGBA {
        let at = Double(top.alpha) / 255, ab = Double(bottom.alpha) / 255
        let alpha = at + ab * (1 - at)
        guard alpha > 0 else { return RGBA(red: 0, green: 0, blue: 0, alpha: 0) }
        func mix(_ t: UInt8, _ b: UInt8) -> UInt8 {
            UInt8(min(255, max(0, ((Double(t) * at + Double(b) * ab * (1 - at)) / alpha).rounded())))
        }
        return RGBA(
            red: mix(top.red, bottom.red), green: mix(top.green, bottom.green), blue: mix(top.blue, bottom.blue),
            alpha: UInt8(min(255, (alpha * 255).rounded())))
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
