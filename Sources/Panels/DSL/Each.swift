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
    @usableFromInline package var content: (consuming Data.Element) -> Content

    /// One `content` per element of `data`, in order, each identified by the element's value at
    /// `id`.
    @inlinable
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @PanelBuilder content: @escaping (consuming Data.Element) -> Content
    ) {
        self.data = data
        self.id = id
        self.content = content
    }

    @inlinable
    public static func _resolve(_ panel: Each, into builder: inout NodeBuilder) {
        // A stored id (`\.id` of a struct) in contiguous storage (an array): read at its
        // offset in the element where the element lies, and the element handed to
        // `content` from there — no key path applied at run time (about 400
        // instructions an element) and no element copied out.
        if let offset = MemoryLayout<Data.Element>.offset(of: panel.id) {
            let done: Void? = panel.data.withContiguousStorageIfAvailable { elements in
                guard let base = elements.baseAddress else { return }
                for i in 0 ..< elements.count {
                    let element = base + i
                    let (name, hash) = StableHash.named(
                        UnsafeRawPointer(element).advanced(by: offset).assumingMemoryBound(to: ID.self).pointee)
                    builder.resolve(panel.content(element.pointee), at: hash, explicitID: name)
                }
            }
            if done != nil { return }
        }
        // By index: each element is read where it lies (a `for` loop copied it out
        // and released it again, a retain and release per string of the element).
        let data = panel.data
        var index = data.startIndex
        let end = data.endIndex
        while index != end {
            let (name, hash) = StableHash.named(data[index][keyPath: panel.id])
            builder.resolve(panel.content(data[index]), at: hash, explicitID: name)
            data.formIndex(after: &index)
        }
    }
}

extension Each where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Repeats `content` for elements identified by their `id`.
    @inlinable
    public init(_ data: Data, @PanelBuilder content: @escaping (consuming Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}
