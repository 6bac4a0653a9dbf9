/// Panels drawn from `LiveValue`s: offsets applied to the presented frames and colors
/// given to the painter at each frame, with no resolve or layout.
extension Presentation {
    /// Evaluates every live value bound in `tree` at `time` (each once), remembering
    /// which change of each this frame draws; `wake` is called when one changes.
    func drawLiveValues(
        _ tree: NodeTree, at time: Double, wake: (@Sendable () -> Void)?, reduceMotion: Bool = false
    ) {
        liveValuesNow.removeAll(keepingCapacity: true)
        // Only the values bound in this tree (values no longer drawn are forgotten).
        liveDrawn.removeAll(keepingCapacity: true)
        guard !tree.liveOffsets.isEmpty || !tree.liveColors.isEmpty else { return }
        func draw(_ source: LiveValue) {
            let key = ObjectIdentifier(source)
            guard liveValuesNow[key] == nil else { return }
            liveDrawn[key] = source.changeCount
            source.setWake(wake)
            liveValuesNow[key] = source.draw(at: time, settling: reduceMotion)
        }
        for binding in tree.liveOffsets.values { draw(binding.source) }
        for binding in tree.liveColors.values { draw(binding.source) }
    }

    /// Moves each `.offset(following:)` panel's frames (its own and its
    /// descendants') by its offset, rounded to whole device pixels.
    func applyLiveOffsets(_ tree: NodeTree, to frames: inout [Rect], scale: Double) {
        let values = liveValuesNow
        tree.applyLiveOffsets(to: &frames, scale: scale) { values[ObjectIdentifier($0)] }
    }

    /// The color a `.color(following:)` node is drawn with at the last frame, if it
    /// has one.
    func liveColor(_ tree: NodeTree, of node: Int32) -> RGBA? {
        guard let binding = tree.liveColors[node] else { return nil }
        return binding.map(liveValuesNow[ObjectIdentifier(binding.source)] ?? binding.source.drawnValue)
    }

    /// Whether a live value bound in `tree` moves at `time` or changed since drawn.
    func liveValuesNeedFrame(_ tree: NodeTree, at time: Double) -> Bool {
        func needs(_ source: LiveValue) -> Bool {
            source.isMoving(at: time) || liveDrawn[ObjectIdentifier(source)] != source.changeCount
        }
        return tree.liveOffsets.values.contains { needs($0.source) }
            || tree.liveColors.values.contains { needs($0.source) }
    }
}
