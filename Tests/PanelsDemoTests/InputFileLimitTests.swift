import Foundation
import Panels
import PanelsAssetFiles
import PanelsDemoSupport
import PanelsSamples
import Testing

/// The files people name on the command line — scripts, reservations data, lint
/// baselines — are refused before reading when they are not regular files or are over
/// their documented limit, with messages in our words (a named pipe said "You don't
/// have permission", a folder "NSCocoaErrorDomain error 256", bad UTF-8 gave no line).
@Suite("Named input files: kinds and limits")
struct InputFileLimitTests {
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("panels-limits-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func scriptMessage(_ path: String) -> String {
        do {
            _ = try DemoWindow.loadScript(path)
            return "read"
        } catch {
            return error.message
        }
    }

    @Test func scripts() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let pipe = dir.appendingPathComponent("pipe.script").path
        #expect(mkfifo(pipe, 0o600) == 0)
        #expect(
            Self.scriptMessage(pipe)
                == "Cannot read the script \(pipe): is a named pipe, not a file; only regular files are read")
        #expect(Self.scriptMessage(dir.path).hasSuffix(": is a folder, not a file; only regular files are read"))
        let big = dir.appendingPathComponent("big.script").path
        #expect(FileManager.default.createFile(atPath: big, contents: nil) && truncate(big, 20_000_000) == 0)
        #expect(Self.scriptMessage(big).hasSuffix("big.script: is 20 MB, over the limit of 10 MB"))
        let bad = dir.appendingPathComponent("bad.script")
        try Data([0x6B, 0x65, 0x79, 0x20, 0x61, 0x0A, 0xFF, 0x0A]).write(to: bad)
        #expect(Self.scriptMessage(bad.path).hasSuffix("bad.script: is not UTF-8 text: line 2, byte 7"))
    }

    @Test func reservationsAndBaselines() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let big = dir.appendingPathComponent("reservations.json").path
        #expect(FileManager.default.createFile(atPath: big, contents: nil) && truncate(big, 100_000_000) == 0)
        #expect(throws: ReservationsError.self) { try ReservationsFile.load(from: URL(fileURLWithPath: big)) }
        do {
            _ = try ReservationsFile.load(from: URL(fileURLWithPath: big))
        } catch {
            #expect(error.message == "is 100 MB, over the limit of 10 MB")
        }
        let pipe = dir.appendingPathComponent("baseline.json").path
        #expect(mkfifo(pipe, 0o600) == 0)
        #expect {
            try LintReport.readBaseline(URL(fileURLWithPath: pipe))
        } throws: { error in
            (error as? InputFile.Failure)?.reason == "is a named pipe, not a file; only regular files are read"
        }
    }
}
