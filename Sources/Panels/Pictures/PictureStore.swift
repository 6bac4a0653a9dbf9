import Foundation

/// Decoded pictures for every window of the process, decoded on a worker thread: the
/// one place a picture's pixels are made and kept.
///
/// Contract:
/// - **Off the frame path.** `request(_:)` answers at once: the pixels when decoded,
///   the failure when decoding failed, else `.loading` — and the first request starts
///   the decode on the store's worker (one serial queue, so at most one picture is
///   decoded at a time). Resolving and drawing only ever request. When a decode ends
///   the store bumps `signal` inside `animate(.easeOut(0.2))`: trees that read it
///   resolve again and the placeholder cross-fades to the picture.
///   `frameThreadDecodes` counts decodes run anywhere but on the worker (none, by
///   construction: the test that a 20 MP picture never decodes on the frame thread
///   reads it); `workerDecodes` those on it.
/// - **Bounded.** Decoded pixels are kept least recently used first within
///   `byteBudget` bytes (a picture counts 4 bytes a pixel plus a third for its
///   halvings); a picture larger than the whole budget fails with a message naming
///   it. Failures are remembered (up to 1,024) so a broken picture is not decoded
///   each frame. Hits, misses and evictions are counted (`statistics`).
/// - The decoder is the backend's (`install(_:)`, SDL2_image in `PanelsSDL`);
///   requests made before one is installed wait for it.
/// - Thread-safe: one lock, never held while decoding.
package final class PictureStore: @unchecked Sendable {
    package static let shared = PictureStore()

    /// Decoded pixels (the backend's type) and the bytes they hold.
    package struct Decoded: @unchecked Sendable {
        package var pixels: AnyObject
        package var bytes: Int
        package init(pixels: AnyObject, bytes: Int) {
            self.pixels = pixels
            self.bytes = bytes
        }
    }

    /// Turns a load into pixels, or a message saying precisely why not.
    package typealias Decoder = @Sendable (PictureLoad) -> Result<Decoded, PictureLoadFailure>

    /// Where a picture is.
    package enum State {
        case loading
        case ready(AnyObject)
        case failed(String)
    }

    /// What the store has done, for tests and benchmarks.
    package struct Statistics: Sendable, Equatable {
        package var hits = 0
        package var misses = 0
        package var evictions = 0
        package var bytes = 0
        package var count = 0
        package var workerDecodes = 0
        package var frameThreadDecodes = 0
    }

    /// The budget unless `Picture.cacheByteBudget` sets another: 256 MiB.
    package static let defaultByteBudget = 256 << 20

    package let signal = PictureLoadSignal()
    private let lock = NSCondition()
    // Guarded by `lock`: unchecked for exclusivity at run time (a checked access cost
    // about 100 instructions a request).
    @exclusivity(unchecked) private var cache = PictureByteCache<PictureLoad.CacheKey, AnyObject>(
        budget: PictureStore.defaultByteBudget)
    private var failures: [PictureLoad.CacheKey: String] = [:]
    private var inFlight: Set<PictureLoad.CacheKey> = []
    private var waiting: [PictureLoad] = []
    private var decoder: Decoder?
    private var workerDecodes = 0
    private var frameThreadDecodes = 0
    private let queue = DispatchQueue(label: "panels.pictures", qos: .userInitiated)
    @TaskLocal private static var onWorker = false

    package init() {}

    /// Sets the decoder (the first one wins); loads requested before start now.
    package func install(_ decoder: @escaping Decoder) {
        let start: [PictureLoad] = lock.withLock {
            guard self.decoder == nil else { return [] }
            self.decoder = decoder
            defer { waiting.removeAll() }
            return waiting
        }
        for load in start { enqueue(load) }
    }

    /// Whether a decoder is installed.
    package var hasDecoder: Bool { lock.withLock { decoder != nil } }

    /// The picture's state; when nothing is known about it, its decode starts.
    package func request(_ load: PictureLoad) -> State {
        let (state, start) = lock.withLock { () -> (State, Bool) in
            if let pixels = cache.value(for: load.cacheKey) { return (.ready(pixels), false) }
            if let failure = failures[load.cacheKey] { return (.failed(failure), false) }
            if inFlight.contains(load.cacheKey) { return (.loading, false) }
            inFlight.insert(load.cacheKey)
            if decoder == nil {
                waiting.append(load)
                return (.loading, false)
            }
            return (.loading, true)
        }
        if start { enqueue(load) }
        return state
    }

    /// Whether decodes are under way (requests waiting for a decoder are not).
    package var isLoading: Bool {
        lock.withLock { decoder != nil && !inFlight.isEmpty }
    }

    /// Waits until no decode is under way, at most `timeout` seconds of real time;
    /// true when some were (so what resolved before may show placeholders).
    @discardableResult
    package func waitForLoads(timeout: Double = 60) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard decoder != nil, !inFlight.isEmpty else { return false }
        let deadline = Date(timeIntervalSinceNow: timeout)
        while !inFlight.isEmpty {
            if !lock.wait(until: deadline) { break }
        }
        return true
    }

    /// The budget in bytes for decoded pixels (negative: 0); lowering it evicts at once.
    package var byteBudget: Int {
        get { lock.withLock { cache.budget } }
        set { lock.withLock { cache.setBudget(newValue) } }
    }

    package var statistics: Statistics {
        lock.withLock {
            Statistics(
                hits: cache.hits, misses: cache.misses, evictions: cache.evictions, bytes: cache.bytes,
                count: cache.count, workerDecodes: workerDecodes, frameThreadDecodes: frameThreadDecodes)
        }
    }

    /// Forgets every picture and failure (tests).
    package func removeAll() {
        lock.withLock {
            cache.removeAll()
            failures.removeAll()
        }
    }

    private func enqueue(_ load: PictureLoad) {
        queue.async { [self] in
            let result = PictureStore.$onWorker.withValue(true) { decode(load) }
            _ = finish(load, result)
            // Trees that showed the placeholder resolve again (and their hosts wake)
            // before anyone waiting for the load goes on.
            animate(.easeOut(0.2)) { signal.bump() }
            lock.withLock {
                inFlight.remove(load.cacheKey)
                lock.broadcast()
            }
        }
    }

    private func decode(_ load: PictureLoad) -> Result<Decoded, PictureLoadFailure> {
        let decoder: Decoder? = lock.withLock {
            if PictureStore.onWorker { workerDecodes += 1 } else { frameThreadDecodes += 1 }
            return self.decoder
        }
        guard let decoder else { return .failure(PictureLoadFailure("no picture decoder is installed")) }
        return decoder(load)
    }

    /// Keeps what decoding `load` gave (the load stays in flight until the caller says).
    private func finish(_ load: PictureLoad, _ result: Result<Decoded, PictureLoadFailure>) -> State {
        lock.withLock {
            switch result {
            case .success(let decoded):
                if cache.insert(decoded.pixels, bytes: decoded.bytes, for: load.cacheKey) {
                    return .ready(decoded.pixels)
                }
                return remember(
                    "\(PictureStore.mebibytes(decoded.bytes)) MiB decoded is more than the picture cache's budget of \(PictureStore.mebibytes(cache.budget)) MiB (Picture.cacheByteBudget)",
                    for: load.cacheKey)
            case .failure(let failure):
                return remember(failure.message, for: load.cacheKey)
            }
        }
    }

    /// Call with the lock held.
    private func remember(_ failure: String, for key: PictureLoad.CacheKey) -> State {
        if failures.count >= 1_024 { failures.removeAll() }
        failures[key] = failure
        return .failed(failure)
    }

    static func mebibytes(_ bytes: Int) -> String {
        let value = Double(bytes) / 1_048_576
        return value == value.rounded() ? "\(Int(value))" : String(format: "%.1f", value)
    }
}

/// Why a picture's pixels could not be made: a message naming what was read and what
/// was wrong with it.
package struct PictureLoadFailure: Error, Sendable {
    package var message: String
    package init(_ message: String) { self.message = message }
}
