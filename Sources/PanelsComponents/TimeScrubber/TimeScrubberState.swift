import Observation
import Panels

/// The live state of one `TimeScrubber`: whether it shows its track (scrubbing) or
/// its caption.
///
/// Contract: `@Observable`. A press shows the track at once; the release schedules
/// the caption's return as a delayed 0.3 s crossfade (`TimeScrubber.returnDelay`
/// after a drag, `stillReturnDelay` after a press that did not move), so the timing
/// is a formula of the host's clock, not a timer.
@Observable
public final class TimeScrubberState {
    public private(set) var isScrubbing = false
    @ObservationIgnored var moved = false
    /// Where the thumb is drawn, as a fraction of the track from its leading edge: it
    /// moves to a press with `TimeScrubber.thumbMotion` and follows a drag at each frame.
    @ObservationIgnored let thumb = LiveValue(0)

    public init() {}

    func press() {
        moved = false
        isScrubbing = true
    }

    func release() {
        let delay = moved ? TimeScrubber.returnDelay : TimeScrubber.stillReturnDelay
        animate(Motion.linear(TimeScrubber.crossfade).delay(delay)) { isScrubbing = false }
    }
}
