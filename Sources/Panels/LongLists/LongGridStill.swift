/// Lazy grids in a still (a `Composition`, with no stage to resolve them again): a grid
/// lays its columns out for the width of its last layout, so a still whose grids got
/// another width than they were resolved for is resolved once more for those widths.
extension LayoutSession {
    /// `panel` resolved and laid out in `size`; when a `LongGrid` in it was laid out for
    /// another width than its frame's, resolved again with each grid's width (its first
    /// rows) and laid out again.
    @usableFromInline
    package static func laidOut<P: Panel>(
        _ panel: P, context: PanelContext, measurer: any TextMeasurer, size: Size
    ) -> LayoutSession {
        let session = LayoutSession(panel, context: context, measurer: measurer)
        session.layout(in: size)
        let tree = session.tree
        guard tree.longLists.contains(where: { $0.value.grid != nil }) else { return session }
        let frames = session.frames
        let windows = LongListWindows()
        var differs = false
        for (index, record) in tree.longLists {
            guard let grid = record.grid, Int(index) < frames.count else { continue }
            let width = frames[Int(index)].width
            if width != grid.width { differs = true }
            let step = record.estimate + record.spacing
            windows.windows[tree.records[Int(index)].identity] = LongListWindows.Window(
                firstKey: nil, firstIndex: 0, count: min(record.count, Int((2_000 / step).rounded(.up))), leading: 0,
                estimate: record.estimate, width: width)
        }
        guard differs else { return session }
        var builder = NodeBuilder(context: LayoutSession.context(context, measuringWith: measurer))
        builder.longListWindows = windows
        builder.resolve(panel, at: 0)
        let regridded = LayoutSession(tree: builder.finish(), measurer: measurer)
        regridded.layout(in: size)
        return regridded
    }
}
