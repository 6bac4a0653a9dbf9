import Foundation

/// Finds the files bundled in the package's `Assets` folder (fonts, later color sets,
/// string tables and images) at run time.
///
/// Contract: never traps. Lookup order: the `PANELS_ASSETS` environment variable (a
/// folder laid out like `Assets/`), then the SwiftPM resource bundle next to the
/// running executable or test bundle, then the source checkout this was built from.
/// When nothing is found, `AssetsNotFound` lists every path tried.
public enum PanelsAssets {
    /// The folder holding `Fonts/` and the other asset folders.
    public static func root() throws(AssetsNotFound) -> URL {
        var tried: [String] = []
        for candidate in candidates() {
            tried.append(candidate.path)
            var isDirectory: ObjCBool = false
            let fonts = candidate.appendingPathComponent("Fonts").path
            if FileManager.default.fileExists(atPath: fonts, isDirectory: &isDirectory), isDirectory.boolValue {
                return candidate
            }
        }
        throw AssetsNotFound(triedPaths: tried)
    }

    /// The URL of a file inside the assets root, e.g. `file("Fonts/DejaVuSans.ttf")`.
    public static func file(_ relativePath: String) throws(AssetsNotFound) -> URL {
        try root().appendingPathComponent(relativePath)
    }

    static func candidates() -> [URL] {
        var result: [URL] = []
        if let env = ProcessInfo.processInfo.environment["PANELS_ASSETS"], !env.isEmpty {
            result.append(URL(fileURLWithPath: env))
        }
        var searchDirectories: [URL] = [Bundle.main.bundleURL]
        if let executable = Bundle.main.executableURL {
            searchDirectories.append(executable.deletingLastPathComponent())
        }
        let argument0 = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
        searchDirectories.append(argument0.deletingLastPathComponent())
        for directory in searchDirectories {
            // SwiftPM names the bundle <package identity>_PanelsAssets.resources; the
            // identity depends on where the package was cloned, so match the suffix.
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            for entry in entries.sorted() where entry.hasSuffix("_PanelsAssets.resources") {
                result.append(directory.appendingPathComponent(entry))
            }
        }
        // Source checkout: this file sits in the Assets folder itself.
        result.append(URL(fileURLWithPath: #filePath).deletingLastPathComponent())
        return result
    }
}

/// The bundled assets could not be found; `triedPaths` lists where Panels looked.
public struct AssetsNotFound: Error, CustomStringConvertible {
    public var triedPaths: [String]

    public var description: String {
        "Panels assets not found (set PANELS_ASSETS to the Assets folder). Tried:\n"
            + triedPaths.map { "  - \($0)" }.joined(separator: "\n")
    }
}
