/// What compiled nodes (`LayoutNode`) keep beside them, indexed by their `aux`: the
/// specs of flexible frames and the insets of padding that are not exact as `Float`s
/// (`LayoutNode.packInsets`), which do not fit a node's parameter numbers next to its
/// rigid size. Compiling a node of those kinds appends to the table
/// (`NodeKindDefinition.layout`).
///
/// Contract: a value; the resolver fills one as it compiles (`NodeBuilder`), a
/// session takes it with the compiled nodes (`CompiledLayout.Nodes`) and appends to its
/// own copy, reusing the places of replaced nodes (`LayoutSession.recycle`).
struct LayoutTables: Equatable {
    /// Flexible frames' specs (`.flexFrame` nodes, separators).
    var flexSpecs: [FlexFrameSpec] = []
    /// Padding nodes' insets.
    var insets: [EdgeInsets] = []
}
