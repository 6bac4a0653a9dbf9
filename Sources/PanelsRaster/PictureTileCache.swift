import Foundation
import Panels

/// Pictures as drawn: for one placement, the bilinear samples of the decoded picture
/// and the coverage of its rounded shape for every pixel of the box it covers, kept so
/// a picture drawn again at the same size, crop, corners and sub-pixel phase — the
/// same frame again, or scrolled by whole device pixels — blends its tile instead of
/// sampling and shaping every pixel (a 96×96 thumbnail costs ~1.8 M instructions to
/// sample and shape).
///
/// Contract: a tile is computed in coordinates relative to the whole pixel at its top
/// left, so its pixels depend only on what its key holds (file, pixel budget, the
/// chosen level, the placed and visible rectangles relative to that pixel, corners):
/// drawing through the cache and drawing without it give the same bytes. Bounded:
/// least recently used tiles are dropped beyond `byteLimit`. Safe to use from any
/// thread (its own lock, held only to look up and insert).
package final class PictureTileCache: @unchecked Sendable {
    package static let shared = PictureTileCache()

    package struct Key: Hashable {
        var file: String
        var pixelBudget: Int
        var levelWidth: Int, levelHeight: Int
        /// The placed picture and its visible part, relative to the tile's origin.
        var placed: Rect
        var visible: Rect
        var corners: CornerRadii
    }

    /// Samples (premultiplied ARGB) and shape coverage, `width` × `height`, rows top to bottom.
    package final class Tile: Sendable {
        package let width: Int, height: Int
        package let pixels: [UInt32]
        package let coverage: [UInt8]

        init(width: Int, height: Int, pixels: [UInt32], coverage: [UInt8]) {
            self.width = width
            self.height = height
            self.pixels = pixels
            self.coverage = coverage
        }
    }

    private let lock = NSLock()
    private var entries: [Key: (tile: Tile, used: UInt64)] = [:]
    private var bytes = 0
    private var clock: UInt64 = 0
    package static let byteLimit = 16 << 20
    private var made = 0
    /// Tiles computed (not answered from the cache), for tests.
    package var computed: Int { lock.withLock { made } }

    /// The tile for `key`, computed from `source` (the decoded level the key names) when
    /// not cached.
    package func tile(_ key: Key, source: PixelBuffer) -> Tile {
        let hit = lock.withLock { () -> Tile? in
            clock &+= 1
            guard let index = entries.index(forKey: key) else { return nil }
            entries.values[index].used = clock
            return entries.values[index].tile
        }
        if let hit { return hit }
        let tile = Self.make(key, source: source)
        let size = tile.width * tile.height * 5 + 128
        lock.withLock {
            made += 1
            if size <= Self.byteLimit / 4, entries.updateValue((tile, clock), forKey: key) == nil {
                bytes += size
                if bytes > Self.byteLimit { evict() }
            }
        }
        return tile
    }

    /// Drops every tile (tests).
    package func removeAll() {
        lock.withLock {
            entries.removeAll()
            bytes = 0
        }
    }

    /// Call with `lock` held.
    private func evict() {
        for (key, entry) in entries.sorted(by: { $0.value.used < $1.value.used }) where bytes > Self.byteLimit * 3 / 4 {
            entries[key] = nil
            bytes -= entry.tile.width * entry.tile.height * 5 + 128
        }
    }

    /// Samples and coverage for every pixel of the box covering `key.visible` (whose
    /// top-left pixel is the origin).
    static func make(_ key: Key, source: PixelBuffer) -> Tile {
        let box = PixelRect.covering(key.visible)
        let width = max(0, box.x1), height = max(0, box.y1)
        let placed = key.placed
        let shape = RoundedShape(key.visible, key.corners)
        // Source pixels per destination pixel.
        let stepX = Double(source.width) / placed.width, stepY = Double(source.height) / placed.height
        var pixels = [UInt32](repeating: 0, count: width * height)
        var coverage = [UInt8](repeating: 0, count: width * height)
        // The horizontal sample positions are the same on every row: computed once.
        let columns = (0 ..< width).map { x in
            DisplayListExecutor.sampleAxis((Double(x) + 0.5 - placed.minX) * stepX - 0.5, count: source.width)
        }
        for y in 0 ..< height {
            let v = DisplayListExecutor.sampleAxis((Double(y) + 0.5 - placed.minY) * stepY - 0.5, count: source.height)
            for x in 0 ..< width {
                let k = UInt8(Canvas.quantize(shape.coverage(x, y)))
                coverage[y * width + x] = k
                if k != 0 { pixels[y * width + x] = DisplayListExecutor.sample(source, columns[x], v) }
            }
        }
        return Tile(width: width, height: height, pixels: pixels, coverage: coverage)
    }
}
