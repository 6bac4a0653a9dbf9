import Foundation
import Panels
import PanelsSDL
@testable import PanelsSnapshotTesting
import PanelsTestSupport
import SnapshotTesting
import Testing

/// The run's report page, `PANELS_RECORD=failed` and the record of references used.
/// Each test fails snapshots on purpose against references in a temporary folder, with
/// its own `SnapshotRun` (so the process's real report stays clean), and reads what was
/// written.
@Suite("Snapshot report")
struct ReportTests {
    /// A temporary package-like folder: references in `__Snapshots__/ReportFixtureTests`,
    /// the run's output in `out`.
    struct Fixture: Sendable {
        let folder: TemporaryFolder
        let references: URL
        let run: SnapshotRun

        init(recording: SnapshotRecording.Mode = .off) throws {
            folder = try TemporaryFolder()
            references = folder.url.appendingPathComponent("__Snapshots__/ReportFixtureTests", isDirectory: true)
            try FileManager.default.createDirectory(at: references, withIntermediateDirectories: true)
            run = SnapshotRun(
                folder: folder.url.appendingPathComponent("out", isDirectory: true),
                recording: SnapshotRecording(mode: recording), recordsUses: true)
        }

        /// Runs `body` with this fixture's run and naming (`test`, `name`).
        func within<R>(test: String, name: String?, _ body: () throws -> R) rethrows -> R {
            let naming = SnapshotArtifacts.Naming(
                filePath: folder.url.appendingPathComponent("ReportFixtureTests.swift").path, testName: test,
                identifier: name, snapshotDirectory: references.path)
            return try SnapshotRun.$override.withValue(run) {
                try SnapshotArtifacts.$naming.withValue(naming, operation: body)
            }
        }

        /// Asserts `panel` against `<test>.<name>.png` the way a user's test does.
        func verify<P: Panel>(
            _ panel: P, size: Size, test: String, name: String, naming: Bool = true,
            record: SnapshotTestingConfiguration.Record = .missing
        ) -> String? {
            within(test: test, name: naming ? name : nil) {
                verifySnapshot(
                    of: panel, as: .image(size: size), named: name, record: record,
                    snapshotDirectory: references.path, file: #filePath, testName: test)
            }
        }

        /// Writes a reference rendered from `panel`.
        func reference<P: Panel>(_ panel: P, size: Size, file: String) throws {
            let image = try OffscreenRenderer.render(panel, size: size, scale: 2)
            try PNGEncoder.encode(image).write(to: references.appendingPathComponent(file))
        }

        var page: URL { run.report.page }

        func html() throws -> String { try String(contentsOf: page, encoding: .utf8) }
    }

    static let tiles = Size(width: 52, height: 20)
    static let badge = Size(width: 200, height: 60)

    /// The values of every `src="…"` and `href="…"` that points at a file of the report.
    static func files(in html: String) -> [String] {
        var found: [String] = []
        var rest = html[...]
        while let range = rest.range(of: "src=\"") {
            rest = rest[range.upperBound...]
            guard let end = rest.firstIndex(of: "\"") else { break }
            found.append(String(rest[..<end]))
            rest = rest[end...]
        }
        return found
    }

