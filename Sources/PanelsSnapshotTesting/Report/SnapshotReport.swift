import Foundation
import Panels
import PanelsSDL

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One page for every failing Panels snapshot of a test process:
/// `<folder>/index.html`, with each failure's images in `<folder>/images/`.
///
/// Contract: the page is rewritten (atomically, `AtomicFile`) as each failure arrives,
/// so it is complete at any moment a test fails; with more than `eagerLimit` failures it
/// is rewritten every `batch` failures and when the process exits. Failures from
/// parallel tests are added under one lock, each with its own number and image files.
/// Every string from a test (names, messages, texts) is escaped. The first failure's
/// message names the folder; every later one names the page. The folder is emptied of
/// an earlier process's report only by that first failure, and reports of processes
/// that have ended are removed then.
final class SnapshotReport: @unchecked Sendable {
    let folder: URL
    var page: URL { folder.appendingPathComponent("index.html") }
    /// Failures up to which the page is rewritten on each.
    static let eagerLimit = 200
    /// Beyond `eagerLimit`, the page is rewritten every this many failures.
    static let batch = 25

    private let lock = NSLock()
    private var fragments: [String] = []
    private var titles: [(id: String, title: String)] = []
    private var pending = false
    private var problem: String?

    init(folder: URL) {
        self.folder = folder
    }

    /// The number of failures added.
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return fragments.count
    }

    /// Adds a failure and rewrites the page; returns the line for the failure message.
    func add(_ entry: SnapshotReportEntry) -> String {
        lock.lock()
        defer { lock.unlock() }
        let first = fragments.isEmpty
        if first { prepare() }
        let number = fragments.count + 1
        var images: [String: String] = [:]
        for (role, data) in entry.images {
            let name = "images/\(String(format: "%03d", number))-\(role).png"
            do {
                try AtomicFile.write(data, to: folder.appendingPathComponent(name))
                images[role] = name
            } catch {
                problem = problem ?? "\(error)"
            }
        }
        fragments.append(SnapshotReportPage.fragment(entry, number: number, images: images))
        titles.append(("failure-\(number)", entry.test + " · " + entry.shortName))
        if number <= Self.eagerLimit || number % Self.batch == 0 {
            writePage()
        } else {
            pending = true
            SnapshotReport.flushAtExit(self)
        }
        let path = page.path
        if let problem {
            return "Snapshot report: not written completely (\(problem)); \(path)"
        }
        if first {
            return "Snapshot report: every failing Panels snapshot of this test process is collected in "
                + "\(folder.path) — open \(path) (set PANELS_SNAPSHOT_REPORT to choose the folder)."
        }
        return "Snapshot report (\(number) failures): \(path)"
    }

    /// Writes the page if failures are waiting for it.
    func flush() {
        lock.lock()
        defer { lock.unlock() }
        if pending { writePage() }
    }

    /// Empties the folder and removes the reports of processes that have ended.
    private func prepare() {
        let manager = FileManager.default
        try? manager.removeItem(at: folder)
        do {
            try manager.createDirectory(
                at: folder.appendingPathComponent("images", isDirectory: true), withIntermediateDirectories: true)
        } catch {
            problem = "cannot create \(folder.path): \(error.localizedDescription)"
        }
        let parent = folder.deletingLastPathComponent()
        for name in (try? manager.contentsOfDirectory(atPath: parent.path)) ?? [] where name.hasPrefix("report-") {
            guard let pid = Int32(name.dropFirst("report-".count)), pid != getpid() else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH {
                try? manager.removeItem(at: parent.appendingPathComponent(name))
            }
        }
    }

    private func writePage() {
        pending = false
        let html = SnapshotReportPage.page(
            fragments: fragments, titles: titles, process: getpid(), environment: RenderingEnvironment.current.summary)
        do {
            try AtomicFile.write(Data(html.utf8), to: page)
        } catch {
            problem = problem ?? "\(error)"
        }
    }

    private static let waiting = NSLock()
    nonisolated(unsafe) private static var flushed: [SnapshotReport] = []

    /// Writes `report`'s page when the process exits, if failures are still waiting.
    static func flushAtExit(_ report: SnapshotReport) {
        waiting.lock()
        defer { waiting.unlock() }
        guard !flushed.contains(where: { $0 === report }) else { return }
        flushed.append(report)
        if flushed.count == 1 {
            atexit {
                SnapshotReport.waiting.lock()
                let reports = SnapshotReport.flushed
                SnapshotReport.waiting.unlock()
                for report in reports { report.flush() }
            }
        }
    }
}

/// One failure as the report shows it.
struct SnapshotReportEntry: Sendable {
    /// What was compared.
    enum Body: Sendable {
        /// Frames: the PNGs that exist, and the comparison when the pixels were compared.
        case image(reference: Data?, actual: Data?, diff: Data?, comparison: ImageComparison?, scale: Double?)
        /// Text (the accessibility tree, a layout or display-list dump) and its line diff.
        case text(kind: String, reference: String, actual: String, diff: String)
    }

    /// The test's name.
    var test: String
    /// The test's file and line.
    var location: String?
    /// The reference's name (`<test>.<name or number>`).
    var snapshot: String
    /// The reference's path, when it was found.
    var referencePath: String?
    var body: Body
    /// The whole failure message.
    var message: String
    /// What `PANELS_RECORD` did.
    var recording: String?

    /// The images to copy into the report, by role: only PNGs (a reference recorded
    /// from a render with problems holds their list instead).
    var images: [(String, Data)] {
        guard case .image(let reference, let actual, let diff, _, _) = body else { return [] }
        let signature = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        return [("reference", reference), ("actual", actual), ("diff", diff)].compactMap { role, data in
            data.flatMap { $0.starts(with: signature) ? (role, $0) : nil }
        }
    }

    /// The snapshot's name without the test's name before it, when it starts with it
    /// (`frame-1a2b3c4d` for `greeting.frame-1a2b3c4d` in the test `greeting()`).
    var shortName: String {
        let prefix = SnapshotArtifacts.sanitize(test) + "."
        return snapshot.hasPrefix(prefix) && snapshot.count > prefix.count
            ? String(snapshot.dropFirst(prefix.count)) : snapshot
    }
}
