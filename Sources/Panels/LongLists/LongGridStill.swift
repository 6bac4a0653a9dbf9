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
            let width = record.horizontal ? frames[Int(index)].height : frames[Int(index)].width
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

/// Grids that scroll sideways in a still: a still draws every scroller at offset zero,
/// which for a right-to-left grid is its far end; the still shows its leading end
/// instead, as a stage starts it (the contract is on `LongGrid`'s `gridRows:` init).
extension FramePipeline {
    /// Moves the content of each horizontal scroller around a right-to-left sideways
    /// grid so its right edge is at the scroller's right edge.
    mutating func showLeadingEnds() {
        for (index, record) in tree.longLists where record.horizontal {
            guard tree.records[Int(index)].direction == .rightToLeft else { continue }
            var scroller = tree.parent(of: index)
            while scroller >= 0 {
                if case .scroller(let spec) = tree.kind(of: scroller), spec.axes.contains(.horizontal) { break }
                scroller = tree.parent(of: scroller)
            }
            guard scroller >= 0, Int(scroller) < frames.count,
                let content = tree.children(of: scroller).first, Int(content) < frames.count
            else { continue }
            let shift = frames[Int(scroller)].maxX - frames[Int(content)].maxX
            guard shift < 0 else { continue }
            var stack: [Int32] = [content]
            while let node = stack.popLast() {
                guard Int(node) < frames.count else { continue }
                frames[Int(node)] = frames[Int(node)].offsetBy(dx: shift, dy: 0)
                stack.append(contentsOf: tree.children(of: node))
            }
        }
    }
}
