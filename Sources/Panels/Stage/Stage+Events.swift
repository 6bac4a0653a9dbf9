/// Feeding a `Stage` the backend-neutral events a window host produces.
extension Stage {
    /// Applies `event`, as happening at `time` on the host's clock when given (drag
    /// velocities and scroll motions start then; without a time, events happen at the
    /// last frame's time). Returns true when it may have changed what is shown (a
    /// handler ran, or pressed/hover feedback changed) — the host then draws.
    @discardableResult
    public func handle(_ event: PanelEvent, at time: Double? = nil) -> Bool {
        if let time, time.isFinite { scene.inputTime = time }
        // `animate { }` blocks run by handlers amend a change already pending since the
        // last frame (Observation reports only the first change: a drag's last
        // unanimated move would otherwise swallow its release's motion).
        let signal = changes
        return MotionTransaction.$reporter.withValue(MotionReporter { signal.amend($0) }) { input.route(event) }
    }
}
