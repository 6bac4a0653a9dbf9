import Foundation

/// Reads the pixel size of a PNG or JPEG file from its header, without decoding it,
/// so layout knows a picture's natural size without an image library.
///
/// Contract: returns the size or throws `PictureHeader.Failure` naming the file and
/// saying what is wrong (missing, not PNG/JPEG, truncated). Reads at most the first
/// 64 KiB of a JPEG (its frame header comes before the pixel data).
public enum PictureHeader {
    /// Why a header could not be read.
    public struct Failure: Error, CustomStringConvertible, Sendable {
        public var path: String
        public var reason: String
        public var description: String { "\(path): \(reason)" }
    }

    /// Width and height in pixels of the image at `url`.
    public static func pixelSize(of url: URL) throws(Failure) -> (width: Int, height: Int) {
        guard let handle = FileHandle(forReadingAtPath: url.path) else {
            throw Failure(path: url.path, reason: "file not found or not readable")
        }
        defer { try? handle.close() }
        let data = (try? handle.read(upToCount: 65_536)) ?? Data()
        let bytes = [UInt8](data)
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            guard bytes.count >= 24, Array(bytes[12 ..< 16]) == Array("IHDR".utf8) else {
                throw Failure(path: url.path, reason: "PNG without an IHDR header (truncated?)")
            }
            let w = be32(bytes, 16), h = be32(bytes, 20)
            guard w > 0, h > 0, w <= 65_535, h <= 65_535 else {
                throw Failure(path: url.path, reason: "PNG header gives an invalid size \(w)x\(h)")
            }
            return (w, h)
        }
        if bytes.starts(with: [0xFF, 0xD8]) {
            var i = 2
            while i + 9 < bytes.count {
                guard bytes[i] == 0xFF else {
                    throw Failure(path: url.path, reason: "JPEG marker expected at byte \(i)")
                }
                let marker = bytes[i + 1]
                if marker == 0xFF { i += 1; continue }
                if marker == 0xD8 || marker == 0x01 || (0xD0 ... 0xD7).contains(marker) { i += 2; continue }
                let length = Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
                let isFrame = (0xC0 ... 0xCF).contains(marker) && marker != 0xC4 && marker != 0xC8 && marker != 0xCC
                if isFrame {
                    let h = Int(bytes[i + 5]) << 8 | Int(bytes[i + 6])
                    let w = Int(bytes[i + 7]) << 8 | Int(bytes[i + 8])
                    guard w > 0, h > 0 else {
                        throw Failure(path: url.path, reason: "JPEG frame header gives an invalid size \(w)x\(h)")
                    }
                    return (w, h)
                }
                if marker == 0xD9 || marker == 0xDA { break }
                i += 2 + length
            }
            throw Failure(path: url.path, reason: "JPEG without a frame header in its first 64 KiB (truncated?)")
        }
        throw Failure(path: url.path, reason: bytes.isEmpty ? "empty file" : "not a PNG or JPEG file")
    }

    private static func be32(_ b: [UInt8], _ i: Int) -> Int {
        Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3])
    }
}
