extension NodeTree {
    /// The node that carries the explicit id `id` (`.id(_:)`), or nil. When several
    /// do, the one built last: a `Measured` panel's content built again for a new
    /// size leaves its earlier nodes, with the same ids, unattached in the arena, and
    /// a dictionary's order would pick among them at random.
    @usableFromInline package func node(withID id: String) -> Int32? {
        var found: Int32?
        for (index, value) in explicitIDs where value == id {
            if found.map({ index > $0 }) ?? true { found = index }
        }
        return found
    }
}
