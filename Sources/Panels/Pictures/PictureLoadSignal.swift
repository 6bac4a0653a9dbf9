import Foundation

import Observation

/// What a resolve reads so that a picture finishing its decode resolves the trees
/// that showed its placeholder again: an observable counter the `PictureStore` bumps
/// (inside `animate(_:_:)`, so the placeholder cross-fades to the picture) when a
/// load ends.
///
/// Contract: reading `generation` inside Observation tracking (a `Stage` resolving)
/// makes the next bump call the tracking's change handler, on the worker's thread,
/// which wakes the stage's host (`Stage.onNeedsFrame`). Thread-safe.
package final class PictureLoadSignal: Observable, @unchecked Sendable {
    private let registrar = ObservationRegistrar()
    private let lock = NSLock()
    private var value: UInt64 = 0

    /// Bumped once per load that ended.
    package var generation: UInt64 {
        registrar.access(self, keyPath: \.generation)
        return lock.withLock { value }
    }

    /// `generation` without registering an access (what a resolve read is compared with).
    package var untrackedGeneration: UInt64 { lock.withLock { value } }

    func bump() {
        registrar.withMutation(of: self, keyPath: \.generation) {
            lock.withLock { value &+= 1 }
        }
    }
}
