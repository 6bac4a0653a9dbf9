import Foundation
import Panels
import Testing

/// Files a person names (scripts, data, baselines) are read only when they are regular
/// files within their size limit, and every refusal says why in our words.
@Suite("Input files")
struct InputFileTests {
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("panels-input-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func failure(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch {
            return (error as? InputFile.Failure)?.reason ?? "\(error)"
        }
    }

    @Test func readsARegularFileWithinItsLimit() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("a.txt")
        try Data("click 1 2\nkey Tab\n".utf8).write(to: file)
        #expect(try InputFile.readText(file.path, limit: 100) == "click 1 2\nkey Tab\n")
        #expect(try InputFile.read(file.path, limit: 18).count == 18)
    }

    @Test func refusesWhatIsNotAFileInOurWords() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(
            Self.failure { _ = try InputFile.read(dir.appendingPathComponent("none").path, limit: 10) }
                == "no such file")
        #expect(
            Self.failure { _ = try InputFile.read(dir.path, limit: 10) }
                == "is a folder, not a file; only regular files are read")
        let fifo = dir.appendingPathComponent("pipe").path
        #expect(mkfifo(fifo, 0o600) == 0)
        // Refused from `stat`: reading never waits for a writer.
        #expect(
            Self.failure { _ = try InputFile.read(fifo, limit: 10) }
                == "is a named pipe, not a file; only regular files are read")
        let loop = dir.appendingPathComponent("loop").path
        #expect(symlink(loop, loop) == 0)
        #expect(
            Self.failure { _ = try InputFile.read(loop, limit: 10) }
                == "is a link that leads round in a loop, to no file")
        #expect(
            Self.failure { _ = try InputFile.read("/dev/zero", limit: 10) }
                == "is a device, not a file; only regular files are read")
    }

    @Test func refusesAFileOverItsLimitBeforeReadingIt() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("big")
        // A sparse file of 2 GB: refused from its size, never read.
        #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
        #expect(truncate(file.path, 2_000_000_000) == 0)
        #expect(
            Self.failure { _ = try InputFile.read(file.path, limit: 10_000_000) }
                == "is 2000 MB, over the limit of 10 MB")
    }

    @Test func namesTheLineWhereTextStopsBeingUTF8() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("bad.script")
        try Data([0x6B, 0x65, 0x79, 0x20, 0x61, 0x0A, 0x74, 0x79, 0x70, 0x65, 0x20, 0xC3, 0x28, 0x0A]).write(to: file)
        #expect(
            Self.failure { _ = try InputFile.readText(file.path, limit: 100) } == "is not UTF-8 text: line 2, byte 12")
    }
}
