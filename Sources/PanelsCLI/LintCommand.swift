import ArgumentParser
import Foundation
import Panels
import PanelsAssetFiles

/// `panels lint <assets-folder>`: reads every color set and string table in a folder
/// and reports every problem at once, as `file:line:column: severity: reason`.
///
/// Exit status: 1 if any error (or any warning with `--strict`), else 0. It only reads
/// the assets; it never writes to them.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check color sets and string tables; report every problem at once.",
        discussion: """
            Reads *.xcassets color sets, <locale>.lproj/*.strings and *.stringsdict, and \
            *.xcstrings under the folder. Reports malformed files, keys missing in a locale, \
            keys only in a translation, format-argument mismatches, missing plural forms and \
            color sets without a dark variant. Exits 1 on errors (and on warnings with --strict).
            """
    )

    @Argument(help: "The assets folder to check.")
    var folder: String

    @Flag(help: "Fail on warnings too.")
    var strict = false

    @Option(help: "The development language every fallback ends at.")
    var developmentLanguage: String = "en"

    func validate() throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) else {
            throw ValidationError("'\(folder)': no such folder.")
        }
        guard isDirectory.boolValue else { throw ValidationError("'\(folder)' is a file; name the assets folder.") }
    }

    func run() throws {
        let url = URL(fileURLWithPath: folder)
        let catalog = AssetCatalog.load(from: url, developmentLanguage: developmentLanguage)
        let problems = AssetLinter.lint(catalog)
        let cwd = FileManager.default.currentDirectoryPath + "/"
        for var problem in problems {
            // Paths relative to the working directory, as compilers print them.
            if problem.file.hasPrefix(cwd) { problem.file.removeFirst(cwd.count) }
            print(problem)
        }
        let errors = problems.filter(\.isError).count
        let warnings = problems.count - errors
        let keys = catalog.strings.tables.values.flatMap(\.values).reduce(0) { $0 + $1.count }
        print(
            "\(catalog.colors.names.count) color sets, \(catalog.strings.locales.count) locales, \(keys) strings: "
                + "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")")
        let status = AssetLinter.exitStatus(problems, strict: strict)
        if status != 0 { throw ExitCode(status) }
    }
}
