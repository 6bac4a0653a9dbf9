import Foundation
@testable import Panels
@testable import PanelsAssetFiles
import Testing

/// A folder a walk cannot list is reported with its path and why, never skipped without
/// a word (`panels lint` on a tree with an unreadable `fr.lproj` said "0 errors,
/// 0 warnings").
@Suite("Folders that cannot be read")
struct UnreadableFolderTests {
    @Test func aWalkReportsAFolderItCannotList() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("panels-walk-\(UUID().uuidString)")
        for name in ["fr.lproj", "de.lproj"] {
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        defer { try? FileManager.default.removeItem(at: root) }
        var walk = FolderWalk()
        walk.list = { path in
            guard path.hasSuffix("fr.lproj") || path.hasSuffix("de.lproj") else { return ["x"] }
            throw CocoaError(.fileReadNoPermission)
        }
        #expect(walk.enter(root, depth: 0) == ["x"])
        #expect(walk.enter(root.appendingPathComponent("fr.lproj"), depth: 1) == nil)
        #expect(walk.enter(root.appendingPathComponent("de.lproj"), depth: 1) == nil)
        let problems = walk.problems.map(\.description)
        #expect(problems.count == 1)
        #expect(
            problems.first?.contains(
                "fr.lproj: warning: a folder that cannot be read (no permission to read it); nothing in it was read (and 1 more)"
            ) == true, "\(problems)")
    }

    /// The same through `panels lint`'s loader, with a real folder whose permissions
    /// forbid reading it (root reads every folder, so this runs only as another user).
    @Test(.enabled(if: geteuid() != 0, "root reads folders whatever their permissions"))
    func theLoaderReportsAnUnreadableTable() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "panels-unreadable-\(UUID().uuidString)")
        let en = folder.appendingPathComponent("en.lproj"), fr = folder.appendingPathComponent("fr.lproj")
        try FileManager.default.createDirectory(at: en, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: fr, withIntermediateDirectories: true)
        try Data("\"a\" = \"b\";\n".utf8).write(to: en.appendingPathComponent("T.strings"))
        try Data("\"a\" = \"c\";\n".utf8).write(to: fr.appendingPathComponent("T.strings"))
        #expect(chmod(fr.path, 0) == 0)
        defer {
            chmod(fr.path, 0o755)
            try? FileManager.default.removeItem(at: folder)
        }
        let catalog = AssetCatalog.load(from: folder)
        #expect(catalog.problems.contains { $0.description.contains("a folder that cannot be read") })
    }

    /// Names that are not UTF-8 (a folder `fr\xFF.lproj`, a file `bad\xFE.strings`):
    /// Foundation lists them with U+FFFD, which names no file, so they were skipped
    /// without a word. The loader reports them, and still reads the rest.
    @Test func namesThatAreNotUTF8AreReported() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("panels-names-\(UUID().uuidString)")
        let en = folder.appendingPathComponent("en.lproj")
        try FileManager.default.createDirectory(at: en, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("\"a\" = \"b\";\n".utf8).write(to: en.appendingPathComponent("T.strings"))
        // Made with the raw bytes: Swift strings cannot hold them.
        let base = Array(folder.path.utf8)
        func make(_ suffix: [UInt8], folder isFolder: Bool) {
            let path = base + Array("/".utf8) + suffix + [0]
            path.withUnsafeBufferPointer { buffer in
                buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: path.count) { name in
                    if isFolder {
                        _ = mkdir(name, 0o755)
                    } else {
                        let fd = open(name, O_CREAT | O_WRONLY, 0o644)
                        if fd >= 0 { close(fd) }
                    }
                }
            }
        }
        make(Array("fr".utf8) + [0xFF] + Array(".lproj".utf8), folder: true)
        make(Array("bad".utf8) + [0xFE] + Array(".strings".utf8), folder: false)
        let catalog = AssetCatalog.load(from: folder)
        let problems = catalog.problems.map(\.description)
        #expect(
            problems.contains { $0.contains("a name that is not valid UTF-8 (shown with �); not read (and 1 more)") },
            "\(problems)")
        #expect(catalog.strings.lookup("a", table: "T", locale: "en") != nil)  // the rest is read
    }
}
