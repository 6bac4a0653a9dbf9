import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads the pixel size of a PNG or JPEG file from its header, without decoding it,
/// so layout knows a picture's natural size without an image library, and checks
/// that the file can be decoded safely.
///
/// Contract: returns the size or throws `PictureHeader.Failure` naming the file and
/// saying what is wrong. Only regular files are opened (a FIFO, device or folder is
/// refused from `stat`, before any `open`), and they are opened non-blocking. A JPEG's
/// segments are followed as far as its frame header, however large the segments
/// before it. A file whose pixel count is over `pixelBudget` is refused, as is a
/// truncated file (a PNG not ending in its `IEND` chunk, a JPEG not ending in its
/// end-of-image marker) and a file whose structure is broken, so decoders are only
/// ever given files of a bounded size that end where they should.
@usableFromInline package enum PictureHeader {
    /// Why a header could not be read.
    package struct Failure: Error, CustomStringConvertible, Sendable {
        package var path: String
        package var reason: String
        package var description: String { "\(path): \(reason)" }
    }

    /// Pixels a picture may have unless the context says otherwise
    /// (`PanelContext.picturePixelBudget`): 50 megapixels.
    @usableFromInline package static let defaultPixelBudget = 50_000_000
    /// The most any budget can allow (16,384 × 16,384 pixels: 1 GiB decoded); the
    /// decoders check every file against it again before decoding.
    package static let maximumPixelBudget = 16_384 * 16_384

    /// Width and height in pixels of the image at `url`, checked against `pixelBudget`.
    package static func pixelSize(
        of url: URL, pixelBudget: Int = defaultPixelBudget
    ) throws(Failure) -> (width: Int, height: Int) {
        let path = url.path
        func fail(_ reason: String) -> Failure { Failure(path: path, reason: reason) }
        var info = stat()
        guard stat(path, &info) == 0 else { throw fail("file not found or not readable") }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw fail("not a regular file (\(InputFile.kind(info.st_mode))); only regular files are read")
        }
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw fail("file not readable (\(String(cString: strerror(errno))))") }
        defer { close(fd) }
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            throw fail("not a regular file; only regular files are read")
        }
        let file = Reader(fd: fd, size: Int(info.st_size))
        let (w, h) = try size(of: file, fail: fail)
        try checkBudget(w, h, pixelBudget: pixelBudget, fail: fail)
        return (w, h)
    }

    /// Width and height in pixels of the PNG or JPEG in `bytes`, checked as a file's
    /// are (whole, not truncated, within `pixelBudget`); failures name `name`.
    package static func pixelSize(
        of bytes: PictureBytes, name: String, pixelBudget: Int = defaultPixelBudget
    ) throws(Failure) -> (width: Int, height: Int) {
        func fail(_ reason: String) -> Failure { Failure(path: name, reason: reason) }
        let (w, h) = try size(of: Reader(fd: -1, size: bytes.count, bytes: bytes), fail: fail)
        try checkBudget(w, h, pixelBudget: pixelBudget, fail: fail)
        return (w, h)
    }

    private static func checkBudget(
        _ w: Int, _ h: Int, pixelBudget: Int, fail: (String) -> Failure
    ) throws(Failure) {
        let budget = min(max(pixelBudget, 1), maximumPixelBudget)
        guard w * h <= budget else {
            throw fail(
                "\(w)x\(h) pixels (\(amount(w * h))) is over the picture budget of \(amount(budget))"
            )
        }
    }

    /// The size a file holding `bytes` would have (`pixelSize(of:)` without the file
    /// system and the budget), for fuzzing and tests.
    package static func pixelSize(bytes: [UInt8], name: String = "bytes") throws(Failure) -> (width: Int, height: Int) {
        try size(of: Reader(fd: -1, size: bytes.count, bytes: .array(bytes))) { Failure(path: name, reason: $0) }
    }

    /// `pixels` in megapixels ("20 megapixels"), or in pixels below 0.1 megapixels.
    package static func amount(_ pixels: Int) -> String {
        pixels < 100_000 ? "\(pixels) pixels" : "\(megapixels(pixels)) megapixels"
    }

    package static func megapixels(_ pixels: Int) -> String {
        let value = Double(pixels) / 1_000_000
        return value == value.rounded() ? "\(Int(value))" : String(format: "%.1f", value)
    }

    /// Positioned reads of an open file.
    struct Reader {
        var fd: Int32
        var size: Int
        /// The whole file, when it is in memory (fuzzing, tests).
        var bytes: PictureBytes? = nil

        /// `count` bytes at `offset`, fewer at the end of the file.
        func read(at offset: Int, count: Int) -> [UInt8] {
            guard offset >= 0, offset < size, count > 0 else { return [] }
            if let bytes { return bytes.read(at: offset, count: count) }
            var bytes = [UInt8](repeating: 0, count: min(count, size - offset))
            var done = 0
            while done < bytes.count {
                let n = bytes.withUnsafeMutableBytes { buffer in
                    pread(fd, buffer.baseAddress! + done, buffer.count - done, off_t(offset + done))
                }
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { break }
                done += n
            }
            return Array(bytes.prefix(done))
        }
    }

    static func size(of file: Reader, fail: (String) -> Failure) throws(Failure) -> (Int, Int) {
        let head = file.read(at: 0, count: 33)
        if head.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            guard head.count >= 24, Array(head[12 ..< 16]) == Array("IHDR".utf8) else {
                throw fail("PNG without an IHDR header (truncated?)")
            }
            let w = be32(head, 16), h = be32(head, 20)
            guard w > 0, h > 0, w <= 65_535, h <= 65_535 else {
                throw fail("PNG header gives an invalid size \(w)x\(h)")
            }
            let iend: [UInt8] = [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]
            guard file.size >= 45, file.read(at: file.size - 12, count: 12) == iend else {
                throw fail("truncated PNG (it does not end with an IEND chunk)")
            }
            return (w, h)
        }
        if head.starts(with: [0xFF, 0xD8]) {
            var size: (Int, Int)?
            var i = 2
            walk: while i < file.size {
                let marker = file.read(at: i, count: 4)
                guard marker.count >= 2 else { break }
                guard marker[0] == 0xFF else { throw fail("broken JPEG: a marker was expected at byte \(i)") }
                let code = marker[1]
                if code == 0xFF { i += 1; continue }
                if code == 0xD8 || code == 0x01 || (0xD0 ... 0xD7).contains(code) { i += 2; continue }
                if code == 0xD9 || code == 0xDA { break walk }
                guard marker.count == 4 else { break }
                let length = Int(marker[2]) << 8 | Int(marker[3])
                guard length >= 2 else { throw fail("broken JPEG: a segment at byte \(i) has length \(length)") }
                let isFrame = (0xC0 ... 0xCF).contains(code) && code != 0xC4 && code != 0xC8 && code != 0xCC
                if isFrame {
                    let frame = file.read(at: i + 4, count: 5)
                    guard frame.count == 5 else { break }
                    let h = Int(frame[1]) << 8 | Int(frame[2])
                    let w = Int(frame[3]) << 8 | Int(frame[4])
                    guard w > 0, h > 0 else { throw fail("JPEG frame header gives an invalid size \(w)x\(h)") }
                    size = (w, h)
                    break walk
                }
                i += 2 + length
            }
            guard let size else { throw fail("JPEG without a frame header (truncated?)") }
            // The end-of-image marker closes the file (some writers pad it with zeros).
            let tail = file.read(at: max(0, file.size - 64), count: 64)
            let trimmed = tail.reversed().drop(while: { $0 == 0 })
            guard trimmed.count >= 2, Array(trimmed.prefix(2)) == [0xD9, 0xFF] else {
                throw fail("truncated JPEG (it does not end with an end-of-image marker)")
            }
            return size
        }
        throw fail(head.isEmpty ? (file.fd < 0 ? "no bytes" : "empty file") : "not a PNG or JPEG file")
    }

    private static func be32(_ b: [UInt8], _ i: Int) -> Int {
        Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3])
    }
}
