import Foundation
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
/// `byteLimit`). Not thread-safe: callers serialize (today the whole render holds
/// `SDLLock`).
package final class PictureCache {
    private let decoder: any PictureDecoder

    package init(decoder: any PictureDecoder) {
        self.decoder = decoder
    }

    /// One decoded picture and its halvings: level 0 is full size.
    package final class Pixels {
        var levels: [PixelBuffer]
        init(_ base: PixelBuffer) { levels = [base] }

        /// The smallest level still at least `width`×`height` (for downscaling).
        func level(forWidth width: Double, height: Double) -> PixelBuffer {
            var chosen = levels[0]
            while Double(chosen.width) / 2 >= width && Double(chosen.height) / 2 >= height
                && chosen.width >= 2 && chosen.height >= 2
            {
                if let next = levels.first(where: { $0.width == chosen.width / 2 && $0.height == chosen.height / 2 }) {
                    chosen = next
                } else {
                    let half = PictureCache.halve(chosen)
                    levels.append(half)
                    chosen = half
                }
            }
            return chosen
        }
    }

    private struct Key: Hashable { var path: String; var modified: Double; var pixelBudget: Int }
    private var entries: [Key: (result: Result<Pixels, PictureFailure>, used: UInt64, bytes: Int)] = [:]
    private var clock: UInt64 = 0
    private var bytes = 0
    package static let byteLimit = 96 << 20
    /// Files decoded (not answered from the cache), for tests.
    private(set) var decodeCount = 0

    /// The pixels of the file at `path`, decoded within `pixelBudget` pixels.
    package func pixels(
        _ path: String, pixelBudget: Int = PictureHeader.maximumPixelBudget
    ) -> Result<Pixels, PictureFailure> {
        let modified =
            ((try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date)?
            .timeIntervalSince1970 ?? 0
        let key = Key(path: path, modified: modified, pixelBudget: pixelBudget)
        clock &+= 1
        if let hit = entries[key] {
            entries[key]!.used = clock
            return hit.result
        }
        decodeCount += 1
        let result = Result { () throws(PictureFailure) in
            Pixels(try decoder.decode(path: path, pixelBudget: pixelBudget))
        }
        let size = (try? result.get()).map { $0.levels[0].width * $0.levels[0].height * 4 } ?? 0
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