    @Test func everyFailureLandsInOnePageWithItsImagesAndFigures() throws {
        let fixture = try Fixture()
        defer { fixture.folder.remove() }
        // Two wrong references (another size, another title) and one right one.
        try fixture.reference(Tiles(), size: Size(width: 60, height: 20), file: "tiles.wrong.png")
        try fixture.reference(Badge(title: "Changed"), size: Self.badge, file: "badge.card.png")
        try fixture.reference(Badge(), size: Self.badge, file: "badge.same.png")

        let first = try #require(fixture.verify(Tiles(), size: Self.tiles, test: "tiles", name: "wrong"))
        let folder = fixture.run.report.folder.path
        #expect(first.contains("every failing Panels snapshot of this test process is collected in \(folder)"))
        #expect(first.contains(fixture.page.path))
        #expect(fixture.verify(Badge(), size: Self.badge, test: "badge", name: "same") == nil)
        let second = try #require(fixture.verify(Badge(), size: Self.badge, test: "badge", name: "card"))
        #expect(second.contains("Snapshot report (2 failures): \(fixture.page.path)"))
        #expect(!second.contains("collected in"))

        let html = try fixture.html()
        #expect(html.contains("2 failing snapshots"))
        // The blend path can change while other tests force one; the versions cannot.
        #expect(html.contains("Rendered with: blend ") && html.contains(RenderingEnvironment.current.librarySummary))
        #expect(html.contains("tiles.wrong") && html.contains("badge.card"))
        #expect(!html.contains("badge.same"))
        #expect(html.contains(fixture.references.appendingPathComponent("badge.card.png").path))
        // ΔE figures, the swipe and the onion skin.
        // The tiles differ in size; the badges by their pixels.
        #expect(html.components(separatedBy: "<th scope=\"row\">Worst ΔE</th>").count - 1 == 1)
        #expect(html.contains("Sizes differ"))
        #expect(html.contains("data-swipe") && html.contains("data-onion"))
        // Every image the page shows exists, and each failure has its three.
        let sources = Self.files(in: html)
        for role in ["reference", "actual", "diff"] {
            #expect(sources.contains("images/002-\(role).png"), "\(sources)")
        }
        #expect(sources.contains("images/001-reference.png") && sources.contains("images/001-actual.png"))
        #expect(!sources.isEmpty)
        for source in sources {
            let url = fixture.run.report.folder.appendingPathComponent(source)
            #expect(FileManager.default.fileExists(atPath: url.path), "\(source) is missing")
            #expect((try? PNGCodec.decode(Data(contentsOf: url), name: source)) != nil, "\(source) is no PNG")
        }
        #expect(!html.contains("http://") && !html.contains("https://"), "no network resources")
    }

    @Test func theAccessibilityDiffIsInThePageEscaped() throws {
        let fixture = try Fixture()
        defer { fixture.folder.remove() }
        let hostile = "<img src=x onerror=alert(1)> & \"quoted\""
        try Data("button \"Old label\"\n".utf8).write(
            to: fixture.references.appendingPathComponent("tree.labels.txt"))
        let message = try #require(
            fixture.within(test: "tree", name: "labels") {
                verifySnapshot(
                    of: Pressable(hostile) {}.frame(width: 200, height: 44),
                    as: .accessibility(size: Size(width: 200, height: 44)),
                    named: "labels", record: .missing, snapshotDirectory: fixture.references.path,
                    file: #filePath, testName: "tree")
            })
        #expect(message.contains(fixture.page.path))
        let html = try fixture.html()
        #expect(html.contains("The accessibility tree differs"))
        #expect(html.contains("&lt;img src=x onerror=alert(1)&gt; &amp; "), "\(html)")
        #expect(!html.contains("<img src=x"))
        #expect(html.contains("class=\"removed\""), "the reference's line is marked removed")
    }

    @Test func escapingRoundTripsAnyText() {
        PropertyTest.check("escape", cases: 2_000) { random in
            let alphabet: [Character] = ["<", ">", "&", "\"", "'", "a", " ", "é", "\n", ";", "#", "/", "😀"]
            let text = String((0 ..< random.int(0 ... 40)).map { _ in random.element(of: alphabet) })
            let escaped = SnapshotReportPage.escape(text)
            if escaped.contains(where: { "<>\"'".contains($0) }) { return "\(escaped) keeps a special character" }
            let back = escaped.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
                .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
                .replacingOccurrences(of: "&amp;", with: "&")
            return back == text ? nil : "\(text.debugDescription) came back as \(back.debugDescription)"
        }
    }

