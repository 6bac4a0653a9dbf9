/// A panel with an explicit place in the Tab order. Made by `.focusOrder(_:)`.
///
/// Contract: Tab visits focusable panels by their order, lower first; a panel without
/// one has order 0, and panels of equal order keep the reading order (top to bottom,
/// then leading to trailing: right to left in a right-to-left layout). The order
/// applies to every focusable panel at or inside this one (an inner order wins). A number that is not
/// finite is reported and ignored (the reading order is kept).
public struct _FocusOrdered<Content: Panel>: PrimitivePanel {
    let content: Content
    let order: Double

    public static func _resolve(_ panel: _FocusOrdered, into builder: inout NodeBuilder) {
        guard panel.order.isFinite else {
            builder.context.diagnostics.report(
                Diagnostic(
                    .warning,
                    "focusOrder(\(DumpFormat.number(panel.order))) is not a finite number: the reading order is kept",
                    subject: "focusOrder"))
            builder.resolve(panel.content, at: 0)
            return
        }
        builder.resolve(panel.content, at: 0, attaching: .focusOrder(panel.order))
    }
}

extension Panel {
    /// Places this panel in the Tab order by `order` (lower first; 0 by default; equal
    /// orders keep the reading order).
    ///
    /// Contract: Tab visits focusable panels by their order, lower first; a panel without
    /// one has order 0, and panels of equal order keep the reading order (top to bottom,
    /// then leading to trailing: right to left in a right-to-left layout). The order
    /// applies to every focusable panel at or inside this one (an inner order wins). A number that is not
    /// finite is reported and ignored (the reading order is kept).
    public consuming func focusOrder(_ order: Double) -> _FocusOrdered<Self> {
        _FocusOrdered(content: self, order: order)
    }
}
