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
}
