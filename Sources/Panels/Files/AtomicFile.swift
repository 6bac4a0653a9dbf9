import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one writer for every file Panels itself writes: PNG renders, contact sheets,
/// screenshots, snapshot failure images, lint baselines.
///
/// Contract: the bytes go to a new temporary file in the destination's folder
/// (`.<name>.panels-<random>.tmp`), which is flushed to disk (`fsync`) and then
/// renamed over the destination, so a reader sees either the old file whole or the
/// new one whole. A destination that exists and is not a regular file (a device, a
/// named pipe, a folder) is refused before anything is written. Any failure (folder
/// missing, disk full, permission, rename) leaves
/// the old file untouched, removes the temporary file and throws a `Failure` naming
/// the destination. An existing destination keeps its permission bits. The temporary
/// file's name carries the writer's process id: a write removes the temporary files
/// left beside the destination by writers that are no longer running (killed
/// mid-write), and a process told to stop removes its own (`Termination`).
package enum AtomicFile {
    /// Why a file could not be written.
    package struct Failure: Error, CustomStringConvertible, Sendable {
        /// The destination.
        package var path: String
        package var reason: String
        package var description: String { "Cannot write \(path): \(reason)" }
    }

    /// Writes `data` to `url` atomically (see the type's contract).
    package static func write(_ data: Data, to url: URL) throws(Failure) {
        let path = url.path
        let folder = url.deletingLastPathComponent().path
        let prefix = ".\(url.lastPathComponent).panels-"
        removeStaleTemporaries(in: folder, prefix: prefix)
        let temporary =
            (folder as NSString).appendingPathComponent(
                "\(prefix)\(getpid())-\(UInt32.random(in: 0 ... .max)).tmp")
        func failure(_ what: String) -> Failure {
            Failure(path: path, reason: "\(what): \(String(cString: strerror(errno)))")
        }
        var existing = stat()
        let exists = stat(path, &existing) == 0
        // Only a regular file (or none) is replaced: renaming over a device, a pipe or a
        // folder would put a file where it was (`-o /dev/full` replaced the device).
        if exists && existing.st_mode & S_IFMT != S_IFREG {
            let kind =
                switch existing.st_mode & S_IFMT {
                case S_IFDIR: "a folder"
                case S_IFIFO: "a named pipe"
                case S_IFCHR, S_IFBLK: "a device"
                case S_IFSOCK: "a socket"
                default: "not a regular file"
                }
            throw Failure(path: path, reason: "it is \(kind), not a file; only regular files are replaced")
        }
        let mode: mode_t = exists ? existing.st_mode & 0o7777 : 0o644
        Termination.begin(temporary)
        defer { Termination.end(temporary) }
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard fd >= 0 else { throw failure("creating a temporary file in \(folder)") }
        var problem: Failure?
        data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    problem = failure("writing")
                    return
                }
                offset += written
            }
        }
        if problem == nil, fchmod(fd, mode) != 0 { problem = failure("setting permissions") }
        if problem == nil, fsync(fd) != 0 { problem = failure("flushing") }
        if close(fd) != 0, problem == nil { problem = failure("closing") }
        if problem == nil, rename(temporary, path) != 0 { problem = failure("renaming into place") }
        if let problem {
            unlink(temporary)
            throw problem
        }
    }

    /// Removes `.<name>.panels-<pid>-<n>.tmp` files in `folder` whose process is gone.
    static func removeStaleTemporaries(in folder: String, prefix: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)
        else { return }
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
            let rest = name.dropFirst(prefix.count).dropLast(4)
            guard let dash = rest.firstIndex(of: "-"), let pid = Int32(rest[..<dash]), pid > 0 else { continue }
            // Gone: no such process (a live one, or one we may not signal, is kept).
            if kill(pid, 0) != 0 && errno == ESRCH {
                unlink((folder as NSString).appendingPathComponent(name))
            }
        }
    }
}
