import Foundation

/// Keeps the memory of layout buffers that sessions no longer need, so the next
/// session of a similar size reuses it instead of asking the system for fresh pages.
///
/// Why: a `Stage` builds a new `LayoutSession` on every state change, and a
/// 100k-node layout allocates tens of megabytes of per-node buffers. Freed blocks of
/// that size go back to the system, and the next session pays a page fault for every
/// 4 KiB it touches again (a quarter of a fresh 100k-node layout).
///
/// Contract: blocks are kept by size class (eighths of powers of two, 64 KiB and up; smaller
/// ones are left to `malloc`, which reuses them anyway), at most `limit` bytes in
/// all; beyond that, freed blocks go back to the system. Thread-safe.
enum BufferRecycler {
    /// Bytes kept at most.
    static let limit = 64 << 20
    /// Blocks smaller than this are not kept.
    static let smallest = 64 << 10
    static let alignment = 64

    private static let lock = NSLock()
    nonisolated(unsafe) private static var blocks: [Int: [UnsafeMutableRawPointer]] = [:]
    nonisolated(unsafe) private static var held = 0

    /// The size class for `bytes`: `bytes` itself when small, else rounded up to an
    /// eighth of its power of two (at most 12.5 % more than asked).
    static func sizeClass(_ bytes: Int) -> Int {
        guard bytes > smallest else { return max(bytes, 1) }
        let step = (1 << (Int.bitWidth - 1 - bytes.leadingZeroBitCount)) / 8
        return (bytes + step - 1) / step * step
    }

    /// A block of at least `bytes` (exactly `sizeClass(bytes)`), reused when one is kept.
    static func take(_ bytes: Int) -> UnsafeMutableRawPointer {
        let size = sizeClass(bytes)
        if size >= smallest {
            lock.lock()
            if let block = blocks[size]?.popLast() {
                held -= size
                lock.unlock()
                return block
            }
            lock.unlock()
        }
        return UnsafeMutableRawPointer.allocate(byteCount: size, alignment: alignment)
    }

    /// Hands back a block that `take(bytes)` gave out.
    static func give(_ block: UnsafeMutableRawPointer, _ bytes: Int) {
        let size = sizeClass(bytes)
        if size >= smallest {
            lock.lock()
            if held + size <= limit {
                blocks[size, default: []].append(block)
                held += size
                lock.unlock()
                return
            }
            lock.unlock()
        }
        block.deallocate()
    }
}
