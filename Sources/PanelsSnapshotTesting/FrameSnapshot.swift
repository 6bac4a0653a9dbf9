import Foundation
import Panels
import PanelsSDL

/// A rendered frame in the form snapshot tests store and compare: its PNG bytes
/// and, when it was rendered in this run, its pixels and scale.
///
/// The `Format` of the image strategies. References read from disk hold only their
/// PNG bytes; pixels are decoded when a comparison needs them (equal bytes match
/// without decoding). A frame that could not be rendered carries the reason in
/// `problem` and empty PNG bytes, so the comparison reports it instead of crashing.
/// A frame rendered in this run also carries the `diagnostics` its render reported
/// to the context's sink (missing strings, colors, pictures …); a failed comparison
/// prints them.
public struct FrameSnapshot: Sendable {
    /// The PNG encoding (what is written to `__Snapshots__`).
    public let png: Data
    /// The pixels, when known without decoding.
    public let image: PixelImage?
    /// Pixels per point the frame was rendered at, when known.
    public let scale: Double?
    /// Why there is no frame (rendering or encoding failed); nil when fine.
    public let problem: String?
    /// What rendering the frame met (from its context's `diagnostics` sink); empty for
    /// stored references.
    public let diagnostics: [Diagnostic]

    /// A frame rendered in this run, with what its render met; encodes it as PNG.
    public init(image: PixelImage, scale: Double? = nil, diagnostics: [Diagnostic] = []) {
        do {
            self.init(
                png: try PNGEncoder.encode(image), image: image, scale: scale, problem: nil, diagnostics: diagnostics)
        } catch {
            self.init(png: Data(), image: image, scale: scale, problem: "\(error)", diagnostics: diagnostics)
        }
    }

    /// A stored frame: PNG bytes, decoded on demand.
    public init(png: Data) {
        self.init(png: png, image: nil, scale: nil, problem: nil)
    }

    /// A frame that could not be produced, and why.
    public init(problem: String) {
        self.init(png: Data(), image: nil, scale: nil, problem: problem)
    }

    private init(png: Data, image: PixelImage?, scale: Double?, problem: String?, diagnostics: [Diagnostic] = []) {
        self.diagnostics = diagnostics
        self.png = png
        self.image = image
        self.scale = scale
        self.problem = problem
    }

    /// This frame, or — when its render met problems and they are not allowed — a frame
    /// whose `problem` lists them: the comparison fails with the list, and recording
    /// writes the list instead of a PNG (a broken render is never captured as a
    /// reference; the next run fails until the problems are fixed and it is recorded
    /// again).
    public func checked(allowingProblems: Bool) -> FrameSnapshot {
        guard !allowingProblems, !diagnostics.isEmpty, problem == nil else { return self }
        let list = diagnostics.map { "  \($0)" }.joined(separator: "\n")
        let problem =
            "rendering met \(diagnostics.count) problem\(diagnostics.count == 1 ? "" : "s") "
            + "(pass allowingProblems: true to snapshot it anyway):\n" + list
        return FrameSnapshot(
            png: Data(problem.utf8), image: nil, scale: nil, problem: problem, diagnostics: diagnostics)
    }

    /// This frame, or — when the accessibility audit found something — a frame whose
    /// `problem` lists the findings (compared and recorded like `checked`).
    public func audited(_ findings: [AccessibilityFinding]) -> FrameSnapshot {
        guard !findings.isEmpty, problem == nil else { return self }
        let problem =
            "the accessibility audit found \(findings.count) problem\(findings.count == 1 ? "" : "s"):\n"
            + findings.map { "  \($0)" }.joined(separator: "\n")
        return FrameSnapshot(
            png: Data(problem.utf8), image: nil, scale: nil, problem: problem, diagnostics: diagnostics)
    }

    /// The pixels, decoding the PNG bytes when needed. `name` appears in errors.
    public func pixels(name: String = "snapshot reference") throws(SDLError) -> PixelImage {
        if let image { return image }
        if let problem { throw SDLError("Reading \(name)", message: problem) }
        if png.isEmpty { throw SDLError("Reading \(name)", message: "the file is empty") }
        return try PNGCodec.decode(png, name: name)
    }
}
