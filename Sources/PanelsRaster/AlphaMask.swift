/// An 8-bit coverage mask (text lines, shadows): `width * height` bytes, rows top down.
package struct AlphaMask {
    package var width: Int
    package var height: Int
    package var bytes: [UInt8]
    /// Per row, the columns `lo ..< hi` outside which coverage is zero (empty: unknown,
    /// the whole row). Made by `trimmed()`.
    package var extents: [(UInt16, UInt16)] = []

    package init(width: Int, height: Int, bytes: [UInt8], extents: [(UInt16, UInt16)] = []) {
        self.width = width
        self.height = height
        self.bytes = bytes
        self.extents = extents
    }

    package static let empty = AlphaMask(width: 0, height: 0, bytes: [])

    /// The same mask with its row extents computed (for masks drawn many times).
    package func trimmed() -> AlphaMask {
        guard width > 0, width <= Int(UInt16.max) else { return self }
        var copy = self
        copy.extents = (0 ..< height).map { y in
            let row = bytes[(y * width) ..< ((y + 1) * width)]
            guard let first = row.firstIndex(where: { $0 != 0 }), let last = row.lastIndex(where: { $0 != 0 }) else {
                return (0, 0)
            }
            return (UInt16(first - y * width), UInt16(last - y * width + 1))
        }
        return copy
    }

    /// The same mask mirrored left to right (row extents recomputed).
    package func mirrored() -> AlphaMask {
        guard width > 1 else { return self }
        var flipped = bytes
        for y in 0 ..< height {
            for x in 0 ..< width { flipped[y * width + x] = bytes[y * width + width - 1 - x] }
        }
        let copy = AlphaMask(width: width, height: height, bytes: flipped)
        return extents.isEmpty ? copy : copy.trimmed()
    }
}