    @Test func aHostileEntryIsEscapedEverywhere() {
        let hostile = "</h2><script>alert('x')</script>\"&"
        let entry = SnapshotReportEntry(
            test: hostile, location: hostile, snapshot: hostile, referencePath: hostile,
            body: .text(kind: hostile, reference: hostile, actual: hostile, diff: "−" + hostile + "\n+" + hostile),
            message: hostile, recording: hostile)
        let html = SnapshotReportPage.fragment(entry, number: 1, images: [:])
        #expect(!html.contains("<script>"))
        #expect(!html.contains("</h2><"))
        #expect(html.contains("&lt;/h2&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&quot;&amp;"))
        let page = SnapshotReportPage.page(
            fragments: [html], titles: [("failure-1", hostile)], process: 1, environment: hostile)
        #expect(page.components(separatedBy: "<script>").count - 1 == 1, "only the page's own script")
    }

    @Test func parallelFailuresAllLandInThePage() async throws {
        let fixture = try Fixture()
        defer { fixture.folder.remove() }
        let count = 8
        for index in 0 ..< count {
            try fixture.reference(Badge(title: "Card \(index)!"), size: Self.badge, file: "card.\(index).png")
        }
        let messages = await withTaskGroup(of: String?.self) { group in
            for index in 0 ..< count {
                group.addTask {
                    fixture.verify(Badge(title: "Card \(index)"), size: Self.badge, test: "card", name: "\(index)")
                }
            }
            var all: [String?] = []
            for await message in group { all.append(message) }
            return all
        }
        #expect(messages.count == count)
        #expect(messages.allSatisfy { $0?.contains(fixture.page.path) == true })
        #expect(messages.filter { $0?.contains("collected in") == true }.count == 1, "one first failure")
        #expect(fixture.run.report.count == count)
        let html = try fixture.html()
        #expect(html.contains("\(count) failing snapshots"))
        let sources = Self.files(in: html)
        for index in 0 ..< count {
            #expect(html.contains("card.\(index)<"), "card \(index) is not in the page")
            let number = String(format: "%03d", index + 1)
            for role in ["reference", "actual", "diff"] {
                #expect(sources.contains("images/\(number)-\(role).png"))
            }
        }
        for source in sources {
            #expect(
                FileManager.default.fileExists(
                    atPath: fixture.run.report.folder.appendingPathComponent(source).path))
        }
    }

