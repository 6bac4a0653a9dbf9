/// The values that flow down a panel tree while it resolves: text style, foreground
/// color, layout direction, and (as later layers add them) locale, appearance and
/// asset catalogs.
///
/// Modifiers such as `.textStyle(_:)` or `.layoutDirection(_:)` change a copy for
/// their subtree only. The context is a value: resolving the same tree with the same
/// context gives the same nodes.
public struct PanelContext: Sendable {
    /// Text style captions use when they do not set their own.
    public var textStyle: TextStyle = .body
    /// Color captions use when they do not set their own.
    public var foreground: RGBA = RGBA(hex: 0x1C1C1E)
    /// Horizontal direction of rows, alignments and padding.
    public var layoutDirection: LayoutDirection = .leftToRight
    /// Folder `Picture("name")` loads image files from (the SDL entry points default
    /// it to the bundled `Assets/Images` when nil).
    public var pictureFolder: PictureFolder? = nil

    public init() {}
}
