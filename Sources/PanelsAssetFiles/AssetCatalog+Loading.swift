import Foundation
import Panels

/// Why `AssetCatalog.load(folder:)` or `load(bundle:)` found nothing to load.
public enum AssetCatalogError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No folder at the path (or a file where a folder was expected).
    case folderNotFound(String)
    /// The folder holds no color set and no string table.
    case emptyFolder(String)
    /// The bundle has no resource of that name (declare it with `.copy`).
    case resourceNotFound(bundle: String, name: String)
    /// The scope asked for is not among the resource folders found.
    case scopeNotFound(String, known: [String])

    public var description: String {
        switch self {
        case .folderNotFound(let path): return "\(path): assets folder not found (expected a folder)"
        case .emptyFolder(let path):
            return
                "\(path): the assets folder has no color sets (*.xcassets) and no string tables (*.lproj, *.xcstrings)"
        case .resourceNotFound(let bundle, let name):
            return
                "\(bundle): no resource \"\(name)\" in the bundle; declare it with resources: [.copy(\"\(name)\")] (.process flattens folders)"
        case .scopeNotFound(let scope, let known):
            return
                "no resource folder \"\(scope)\"; the folders with strings or colors are: \(known.map { $0.isEmpty ? "." : $0 }.joined(separator: ", "))"
        }
    }
}

