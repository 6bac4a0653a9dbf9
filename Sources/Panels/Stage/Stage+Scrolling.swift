/// Scrolling on a stage, kept by its `ScrollCoordinator`.
extension Stage {
    /// Scrolls the innermost scroller around the panel with `target.id` so the panel
    /// sits at `target.anchor` (see `ScrollTarget`). A `LongList` row that is not
    /// resolved yet is resolved first (at the next frame). Returns false when no panel
    /// or row has that id.
    @discardableResult
    public func scroll(to target: ScrollTarget) -> Bool { scrolling.scroll(to: target) }
}
