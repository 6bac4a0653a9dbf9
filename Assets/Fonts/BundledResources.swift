import Foundation

/// Finds a folder of files a target bundles with SwiftPM (`resources: [.copy(…)]`)
/// without SwiftPM's generated `Bundle.module`, which traps when the bundle is missing.
/// Used by `PanelsFonts` and by the samples' own assets.
///
/// Contract: never traps. `$PANELS_ASSETS/<assetsSubfolder>`, when that folder exists,
/// is used as it is (so a test can point Panels at missing or broken files); otherwise
/// the first candidate holding `marker` (a file or folder name) wins, in this order: a `*_<target>.resources`
/// bundle next to the running executable or test bundle (SwiftPM prefixes the package
/// identity, which depends on the clone's folder name, so only the suffix is matched);
/// `sourceFolder` (the checkout the code was built from).
public enum BundledResources {
    public static func folder(
        target: String, marker: String, assetsSubfolder: String,
        sourceFolder: URL
    ) throws(BundledResourcesNotFound) -> URL {
        var tried: [String] = []
        if let env = ProcessInfo.processInfo.environment["PANELS_ASSETS"], !env.isEmpty {
            let override = URL(fileURLWithPath: env).appendingPathComponent(assetsSubfolder)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: override.path, isDirectory: &isDirectory), isDirectory.boolValue {
                return override
            }
            tried.append(override.path)
        }
        for candidate in candidates(target: target, sourceFolder: sourceFolder) {
            tried.append(candidate.path)
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent(marker).path) {
                return candidate
            }
        }
        throw BundledResourcesNotFound(target: target, triedPaths: tried)
    }

    static func candidates(target: String, sourceFolder: URL) -> [URL] {
        var result: [URL] = []
        var searchDirectories: [URL] = [Bundle.main.bundleURL]
        if let executable = Bundle.main.executableURL {
            searchDirectories.append(executable.deletingLastPathComponent())
        }
        let argument0 = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
        searchDirectories.append(argument0.deletingLastPathComponent())
        for directory in searchDirectories {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            for entry in entries.sorted() where entry.hasSuffix("_\(target).resources") {
                result.append(directory.appendingPathComponent(entry))
            }
        }
        result.append(sourceFolder)
        return result
    }
}
