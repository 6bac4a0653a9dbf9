import Foundation
import PanelsSamples
import Testing

/// The README is for users: it names every product, demo and scene that exists and
/// none that does not, stays short, and carries no issue codes or session words.
@Suite("README")
struct ReadmeTests {
    let readme: String

    init() throws {
        readme = try DocumentationFiles.text("README.md")
    }

    @Test("Opens with the two set-up commands")
    func opensWithTheTwoCommands() {
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let fence = lines.firstIndex { $0.hasPrefix("```") }
        let commands = fence.map { index in lines[(index + 1)...].prefix { !$0.hasPrefix("```") } } ?? []
        #expect(lines.first == "# Panels")
        #expect(
            commands.map { $0.split(separator: " ").prefix(2).joined(separator: " ") } == ["make demo", "make test"],
            "the first block: \(commands)")
        #expect(
            fence.map { lines[0 ..< $0].allSatisfy { $0 == "# Panels" || $0.isEmpty } } == true, "nothing before it")
    }

    @Test("The products table lists every product of Package.swift, and nothing else")
    func products() throws {
        let expected = try DocumentationFiles.products()
        let column = try #require(DocumentationFiles.firstColumn(ofTableHeaded: "product", in: readme))
        let listed = column.flatMap(DocumentationFiles.codeNames)
        #expect(
            Set(listed) == expected,
            "missing: \(expected.subtracting(listed).sorted()); no such product: \(Set(listed).subtracting(expected).sorted())"
        )
        #expect(listed.count == Set(listed).count, "a product listed twice: \(listed)")
        let named = DocumentationFiles.matches(of: #"\.product\(name: "([^"]+)", package: "Panels"\)"#, in: readme)
        #expect(!named.isEmpty)
        for name in named {
            #expect(expected.contains(name), "the manifest example names a product Panels does not have: \(name)")
        }
    }

    @Test("The demos table lists every folder under Demos/, and each is an executable product")
    func demos() throws {
        let expected = try DocumentationFiles.demos()
        let column = try #require(DocumentationFiles.firstColumn(ofTableHeaded: "demo", in: readme))
        let listed = column.flatMap(DocumentationFiles.codeNames)
        #expect(!expected.isEmpty)
        #expect(
            Set(listed) == expected,
            "missing: \(expected.subtracting(listed).sorted()); no such demo: \(Set(listed).subtracting(expected).sorted())"
        )
        #expect(expected.isSubset(of: try DocumentationFiles.executableProducts()))
    }

    @Test("The scenes table lists every scene of `panels render --list`, and every scene named exists")
    func scenes() throws {
        let expected = Set(SceneCatalog.builtIn.names)
        let column = try #require(DocumentationFiles.firstColumn(ofTableHeaded: "scene", in: readme))
        let listed = column.flatMap(DocumentationFiles.codeNames)
        #expect(
            Set(listed) == expected,
            "missing: \(expected.subtracting(listed).sorted()); no such scene: \(Set(listed).subtracting(expected).sorted())"
        )
        let rendered = DocumentationFiles.matches(of: #"panels render ([a-z][a-z0-9-]*)"#, in: readme)
        #expect(!rendered.isEmpty)
        for name in rendered {
            #expect(expected.contains(name), "`panels render \(name)`: no such scene")
        }
    }

    @Test("Every `swift run` names an executable of Panels or of the manifest example")
    func swiftRun() throws {
        let manifest = try #require(
            DocumentationFiles.matches(of: #"<!-- manifest -->\n```swift\n([\s\S]*?)\n```"#, in: readme).first)
        let own = Set(DocumentationFiles.matches(of: #"\.executableTarget\(\s*name: "([^"]+)""#, in: manifest))
        let known = try DocumentationFiles.executableProducts().union(own)
        let run = DocumentationFiles.matches(of: #"swift run (?:-c release )?([A-Za-z][\w-]*)"#, in: readme)
        #expect(!run.isEmpty)
        for name in run {
            #expect(known.contains(name), "`swift run \(name)`: no such executable")
        }
    }

    @Test("At most 320 lines, with no issue codes, session words or scene numbers")
    func shortAndForUsers() {
        let lineCount = readme.split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(lineCount <= 320, "\(lineCount) lines")
        for pattern in [#"\bP\d\d\b"#, #"(?i)\bsessions? \d"#, #"(?i)\bscene \d"#] {
            let found = DocumentationFiles.matches(of: "(\(pattern))", in: readme)
            #expect(found.isEmpty, "\(pattern): \(found)")
        }
    }
}
