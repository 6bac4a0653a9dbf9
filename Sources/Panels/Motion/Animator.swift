/// Keeps what is on screen for every animated property of every node identity, and
/// moves it toward new targets over time.
///
/// Contract:
/// - `set(_:to:motion:at:)` gives a property a new target. With a motion, the value
///   animates from what is on screen at that time (continuing any running animation
///   without a jump; springs keep their velocity); without one it jumps.
/// - `value(_:at:)` is what to draw at a time; the same time gives the same value.
/// - `isAnimating(at:)` is false once every track has finished, so a host can sleep.
/// - `retain(_:)` forgets identities that left the tree, so memory stays bounded.
package struct Animator: Sendable {
    /// An animated property of one node.
    package struct Key: Hashable, Sendable {
        package var identity: Identity
        package var property: Property

        package init(_ identity: Identity, _ property: Property) {
            self.identity = identity
            self.property = property
        }
    }

    /// What can animate.
    package enum Property: UInt8, Hashable, Sendable {
        /// The node's frame: x, y, width, height.
        case frame
        /// Drawing offset: x, y.
        case offset
        /// Opacity: 0…1.
        case opacity
        /// A fill or text color: r, g, b, a in 0…255.
        case color
        /// A shape's stroke color: r, g, b, a in 0…255.
        case strokeColor
    }

    private var tracks: [Key: MotionTrack] = [:]
    private var targets: [Key: SIMD4<Double>] = [:]

    package init() {}

    /// Number of properties known (animating or at rest).
    package var count: Int { targets.count }

    /// The value `key` is at or moving to; nil before it was first set.
    package func target(_ key: Key) -> SIMD4<Double>? { targets[key] }

    /// Sets the target of `key`. Returns true when this starts (or redirects) an
    /// animation.
    @discardableResult
    package mutating func set(_ key: Key, to target: SIMD4<Double>, motion: Motion?, at time: Double) -> Bool {
        guard let old = targets[key] else {
            targets[key] = target  // first sighting: nothing on screen to move from
            return false
        }
        if old == target { return false }
        targets[key] = target
        guard let motion, motion.totalDuration > 0 else {
            tracks[key] = nil
            return false
        }
        if let running = tracks[key], !running.isFinished(at: time) {
            tracks[key] = running.retargeted(to: target, at: time, motion: motion)
        } else {
            var velocity = SIMD4<Double>.zero
            if case .spring = motion.curve, motion.initialVelocity != 0 {
                velocity = (target - old) * motion.initialVelocity
            }
            tracks[key] = MotionTrack(from: old, to: target, start: time, motion: motion, initialVelocity: velocity)
        }
        return true
    }

    /// Starts `key` at `start` and animates it to `target` (an arriving node's
    /// transition).
    package mutating func insert(
        _ key: Key, from start: SIMD4<Double>, to target: SIMD4<Double>,
        motion: Motion, at time: Double
    ) {
        targets[key] = target
        tracks[key] = MotionTrack(from: start, to: target, start: time, motion: motion)
    }

    /// The value to draw for `key` at `time`, or nil for an unknown key.
    package func value(_ key: Key, at time: Double) -> SIMD4<Double>? {
        if let track = tracks[key] { return track.value(at: time) }
        return targets[key]
    }

    /// True while any track is still moving at `time`.
    package func isAnimating(at time: Double) -> Bool {
        tracks.values.contains { !$0.isFinished(at: time) }
    }

    /// Whether `key` is moving at `time`.
    package func isAnimating(_ key: Key, at time: Double) -> Bool {
        tracks[key].map { !$0.isFinished(at: time) } ?? false
    }

    /// Drops finished tracks (their targets stay) and every key whose identity is
    /// not in `identities`.
    package mutating func retain(_ identities: Set<Identity>, at time: Double) {
        tracks = tracks.filter { identities.contains($0.key.identity) && !$0.value.isFinished(at: time) }
        targets = targets.filter { identities.contains($0.key.identity) }
    }
}
