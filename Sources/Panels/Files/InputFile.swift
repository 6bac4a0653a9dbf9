import Foundation

/// Reads a file a person named (a script, a data file, a baseline) the careful way:
/// only a regular file, checked before it is opened (a named pipe or a device never
/// blocks the reader), and only up to a size limit, checked from the file's size before
/// reading (a 1 GB file is refused at once, never read whole).
///
/// Contract: every failure is a `Failure` naming the path and saying in our words what
/// is wrong: missing, a folder, not a regular file (which kind), not readable (the
/// system's reason), over the limit (its size and the limit), or, for text, not UTF-8
/// (the line and the byte where the encoding breaks). Nothing is written.
package enum InputFile {
    /// What went wrong with a file: `path: reason`.
    package struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
        package var path: String
        package var reason: String
        package var description: String { "\(path): \(reason)" }

        package init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }
    }

    /// The bytes of the regular file at `path`, at most `limit` of them (a larger file
    /// is refused).
    package static func read(_ path: String, limit: Int) throws(Failure) -> [UInt8] {
        func fail(_ reason: String) -> Failure { Failure(path: path, reason: reason) }
        var info = stat()
        guard stat(path, &info) == 0 else {
            switch errno {
            case ENOENT: throw fail("no such file")
            case ELOOP: throw fail("is a link that leads round in a loop, to no file")
            default: throw fail("cannot be read (\(String(cString: strerror(errno))))")
            }
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw fail("is \(kind(info.st_mode)), not a file; only regular files are read")
        }
        let limit = max(0, limit)
        guard Int(info.st_size) <= limit else {
            throw fail("is \(size(Int(info.st_size))), over the limit of \(size(limit))")
        }
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw fail("cannot be read (\(String(cString: strerror(errno))))") }
        defer { close(fd) }
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            throw fail("is not a regular file; only regular files are read")
        }
        // Up to one byte past the limit: a file that grew since `stat` is refused too.
        var bytes = [UInt8](repeating: 0, count: min(Int(info.st_size), limit) + 1)
        var count = 0
        while count < bytes.count {
            let got = bytes.withUnsafeMutableBytes { buffer in
                Foundation.read(fd, buffer.baseAddress! + count, buffer.count - count)
            }
            if got < 0 {
                if errno == EINTR { continue }
                throw fail("cannot be read (\(String(cString: strerror(errno))))")
            }
            if got == 0 { break }
            count += got
        }
        guard count <= limit else { throw fail("grew past the limit of \(size(limit)) while it was read") }
        bytes.removeSubrange(count...)
        return bytes
    }

    /// The text of the regular file at `path` (UTF-8, at most `limit` bytes); a byte
    /// sequence that is not UTF-8 is refused with its line and byte.
    package static func readText(_ path: String, limit: Int) throws(Failure) -> String {
        let bytes = try read(path, limit: limit)
        if let offset = firstInvalidUTF8(bytes) {
            let line = bytes[..<offset].reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
            throw Failure(path: path, reason: "is not UTF-8 text: line \(line), byte \(offset + 1)")
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The offset of the first byte that does not decode as UTF-8, or nil.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    /// What a file mode that is not a regular file is, for messages.
    static func kind(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: return "a folder"
        case S_IFIFO: return "a named pipe"
        case S_IFCHR, S_IFBLK: return "a device"
        case S_IFSOCK: return "a socket"
        case S_IFLNK: return "a link"
        default: return "not a plain file"
        }
    }

    /// A byte count for messages: "12 MB", "512 KB", "300 bytes".
    static func size(_ bytes: Int) -> String {
        if bytes >= 1_000_000 { return "\(DumpFormat.number(Double(bytes) / 1_000_000)) MB" }
        if bytes >= 1_000 { return "\(DumpFormat.number(Double(bytes) / 1_000)) KB" }
        return "\(bytes) bytes"
    }
}
