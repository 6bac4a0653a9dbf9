import Foundation

/// One picture's pixels to load, whatever they come from: what a resolved picture
/// carries to the `PictureStore` and to drawing.
///
/// Contract: `key` identifies the pixels: two loads with the same key decode to the
/// same pixels and share one cache entry. A file's key holds its path, modification
/// time and pixel budget; bytes' key their name, length, a fingerprint of up to
/// 4 KiB sampled from them and the budget; a pixel buffer's key its name, version,
/// size and budget. Equality and hashing are by key alone.
package final class PictureLoad: Sendable, Hashable, CustomStringConvertible {
    /// Where the pixels come from.
    package enum Origin: Sendable {
        case file(path: String)
        case bytes(PictureBytes)
        case pixels(PicturePixels)
    }

    package let key: String
    /// `key` with its hash worked out once (see `CacheKey`): what the store's tables
    /// are keyed by.
    package let cacheKey: CacheKey
    /// The name the app gave (a file name, or the name of bytes or pixels): what messages name.
    package let name: String
    package let origin: Origin
    /// The most pixels the picture may decode to.
    package let pixelBudget: Int

    package init(key: String, name: String, origin: Origin, pixelBudget: Int) {
        self.key = key
        self.cacheKey = CacheKey(key)
        self.name = name
        self.origin = origin
        self.pixelBudget = pixelBudget
    }

    /// A file at `path` (modified at `modified`, seconds).
    package static func file(_ path: String, modified: Double, name: String, pixelBudget: Int) -> PictureLoad {
        PictureLoad(
            key: "file:\(path)@\(modified)/\(pixelBudget)", name: name, origin: .file(path: path),
            pixelBudget: pixelBudget)
    }

    /// Encoded bytes (PNG or JPEG) named `name`.
    package static func bytes(_ bytes: PictureBytes, name: String, pixelBudget: Int) -> PictureLoad {
        PictureLoad(
            key: "bytes:\(name)#\(bytes.count):\(String(bytes.fingerprint, radix: 16))/\(pixelBudget)", name: name,
            origin: .bytes(bytes), pixelBudget: pixelBudget)
    }

    /// A pixel buffer named `name`.
    package static func pixels(_ pixels: PicturePixels, name: String, pixelBudget: Int) -> PictureLoad {
        PictureLoad(
            key:
                "pixels:\(name)@\(pixels.version):\(pixels.width)x\(pixels.height)\(pixels.premultiplied ? "p" : "s")/\(pixelBudget)",
            name: name, origin: .pixels(pixels), pixelBudget: pixelBudget)
    }

    package static func == (a: PictureLoad, b: PictureLoad) -> Bool { a === b || a.key == b.key }
    package func hash(into hasher: inout Hasher) { hasher.combine(key) }
    package var description: String { key }

    /// A load's key with its hash worked out when the load is made: a resolve asks the
    /// store about every picture it shows, and hashed the whole key (a path, a time and a
    /// budget: about 100 characters) each time; a picture's load is made once per file
    /// and pass (`PictureLookupCache`), so its hash is too.
    ///
    /// Contract: equal exactly when the keys are equal (the hashes are compared first,
    /// then the text), and equal keys hash alike; `text` is the key.
    package struct CacheKey: Hashable, Sendable {
        package let text: String
        private let hash: Int

        package init(_ text: String) {
            self.text = text
            hash = text.hashValue
        }

        package static func == (a: CacheKey, b: CacheKey) -> Bool { a.hash == b.hash && a.text == b.text }
        package func hash(into hasher: inout Hasher) { hasher.combine(hash) }
    }
}

/// Encoded picture bytes held as the app gave them (no copy of a `Data` or an array).
package enum PictureBytes: Sendable {
    case data(Data)
    case array([UInt8])

    package var count: Int {
        switch self {
        case .data(let data): data.count
        case .array(let array): array.count
        }
    }

    /// The bytes at `offset ..< offset + count`, fewer at the end.
    package func read(at offset: Int, count: Int) -> [UInt8] {
        guard offset >= 0, offset < self.count, count > 0 else { return [] }
        let end = min(self.count, offset + count)
        switch self {
        case .data(let data):
            let start = data.startIndex
            return [UInt8](data[(start + offset) ..< (start + end)])
        case .array(let array): return Array(array[offset ..< end])
        }
    }

    /// Calls `body` with the bytes, contiguous.
    package func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        switch self {
        case .data(let data): try data.withUnsafeBytes(body)
        case .array(let array): try array.withUnsafeBytes(body)
        }
    }

    /// FNV-1a of the length and up to 4 KiB of the bytes: the first and last KiB and
    /// 2 KiB sampled evenly between (every byte when there are at most 4 KiB).
    package var fingerprint: UInt64 {
        withUnsafeBytes { raw in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            func mix(_ byte: UInt8) {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            }
            var n = raw.count
            for _ in 0 ..< 8 {
                mix(UInt8(truncatingIfNeeded: n))
                n >>= 8
            }
            if raw.count <= 4096 {
                for byte in raw { mix(byte) }
            } else {
                for i in 0 ..< 1024 { mix(raw[i]) }
                let middle = raw.count - 2048
                for k in 0 ..< 2048 { mix(raw[1024 + k * middle / 2048]) }
                for i in (raw.count - 1024) ..< raw.count { mix(raw[i]) }
            }
            return hash
        }
    }
}
