extension Panel {
    /// Shows `content` in a modal card while `isPresented` is true: a card that slides
    /// up from the bottom of the window over a dimmed screen (the named color `scrim`),
    /// above popovers and below alerts (`OverlayStyle`'s stacking order).
    ///
    /// Contract: the card is as tall as its content (at most the window less
    /// `ModalCardMotion.topInset`; taller content scrolls) and as wide as the window
    /// less its margins, at most `ModalCardMotion.maxWidth`. While it shows, presses
    /// outside it do nothing and keys go only to it (Tab moves among its controls).
    /// Esc dismisses it, and so does dragging its grabber (the handle drawn at its top)
    /// down past `ModalCardMotion.dismissDistance(height:)` or flicking it down faster
    /// than `ModalCardMotion.dismissVelocity`; a shorter, slower drag settles back.
    /// Dismissing writes `false` to `isPresented`. With reduce motion it fades instead
    /// of sliding. To assistive technologies it is a `dialog` labelled by `label`.
    public consuming func modalCard<Content: Panel>(
        isPresented: Ref<Bool>, label: String? = nil, @PanelBuilder content: @escaping () -> Content
    ) -> _PopoverAnchor<_Padded<Self>, _ModalCardContent<Content>> {
        // On a node of its own (a layout-neutral wrapper): one panel can carry a
        // modal card and an alert or a popover.
        var anchor = _PopoverAnchor(
            anchor: padding(0), isOpen: isPresented, arrows: [.up], size: nil, margin: 8, offset: 0, passthrough: [],
            resizeMotion: .easeInOut(0.35), content: { _ModalCardContent(label: label, content: content()) })
        anchor.style = .card
        return anchor
    }
}

/// A modal card's inside: its grabber, then the app's content, filling the card.
public struct _ModalCardContent<Content: Panel>: Panel {
    var label: String?
    var content: Content

    public var body: some Panel {
        Column(spacing: 0) {
            Gap()
                .frame(width: 36, height: 5)
                .background(named: "gray", cornerRadius: 2.5)  // 3:1 or more on the card, light and dark
                .frame(height: ModalCardMotion.grabberHeight)
                .accessibilityHidden()
            content
        }
        .frame(maxWidth: .infinity, alignment: .top)
        .accessibility(label: label.map { AccessibilityText($0) })
    }
}
