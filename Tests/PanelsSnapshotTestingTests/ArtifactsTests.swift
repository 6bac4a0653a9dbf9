import Foundation
import Panels
import PanelsSDL
@testable import PanelsSnapshotTesting
import SnapshotTesting
import Testing

/// Where artifacts go and what they are called.
@Suite("Artifacts", .serialized)
struct ArtifactsTests {
    @Test func theFolderIsSNAPSHOT_ARTIFACTSOrTheTemporaryDirectory() {
        let expected = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory()
        #expect(
            SnapshotArtifacts.directory.standardizedFileURL.path
                == URL(fileURLWithPath: expected).standardizedFileURL.path)
    }

    @Test func fileNamesFollowSwiftSnapshotTesting() {
        #expect(SnapshotArtifacts.sanitize("cardInBothDirections()") == "cardInBothDirections")
        #expect(SnapshotArtifacts.sanitize("render(size:scale:)") == "render-size-scale")
        #expect(SnapshotArtifacts.sanitize("en-light") == "en-light")
        #expect(SnapshotArtifacts.fileName("/src/Tests/CardTests.swift") == "CardTests")
    }

    @Test func theStemIsTheReferenceFileName() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let references = folder.url.appendingPathComponent("__Snapshots__/CardTests")
        try FileManager.default.createDirectory(at: references, withIntermediateDirectories: true)
        let first = try PNGCodec.encode(try OffscreenRenderer.render(Tiles(), size: Size(width: 52, height: 20)))
        let second = try PNGCodec.encode(try OffscreenRenderer.render(Badge(), size: Size(width: 120, height: 48)))
        try first.write(to: references.appendingPathComponent("card.1.png"))
        try second.write(to: references.appendingPathComponent("card.2.png"))
        try second.write(to: references.appendingPathComponent("other.1.png"))
        let testFile = folder.url.appendingPathComponent("CardTests.swift").path
        #expect(SnapshotArtifacts.lookUp(first, test: "card", filePath: testFile) == "1")
        #expect(SnapshotArtifacts.lookUp(second, test: "card", filePath: testFile) == "2")
        #expect(SnapshotArtifacts.lookUp(second, test: "other", filePath: testFile) == "1")
        #expect(SnapshotArtifacts.lookUp(first, test: "other", filePath: testFile) == nil)
        // The task-local naming of the matrix assertion wins.
        let naming = SnapshotArtifacts.Naming(filePath: testFile, testName: "card()", identifier: "en-light")
        let (location, stem) = SnapshotArtifacts.$naming.withValue(naming) {
            SnapshotArtifacts.location(reference: FrameSnapshot(png: first), actual: FrameSnapshot(png: second))
        }
        #expect(location.lastPathComponent == "CardTests")
        #expect(stem == "card.en-light")
        // Without a name it is looked up by the reference's bytes.
        let unnamed = SnapshotArtifacts.Naming(filePath: testFile, testName: "card()", identifier: nil)
        let (_, found) = SnapshotArtifacts.$naming.withValue(unnamed) {
            SnapshotArtifacts.location(reference: FrameSnapshot(png: second), actual: FrameSnapshot(png: first))
        }
        #expect(found == "card.2")
    }

    /// Runs this test binary again with `SNAPSHOT_ARTIFACTS` set, to run
    /// `failsIntoTheArtifactsFolderOfTheEnvironment` there (the environment of a
    /// running test process is not changed: other tests run in parallel).
    @Test func theEnvironmentVariableIsHonoured() throws {
        let artifacts = try TemporaryFolder()
        let references = try TemporaryFolder()
        defer { artifacts.remove(); references.remove() }
        var changed = try OffscreenRenderer.render(Tiles(), size: Size(width: 52, height: 20), scale: 2)
        changed.bytes[(12 * changed.width + 12) * 4 + 1] ^= 0xFF
        try PNGCodec.write(changed, to: references.url.appendingPathComponent("tiles.env.png"))

        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        process.arguments = [
            "--testing-library", "swift-testing", "--filter", "failsIntoTheArtifactsFolderOfTheEnvironment",
        ]
        var environment = ProcessInfo.processInfo.environment
        environment["SNAPSHOT_ARTIFACTS"] = artifacts.url.path
        environment[Self.childVariable] = references.url.path
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(output)")
        #expect(output.contains("failsIntoTheArtifactsFolderOfTheEnvironment() passed"), "\(output)")

        let folder = artifacts.url.appendingPathComponent("ArtifactsTests")
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        // swift-snapshot-testing's copy of the failed frame, and ours.
        #expect(written.contains("tiles.env.png"), "\(written)")
        for role in ["reference", "actual", "diff"] {
            #expect(
                written.contains {
                    $0.hasPrefix("failsIntoTheArtifactsFolderOfTheEnvironment.") && $0.hasSuffix(".\(role).png")
                },
                "no \(role) image in \(written)")
        }
    }

    static let childVariable = "PANELS_SNAPSHOT_CHILD_REFERENCES"

    @Test(
        .enabled(
            if: ProcessInfo.processInfo.environment[ArtifactsTests.childVariable] != nil,
            "runs in a child process of theEnvironmentVariableIsHonoured"))
    func failsIntoTheArtifactsFolderOfTheEnvironment() throws {
        let references = try #require(ProcessInfo.processInfo.environment[Self.childVariable])
        let message = try #require(
            verifySnapshot(
                of: Tiles(), as: .image(size: Size(width: 52, height: 20)), named: "env", record: .never,
                snapshotDirectory: references, file: #filePath, testName: "tiles"))
        let folder = try #require(ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"])
        #expect(message.contains("1 pixel of 4160"))
        #expect(message.contains(folder + "/ArtifactsTests/failsIntoTheArtifactsFolderOfTheEnvironment."))
    }
}
