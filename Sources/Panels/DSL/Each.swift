/// Repeated panels, one per element of a collection, identified by the elements'
/// ids rather than their positions: `Each(items, id: \.id) { item in … }`.
///
/// Contract: the nodes of an element take their identity from its id, so inserting,
/// removing or reordering elements leaves the other elements' identities (and what
/// is keyed on them) unchanged. Ids should be unique in the collection; dumps show
/// them (`id=…`).
public struct Each<Data: RandomAccessCollection, ID: Hashable, Content: Panel>: PrimitivePanel {
    @usableFromInline package var data: Data
    /// The key path to each element's id; ids should be unique in the collection.
    @usableFromInline package var id: KeyPath<Data.Element, ID>
    @usableFromInline package var content: (Data.Element) -> Content

    /// One `content` per element of `data`, in order, each identified by the element's value at
    /// `id`.
    @inlinable
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @PanelBuilder content: @escaping (Data.Element) -> Content
    ) {
        self.data = data
        self.id = id
        self.content = content
    }

    @inlinable
    public static func _resolve(_ panel: Each, into builder: inout NodeBuilder) {
        // By index: each element is read where it lies (a `for` loop copied it out
        // and released it again, a retain and release per string of the element).
        let data = panel.data
        var index = data.startIndex
        let end = data.endIndex
        while index != end {
            let name = StableHash.name(of: data[index][keyPath: panel.id])
            builder.resolve(panel.content(data[index]), at: StableHash.of(name), explicitID: name)
            data.formIndex(after: &index)
        }
    }
}

extension Each where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Repeats `content` for elements identified by their `id`.
    @inlinable
    public init(_ data: Data, @PanelBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}
