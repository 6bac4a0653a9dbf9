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
    /// The PNG encoding (what is written to `__Snapshots__`). A frame rendered in this
    /// run is encoded the first time this is read — on recording or on a failed
    /// comparison: a matching frame is compared by its pixels and never encoded. Its
    /// PNG carries the `RenderingEnvironment` it was made with (a text chunk).
    public var png: Data { storage.png }
    /// The pixels, when known without decoding.
    public let image: PixelImage?
    /// Pixels per point the frame was rendered at, when known.
    public let scale: Double?
    /// Why there is no frame (rendering failed); nil when fine.
    public let problem: String?
    /// What rendering the frame met (from its context's `diagnostics` sink); empty for
    /// stored references.
    public let diagnostics: [Diagnostic]
    private let storage: Storage

    /// The PNG bytes, given or encoded once on demand.
    final class Storage: @unchecked Sendable {
        private let lock = NSLock()
        private var encoded: Data?
        private let image: PixelImage?

        init(png: Data?, image: PixelImage?) {
            encoded = png
            self.image = image
        }

        var png: Data {
            lock.lock()
            defer { lock.unlock() }
            if let encoded { return encoded }
            let data: Data
            do {
                data =
                    try image.map {
                        try PNGEncoder.encode(
                            $0, text: [RenderingEnvironment.pngKeyword: RenderingEnvironment.current.librarySummary])
                    } ?? Data()
            } catch {
                // Written instead of a picture: the next comparison names it.
                data = Data("the frame could not be encoded as PNG: \(error)".utf8)
            }
            encoded = data
            return data
        }
    }

    /// A frame rendered in this run, with what its render met; encoded as PNG only when
    /// `png` is read.
    public init(image: PixelImage, scale: Double? = nil, diagnostics: [Diagnostic] = []) {
        self.init(png: nil, image: image, scale: scale, problem: nil, diagnostics: diagnostics)
    }

    /// A stored frame: PNG bytes, decoded on demand.
    public init(png: Data) {
        self.init(png: png, image: nil, scale: nil, problem: nil)
    }

    /// A frame that could not be produced, and why.
    public init(problem: String) {
        self.init(png: Data(), image: nil, scale: nil, problem: problem)
    }

    private init(png: Data?, image: PixelImage?, scale: Double?, problem: String?, diagnostics: [Diagnostic] = []) {
        self.diagnostics = diagnostics
        storage = Storage(png: png, image: image)
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

    /// What the frame was rendered with: this run's environment for a frame rendered
    /// now, the recorded library versions for a stored reference (its `blendPath` is
    /// empty; nil when it recorded none).
    public var environment: RenderingEnvironment? {
        if image != nil { return RenderingEnvironment.current }
        return PNGEncoder.text(in: png)[RenderingEnvironment.pngKeyword].flatMap(RenderingEnvironment.init(summary:))
    }

    /// The pixels, decoding the PNG bytes when needed. `name` appears in errors.
    public func pixels(name: String = "snapshot reference") throws(SDLError) -> PixelImage {
        if let image { return image }
        if let problem { throw SDLError("Reading \(name)", message: problem) }
        if png.isEmpty { throw SDLError("Reading \(name)", message: "the file is empty") }
        return try ReferenceDecodes.shared.decode(png, name: name)
    }
}

/// Reference PNGs decoded in this process, kept so a reference compared again (a
/// test run repeatedly, a benchmark) is decoded once; at most `limit` bytes of pixels,
/// the oldest dropped first.
final class ReferenceDecodes: @unchecked Sendable {
    static let shared = ReferenceDecodes()
    let limit = 256 << 20
    private let lock = NSLock()
    /// By a fingerprint (cheap to hash: the length and the bytes at both ends); a hit is
    /// confirmed by comparing the whole PNG. The bytes are kept as arrays, not `Data`:
    /// a `Data` slice stores its buffer's address with an enum tag in the pointer's
    /// spare bits, which LeakSanitizer cannot follow, so a cache of `Data` looks leaked.
    private var decoded: [Fingerprint: (png: [UInt8], image: PixelImage)] = [:]
    private var order: [Fingerprint] = []
    private var bytes = 0

    struct Fingerprint: Hashable {
        let count: Int
        let head: [UInt8]
        let tail: [UInt8]

        init(_ png: Data) {
            count = png.count
            head = [UInt8](png.prefix(64))
            tail = [UInt8](png.suffix(64))
        }
    }

    /// Equal bytes, compared with `memcmp`.
    static func same(_ kept: [UInt8], _ png: Data) -> Bool {
        guard kept.count == png.count else { return false }
        guard !kept.isEmpty else { return true }
        return kept.withUnsafeBytes { a in
            png.withUnsafeBytes { b in memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 }
        }
    }

    func decode(_ png: Data, name: String) throws(SDLError) -> PixelImage {
        let key = Fingerprint(png)
        lock.lock()
        if let known = decoded[key], Self.same(known.png, png) {
            lock.unlock()
            return known.image
        }
        lock.unlock()
        let image = try PNGCodec.decode(png, name: name)
        lock.lock()
        defer { lock.unlock() }
        if decoded[key] == nil, image.bytes.count <= limit {
            decoded[key] = ([UInt8](png), image)
            order.append(key)
            bytes += image.bytes.count
            while bytes > limit, !order.isEmpty {
                let oldest = order.removeFirst()
                bytes -= decoded.removeValue(forKey: oldest)?.image.bytes.count ?? 0
            }
        }
        return image
    }
}
