import Foundation
import Panels
import PanelsSDL
import Testing

/// Where a failing image snapshot leaves its reference, actual and diff images, and
/// how they are named.
///
/// The folder is the one swift-snapshot-testing writes failed snapshots to: the
/// `SNAPSHOT_ARTIFACTS` environment variable when set, otherwise the system's
/// temporary directory (`$TMPDIR`, usually `/tmp`). Inside it, a subfolder named after
/// the test file (`SampleSceneTests/`) holds, per failing snapshot,
///
///     <test>.<name or number>.reference.png
///     <test>.<name or number>.actual.png
///     <test>.<name or number>.diff.png
///
/// next to swift-snapshot-testing's own copy of the actual frame
/// (`<test>.<name or number>.png`). `<test>.<name or number>` is the reference's own
/// file name in `__Snapshots__`, found by the test Swift Testing is running and the
/// reference's bytes; when it cannot be found (a helper function asserting) the stem
/// is `<test>.frame-<hash of the actual frame>`, and with no Swift Testing test
/// running (XCTest) the files go to `PanelsSnapshotTesting/frame-<hash>.…png`.
///
/// Contract: writing never throws into the test; a file that cannot be written is
/// reported in the failure message instead. Safe from parallel tests (each failure
/// writes its own files; folder creation tolerates races).
public enum SnapshotArtifacts {
    /// The artifacts folder: `$SNAPSHOT_ARTIFACTS`, else the temporary directory.
    public static var directory: URL {
        URL(
            fileURLWithPath: ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory(),
            isDirectory: true)
    }

    /// The name of one snapshot, as swift-snapshot-testing forms its file name:
    /// the test file, the test function and the snapshot's name or number.
    struct Naming: Sendable {
        /// Path of the test file (`#filePath`).
        var filePath: String
        /// The test function (`#function`), not yet sanitized.
        var testName: String
        /// The snapshot's name, or nil to find it by the reference's bytes.
        var identifier: String?
        /// The `snapshotDirectory` the assertion was given, if any.
        var snapshotDirectory: String? = nil
    }

    /// Set by assertions that know the exact name (the matrix assertion).
    @TaskLocal static var naming: Naming?

    /// One file written, or the reason it could not be.
    struct Written {
        var role: String
        var url: URL
        var error: String?
    }

