import Foundation
import Testing

/// docs/ARCHITECTURE.md is a current map: its target table names every target of
/// `Package.swift` and nothing else, its folder table every folder of `Sources/Panels`,
/// and it stays short (history goes to docs/decisions/).
@Suite("Architecture map")
struct ArchitectureMapTests {
    let map: String

    init() throws {
        map = try DocumentationFiles.text("docs/ARCHITECTURE.md")
    }

    @Test("The target table lists every target of Package.swift, once, and nothing else")
    func targets() throws {
        let expected = try DocumentationFiles.targets()
        let column = try #require(DocumentationFiles.firstColumn(ofTableHeaded: "target", in: map))
        let listed = column.flatMap(DocumentationFiles.codeNames)
        #expect(expected.count > 30, "parsed \(expected.count) targets from Package.swift")
        #expect(
            Set(listed) == expected,
            "missing: \(expected.subtracting(listed).sorted()); no such target: \(Set(listed).subtracting(expected).sorted())"
        )
        #expect(listed.count == Set(listed).count, "a target listed twice: \(listed)")
    }

    @Test("The folder table lists every folder of Sources/Panels, and nothing else")
    func coreFolders() throws {
        let expected = try DocumentationFiles.folders(in: "Sources/Panels")
        let column = try #require(DocumentationFiles.firstColumn(ofTableHeaded: "folder", in: map))
        let listed = column.flatMap(DocumentationFiles.codeNames).map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
        #expect(expected.count > 30)
        #expect(
            Set(listed) == expected,
            "missing: \(expected.subtracting(listed).sorted()); no such folder: \(Set(listed).subtracting(expected).sorted())"
        )
    }

    @Test("At most 260 lines, and every decision file is dated")
    func shortWithDatedDecisions() throws {
        let lineCount = map.split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(lineCount <= 260, "\(lineCount) lines")
        let decisions = try FileManager.default.contentsOfDirectory(
            atPath: DocumentationFiles.root.appendingPathComponent("docs/decisions").path)
        #expect(!decisions.isEmpty)
        for name in decisions {
            #expect(
                DocumentationFiles.matches(of: #"^(\d{4}-\d\d-\d\d-[a-z0-9-]+\.md)$"#, in: name).count == 1,
                "\(name): not named <yyyy-mm-dd>-<decision>.md")
        }
    }
}
