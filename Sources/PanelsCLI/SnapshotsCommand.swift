import ArgumentParser
import Foundation
import Panels
import PanelsPreview

/// `panels snapshots --unused <tests-folder>`: the snapshot references
/// (`__Snapshots__/**/*.png|txt`) under a tests folder that no test read or wrote in the
/// last run, from the record the run left (`SnapshotRunRecord`).
///
/// Exit status: 0 with the list (possibly empty) on standard output, one path a line;
/// 64 on a usage error (no `--unused`, a folder that does not exist or is a file);
/// 1 when there is no record of a run, or it cannot be read.
struct SnapshotsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshots",
        abstract: "List snapshot references no test used in the last run.",
        discussion: """
            Each test process that runs Panels snapshot assertions records which references \
            it read or wrote (by their content) in .build/panels-snapshots/runs of the package, \
            or in $PANELS_SNAPSHOT_REPORT when that is set (set it here too). --unused lists \
            every *.png and *.txt under a __Snapshots__ folder of TESTS_FOLDER whose content the \
            last run (the test processes one `swift test` started) neither read nor wrote. Run \
            the whole suite first: a filtered run leaves the references of the tests it skipped \
            unused (a warning says so). Folders holding their own Package.swift are other \
            packages and are not read. References of strategies other than Panels' are not \
            recorded, so they are listed too; identical copies of a used reference are not.
            """
    )

    @Flag(help: "List the references the last test run did not read or write.")
    var unused = false

    @Argument(help: ArgumentHelp("The tests folder holding __Snapshots__ folders.", valueName: "tests-folder"))
    var folder: String

    func validate() throws {
        guard unused else {
            throw ValidationError("Say what to list: --unused (the only listing so far).")
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) else {
            throw CommandFailure(message: "'\(folder)': no such folder.")
        }
        guard isDirectory.boolValue else {
            throw CommandFailure(
                message:
                    "'\(folder)' is a file; name the tests folder (the one holding __Snapshots__ folders).")
        }
    }

    func run() throws {
        let root = URL(fileURLWithPath: folder).standardizedFileURL
        let recordFolder = SnapshotRunRecord.folder(near: root.path, environment: ProcessInfo.processInfo.environment)
        let run: SnapshotRunRecord.Run
        do {
            guard let last = try SnapshotRunRecord.lastRun(in: recordFolder) else {
                fail(
                    "no record of a test run in \(recordFolder.path)/runs: run the tests (swift test) first; "
                        + "a test run started with PANELS_SNAPSHOT_REPORT set records into that folder, so set it here too."
                )
            }
            run = last
        } catch {
            fail("\(error)")
        }
        var references: [String] = []
        var walk = FolderWalk()
        var nestedPackages: [String] = []
        collect(root, depth: 0, inSnapshots: false, walk: &walk, into: &references, nestedPackages: &nestedPackages)
        for problem in walk.problems { warn(problem.description) }
        for package in nestedPackages {
            note(
                "\(package) is another package (it has a Package.swift); its references are not listed (run its tests and name its tests folder)."
            )
        }
        var unusedPaths: [String] = []
        for path in references.sorted() {
            guard let data = FileManager.default.contents(atPath: path) else {
                warn("\(path): cannot be read; not listed.")
                continue
            }
            if !run.used.contains(SnapshotRunRecord.fingerprint(data)) { unusedPaths.append(path) }
        }
        let cwd = FileManager.default.currentDirectoryPath + "/"
        for path in unusedPaths { print(path.hasPrefix(cwd) ? String(path.dropFirst(cwd.count)) : path) }
        if !run.filters.isEmpty {
            warn(
                "the last run was filtered (\(run.filters.joined(separator: ", "))): references of the tests "
                    + "it did not run are listed too.")
        }
        if !run.unfinished.isEmpty {
            warn(
                "test process\(run.unfinished.count == 1 ? "" : "es") "
                    + "\(run.unfinished.map(String.init).joined(separator: ", ")) of the last run did not finish "
                    + "(still running, or crashed): references it would have used may be listed.")
        }
        let time = ISO8601DateFormatter().string(from: run.lastChange)
        FileHandle.standardError.write(
            Data(
                ("\(unusedPaths.count) of \(references.count) reference\(references.count == 1 ? "" : "s") "
                    + "unused by the run of \(time) (\(run.files.count) test process\(run.files.count == 1 ? "" : "es"), "
                    + "record in \(recordFolder.path)/runs).\n").utf8))
    }

    /// The `*.png` and `*.txt` files under `__Snapshots__` folders below `url`.
    private func collect(
        _ url: URL, depth: Int, inSnapshots: Bool, walk: inout FolderWalk, into found: inout [String],
        nestedPackages: inout [String]
    ) {
        guard let names = walk.enter(url, depth: depth) else { return }
        for name in names where !name.hasPrefix(".") {
            let child = url.appendingPathComponent(name)
            guard walk.admit(child.path) else { return }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: child.path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                // Another package (a fixture package with its own tests) keeps its own record.
                if FileManager.default.fileExists(atPath: child.appendingPathComponent("Package.swift").path) {
                    nestedPackages.append(child.path)
                    continue
                }
                collect(
                    child, depth: depth + 1, inSnapshots: inSnapshots || name == "__Snapshots__", walk: &walk,
                    into: &found, nestedPackages: &nestedPackages)
            } else if inSnapshots, name.hasSuffix(".png") || name.hasSuffix(".txt") {
                found.append(child.path)
            }
        }
    }

    private func note(_ text: String) {
        FileHandle.standardError.write(Data("note: \(text)\n".utf8))
    }

    private func warn(_ text: String) {
        FileHandle.standardError.write(Data("warning: \(text)\n".utf8))
    }

    private func fail(_ text: String) -> Never {
        FileHandle.standardError.write(Data("error: \(text)\n".utf8))
        SnapshotsCommand.exit(withError: ExitCode(1))
    }
}
