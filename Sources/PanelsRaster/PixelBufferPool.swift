import Foundation
import Panels

/// Pixel buffers kept between frames of the same size, so a render does not allocate,
/// page in and zero-fill a new frame every time (a 1280×800 frame is 4 MB).
///
/// Contract: `take` returns a buffer of exactly the asked size whose pixels are all
/// transparent zero unless `cleared` is false, in which case its pixels are whatever a
/// previous frame left (for callers whose first command covers every pixel, such as a
/// display list that starts with `.clear`). A buffer is used by one caller at a time:
/// `put` gives it back for the next. At most `byteLimit` bytes are kept; safe to use
/// from any thread.
package final class PixelBufferPool: @unchecked Sendable {
    package static let shared = PixelBufferPool()
    /// Group layers (`Canvas.beginGroup`): every buffer kept here is all zero (the
    /// canvas zeroes what it drew before giving one back), so they are taken with
    /// `cleared: false`.
    package static let groupLayers = PixelBufferPool()

    // Buffers are only reachable through `lock` while kept. An `NSLock` (pthread mutex)
    // rather than `Synchronization.Mutex`: ThreadSanitizer sees a pthread mutex's
    // ordering but not the futex inside `Mutex` on Linux, and reports a race.
    private var kept: [PixelBuffer] = []
    private let lock = NSLock()
    package let byteLimit: Int

    package init(byteLimit: Int = 64 << 20) {
        self.byteLimit = byteLimit
    }

    /// A buffer of `width` × `height` pixels, zeroed when `cleared` is true.
    package func take(width: Int, height: Int, cleared: Bool) -> PixelBuffer {
        let reused = lock.withLock { () -> PixelBuffer? in
            guard let index = kept.firstIndex(where: { $0.width == width && $0.height == height }) else {
                return nil
            }
            return kept.remove(at: index)
        }
        guard let reused else { return PixelBuffer(width: width, height: height) }
        if cleared { reused.pixels.update(repeating: 0, count: max(1, width * height)) }
        return reused
    }

    /// A buffer of `width` × `height` pixels to draw `list` into: zeroed unless the list
    /// starts with a clear (which writes every pixel).
    package func take(width: Int, height: Int, drawing list: DisplayList) -> PixelBuffer {
        let startsCleared: Bool
        if case .clear = list.commands.first { startsCleared = true } else { startsCleared = false }
        return take(width: width, height: height, cleared: !startsCleared)
    }

    /// Keeps `buffer` for a later `take` of its size (the oldest kept buffers are
    /// dropped beyond `byteLimit`).
    package func put(_ buffer: PixelBuffer) {
        let bytes = buffer.width * buffer.height * 4
        guard bytes <= byteLimit else { return }
        lock.withLock {
            kept.append(buffer)
            var total = kept.reduce(0) { $0 + $1.width * $1.height * 4 }
            while total > byteLimit, !kept.isEmpty {
                let dropped = kept.removeFirst()
                total -= dropped.width * dropped.height * 4
            }
        }
    }
}
