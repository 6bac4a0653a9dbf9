/// A panel that reads the size it is given: `Measured { size in … }` takes all the
/// space proposed (0 on an axis with no proposal) and builds its content from that
/// size, at layout time.
///
/// Contract: the closure runs during layout, on the thread doing layout, each time
/// the panel is placed at a new size (not again while the size is unchanged). Its
/// content is laid out like `Layers(alignment: .topLeading)` inside the panel, and
/// its identities extend the panel's, so they are stable across sizes. Each new
/// size's content joins the tree (a `LayoutSession` only appends; the content of
/// earlier sizes stays in its arena): a `Stage` resolves afresh once that outweighs
/// the resolved tree; a session of your own laid out at ever new sizes grows by the
/// content's nodes at each, so make a new one from time to time.
///
/// The closure is not observed: an `@Observable` value read only inside it does not
/// make the panel resolve again when it changes. Read such values in `body`, outside
/// the closure, and use the local copies inside it.
public struct Measured<Content: Panel>: PrimitivePanel {
    @usableFromInline package var content: (Size) -> Content

    /// A panel whose content `content` builds at layout time from the size it is given, in points.
    public init(@PanelBuilder content: @escaping (Size) -> Content) {
        self.content = content
    }

    @inlinable
    public static func _resolve(_ panel: Measured, into builder: inout NodeBuilder) {
        let make = panel.content
        // The closure wraps the content here, in the module that names its type.
        builder.measured { size in AnyPanel(make(size)) }
    }
}

extension NodeBuilder {
    /// Adds a `Measured` leaf whose content `make` builds at layout time.
    @usableFromInline
    mutating func measured(_ make: @escaping (Size) -> AnyPanel) {
        let index = leaf(.measured)
        tree.measuredContents[index] = MeasuredContent(
            context: context, pointer: pointer, longListWindows: longListWindows, make: make)
    }
}

/// What a `Measured` node needs to build its content at layout time: the closure, the
/// context in force where it was written, and what the resolve pass knew of the
/// pointer and of the rows its stage wants lazy lists to resolve (so feedback and
/// lazy lists inside work as they do outside).
///
/// `@unchecked Sendable`: the closure is only called by the layout pass that owns
/// the tree, never concurrently.
@usableFromInline package struct MeasuredContent: @unchecked Sendable {
    let context: PanelContext
    let pointer: PointerState
    let longListWindows: LongListWindows?
    let make: (Size) -> AnyPanel

    init(
        context: PanelContext, pointer: PointerState = PointerState(), longListWindows: LongListWindows? = nil,
        make: @escaping (Size) -> AnyPanel
    ) {
        self.context = context
        self.pointer = pointer
        self.longListWindows = longListWindows
        self.make = make
    }
}
