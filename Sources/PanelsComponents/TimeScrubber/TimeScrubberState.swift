import Observation
import Panels

/// The live state of one `TimeScrubber`: whether it shows its track (scrubbing) or
/// its caption.
///
/// Contract: `@Observable`. A press shows the track at once; the release schedules
/// the caption's return as a delayed 0.2 s crossfade (`TimeScrubber.returnDelay`
/// after a drag, `stillReturnDelay` after a press that did not move), so the timing
/// is a formula of the host's clock, not a timer.
@Observable
public final class TimeScrubberState {
    public private(set) var isScrubbing = false
    @ObservationIgnored var moved = false

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
