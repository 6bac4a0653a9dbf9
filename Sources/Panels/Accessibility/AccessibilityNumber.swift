/// An adjustable control's value as a number, beside the text announced for it: what
/// a platform's value interface reports (AT-SPI's Value: current, range, step).
///
/// Contract: `value` lies in `range` (the control clamps it); `step` is what one
/// increment or decrement moves, above 0, or 0 for a value the user does not adjust
/// (a `ProgressBar`'s fraction done, 0 … 1).
package struct AccessibilityNumber: Sendable, Hashable {
    package var value: Double
    package var range: ClosedRange<Double>
    package var step: Double

    package init(value: Double, range: ClosedRange<Double>, step: Double) {
        self.value = value
        self.range = range
        self.step = step
    }
}
