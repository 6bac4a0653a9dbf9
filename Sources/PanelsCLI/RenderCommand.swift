import ArgumentParser
import Foundation
import Panels
import PanelsSDL
import PanelsSamples

/// `panels render <scene>`: renders a built-in scene offscreen to a PNG.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a built-in scene to a PNG file.",
        discussion: "Sizes are in points; --scale gives pixels per point. Use --list to see the scenes."
    )

    @Argument(help: "The scene to render (see --list).")
    var scene: String?

    @Flag(help: "List the built-in scenes and exit.")
    var list = false

    // `.unconditional`: `-5x10` is this option's value (and gets a message about the
    // negative width), not a cluster of short flags.
    @Option(
        parsing: .unconditional, help: ArgumentHelp("Size in points (default: the scene's own).", valueName: "WxH"),
        transform: SizeArgument.parse)
    var size: SizeArgument?

    @Option(
        parsing: .unconditional, help: "Pixels per point (1, 2 or 3 are typical; at most 8).",
        transform: { try ScaleArgument.parse($0, limit: 8) })
    var scale: Double = 1

    @Option(name: [.short, .customLong("output")], help: "The PNG file to write.")
    var output: String = "out.png"

    @Option(help: "Also print a text dump: 'layout' or 'display-list'.")
    var dump: DumpKind?

    @Flag(
        help: ArgumentHelp(
            "Also print the accessibility tree: what a screen reader reads (roles, labels, values, frames).",
            discussion: "Elements a screen reader cannot announce (unlabeled pictures and buttons) are reported."))
    var accessibility = false

    @Flag(
        help: ArgumentHelp(
            "Audit the render for accessibility and exit 1 on any finding.",
            discussion:
                "Text contrast below WCAG 2.2 AA from the rendered pixels, controls under 44x44 pt, unlabeled pictures and controls, controls Tab cannot reach."
        ))
    var audit = false

    enum DumpKind: String, ExpressibleByArgument {
        case layout
        case displayList = "display-list"
    }

    func validate() throws {
        if list { return }
        guard let scene else { throw ValidationError("Name a scene to render, or pass --list.") }
        let catalog = SceneCatalog.builtIn
        guard catalog.entry(named: scene) != nil else {
            throw ValidationError("Unknown scene '\(scene)'. Scenes: \(catalog.names.joined(separator: ", ")).")
        }
    }

    func run() throws {
        let catalog = SceneCatalog.builtIn
        if list {
            for entry in catalog.entries {
                print("\(entry.name)\t\(entry.defaultSize)\t\(entry.summary)")
            }
            return
        }
        // validate() has checked the scene.
        guard let name = scene, let entry = catalog.entry(named: name) else { return }
        let pointSize = size?.size ?? entry.defaultSize
        let context = PanelContext()
        Megapixels.warnIfLarge(
            width: Int((pointSize.width * scale).rounded(.up)), height: Int((pointSize.height * scale).rounded(.up)),
            what: "the image")
        let composition = Composition(
            entry.make(pointSize), size: pointSize, scale: scale,
            context: context,
            measurer: SDLTextMeasurer.shared(scale: scale))
        let (image, drawing) = try OffscreenRenderer.renderReporting(composition.displayList)
        context.diagnostics.report(drawing)
        // Everything the render met, from the one sink: strings, colors, pictures, nesting, drawing.
        for diagnostic in context.diagnostics.all {
            FileHandle.standardError.write(Data("\(diagnostic)\n".utf8))
        }
        let url = URL(fileURLWithPath: output)
        try PNGCodec.write(image, to: url)
        switch dump {
        case .layout: print(composition.layoutDump, terminator: "")
        case .displayList: print(composition.displayList.dump, terminator: "")
        case nil: break
        }
        if accessibility {
            let tree = composition.accessibilityTree
            print(tree.text, terminator: "")
            for finding in tree.findings { FileHandle.standardError.write(Data("\(finding)\n".utf8)) }
        }
        print(
            "Rendered \(entry.name) at \(pointSize) pt, \(Format.scale(scale)) → \(image.width)x\(image.height) px: \(url.path)"
        )
        if audit {
            let findings = AccessibilityAudit.findings(in: composition, pixels: image)
            for finding in findings { print(finding) }
            print(
                "Audit: \(findings.isEmpty ? "no findings" : "\(findings.count) finding\(findings.count == 1 ? "" : "s")")."
            )
            if !findings.isEmpty { throw ExitCode(1) }
        }
    }
}

enum Format {
    static func scale(_ s: Double) -> String {
        s == s.rounded() ? "\(Int(s))x" : "\(s)x"
    }
}
