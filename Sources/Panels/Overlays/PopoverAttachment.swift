/// What `.popover(isOpen:…)` leaves on its anchor node for the overlay pass: the
/// is-open reference, the placement parameters and the content to resolve.
///
/// Contract: resolving the main tree never reads `isOpen` or builds `content`; the
/// overlay pass (`Stage`, `Composition`) does, after the main tree is laid out, so
/// opening, closing or changing a popover lays out only the popover.
@usableFromInline package struct PopoverAttachment: @unchecked Sendable {
    /// Whether the popover shows; the popover writes `false` when it is dismissed.
    @usableFromInline package var isOpen: Ref<Bool>
    /// Permitted arrow directions, most preferred first (never empty).
    @usableFromInline package var arrows: [ArrowDirection]
    /// The bubble's size; nil: the content's ideal size.
    @usableFromInline package var size: Size?
    /// Space kept free between the bubble and the window's edges, in points.
    @usableFromInline package var margin: Double
    /// Extra distance between the anchor and the arrow's tip, in points.
    @usableFromInline package var offset: Double
    /// Explicit ids (`.id(_:)`) of panels that clicks reach without dismissing.
    @usableFromInline package var passthrough: [String]
    /// How the bubble moves to a new size while open.
    @usableFromInline package var resizeMotion: Motion
    /// The popover's content.
    let content: () -> AnyPanel
    /// The context at the anchor: the content resolves with it.
    let context: PanelContext
    /// How it presents: a popover, a menu, a dialog, a modal card (`OverlayStyle`).
    var style: OverlayStyle = .popover
    /// Where a menu opens, in window coordinates (nil: against its anchor).
    var point: (() -> Point?)?
    /// What a press outside it or Esc does (nil: writes `false` to `isOpen`).
    var onDismiss: (() -> Void)?
    /// What Return does when no control in it is focused from the keyboard (a
    /// dialog's default action).
    var onDefault: (() -> Void)?

    init(
        isOpen: Ref<Bool>, arrows: [ArrowDirection], size: Size?, margin: Double, offset: Double,
        passthrough: [String], resizeMotion: Motion, content: @escaping () -> AnyPanel, context: PanelContext
    ) {
        self.isOpen = isOpen
        self.arrows = arrows.isEmpty ? ArrowDirection.any : arrows
        self.size = size.map {
            Size(width: PopoverAttachment.clean($0.width), height: PopoverAttachment.clean($0.height))
        }
        self.margin = margin.isFinite ? min(max(0, margin), GeometryLimits.maxLength) : 10
        self.offset = offset.isFinite ? min(max(offset, -GeometryLimits.maxLength), GeometryLimits.maxLength) : 0
        self.passthrough = passthrough
        self.resizeMotion = resizeMotion
        self.content = content
        self.context = context
    }

    /// Closes it as a press outside or Esc does.
    func dismiss() {
        if let onDismiss { onDismiss() } else { isOpen.value = false }
    }

    static func clean(_ v: Double) -> Double { v.isFinite && v > 0 ? min(v, GeometryLimits.maxLength) : 0 }
}
