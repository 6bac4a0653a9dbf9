/// The inside of an alert or a confirmation: title, message and up to three action
/// buttons, laid out by `DialogMetrics`.
///
/// Contract: the title (bold, 17 pt at the default text size) and message wrap; the
/// dialog is `DialogMetrics.width` wide (wider at accessibility text sizes) and grows
/// with its text. Two actions sit side by side (cancel on the leading side) unless a
/// title does not fit or the text size is an accessibility size: then, and with three
/// actions, they stack, cancel last. Every button is at least 44 pt tall.
/// Made by `.alert(…)` and `.confirmation(…)`.
public struct _DialogCard: Panel {
    var title: String
    var message: String?
    var actions: [DialogAction]
    /// Closes the dialog (writes false) before an action runs.
    var close: () -> Void

    public var body: some Panel {
        let card = self
        return ContextReader { context in
            let large = context.textSize.isAccessibilitySize
            let width = large ? DialogMetrics.largeWidth : DialogMetrics.width
            let stacked =
                card.actions.count > 2 || large
                || card.actions.contains { Double($0.title.count) * context.textStyle.size * 0.6 > width / 2 - 24 }
            Column(spacing: 0) {
                Column(spacing: 6) {
                    Caption(card.title).textStyle(TextStyle(size: context.textStyle.size + 3, weight: .bold))
                        .lineAlignment(.center).foreground(named: "label")
                        .accessibilityHeading(level: 2)
                    if let message = card.message {
                        Caption(message).lineAlignment(.center).foreground(named: "secondaryLabel")
                    }
                }
                .padding(horizontal: 20, vertical: 20)
                .frame(minWidth: width, maxWidth: width)
                if stacked {
                    Column(spacing: 0) {
                        Each(card.stackedOrder, id: \.self) { index in
                            Separator()
                            card.button(index, context: context)
                        }
                    }
                } else {
                    Separator()
                    Row(spacing: 0) {
                        Each(card.rowOrder, id: \.self) { index in
                            if index != card.rowOrder.first { Separator() }
                            card.button(index, context: context).frame(maxWidth: .infinity)
                        }
                    }
                }
            }
            .frame(width: width)
            .accessibility(label: AccessibilityText(card.title), value: card.message.map { AccessibilityText($0) })
        }
    }

    /// Side by side: cancel first (leading), the others in their order.
    var rowOrder: [Int] {
        let cancel = actions.indices.filter { actions[$0].role == .cancel }
        return cancel + actions.indices.filter { actions[$0].role != .cancel }
    }

    /// Stacked: cancel last.
    var stackedOrder: [Int] {
        let cancel = actions.indices.filter { actions[$0].role == .cancel }
        return actions.indices.filter { actions[$0].role != .cancel } + cancel
    }

    func button(_ index: Int, context: PanelContext) -> some Panel {
        let action = actions[index]
        let close = close
        let isDefault = index == DialogAction.defaultIndex(actions)
        let color = action.role == .destructive ? "destructive" : "tint"
        return Pressable(action: {
            close()
            action.action()
        }) { feedback in
            // Bold: the tint reaches 3:1 on the bubble in dark, which bold text needs.
            action.caption
                .textStyle(
                    TextStyle(
                        size: context.textStyle.size + 3, weight: isDefault || action.role == .cancel ? .bold : .medium)
                )
                .lineAlignment(.center).foreground(named: color)
                .padding(horizontal: 12, vertical: 10)
                .frame(maxWidth: .infinity, minHeight: DialogMetrics.buttonHeight)
                .background(ControlLook.feedbackOverlay(feedback, context: context))
        }
        .accessibility(role: .button, label: AccessibilityText(action.caption))
        .padding(DialogMetrics.buttonInset)  // the focus ring stays inside the dialog
    }
}

/// Sizes of alerts and confirmations, in points.
package enum DialogMetrics {
    /// An alert's or confirmation's width at ordinary text sizes.
    @usableFromInline package static let width = 280.0
    /// Its width at accessibility text sizes (at most the window less its margins).
    @usableFromInline package static let largeWidth = 420.0
    /// The least height of an action button (WCAG's and Apple's 44 pt target).
    @usableFromInline package static let buttonHeight = 44.0
    /// Space around each button inside the dialog (its focus ring shows whole).
    @usableFromInline package static let buttonInset = 4.0
}