extension AssetCatalog {
    /// Loads every asset under `folder`.
    ///
    /// Never throws: a missing or empty folder is an error in `problems` (use
    /// `load(folder:)` to have it thrown). `scope` selects which resource folder's
    /// tables `strings` and color sets `colors` hold (a path relative to `folder`, `""`
    /// for the folder itself; nil: the scope with the most keys, and with several scopes
    /// a line in `notes` naming them with their counts and the one chosen); every scope
    /// is in `scopes` and `colorScopes`.
    ///
    /// The walk never enters a folder twice (symlinks are followed by real path), goes
    /// at most `depthLimit` levels down and looks at most at `entryLimit` entries; a
    /// skipped link or a limit reached is reported once in `problems`. Hidden entries
    /// and those `exclude` matches (by default `ExcludePattern.defaults`: Pods,
    /// Carthage, DerivedData, .build, node_modules) are not read.
    public static func load(
        from folder: URL, developmentLanguage: String = "en", scope: String? = nil,
        exclude: [ExcludePattern] = ExcludePattern.defaults.map(ExcludePattern.init),
        depthLimit: Int = 64, entryLimit: Int = 100_000
    ) -> AssetCatalog {
        var catalog = AssetCatalog(strings: StringCatalog(developmentLanguage: developmentLanguage))
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        guard fm.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            catalog.problems.append(
                Diagnostic(.error, file: folder.path, "assets folder not found (expected a folder)"))
            return catalog
        }
        var walker = FolderWalk(depthLimit: depthLimit, entryLimit: entryLimit)
        catalog.walk(
            folder, relative: "", depth: 0, root: folder.standardizedFileURL.path, exclude: exclude, walker: &walker)
        catalog.problems += walker.problems
        if catalog.scopes.isEmpty && catalog.colorScopes.isEmpty && !catalog.problems.contains(where: \.isError) {
            catalog.problems.append(
                Diagnostic(
                    .error, file: folder.path,
                    "the assets folder has no color sets (*.xcassets) and no string tables (*.lproj, *.xcstrings)"))
        }
        catalog.select(scope, folder: folder)
        return catalog
    }

    /// Development-language keys of a scope.
    private func keyCount(_ scope: String) -> Int {
        guard let strings = scopes[scope] else { return 0 }
        return (strings.tables[strings.developmentLanguage] ?? [:]).values.reduce(0) { $0 + $1.count }
    }

    /// Every scope with strings or colors, shallowest first.
    public var scopeNames: [String] {
        Set(scopes.keys).union(colorScopes.keys).sorted {
            ($0.split(separator: "/").count, $0) < ($1.split(separator: "/").count, $1)
        }
    }

    /// The scope of `candidates` nearest `scope`: itself, else the one sharing the most
    /// leading folders with it, then the one with the most entries, the shallowest, by name.
    private static func nearest(_ scope: String, in candidates: [String], size: (String) -> Int) -> String? {
        if candidates.contains(scope) { return scope }
        let parts = scope.split(separator: "/")
        func shared(_ other: String) -> Int {
            zip(parts, other.split(separator: "/")).prefix { $0 == $1 }.count
        }
        return candidates.min {
            (-shared($0), -size($0), $0.split(separator: "/").count, $0)
                < (-shared($1), -size($1), $1.split(separator: "/").count, $1)
        }
    }

    /// Chooses the scope `strings` and `colors` come from: `scope`, else the one with
    /// the most keys (then the most color sets, the shallowest); the colors of the
    /// nearest folder when the scope has none of its own (strings in `App/Resources`,
    /// colors in `App`). With several scopes and none asked for, a note names them all.
    private mutating func select(_ scope: String?, folder: URL) {
        let names = scopeNames
        let colorScopes = self.colorScopes
        func colorCount(_ name: String) -> Int { colorScopes[name]?.sets.count ?? 0 }
        var chosen: String?
        if let scope {
            guard names.contains(scope) else {
                problems.append(
                    Diagnostic(
                        .error, file: folder.path, AssetCatalogError.scopeNotFound(scope, known: names).description))
                return
            }
            chosen = scope
        } else {
            chosen = names.min {
                (-keyCount($0), -colorCount($0), $0.split(separator: "/").count, $0)
                    < (-keyCount($1), -colorCount($1), $1.split(separator: "/").count, $1)
            }
        }
        guard let chosen else { return }
        let counts = Dictionary(uniqueKeysWithValues: scopes.keys.map { ($0, keyCount($0)) })
        if let name = Self.nearest(chosen, in: Array(scopes.keys), size: { counts[$0] ?? 0 }) {
            strings = scopes[name]!
        }
        if let name = Self.nearest(chosen, in: Array(colorScopes.keys), size: colorCount) {
            colors = colorScopes[name]!
            colorScope = name
        }
        guard scope == nil, names.count > 1 else { return }
        func shown(_ name: String) -> String { name.isEmpty ? "." : name }
        // Largest first: the scope chosen, then the ones a caller might mean.
        let bySize = names.sorted {
            (-keyCount($0), -colorCount($0), $0.split(separator: "/").count, $0)
                < (-keyCount($1), -colorCount($1), $1.split(separator: "/").count, $1)
        }
        let listed = bySize.map { name in
            var counts: [String] = []
            if scopes[name] != nil { counts.append("\(keyCount(name)) key\(keyCount(name) == 1 ? "" : "s")") }
            if colorCount(name) > 0 {
                counts.append("\(colorCount(name)) color\(colorCount(name) == 1 ? "" : "s")")
            }
            return "\(shown(name)) (\(counts.joined(separator: ", ")))"
        }
        var using = "using \(shown(chosen)) (the most keys)"
        if !scopes.isEmpty && strings.scope != chosen { using += ", its strings from \(shown(strings.scope))" }
        if !colorScopes.isEmpty && colorScope != chosen { using += ", its colors from \(shown(colorScope))" }
        notes.append(
            "\(names.count) resource folders with strings or colors: \(listed.joined(separator: ", ")); \(using); name one with --scope or load(from:scope:)"
        )
    }

    /// Loads every asset under `folder`, throwing when there is nothing to load: the
    /// folder is missing, holds no color set and no string table, or has no resource
    /// folder `scope`. Problems in the files themselves are in `problems`, as with
    /// `load(from:)`; a snapshot test fails on the missing strings and colors they cause.
    public static func load(
        folder: URL, developmentLanguage: String = "en", scope: String? = nil
    ) throws(AssetCatalogError) -> AssetCatalog {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue
        else { throw .folderNotFound(folder.path) }
        let catalog = load(from: folder, developmentLanguage: developmentLanguage, scope: scope)
        if catalog.scopes.isEmpty && catalog.colorScopes.isEmpty { throw .emptyFolder(folder.path) }
        if let scope, !catalog.scopeNames.contains(scope) {
            throw .scopeNotFound(scope, known: catalog.scopeNames)
        }
        return catalog
    }

    /// Loads the assets folder `name` that a SwiftPM target bundles with
    /// `resources: [.copy("Assets")]` — pass `Bundle.module`.
    ///
    /// Use `.copy`, not `.process`: `.process` flattens the folder (every
    /// `en.lproj/Localizable.strings` lands at the bundle's top level, and tables of
    /// different locales overwrite each other), and on macOS it compiles `.xcassets`
    /// into `Assets.car`, which only Apple's frameworks read. The folder is found with
    /// `url(forResource:withExtension:)`, which works on Linux (where the bundle's
    /// resource URL already points inside the bundle) and on macOS
    /// (`Contents/Resources`).
    public static func load(
        bundle: Bundle, name: String = "Assets", developmentLanguage: String = "en", scope: String? = nil
    ) throws(AssetCatalogError) -> AssetCatalog {
        let folder =
            bundle.url(forResource: name, withExtension: nil)
            ?? bundle.resourceURL.map { $0.appendingPathComponent(name) }
        guard let folder, FileManager.default.fileExists(atPath: folder.path) else {
            throw .resourceNotFound(bundle: bundle.bundlePath, name: name)
        }
        return try load(folder: folder, developmentLanguage: developmentLanguage, scope: scope)
    }

    /// The catalog with only its selected scope (`panels lint --scope`): `strings` and
    /// `colors` alone in `scopes` and `colorScopes`.
    public func selectedScopeOnly() -> AssetCatalog {
        var copy = self
        copy.scopes = scopes.isEmpty ? [:] : [strings.scope: strings]
        copy.colorScopes = colorScopes.isEmpty ? [:] : [colorScope: colors]
        return copy
    }

    /// A resource folder's path relative to the loaded folder.
    private static func scopeName(_ resources: URL, root: String) -> String {
        let path = resources.standardizedFileURL.path
        var scope = path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
        while scope.hasPrefix("/") { scope.removeFirst() }
        return scope
    }

    /// Adds a table read from `file` to the scope of its resource folder `resources`.
    private mutating func add(
        _ values: [String: LocalizedValue], locale: String, table: String, file: String, resources: URL, root: String
    ) {
        let scope = Self.scopeName(resources, root: root)
        if scopes[scope] == nil {
            scopes[scope] = StringCatalog(developmentLanguage: strings.developmentLanguage)
            scopes[scope]!.scope = scope
        }
        scopes[scope]!.add(values, locale: locale, table: table, file: file)
    }

    private mutating func walk(
        _ folder: URL, relative: String, depth: Int, root: String, exclude: [ExcludePattern],
        walker: inout FolderWalk
    ) {
        let fm = FileManager.default
        guard let entries = walker.enter(folder, depth: depth) else { return }
        for entry in entries where !entry.hasPrefix(".") {
            let path = relative.isEmpty ? entry : relative + "/" + entry
            if exclude.contains(where: { $0.matches(path) }) { continue }
            let url = folder.appendingPathComponent(entry)
            guard walker.admit(url.path) else { return }
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                if entry.hasSuffix(".xcassets") {
                    // Color sets belong to the folder holding the .xcassets, as tables do.
                    ColorCatalog.load(
                        xcassets: url, depth: depth + 1,
                        into: &colorScopes[Self.scopeName(folder, root: root), default: ColorCatalog()],
                        problems: &problems, walker: &walker)
                } else {
                    walk(
                        url, relative: path, depth: depth + 1, root: root, exclude: exclude, walker: &walker)
                }
                continue
            }
            let parent = folder.lastPathComponent
            let ext = url.pathExtension
            let table = url.deletingPathExtension().lastPathComponent
            switch ext {
            case "strings", "stringsdict":
                guard parent.hasSuffix(".lproj") else {
                    problems.append(
                        Diagnostic(.warning, file: url.path, "string table outside a <locale>.lproj folder; ignored"))
                    continue
                }
                let locale = String(parent.dropLast(".lproj".count))
                guard let data = fm.contents(atPath: url.path) else {
                    problems.append(Diagnostic(.error, file: url.path, "cannot read the file"))
                    continue
                }
                if ext == "strings" {
                    let parsed = StringsFileParser.parse([UInt8](data), file: url.path)
                    problems += parsed.problems
                    var values: [String: LocalizedValue] = [:]
                    values.reserveCapacity(parsed.entries.count)
                    for e in parsed.entries {
                        values[e.key] = LocalizedValue(
                            .plain(e.value), location: FileLocation(file: url.path, line: e.line, column: e.column))
                    }
                    add(
                        values, locale: locale, table: table, file: url.path,
                        resources: folder.deletingLastPathComponent(), root: root)
                } else {
                    let (values, found) = StringsDictReader.read(data, file: url.path)
                    problems += found
                    add(
                        values, locale: locale, table: table, file: url.path,
                        resources: folder.deletingLastPathComponent(), root: root)
                }
            case "xcstrings":
                guard let data = fm.contents(atPath: url.path) else {
                    problems.append(Diagnostic(.error, file: url.path, "cannot read the file"))
                    continue
                }
                let result = XCStringsReader.read(data, file: url.path)
                problems += result.problems
                if result.sourceLanguage != strings.developmentLanguage {
                    problems.append(
                        Diagnostic(
                            .warning, file: url.path, line: 1, column: 1,
                            "catalog source language \(result.sourceLanguage) differs from the development language \(strings.developmentLanguage)"
                        ))
                }
                for (locale, values) in result.values {
                    add(values, locale: locale, table: table, file: url.path, resources: folder, root: root)
                }
                scopes[Self.scopeName(folder, root: root)]?.exempt(result.exempt, table: table)
            default:
                continue
            }
        }
    }
}
