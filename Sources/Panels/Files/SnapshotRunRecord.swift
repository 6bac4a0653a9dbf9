import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The record a snapshot test run leaves of the references it read or wrote, and the
/// folder it leaves it (and the failure report) in: written by `PanelsSnapshotTesting`,
/// read by `panels snapshots --unused`.
///
/// Contract:
/// - The folder is `$PANELS_SNAPSHOT_REPORT` when set; otherwise `.build/panels-snapshots`
///   of the package whose tests run (the nearest folder above the test file holding
///   `Package.swift`), or, when that package has no `.build` folder,
///   `$TMPDIR/panels-snapshots/<package>-<hash of its path>`. The test process and the
///   command find the same folder from a test file and from the tests folder.
/// - Each test process appends to its own file, `runs/<parent pid>-<pid>.txt`: a header,
///   one `used <fingerprint>` line per distinct reference content it read or wrote, and
///   `finished` when it exits normally. Lines are appended whole under a lock, so
///   parallel tests never interleave them and parallel processes never share a file.
/// - A run is the test processes one parent started (`swift test` starts one for
///   XCTest and one for Swift Testing), with the processes those start (a test that
///   runs the test binary again); the last run is the one whose file changed last.
///   Files of runs whose parent and process have both ended are removed when a new
///   process starts recording.
/// - A reference is identified by its content (byte count and a 64-bit hash of its
///   bytes), not its path: a helper function, a custom `snapshotDirectory` or a renamed
///   test still mark the file they read. Identical copies count as one.
package enum SnapshotRunRecord {
    /// The environment variable that sets the folder.
    package static let environmentVariable = "PANELS_SNAPSHOT_REPORT"

    /// The folder for tests whose file (or folder) is `path`.
    package static func folder(near path: String, environment: [String: String]) -> URL {
        if let set = environment[environmentVariable], !set.isEmpty {
            return URL(fileURLWithPath: set, isDirectory: true).standardizedFileURL
        }
        let temporary = URL(fileURLWithPath: environment["TMPDIR"] ?? NSTemporaryDirectory(), isDirectory: true)
            .appendingPathComponent("panels-snapshots", isDirectory: true)
        guard let root = packageRoot(above: path) else {
            return temporary.appendingPathComponent("no-package", isDirectory: true)
        }
        let build = root.appendingPathComponent(".build", isDirectory: true)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: build.path, isDirectory: &isDirectory), isDirectory.boolValue {
            return build.appendingPathComponent("panels-snapshots", isDirectory: true)
        }
        return temporary.appendingPathComponent(
            "\(root.lastPathComponent)-\(fingerprint(Data(root.path.utf8)))", isDirectory: true)
    }

    /// The nearest folder at or above `path` that holds `Package.swift`.
    package static func packageRoot(above path: String) -> URL? {
        var url = URL(fileURLWithPath: path).standardizedFileURL
        for _ in 0 ..< 64 {
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { return nil }
            url = parent
        }
        return nil
    }

    /// The identity of a reference's content: its byte count and a 64-bit hash,
    /// `"<count>-<16 hex digits>"`.
    package static func fingerprint(_ data: Data) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        let prime: UInt64 = 0x0000_0100_0000_01B3
        data.withUnsafeBytes { bytes in
            var index = 0
            while index + 8 <= bytes.count {
                let word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                hash = (hash ^ word) &* prime
                hash ^= hash >> 29
                index += 8
            }
            while index < bytes.count {
                hash = (hash ^ UInt64(bytes[index])) &* prime
                index += 1
            }
        }
        hash ^= hash >> 33
        hash = hash &* 0xFF51_AFD7_ED55_8CCD
        hash ^= hash >> 33
        let hex = String(hash, radix: 16)
        return "\(data.count)-" + String(repeating: "0", count: 16 - hex.count) + hex
    }

    static let magic = "panels-snapshot-run 1"

    // MARK: Writing

    /// Appends one process's record; see the type's contract.
    package final class Writer: @unchecked Sendable {
        /// The file written.
        package let url: URL
        private let lock = NSLock()
        private var handle: FileHandle?
        private var seen: Set<String> = []
        private var failure: String?
        private var finished = false

        /// A record in `folder`'s `runs/`, created on the first `use`.
        package init(folder: URL) {
            url = folder.appendingPathComponent("runs", isDirectory: true)
                .appendingPathComponent("\(getppid())-\(getpid()).txt")
        }

        /// Notes that a reference with this content was read or written.
        package func use(_ data: Data) {
            let print = SnapshotRunRecord.fingerprint(data)
            lock.lock()
            defer { lock.unlock() }
            guard !finished, failure == nil, seen.insert(print).inserted else { return }
            if handle == nil { open() }
            append("used \(print)\n")
        }

        /// Appends a line; a failure (a full disk) stops the record and is kept in
        /// `problem` (the run then has no `finished` line, and the command says so).
        private func append(_ line: String) {
            guard let handle else { return }
            do {
                try handle.write(contentsOf: Data(line.utf8))
            } catch {
                failure = "cannot write \(url.path): \(error.localizedDescription)"
                try? handle.close()
                self.handle = nil
            }
        }

        /// Why the record could not be written, if it could not.
        package var problem: String? {
            lock.lock()
            defer { lock.unlock() }
            return failure
        }

        /// Writes the closing line (also done when the process exits normally).
        package func finish() {
            lock.lock()
            defer { lock.unlock() }
            guard !finished else { return }
            finished = true
            append("finished\n")
            try? handle?.close()
            handle = nil
        }

        private func open() {
            let folder = url.deletingLastPathComponent()
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                SnapshotRunRecord.removeEnded(in: folder)
                let header =
                    [
                        magic, "parent \(getppid())", "process \(getpid())",
                        "started \(ISO8601DateFormatter().string(from: Date()))",
                    ] + CommandLine.arguments.dropFirst().map { "argument \($0)" }
                let created = FileManager.default.createFile(
                    atPath: url.path, contents: Data((header.joined(separator: "\n") + "\n").utf8))
                guard created, let opened = FileHandle(forWritingAtPath: url.path) else {
                    failure = "cannot create \(url.path): \(String(cString: strerror(errno)))"
                    return
                }
                _ = try opened.seekToEnd()
                handle = opened
                Exit.register(self)
            } catch {
                failure = "cannot create \(folder.path): \(error.localizedDescription)"
            }
        }
    }

    /// Finishes every open record when the process exits normally.
    private enum Exit {
        static let writers = Locked<[Writer]>([])

        static func register(_ writer: Writer) {
            let first = writers.update { list in
                list.append(writer)
                return list.count == 1
            }
            if first { atexit { SnapshotRunRecord.Exit.finishAll() } }
        }

        static func finishAll() {
            for writer in writers.update({ $0 }) { writer.finish() }
        }
    }

    /// Removes the files of runs whose parent and process have both ended (other than
    /// this process's own parent's).
    static func removeEnded(in folder: URL) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names {
            guard let (parent, process) = ids(name), parent != getppid() else { continue }
            if !alive(parent), !alive(process) {
                try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
            }
        }
    }

    static func ids(_ name: String) -> (Int32, Int32)? {
        guard name.hasSuffix(".txt") else { return nil }
        let parts = name.dropLast(4).split(separator: "-")
        guard parts.count == 2, let parent = Int32(parts[0]), let process = Int32(parts[1]) else { return nil }
        return (parent, process)
    }

    static func alive(_ pid: Int32) -> Bool {
        pid > 0 && (kill(pid, 0) == 0 || errno == EPERM)
    }

    // MARK: Reading

    /// What the last run recorded.
    package struct Run: Sendable {
        /// The process that started the run's test processes.
        package var parent: Int32
        /// The record files, one per test process.
        package var files: [URL]
        /// When the last record changed.
        package var lastChange: Date
        /// The fingerprints of every reference content read or written.
        package var used: Set<String>
        /// Processes that did not write `finished`: still running or ended abnormally.
        package var unfinished: [Int32]
        /// Arguments that show the run did not run every test (`--filter`, `--skip`), of
        /// the processes the parent started.
        package var filters: [String]
    }

    /// Why a record cannot be read.
    package struct Failure: Error, CustomStringConvertible, Sendable {
        package var description: String
    }

    /// The last run recorded in `folder`, or nil when there is none.
    package static func lastRun(in folder: URL) throws(Failure) -> Run? {
        let runs = folder.appendingPathComponent("runs", isDirectory: true)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: runs.path) else { return nil }
        var groups: [Int32: (files: [URL], changed: Date)] = [:]
        for name in names {
            guard let (parent, _) = ids(name) else { continue }
            let url = runs.appendingPathComponent(name)
            let changed =
                (try? FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date)
                ?? .distantPast
            var group = groups[parent] ?? ([], .distantPast)
            group.files.append(url)
            group.changed = max(group.changed, changed)
            groups[parent] = group
        }
        // A test that starts the test binary again (to run a test under another
        // environment) makes a process whose parent is a test process: it belongs to
        // that process's run.
        var merged = true
        while merged {
            merged = false
            let processes = groups.mapValues { Set($0.files.compactMap { ids($0.lastPathComponent)?.1 }) }
            for (parent, group) in groups {
                guard let owner = processes.first(where: { $0.key != parent && $0.value.contains(parent) })?.key
                else { continue }
                groups[owner]!.files += group.files
                groups[owner]!.changed = max(groups[owner]!.changed, group.changed)
                groups[parent] = nil
                merged = true
                break
            }
        }
        guard let (parent, group) = groups.max(by: { $0.value.changed < $1.value.changed }) else { return nil }
        var run = Run(
            parent: parent, files: group.files.sorted { $0.path < $1.path }, lastChange: group.changed, used: [],
            unfinished: [], filters: [])
        for file in run.files {
            let text: String
            do {
                text = try InputFile.readText(file.path, limit: 256 << 20)
            } catch {
                throw Failure(description: "\(error)")
            }
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            if lines.last == "" { lines.removeLast() }
            guard lines.first.map(String.init) == magic else {
                throw Failure(
                    description: "\(file.path):1: not a snapshot run record (it does not start with \"\(magic)\")")
            }
            var done = false
            var arguments: [String] = []
            for line in lines.dropFirst() {
                if line.hasPrefix("used ") {
                    run.used.insert(String(line.dropFirst(5)))
                } else if line == "finished" {
                    done = true
                } else if line.hasPrefix("argument ") {
                    arguments.append(String(line.dropFirst(9)))
                }
            }
            // Only the processes the run's parent started say what the run ran (a test's
            // own child runs one test on purpose).
            let topLevel = ids(file.lastPathComponent)?.0 == parent
            for (index, argument) in arguments.enumerated()
            where topLevel && (argument == "--filter" || argument == "--skip") {
                run.filters.append(
                    index + 1 < arguments.count ? "\(argument) \(arguments[index + 1])" : argument)
            }
            if !done, let (_, process) = ids(file.lastPathComponent) { run.unfinished.append(process) }
        }
        return run
    }
}

/// A value behind a lock.
private final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func update<R>(_ body: (inout Value) -> R) -> R {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
