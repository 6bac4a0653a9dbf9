import ArgumentParser
import Foundation
import Panels
import PanelsSDL

/// The options every scripted demo (Shell, Popovers, Feed, Sheet, Search) takes, and
/// the steps they share around their own scene: an input script and the folder for its
/// shots, SDL's software renderer, and the still written when there is no window.
///
/// Contract: `configure` applies the options to a `DemoWindow`; an unusable script is
/// bad input, not a usage error, so its problem is thrown as it is (the demo exits 1,
/// 64 stays for usage errors). `writeStill` writes the no-window PNG atomically and says
/// where; with a script it then exits 2, since a script needs a window.
public struct ScriptedDemoOptions: ParsableArguments, Sendable {
    @Option(help: "Play this input script instead of waiting for a person.")
    public var script: String?

    @Option(help: "Folder for the script's screenshots.")
    public var shots: String = "shots"

    @Flag(help: "Write each shot's accessibility tree beside it, as NAME.txt (what a screen reader reads).")
    public var accessibility = false

    @Flag(help: "Use SDL's software renderer for the window.")
    public var software = false

    @Flag(
        help:
            "Draw characters no bundled or registered font has with the machine's fonts (fontconfig). Off by default, so the window matches snapshots."
    )
    public var systemFonts = false

    public init() {}

    /// The transform of options that take seconds (`--exit-after`, `--idle-poll`): a
    /// finite number within `range`, else a usage error naming the value and the range
    /// (`--exit-after 1e300` trapped converting to nanoseconds; `nan` meant 0).
    public static func seconds(in range: ClosedRange<Double>) -> @Sendable (String) throws -> Double {
        { text in
            guard let value = Double(text), value.isFinite else {
                throw ValidationError("\(Diagnostic.quoted(text)) is not a number of seconds.")
            }
            guard range.contains(value) else {
                throw ValidationError(
                    "\(text) seconds is out of range: use \(seconds(range.lowerBound)) to \(seconds(range.upperBound))."
                )
            }
            return value
        }
    }

    /// `--exit-after`'s range: up to a day.
    public static let exitAfterRange = 0.0 ... 86_400

    private static func seconds(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    /// `window` with the script, its shots folder and the renderer these options ask for.
    public func configure(_ window: inout DemoWindow) throws {
        window.software = software
        if systemFonts { FontRegistry.shared.usesSystemFonts = true }
        window.shots = URL(fileURLWithPath: shots)
        window.accessibilityShots = accessibility
        window.script = try script.map(DemoWindow.loadScript)
        // A scripted run's shots are the same on every run: the caret does not blink.
        if window.script != nil { window.context.caretBlinks = false }
    }

    /// Writes `image` (the demo's still) to `output` and says where.
    public func writeStill(_ image: PixelImage, to output: String, naming what: String) throws {
        let url = URL(fileURLWithPath: output)
        try PNGCodec.write(image, to: url)
        print("Rendered \(what) to \(url.path)")
        if script != nil { throw ExitCode(2) }  // a script needs a window
    }
}
