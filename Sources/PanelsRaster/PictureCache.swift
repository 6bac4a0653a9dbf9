import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Panels

/// Decoded pictures as premultiplied pixels, cached by path and modification date,
/// with halved copies for smooth downscaling. Files are decoded by a `PictureDecoder`
/// (SDL2_image in `PanelsSDL`).
///
/// Contract: a file is decoded within the pixel budget it is asked with (the
/// picture's `PictureRun.pixelBudget`), and the budget is part of the cache key, so a
/// picture decoded under a larger budget is never handed to a smaller one; a file
/// that cannot be decoded gives a `PictureFailure` naming it (and is
/// remembered, so a broken file is reported once per change, not decoded every
/// frame); memory is bounded (least recently used pictures dropped beyond
/// `byteLimit`). Safe to use from any thread: its lock is held only to look up and
/// insert (a decode runs outside it; the decoder serializes what it must, as
/// `PanelsSDL`'s does with `SDLLock`), and each picture's halvings have their own.
package final class PictureCache: @unchecked Sendable {
    private let decoder: any PictureDecoder

    package init(decoder: any PictureDecoder) {
        self.decoder = decoder
    }

    /// One decoded picture and its halvings: level 0 is full size.
    package final class Pixels: @unchecked Sendable {
        /// Level 0, full size.
        package let base: PixelBuffer
        private var halvings: [PixelBuffer] = []
        private let lock = NSLock()

        init(_ base: PixelBuffer) { self.base = base }

        /// Level 0 (full size) and the halvings made so far.
        var levels: [PixelBuffer] { lock.withLock { [base] + halvings } }

        /// The smallest level still at least `width`×`height` (for downscaling).
        func level(forWidth width: Double, height: Double) -> PixelBuffer {
            var chosen = base
            while Double(chosen.width) / 2 >= width && Double(chosen.height) / 2 >= height
                && chosen.width >= 2 && chosen.height >= 2
            {
                let current = chosen
                let known = lock.withLock {
                    halvings.first(where: { $0.width == current.width / 2 && $0.height == current.height / 2 })
                }
                if let known {
                    chosen = known
                } else {
                    let half = PictureCache.halve(chosen)
                    lock.withLock {
                        if !halvings.contains(where: { $0.width == half.width && $0.height == half.height }) {
                            halvings.append(half)
                        }
                    }
                    chosen = half
                }
            }
            return chosen
        }
    }

    private struct Key: Hashable { var path: String; var modified: Double; var pixelBudget: Int }
    private let lock = NSLock()
    private var entries: [Key: (result: Result<Pixels, PictureFailure>, used: UInt64, bytes: Int)] = [:]
    private var clock: UInt64 = 0
    private var bytes = 0
    package static let byteLimit = 96 << 20
    /// Files decoded (not answered from the cache), for tests.
    private var decodes = 0
    var decodeCount: Int { lock.withLock { decodes } }

    /// The pixels of the file at `path`, decoded within `pixelBudget` pixels.
    package func pixels(
        _ path: String, pixelBudget: Int = PictureHeader.maximumPixelBudget
    ) -> Result<Pixels, PictureFailure> {
        // The modification time from one stat call (FileManager's attributes built a
        // dictionary per picture drawn).
        var info = stat()
        var modified = 0.0
        if stat(path, &info) == 0 {
            #if canImport(Darwin)
            modified = Double(info.st_mtimespec.tv_sec) + Double(info.st_mtimespec.tv_nsec) / 1e9
            #else
            modified = Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
            #endif
        }
        let key = Key(path: path, modified: modified, pixelBudget: pixelBudget)
        let hit = lock.withLock { () -> Result<Pixels, PictureFailure>? in
            clock &+= 1
            guard let index = entries.index(forKey: key) else { return nil }
            entries.values[index].used = clock
            return entries.values[index].result
        }
        if let hit { return hit }
        let result = Result { () throws(PictureFailure) in
            Pixels(try decoder.decode(path: path, pixelBudget: pixelBudget))
        }
        let size = (try? result.get()).map { $0.base.width * $0.base.height * 4 } ?? 0
        return lock.withLock {
            decodes += 1
            // Another thread may have decoded it meanwhile: keep one (same pixels).
            if let index = entries.index(forKey: key) { return entries.values[index].result }
            entries[key] = (result, clock, size)
            bytes += size
            if bytes > PictureCache.byteLimit {
                for (key, value) in entries.sorted(by: { $0.value.used < $1.value.used })
                where bytes > PictureCache.byteLimit * 3 / 4 {
                    entries[key] = nil
                    bytes -= value.bytes
                }
            }
            return result
        }
    }

    /// A half-size copy, each pixel the rounded average of a 2×2 block.
    package static func halve(_ source: PixelBuffer) -> PixelBuffer {
        let w = source.width / 2, h = source.height / 2
        let out = PixelBuffer(width: w, height: h)
        let sw = source.width
        for y in 0 ..< h {
            for x in 0 ..< w {
                let a = source.pixels[(2 * y) * sw + 2 * x], b = source.pixels[(2 * y) * sw + 2 * x + 1]
                let c = source.pixels[(2 * y + 1) * sw + 2 * x], d = source.pixels[(2 * y + 1) * sw + 2 * x + 1]
                var result: UInt32 = 0
                for shift in stride(from: 0, through: 24, by: 8) {
                    let sum =
                        (a >> UInt32(shift) & 0xFF) + (b >> UInt32(shift) & 0xFF)
                        + (c >> UInt32(shift) & 0xFF) + (d >> UInt32(shift) & 0xFF)
                    result |= ((sum + 2) / 4) << UInt32(shift)
                }
                out.pixels[y * w + x] = result
            }
        }
        return out
    }
}
