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

    @Option(
        name: .customLong("text-size"),
        help: ArgumentHelp(
            "The text size to render at (iOS's Dynamic Type: extraSmall ... large (default) ... accessibility5).",
            discussion: "Captions cut or larger than their frame at that size are listed."))
    var textSizeName: String?

    /// `--text-size`, checked by `validate()`.
    var textSize: TextSizeCategory? { textSizeName.flatMap(TextSizeCategory.init(rawValue:)) }

    @Flag(help: "Render with less motion (PanelContext.reduceMotion; a still shows no motion either way).")
    var reduceMotion = false

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
        if let textSizeName, TextSizeCategory(rawValue: textSizeName) == nil {
            throw ValidationError(
                "Unknown text size \(Diagnostic.quoted(textSizeName)). Text sizes: \(TextSizeCategory.allCases.map(\.rawValue).joined(separator: ", "))."
            )
        }
        if list { return }
        guard let scene else { throw ValidationError("Name a scene to render, or pass --list.") }
        let catalog = SceneCatalog.builtIn
        guard catalog.entry(named: scene) != nil else {
            throw ValidationError(
                "Unknown scene \(Diagnostic.quoted(scene)). Scenes: \(catalog.names.joined(separator: ", ")).")
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
        var context = PanelContext()
        if let textSize { context.textSize = textSize }
        context.reduceMotion = reduceMotion
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
        if let textSize {
            // Captions a reader finds (a closed toolbar's are hidden, and may lie outside).
            let readable = composition.accessibilityTree.elements(role: .text)
            var cut = 0
            for node in composition.tree.nodes.indices {
                guard case .caption(let content) = composition.tree.nodes[node].kind,
                    let text = composition.texts[Int32(node)]
                else { continue }
                let frame = composition.frames[node]
                let quoted = "\"\(content.text.prefix(80))\""
                let window = Rect(x: 0, y: 0, width: pointSize.width, height: pointSize.height)
                let broken = RenderCommand.breaksAWord(content.text, text)
                var problem: String?
                if text.isTruncated && !content.truncationIntended {
                    problem = "truncated: \(quoted) (\(text.hiddenCharacters) characters hidden)"
                } else if text.size.width > frame.width + 0.5 || text.size.height > frame.height + 0.5 {
                    problem = "overflow: \(quoted) needs \(text.size), has \(frame.size)"
                } else if frame.maxY > window.maxY + 0.5 || frame.maxX > window.maxX + 0.5 || frame.minX < -0.5,
                    RenderCommand.isShownInPlace(Int32(node), in: composition.tree),
                    readable.contains(where: { $0.frame == frame && $0.label == content.text })
                {
                    problem = "outside the window: \(quoted) at \(frame)"
                } else if broken {
                    let lines = text.lines.map { "\"\($0.text)\"" }.joined(separator: " / ")
                    problem = "word broken: \(quoted) is cut inside a word (\(lines.prefix(200)))"
                }
                guard let problem else { continue }
                cut += 1
                print(problem)
            }
            print(
                "At \(textSize): "
                    + (cut == 0
                        ? "every caption fits." : "\(cut) caption\(cut == 1 ? "" : "s") do not fit (listed above)."))
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

    /// Whether a caption is meant to be seen where it is laid out: not inside a
    /// scroller (scrolled into view when wanted) nor hidden from assistive
    /// technologies (a closed toolbar, a menu off screen).
    static func isShownInPlace(_ node: Int32, in tree: NodeTree) -> Bool {
        var current = node
        while current >= 0 {
            if case .scroller = tree.kind(of: current) { return false }
            if case .longList = tree.kind(of: current) { return false }
            current = tree.parent(of: current)
        }
        return true
    }

    /// Whether `layout` breaks `text` inside a word: letters on both sides of a line
    /// break that is not at a space (a word too long for its line). Truncated text is
    /// reported as truncated instead.
    static func breaksAWord(_ text: String, _ layout: TextLayout) -> Bool {
        guard layout.lines.count > 1, !layout.isTruncated else { return false }
        let characters = Array(text)
        var cursor = 0
        for line in layout.lines.dropLast() {
            while cursor < characters.count && characters[cursor].isWhitespace { cursor += 1 }
            cursor += line.text.count
            guard cursor > 0, cursor < characters.count else { return false }
            if characters[cursor - 1].isLetter && characters[cursor].isLetter { return true }
        }
        return false
    }
}

enum Format {
    static func scale(_ s: Double) -> String {
        s == s.rounded() ? "\(Int(s))x" : "\(s)x"
    }
}