    /// Writes the reference, the actual frame and (when there is one) the diff image
    /// for a failed comparison.
    static func write(reference: FrameSnapshot, actual: FrameSnapshot, diff: PixelImage?) -> [Written] {
        let (folder, stem) = location(reference: reference, actual: actual)
        var written: [Written] = []
        func save(_ role: String, _ body: (URL) throws -> Void) {
            let url = folder.appendingPathComponent("\(stem).\(role).png")
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try body(url)
                written.append(Written(role: role, url: url))
            } catch {
                written.append(Written(role: role, url: url, error: "\(error)"))
            }
        }
        save("reference") { try AtomicFile.write(reference.png, to: $0) }
        if actual.problem == nil { save("actual") { try AtomicFile.write(actual.png, to: $0) } }
        if let diff {
            save("diff") { url in
                let text: KeyValuePairs = [RenderingEnvironment.pngKeyword: RenderingEnvironment.current.summary]
                try AtomicFile.write(try PNGEncoder.encode(diff, text: text), to: url)
            }
        }
        return written
    }

    /// The folder (per test file) and file stem for a failed snapshot.
    static func location(reference: FrameSnapshot, actual: FrameSnapshot) -> (URL, String) {
        let fallback = "frame-" + hash(actual.png.isEmpty ? reference.png : actual.png)
        if let naming {
            let file = fileName(naming.filePath)
            let test = sanitize(naming.testName)
            let identifier =
                naming.identifier.map(sanitize)
                ?? lookUp(reference.png, test: test, filePath: naming.filePath) ?? fallback
            return (directory.appendingPathComponent(file), "\(test).\(identifier)")
        }
        if let test = Test.current {
            let filePath = test.sourceLocation.filePath
            let name = sanitize(test.name)
            let identifier = lookUp(reference.png, test: name, filePath: filePath) ?? fallback
            return (directory.appendingPathComponent(fileName(filePath)), "\(name).\(identifier)")
        }
        return (directory.appendingPathComponent("PanelsSnapshotTesting"), fallback)
    }

    /// The identifier of the reference file in `__Snapshots__/<file>/` whose bytes are
    /// `png`, preferring files of `test`.
    static func lookUp(_ png: Data, test: String, filePath: String) -> String? {
        guard !png.isEmpty else { return nil }
        let folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__").appendingPathComponent(fileName(filePath))
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return nil }
        let prefix = test + "."
        let candidates = names.filter { $0.hasPrefix(prefix) && $0.hasSuffix(".png") }.sorted()
        for name in candidates {
            let url = folder.appendingPathComponent(name)
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
                (attributes[.size] as? NSNumber)?.intValue == png.count,
                let data = try? Data(contentsOf: url), data == png
            else { continue }
            return String(name.dropFirst(prefix.count).dropLast(".png".count))
        }
        return nil
    }

    /// Where the reference of a failed snapshot is.
    enum ReferenceFile: Sendable {
        case found(URL)
        /// More than one file of the test has the reference's bytes.
        case ambiguous([URL])
        /// Why it was not found.
        case notFound(String)

        var url: URL? {
            if case .found(let url) = self { return url }
            return nil
        }
    }

    /// The reference file whose bytes are `data`: by the matrix assertion's exact name,
    /// else among the files of the running test (then of any test) in its
    /// `__Snapshots__/<file>/` folder.
    static func referenceFile(_ data: Data, pathExtension: String) -> ReferenceFile {
        let filePath = naming?.filePath ?? Test.current?.sourceLocation.filePath
        let testName = naming?.testName ?? Test.current?.name
        guard let filePath, let testName else { return .notFound("no Swift Testing test is running") }
        let folder =
            naming?.snapshotDirectory.map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? URL(fileURLWithPath: filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__").appendingPathComponent(fileName(filePath))
        let test = sanitize(testName)
        if let identifier = naming?.identifier {
            let url = folder.appendingPathComponent("\(test).\(sanitize(identifier)).\(pathExtension)")
            if (try? Data(contentsOf: url)) == data { return .found(url) }
        }
        guard !data.isEmpty, let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
            return .notFound("no file in \(folder.path) has the reference's bytes")
        }
        func matching(_ keep: (String) -> Bool) -> [URL] {
            names.filter { keep($0) && $0.hasSuffix("." + pathExtension) }.sorted().map {
                folder.appendingPathComponent($0)
            }.filter { url in
                guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
                    (attributes[.size] as? NSNumber)?.intValue == data.count
                else { return false }
                return (try? Data(contentsOf: url)) == data
            }
        }
        var found = matching { $0.hasPrefix(test + ".") }
        if found.isEmpty { found = matching { _ in true } }
        switch found.count {
        case 0: return .notFound("no file in \(folder.path) has the reference's bytes")
        case 1: return .found(found[0])
        default: return .ambiguous(found)
        }
    }

    /// The test file's name without extension: `SampleSceneTests`.
    static func fileName(_ filePath: String) -> String {
        URL(fileURLWithPath: filePath).deletingPathExtension().lastPathComponent
    }

    /// swift-snapshot-testing's file-name rule: runs of non-word characters become
    /// "-", with none at either end.
    static func sanitize(_ name: String) -> String {
        name.replacingOccurrences(of: "\\W+", with: "-", options: .regularExpression)
            .replacingOccurrences(of: "^-|-$", with: "", options: .regularExpression)
    }

    /// A short stable hash (FNV-1a, 8 hex digits) to tell unnamed artifacts apart.
    static func hash(_ data: Data) -> String {
        var h: UInt32 = 0x811C_9DC5
        for byte in data {
            h ^= UInt32(byte)
            h = h &* 0x0100_0193
        }
        let text = String(h, radix: 16)
        return String(repeating: "0", count: 8 - text.count) + text
    }
}
