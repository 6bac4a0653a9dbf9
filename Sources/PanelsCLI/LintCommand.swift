import ArgumentParser
import Foundation
import Panels
import PanelsAssetFiles
import PanelsPreview

/// `panels lint <assets-folder>`: reads every color set and string table in a folder
/// and reports every problem at once, as `file:line:column: severity: reason`, with
/// missing translations rolled up to one line per locale (`--verbose` lists each).
///
/// Exit status: 1 if any error remains after the baseline (with `--strict`, any
/// problem), 64 on a usage error, else 0. It only reads the assets; the one file it
/// writes is `--write-baseline`, atomically.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check color sets and string tables; report every problem at once.",
        discussion: """
            Reads *.xcassets color sets, <locale>.lproj/*.strings and *.stringsdict, and \
            *.xcstrings under the folder; strings and colors are checked per resource folder \
            (the folder holding the .lproj folders or the .xcassets). Reports malformed files, \
            format-argument mismatches and specifiers without a position in a .stringsdict plural \
            form (errors), and missing translations, keys only in a translation, arguments a \
            translation leaves out, missing plural forms, a literal % read as a specifier and \
            color sets without a dark variant (warnings). Missing translations are summarized \
            in one line per locale; --verbose lists each. Notes are printed, never counted: a \
            color set left empty as in Xcode's template uses the system accent; plural forms \
            only large round numbers take ("many" for a million in es, fr, it, pt, ca; \
            --strict-plurals makes them warnings). Keys that differ between resource folders \
            are reported with --cross-scope. Folders named Pods, Carthage, DerivedData, .build \
            or node_modules, hidden ones, and those --exclude names are not read. Exits 1 on \
            errors (and on warnings with --strict); problems in --baseline do not count.
            """
    )

    @Argument(help: "The assets folder to check.")
    var folder: String

    @Flag(help: "Fail on warnings too (missing translations become errors).")
    var strict = false

    @Flag(help: "List every missing translation, not only the counts in one line per locale.")
    var verbose = false

    @Option(
        help: ArgumentHelp(
            "Known problems (a file from --write-baseline): only new ones are reported.", valueName: "file"))
    var baseline: String?

    @Option(help: ArgumentHelp("Write every problem found to this file as a baseline, and exit 0.", valueName: "file"))
    var writeBaseline: String?

    @Option(help: "The development language every fallback ends at.")
    var developmentLanguage: String = "en"

    @Option(
        help: ArgumentHelp(
            "Check only this resource folder's strings and colors (a path relative to the folder; '.' for the folder itself). Without it every folder is checked, and a note names them.",
            valueName: "folder"))
    var scope: String?

    @Flag(help: "Report plural forms only large round numbers take (\"many\" in es, fr, it, pt, ca) as warnings.")
    var strictPlurals = false

    @Flag(help: "Report keys whose values differ between resource folders (an app and its extensions).")
    var crossScope = false

    @Option(
        help: ArgumentHelp(
            "Do not read folders or files matching this glob (repeatable; * within a name, ** across folders). Always skipped: \(ExcludePattern.defaults.joined(separator: ", ")) and hidden folders.",
            valueName: "glob"))
    var exclude: [String] = []

    func validate() throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) else {
            throw CommandFailure(message: "'\(folder)': no such folder.")
        }
        guard isDirectory.boolValue else {
            throw CommandFailure(message: "'\(folder)' is a file; name the assets folder.")
        }
        if let baseline, !FileManager.default.isReadableFile(atPath: baseline) {
            throw CommandFailure(message: "--baseline '\(baseline)': no such file (create it with --write-baseline).")
        }
        // Every fallback ends at this language: one Foundation does not know ("", 🙂,
        // xx) was taken without a word.
        let language = LocaleTag.language(developmentLanguage)
        guard language.utf8.count >= 2, Set(Locale.availableIdentifiers.map(LocaleTag.language)).contains(language)
        else {
            throw ValidationError(
                "--development-language \(Diagnostic.quoted(developmentLanguage)) is not a language Foundation knows (en, fr, pt-PT …)."
            )
        }
    }

    func run() throws {
        // Standardized (no `.` or `..`), so every file's path starts with the root's.
        let url = URL(fileURLWithPath: folder).standardizedFileURL
        let scopeName = scope.map { $0 == "." ? "" : $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
        var catalog = AssetCatalog.load(
            from: url, developmentLanguage: developmentLanguage, scope: scopeName,
            exclude: (ExcludePattern.defaults + exclude).map(ExcludePattern.init))
        if scopeName != nil { catalog = catalog.selectedScopeOnly() }
        let findings = AssetLinter.findings(
            catalog, root: url.path, options: AssetLinter.Options(strictPlurals: strictPlurals, crossScope: crossScope))
        if let writeBaseline {
            do {
                try LintReport.writeBaseline(findings, to: URL(fileURLWithPath: writeBaseline))
            } catch {
                FileHandle.standardError.write(Data("error: \(error)\n".utf8))  // its description names file and cause
                throw ExitCode(1)
            }
            print("wrote \(findings.count) problem\(findings.count == 1 ? "" : "s") to \(writeBaseline)")
            return
        }
        var known: Set<LintFinding.Identity> = []
        if let baseline {
            do {
                known = try LintReport.readBaseline(URL(fileURLWithPath: baseline))
            } catch let failure as InputFile.Failure {
                throw CommandFailure(message: "--baseline \(Diagnostic.quoted(baseline)): \(failure.reason).")
            } catch {
                throw CommandFailure(
                    message:
                        "--baseline \(Diagnostic.quoted(baseline)): not a baseline file (its JSON is not one).")
            }
        }
        let cwd = FileManager.default.currentDirectoryPath + "/"
        let report = LintReport(
            findings, strict: strict, verbose: verbose, baseline: known, keyCounts: LintReport.keyCounts(catalog)
        ) { file in
            // Paths relative to the working directory, as compilers print them.
            file.hasPrefix(cwd) ? String(file.dropFirst(cwd.count)) : file
        }
        for line in report.lines { print(line) }
        let keys = catalog.allScopes.flatMap(\.tables.values).flatMap(\.values).reduce(0) { $0 + $1.count }
        let locales = Set(catalog.allScopes.flatMap(\.locales)).count
        let scopes = max(catalog.scopeNames.count, catalog.allScopes.count)
        print(
            "\(catalog.allColorScopes.reduce(0) { $0 + $1.colors.sets.count }) color sets, \(scopes) resource folder\(scopes == 1 ? "" : "s"), \(locales) locales, \(keys) strings: "
                + "\(report.errors) error\(report.errors == 1 ? "" : "s"), \(report.warnings) warning\(report.warnings == 1 ? "" : "s")"
                + (report.notes > 0 ? ", \(report.notes) note\(report.notes == 1 ? "" : "s")" : "")
                + (report.known > 0 ? " (\(report.known) known from the baseline not shown)" : ""))
        if strict && report.warnings > 0 { throw ExitCode(1) }
        if report.status != 0 { throw ExitCode(report.status) }
    }
}
