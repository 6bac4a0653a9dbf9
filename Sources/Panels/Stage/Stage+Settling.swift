/// Letting a stage come to rest on its virtual clock: what tests and snapshots wait for
/// instead of guessing a time.
extension Stage {
    /// What is still moving at `time`, by name, empty when the stage is at rest: a
    /// state change not yet drawn ("a state change"), the tree to resolve again
    /// ("a resolve"), transitions and animated changes ("an animation"), popovers
    /// opening or closing ("a popover"), scroll motion ("scrolling"), live values
    /// moving ("a live value"), pictures decoding ("a picture loading"). A blinking caret and stage timers are not motion: a
    /// stage at rest may still have them.
    public func pendingMotion(at time: Double) -> [String] {
        var moving: [String] = []
        if changes.isPending || refChanges.isPending { moving.append("a state change") }
        if scene.needsResolve { moving.append("a resolve") }
        if presentation.needsFrame(at: time) { moving.append("an animation") }
        if popoverLayer.needsFrame(at: time) { moving.append("a popover") }
        if scrolling.needsFrame(at: time) { moving.append("scrolling") }
        if presentation.liveValuesNeedFrame(scene.tree, at: time) { moving.append("a live value") }
        if PictureStore.shared.isLoading { moving.append("a picture loading") }
        return moving
    }

    /// Draws frames of `size` at `scale` every `step` seconds of the virtual clock,
    /// from the last frame's time, until nothing moves (`pendingMotion`) or `limit`
    /// seconds have passed; pictures decoding are waited for in real time (at most 60 s
    /// each time), then cross-fade in on the virtual clock. Returns the time it came to rest, or nil — with what was
    /// still moving in `still` — when it did not within `limit`. Non-finite or
    /// non-positive `step` and `limit` are held to 1/60 s and 10 s.
    @discardableResult
    public func settle(
        size: Size, scale: Double, step: Double = 1.0 / 60, limit: Double = 10, still: inout [String]
    ) -> Double? {
        let step = step.isFinite && step > 0 ? min(step, 1) : 1.0 / 60
        let limit = limit.isFinite && limit > 0 ? min(limit, 3_600) : 10
        var time = clock
        let end = time + limit
        _ = frame(size: size, scale: scale, at: time)
        while true {
            still = pendingMotion(at: time)
            if still.isEmpty { return time }
            if time >= end { return nil }
            PictureStore.shared.waitForLoads()
            time = min(time + step, end)
            _ = frame(size: size, scale: scale, at: time)
        }
    }
}
