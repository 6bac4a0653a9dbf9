import Foundation

/// The repository's documents and manifest, read as text for the README and
/// architecture tests: the package's products and targets parsed from `Package.swift`,
/// the tables of a Markdown file, the folders of a source folder.
enum DocumentationFiles {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The names of the manifest's `products:` entries (libraries and executables).
    static func products() throws -> Set<String> {
        let manifest = try text("Package.swift")
        guard let start = manifest.range(of: "products: ["), let end = manifest.range(of: "dependencies: [")
        else { return [] }
        return Set(
            matches(
                of: #"\.(?:library|executable)\(name: "([^"]+)""#,
                in: String(manifest[start.upperBound ..< end.lowerBound])))
    }

    /// The names of the executable products.
    static func executableProducts() throws -> Set<String> {
        Set(matches(of: #"\.executable\(name: "([^"]+)""#, in: try text("Package.swift")))
    }

    /// The names of every target the manifest declares (regular, executable, test,
    /// system library).
    static func targets() throws -> Set<String> {
        let manifest = try text("Package.swift")
        return Set(
            matches(of: #"\.(?:target|executableTarget|testTarget|systemLibrary)\(\s*name: "([^"]+)""#, in: manifest))
    }

    /// The folders directly inside `path` (relative to the repository).
    static func folders(in path: String) throws -> Set<String> {
        let url = root.appendingPathComponent(path)
        let names = try FileManager.default.contentsOfDirectory(atPath: url.path)
        return Set(
            names.filter { name in
                var isFolder: ObjCBool = false
                return FileManager.default.fileExists(
                    atPath: url.appendingPathComponent(name).path, isDirectory: &isFolder)
                    && isFolder.boolValue
            })
    }

    /// The demos: folders under `Demos/` that hold Swift sources.
    static func demos() throws -> Set<String> {
        try folders(in: "Demos").filter { folder in
            let files =
                (try? FileManager.default.contentsOfDirectory(
                    atPath: root.appendingPathComponent("Demos/\(folder)").path)) ?? []
            return files.contains { $0.hasSuffix(".swift") }
        }
    }

    /// The first cells of the rows of the Markdown table whose header's first cell is
    /// `header` (nil when there is none).
    static func firstColumn(ofTableHeaded header: String, in markdown: String) -> [String]? {
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let headerLine = lines.firstIndex(where: { cells(of: $0).first == header }) else { return nil }
        var column: [String] = []
        for line in lines[(headerLine + 2)...] {
            guard line.hasPrefix("|") else { break }
            column.append(cells(of: line).first ?? "")
        }
        return column
    }

    /// The names in backticks of a cell (`` `Gallery`, `Shell` `` → Gallery, Shell).
    static func codeNames(in cell: String) -> [String] {
        matches(of: "`([^`]+)`", in: cell)
    }

    static func matches(of pattern: String, in text: String) -> [String] {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        let range = NSRange(text.startIndex..., in: text)
        return expression.matches(in: text, range: range).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    private static func cells(of line: String) -> [String] {
        guard line.hasPrefix("|") else { return [] }
        return line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().map {
            $0.trimmingCharacters(in: .whitespaces)
        }
    }
}