    @Test func recordFailedRewritesOnlyFailingReferences() throws {
        let fixture = try Fixture(recording: .failed)
        defer { fixture.folder.remove() }
        try fixture.reference(Badge(title: "Before"), size: Self.badge, file: "card.failing.png")
        try fixture.reference(Badge(), size: Self.badge, file: "card.matching.png")
        let matching = fixture.references.appendingPathComponent("card.matching.png")
        let failing = fixture.references.appendingPathComponent("card.failing.png")
        let matchingBefore = try Data(contentsOf: matching)
        let matchingDate = try FileManager.default.attributesOfItem(atPath: matching.path)[.modificationDate] as? Date

        let failed = try #require(fixture.verify(Badge(), size: Self.badge, test: "card", name: "failing"))
        #expect(failed.contains("PANELS_RECORD=failed: recorded again: \(failing.path)"))
        #expect(fixture.verify(Badge(), size: Self.badge, test: "card", name: "matching") == nil)
        let missing = try #require(fixture.verify(Badge(), size: Self.badge, test: "card", name: "missing"))
        #expect(missing.contains("No reference was found on disk. Automatically recorded snapshot"))

        // Recorded as the frame's own PNG (with the rendering environment in a text chunk).
        let rendered = FrameSnapshot(image: try OffscreenRenderer.render(Badge(), size: Self.badge, scale: 2)).png
        #expect(try Data(contentsOf: failing) == rendered)
        #expect(try Data(contentsOf: matching) == matchingBefore)
        #expect(
            try FileManager.default.attributesOfItem(atPath: matching.path)[.modificationDate] as? Date
                == matchingDate)
        #expect(
            try Data(contentsOf: fixture.references.appendingPathComponent("card.missing.png")) == rendered)
        // The re-recorded reference now matches, and the report says what was done.
        #expect(fixture.verify(Badge(), size: Self.badge, test: "card", name: "failing") == nil)
        #expect(try fixture.html().contains("PANELS_RECORD=failed: recorded again"))
    }

    @Test func recordFailedRespectsNeverAndRefusesToGuess() throws {
        let fixture = try Fixture(recording: .failed)
        defer { fixture.folder.remove() }
        try fixture.reference(Badge(title: "Before"), size: Self.badge, file: "card.ci.png")
        let before = try Data(contentsOf: fixture.references.appendingPathComponent("card.ci.png"))
        let never = try #require(
            fixture.verify(Badge(), size: Self.badge, test: "card", name: "ci", record: .never))
        #expect(never.contains("not recorded, because swift-snapshot-testing's record mode is never"))
        #expect(try Data(contentsOf: fixture.references.appendingPathComponent("card.ci.png")) == before)

        // Two references with the same bytes, and no name to tell them apart.
        try fixture.reference(Badge(title: "Twin"), size: Self.badge, file: "twin.1.png")
        try fixture.reference(Badge(title: "Twin"), size: Self.badge, file: "twin.2.png")
        let ambiguous = try #require(
            fixture.verify(Badge(), size: Self.badge, test: "twin", name: "2", naming: false))
        #expect(ambiguous.contains("not recorded, because 2 references have the reference's bytes"))
        #expect(ambiguous.contains("twin.1.png, twin.2.png"))
    }

    @Test func anUnknownRecordModeFailsEveryComparison() throws {
        let fixture = try Fixture(recording: .unknown("fail"))
        defer { fixture.folder.remove() }
        try fixture.reference(Badge(), size: Self.badge, file: "card.same.png")
        let message = try #require(fixture.verify(Badge(), size: Self.badge, test: "card", name: "same"))
        #expect(message.contains("PANELS_RECORD is \"fail\"; the one value Panels knows is \"failed\""))
        #expect(SnapshotRecording(environment: ["PANELS_RECORD": "failed"]).mode == .failed)
        #expect(SnapshotRecording(environment: [:]).mode == .off)
        #expect(SnapshotRecording(environment: ["PANELS_RECORD": ""]).mode == .off)
    }

    @Test func theRunRecordsEveryReferenceItReadOrWrote() throws {
        let fixture = try Fixture()
        defer { fixture.folder.remove() }
        try fixture.reference(Badge(), size: Self.badge, file: "card.read.png")
        try fixture.reference(Badge(title: "Never read"), size: Self.badge, file: "card.stale.png")
        #expect(fixture.verify(Badge(), size: Self.badge, test: "card", name: "read") == nil)
        _ = fixture.verify(Badge(title: "New"), size: Self.badge, test: "card", name: "written")
        fixture.run.uses?.finish()
        let run = try #require(try SnapshotRunRecord.lastRun(in: fixture.run.folder))
        #expect(run.unfinished.isEmpty)
        #expect(run.files.count == 1)
        func used(_ name: String) throws -> Bool {
            run.used.contains(
                SnapshotRunRecord.fingerprint(try Data(contentsOf: fixture.references.appendingPathComponent(name))))
        }
        #expect(try used("card.read.png"))
        #expect(try used("card.written.png"))
        #expect(try !used("card.stale.png"))
    }

    /// Runs this test binary again with `PANELS_SNAPSHOT_REPORT` and `PANELS_RECORD`
    /// set, to run `failsIntoTheReportOfTheEnvironment` there: the process's own run is
    /// set up from the environment (the environment of this process is not changed:
    /// other tests run in parallel).
    @Test func theEnvironmentSetsTheFolderAndTheRecordMode() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let references = folder.url.appendingPathComponent("references")
        let out = folder.url.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: references, withIntermediateDirectories: true)
        var changed = try OffscreenRenderer.render(Tiles(), size: Self.tiles, scale: 2)
        changed.bytes[(12 * changed.width + 12) * 4 + 1] ^= 0xFF
        let reference = references.appendingPathComponent("tiles.env.png")
        try PNGCodec.write(changed, to: reference)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        process.arguments = ["--testing-library", "swift-testing", "--filter", "failsIntoTheReportOfTheEnvironment"]
        var environment = ProcessInfo.processInfo.environment
        environment["PANELS_SNAPSHOT_REPORT"] = out.path
        environment["PANELS_RECORD"] = "failed"
        environment["SNAPSHOT_ARTIFACTS"] = folder.url.appendingPathComponent("artifacts").path
        environment[Self.childVariable] = references.path
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(output)")
        #expect(output.contains("failsIntoTheReportOfTheEnvironment() passed"), "\(output)")

        let page = out.appendingPathComponent("report-\(process.processIdentifier)/index.html")
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.contains("1 failing snapshot in test process \(process.processIdentifier)"))
        #expect(html.contains("PANELS_RECORD=failed: recorded again"))
        let rendered = FrameSnapshot(image: try OffscreenRenderer.render(Tiles(), size: Self.tiles, scale: 2)).png
        #expect(try Data(contentsOf: reference) == rendered, "re-recorded")
        // The process's record, closed when it exited.
        let runs = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("runs").path)
        #expect(runs == ["\(getpid())-\(process.processIdentifier).txt"], "\(runs)")
        let run = try #require(try SnapshotRunRecord.lastRun(in: out))
        #expect(run.unfinished.isEmpty)
        #expect(run.filters == ["--filter failsIntoTheReportOfTheEnvironment"])
        #expect(run.used.contains(SnapshotRunRecord.fingerprint(rendered)))
        #expect(run.used.contains(SnapshotRunRecord.fingerprint(try PNGEncoder.encode(changed))))
    }

    static let childVariable = "PANELS_REPORT_CHILD_REFERENCES"

    @Test(
        .enabled(
            if: ProcessInfo.processInfo.environment[ReportTests.childVariable] != nil,
            "runs in a child process of theEnvironmentSetsTheFolderAndTheRecordMode"))
    func failsIntoTheReportOfTheEnvironment() throws {
        let environment = ProcessInfo.processInfo.environment
        let references = try #require(environment[Self.childVariable])
        let out = try #require(environment["PANELS_SNAPSHOT_REPORT"])
        let naming = SnapshotArtifacts.Naming(
            filePath: references + "/ReportChild.swift", testName: "tiles", identifier: "env",
            snapshotDirectory: references)
        let message = try #require(
            SnapshotArtifacts.$naming.withValue(naming) {
                verifySnapshot(
                    of: Tiles(), as: .image(size: Self.tiles), named: "env", record: .missing,
                    snapshotDirectory: references, file: #filePath, testName: "tiles")
            })
        #expect(message.contains("collected in \(out)/report-\(getpid())"), "\(message)")
        #expect(message.contains("PANELS_RECORD=failed: recorded again: \(references)/tiles.env.png"), "\(message)")
    }

    /// A run's processes are those its parent started and the ones they start (a test
    /// running the binary again); only the former say whether the run was filtered.
    @Test func aTestsOwnChildProcessBelongsToItsRun() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let runs = folder.url.appendingPathComponent("runs")
        try FileManager.default.createDirectory(at: runs, withIntermediateDirectories: true)
        func write(_ name: String, _ lines: [String], age: TimeInterval) throws {
            let url = runs.appendingPathComponent(name)
            try Data((["panels-snapshot-run 1"] + lines).map { $0 + "\n" }.joined().utf8).write(to: url)
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSinceNow: -age)], ofItemAtPath: url.path)
        }
        try write("50-60.txt", ["used 1-old", "finished"], age: 3_600)
        try write("100-200.txt", ["argument --testing-library", "used 2-main", "finished"], age: 10)
        try write("200-300.txt", ["argument --filter", "argument oneTest", "used 3-child", "finished"], age: 20)
        try write("100-201.txt", ["used 4-xctest"], age: 30)
        let run = try #require(try SnapshotRunRecord.lastRun(in: folder.url))
        #expect(run.parent == 100)
        #expect(run.files.map(\.lastPathComponent) == ["100-200.txt", "100-201.txt", "200-300.txt"])
        #expect(run.used == ["2-main", "3-child", "4-xctest"])
        #expect(run.filters.isEmpty)
        #expect(run.unfinished == [201])
    }
}
