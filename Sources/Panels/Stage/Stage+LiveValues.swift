/// Panels drawn from `LiveValue`s: offsets applied to the presented frames and colors
/// to the painted tree at each frame, with no resolve or layout.
extension Stage {
    /// Evaluates every live value bound in the tree at `time` (each once), remembering
    /// which change of each this frame draws.
    func drawLiveValues(at time: Double) {
        liveValuesNow.removeAll(keepingCapacity: true)
        // Only the values bound in this tree (values no longer drawn are forgotten).
        liveDrawn.removeAll(keepingCapacity: true)
        guard !tree.liveOffsets.isEmpty || !tree.liveColors.isEmpty else { return }
        let wake = changes.onChange
        func draw(_ source: LiveValue) {
            let key = ObjectIdentifier(source)
            guard liveValuesNow[key] == nil else { return }
            liveDrawn[key] = source.changeCount
            source.setWake(wake)
            liveValuesNow[key] = source.draw(at: time)
        }
        for binding in tree.liveOffsets.values { draw(binding.source) }
        for binding in tree.liveColors.values { draw(binding.source) }
    }

    /// Moves each `.offset(following:)` panel's presented frames (its own and its
    /// descendants') by its offset, rounded to whole device pixels.
    func applyLiveOffsets(scale: Double) {
        let values = liveValuesNow
        tree.applyLiveOffsets(to: &presentedFrames, scale: scale) { values[ObjectIdentifier($0)] }
    }

    /// The color a `.color(following:)` node is drawn with at the last frame, if it
    /// has one.
    func liveColor(of node: Int32) -> RGBA? {
        guard let binding = tree.liveColors[node] else { return nil }
        return binding.map(liveValuesNow[ObjectIdentifier(binding.source)] ?? binding.source.drawnValue)
    }

    /// Whether a live value bound in the tree moves at `time` or changed since drawn.
    func liveValuesNeedFrame(at time: Double) -> Bool {
        func needs(_ source: LiveValue) -> Bool {
            source.isMoving(at: time) || liveDrawn[ObjectIdentifier(source)] != source.changeCount
        }
        return tree.liveOffsets.values.contains { needs($0.source) }
            || tree.liveColors.values.contains { needs($0.source) }
    }
}
