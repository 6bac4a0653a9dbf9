extension Panel {
    /// Shows an alert while `isPresented` is true: a modal dialog centered in the
    /// window over a dimmed screen (the named color `scrim`), above every popover and
    /// modal card (`OverlayStyle`'s stacking order), with `title`, `message` and up to
    /// three `actions` (none: one "OK").
    ///
    /// Contract: while it shows, presses outside it do nothing (and reach nothing
    /// behind it), and keys go only to it: Tab, Shift+Tab and the arrow keys move
    /// among its buttons (left and right follow the reading direction), Return runs
    /// the default action (`DialogAction`), Esc the cancel action (or, with none,
    /// just closes it). Any action closes it before it runs. Overlays under it stay
    /// open and get the keys back when it closes. To assistive technologies it is an
    /// `alertDialog` labelled by `title` whose value is `message`. This panel may
    /// carry other overlays too (a modal card, a popover). It appears growing
    /// slightly and fading in (`OverlayMotion`); with reduce motion it only fades.
    public consuming func alert(
        _ title: String, isPresented: Ref<Bool>, message: String? = nil, actions: [DialogAction] = []
    ) -> _PopoverAnchor<_Padded<Self>, _DialogCard> {
        // On a node of its own (a layout-neutral wrapper): one panel can carry an
        // alert and a modal card or a popover.
        padding(0).dialog(
            title, isPresented: isPresented, message: message, actions: actions, style: .alert, arrows: [.up])
    }

    /// Shows a confirmation while `isPresented` is true: the same dialog as `alert`,
    /// in a popover bubble pointing at this panel (the delete confirmation anchored to
    /// a trash control), placed like a popover (`arrows`, most preferred first).
    ///
    /// Contract: keys go only to it (Tab, Shift+Tab and arrows move among its
    /// buttons, Return runs the default action, Esc the cancel action); a press
    /// outside it runs the cancel action (or just closes it) and goes no further. It is
    /// no scrim: what is around stays visible. To assistive technologies it is a
    /// `dialog` labelled by `title`.
    public consuming func confirmation(
        _ title: String, isPresented: Ref<Bool>, message: String? = nil, actions: [DialogAction],
        arrows: [ArrowDirection] = [.up, .down]
    ) -> _PopoverAnchor<Self, _DialogCard> {
        dialog(
            title, isPresented: isPresented, message: message, actions: actions, style: .anchoredDialog,
            arrows: arrows)
    }

    consuming func dialog(
        _ title: String, isPresented: Ref<Bool>, message: String?, actions given: [DialogAction],
        style: OverlayStyle, arrows: [ArrowDirection]
    ) -> _PopoverAnchor<Self, _DialogCard> {
        let actions =
            given.isEmpty ? [DialogAction("", isDefault: true)] : Array(given.prefix(DialogAction.maximumCount))
        let close = { isPresented.value = false }
        let card = _DialogCard(title: title, message: message, actions: actions, close: close)
        var anchor = _PopoverAnchor(
            anchor: self, isOpen: isPresented, arrows: arrows, size: nil, margin: style == .alert ? 20 : 10,
            offset: 0, passthrough: [], resizeMotion: .easeInOut(0.35), content: { card })
        anchor.style = style
        let cancel = DialogAction.cancelIndex(actions).map { actions[$0].action }
        let preferred = DialogAction.defaultIndex(actions).map { actions[$0].action }
        anchor.onDismiss = {
            close()
            cancel?()
        }
        anchor.onDefault = preferred.map { run in
            {
                close()
                run()
            }
        }
        return anchor
    }
}
