/// Bundled files could not be found; `triedPaths` lists where Panels looked.
public struct BundledResourcesNotFound: Error, CustomStringConvertible {
    public var target: String
    public var triedPaths: [String]

    public var description: String {
        "Panels' bundled files (\(target)) not found (set PANELS_ASSETS to the package's Assets folder). Tried:\n"
            + triedPaths.map { "  - \($0)" }.joined(separator: "\n")
    }
}
