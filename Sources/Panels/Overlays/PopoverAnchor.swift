/// A panel with a popover anchored to it. Made by `.popover(isOpen:arrows:…)`.
///
/// Contract:
/// - The anchor lays out and draws exactly as its content; the popover is laid out
///   after the main tree as an extra root, against the anchor's frame in window
///   coordinates, and drawn above everything (`PopoverPlacement` decides where).
/// - A click on the anchor toggles `isOpen`, unless the anchor's outermost panel is
///   itself a control (`Pressable`, `.onTap`): then that control's action runs.
/// - While open: a click outside the bubble and the anchor, or Esc, closes it and
///   writes `false` to `isOpen` (innermost popover first when they nest); clicks on
///   panels whose id is in `passthrough` reach them and do not dismiss.
public struct _PopoverAnchor<Anchor: Panel, Content: Panel>: PrimitivePanel {
    let anchor: Anchor
    let isOpen: Ref<Bool>
    let arrows: [ArrowDirection]
    let size: Size?
    let margin: Double
    let offset: Double
    let passthrough: [String]
    let resizeMotion: Motion
    let content: () -> Content
    /// How it presents (alerts, menus and modal cards are made with this type too).
    var style = OverlayStyle.popover
    var point: (() -> Point?)? = nil
    var onDismiss: (() -> Void)? = nil
    var onDefault: (() -> Void)? = nil

    public static func _resolve(_ panel: _PopoverAnchor, into builder: inout NodeBuilder) {
        let content = panel.content
        // Cleaned by the attachment (not finite: the default margin, no offset, the
        // content's size); said once per resolve, naming the popover's anchor.
        let numbers: [Double] = [panel.size?.width, panel.size?.height, panel.margin, panel.offset].compactMap { $0 }
        if numbers.contains(where: { !($0.isFinite && abs($0) <= GeometryLimits.maxLength) }) {
            builder.context.diagnostics.report(
                Diagnostic(
                    .warning,
                    "popover: a size, margin or offset that is not finite or lies beyond ±10,000,000 pt was replaced "
                        + "(the content's size, the 10 pt margin, no offset; see GeometryLimits)",
                    subject: "\(builder.path)"))
        }
        var popover = PopoverAttachment(
            isOpen: panel.isOpen, arrows: panel.arrows, size: panel.size, margin: panel.margin,
            offset: panel.offset, passthrough: panel.passthrough, resizeMotion: panel.resizeMotion,
            content: { AnyPanel(content()) }, context: builder.context)
        popover.style = panel.style
        popover.point = panel.point
        popover.onDismiss = panel.onDismiss
        popover.onDefault = panel.onDefault
        let isOpen = panel.isOpen
        var toggle = Interaction(onTap: { isOpen.value.toggle() })
        toggle.control = builder.path
        // Only a popover's anchor toggles it: dialogs, menus and cards open from code.
        let anchorToggle = panel.style == .popover || panel.style == .anchoredDialog ? toggle : nil
        builder.resolve(panel.anchor, at: 0, attaching: .popover(popover, toggle: anchorToggle))
    }
}

extension Panel {
    /// Anchors a popover to this panel: a rounded bubble with an arrow pointing at
    /// this panel, showing `content`, while `isOpen` is true.
    ///
    /// - Parameters:
    ///   - isOpen: Whether it shows; set to false when the popover is dismissed.
    ///   - arrows: Permitted arrow directions, most preferred first; placement never
    ///     leaves them. UIKit's meaning: `.up` puts the bubble below this panel.
    ///   - size: The bubble's size in points; nil: the content's ideal size. Either
    ///     way at most the window less the margins.
    ///   - margin: Space kept free to the window's edges (default 10 pt).
    ///   - offset: Extra distance between this panel and the arrow's tip.
    ///   - passthrough: Ids (`.id(_:)`) of panels that clicks reach without dismissing.
    ///   - resizeMotion: How the bubble moves to a new size while open.
    ///   - content: The panels the bubble shows.
    public consuming func popover<Content: Panel>(
        isOpen: Ref<Bool>, arrows: [ArrowDirection] = ArrowDirection.any,
        size: Size? = nil, margin: Double = 10, offset: Double = 0,
        passthrough: [String] = [], resizeMotion: Motion = .easeInOut(0.35),
        @PanelBuilder content: @escaping () -> Content
    ) -> _PopoverAnchor<Self, Content> {
        _PopoverAnchor(
            anchor: self, isOpen: isOpen, arrows: arrows, size: size, margin: margin, offset: offset,
            passthrough: passthrough, resizeMotion: resizeMotion, content: content)
    }
}
