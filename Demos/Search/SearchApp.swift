import ArgumentParser
import Foundation
import Panels
import PanelsDemoSupport
import PanelsSDL
import PanelsSamples

/// The Search demo: the field has focus when the window opens, so typing
/// starts at once; ↑ ↓ move through the rows, Return picks, Esc clears the field,
/// then leaves it; close the window to quit. Recent searches are kept in
/// `--recents FILE` (by default, without a script, in the user's data folder).
@main
struct SearchApp: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "Search",
        abstract: "A search field with ranked suggestions, keyboard navigation and results.",
        discussion: """
            With --script FILE the demo plays scripted input (click X Y, type "yoga", compose "ㅎ", \
            key ArrowDown, key Enter, shot NAME …; see docs/SCRIPTS.md) on a virtual clock and writes \
            each shot as DIR/NAME.png, then exits.
            """
    )

    @OptionGroup var demo: ScriptedDemoOptions

    @OptionGroup var look: DemoLookOptions

    @Option(help: "Where to write the PNG when there is no display.")
    var output: String = "search.png"

    @Option(
        help: """
            The file recent searches are kept in (written atomically). Default: \
            $XDG_DATA_HOME/panels/search-recents.json (~/.local/share/… when unset); with --script, none \
            unless given, so scripted runs start alike.
            """)
    var recents: String?

    /// Where recent searches are kept: `--recents`, else (without a script) the data folder.
    var recentsFile: URL? {
        if let recents { return URL(fileURLWithPath: recents) }
        guard demo.script == nil else { return nil }
        let environment = ProcessInfo.processInfo.environment
        let data =
            environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share")
        let folder = data.appendingPathComponent("panels")
        // The folder is made when missing; if it cannot be, the list is not kept (said once).
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            FileHandle.standardError.write(Data("Recent searches are not kept: cannot make \(folder.path)\n".utf8))
            return nil
        }
        return folder.appendingPathComponent("search-recents.json")
    }

    func run() throws {
        try MainActor.assumeIsolated { try runOnMain() }
    }

    @MainActor
    func runOnMain() throws {
        let context = look.context
        let index = SearchIndex.bundled(locale: look.locale)
        // A bundled file that cannot be used is named (path:line:column: message);
        // the screen still opens with what could be read.
        for problem in index.diagnostics { FileHandle.standardError.write(Data("\(problem)\n".utf8)) }
        let model = SearchModel(index: index, focused: true, recentsFile: recentsFile)
        for problem in model.loadProblems { FileHandle.standardError.write(Data("\(problem)\n".utf8)) }
        model.reportProblem = { FileHandle.standardError.write(Data("\($0)\n".utf8)) }
        var window = DemoWindow(title: "Panels — Search", size: Size(width: 430, height: 932))
        window.context = context
        try demo.configure(&window)
        let greeting =
            "Search: type at once; ↑ ↓ move, Return picks, Esc clears then leaves the field. Close the window to quit."
        let shown = try window.show(greeting: greeting) { SearchScene(model: model) }
        if shown { return }
        let still = SearchScene(model: SearchModel(index: index, query: "yo", focused: true))
        let image = try OffscreenRenderer.render(still, size: window.size, scale: 2, context: context)
        try demo.writeStill(image, to: output, naming: "the search screen")
    }
}
