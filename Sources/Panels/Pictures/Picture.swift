import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An image from the picture folder (`PanelContext.pictureFolder`), by name:
/// `Picture("class-yoga")` finds `class-yoga.png`, `.jpg` or `.jpeg` (or the name
/// with its extension), preferring `@3x`/`@2x` files.
///
/// Layout: its ideal size is the image's size in points; otherwise it keeps the
/// image's aspect ratio and takes the largest size inside what it is proposed
/// (`.fit`, the default), or, with `.fill()` and both lengths proposed, the whole
/// proposal, cropping the image to cover it. A missing or broken file draws a visible
/// placeholder (a crossed box) and is reported by name, as is a file over the
/// context's `picturePixelBudget`, a truncated one, anything but a regular file, and
/// a name that is not a plain file name (`/`, `\` and `..` are refused).
///
/// `.fit()`, `.fill()` and `.cornerRadius(_:)` work on any panel, in any order: they
/// set the context for the pictures inside, and the innermost value wins (the
/// picture's own call is the innermost of all; called twice, the first wins).
public struct Picture: PrimitivePanel {
    @usableFromInline package var name: String
    /// Where the pixels come from.
    let origin: Origin
    /// Set by the picture's own modifiers; nil: the context's.
    var ownMode: PictureMode?
    var ownCorners: CornerRadii?
    /// What shows until the pixels are decoded; nil: a redacted block.
    var waiting: Waiting?

    enum Origin {
        case folder
        case bytes(PictureBytes)
        case pixels(PicturePixels)
    }

    /// (Indirect: one reference, so copying or destroying a picture without a
    /// placeholder is a check for nil, not the runtime's generic copy of an optional
    /// enum holding a closure.)
    indirect enum Waiting {
        case color(RGBA)
        case panel(AnyPanel)
    }

    /// The picture named `name` in the picture folder: a plain file name, with or without its
    /// extension.
    public init(_ name: String) {
        self.name = name
        origin = .folder
    }

    /// A PNG or JPEG held in memory (downloaded, generated, from a database), called
    /// `name` in messages and the accessibility tree. Its header is read when it
    /// resolves (its size, whether it is whole, the pixel budget); its pixels are
    /// decoded on a worker thread, with a placeholder until then (see
    /// `placeholder(_:)`). The cache knows it by `name`, its length and a fingerprint
    /// of its bytes: give different pictures different names.
    public init(data: Data, named name: String) {
        self.name = name
        origin = .bytes(.data(data))
    }

    /// A PNG or JPEG held in memory as an array of bytes (see `init(data:named:)`).
    public init(bytes: [UInt8], named name: String) {
        self.name = name
        origin = .bytes(.array(bytes))
    }

    /// Pixels the app filled (see `PicturePixels`), called `name` in messages and the
    /// accessibility tree; converted on a worker thread like decoded pictures.
    public init(pixels: PicturePixels, named name: String) {
        self.name = name
        origin = .pixels(pixels)
    }

    /// Scales the whole image to fit inside the frame (letterboxed).
    public consuming func fit() -> Picture { with { $0.ownMode = $0.ownMode ?? .fit } }
    /// Scales the image to cover the frame, cropping what overflows.
    public consuming func fill() -> Picture { with { $0.ownMode = $0.ownMode ?? .fill } }
    /// Rounds the picture's corners (the image is clipped to them).
    public consuming func cornerRadius(_ radius: Double) -> Picture {
        with { $0.ownCorners = $0.ownCorners ?? CornerRadii(radius) }
    }

    /// Shows a block of `color`, the picture's size and corners, until the pixels are
    /// decoded (instead of the redacted block, in the `separator` color, shown by default).
    public consuming func placeholder(_ color: RGBA) -> Picture { with { $0.waiting = .color(color) } }

    /// Shows `content`, proposed exactly the picture's frame, until the pixels are
    /// decoded; then it cross-fades to the picture (0.2 s; at once with reduce motion).
    public consuming func placeholder<Content: Panel>(@PanelBuilder _ content: () -> Content) -> Picture {
        let panel = AnyPanel(content())
        return with { $0.waiting = .panel(panel) }
    }

    private consuming func with(_ change: (inout Picture) -> Void) -> Picture {
        change(&self)
        return consume self
    }

    public static func _resolve(_ panel: Picture, into builder: inout NodeBuilder) {
        // A file this pass has found already (a feed shows a few pictures on many
        // cards): its spec made from the pass memo's fields where it is passed on (made
        // in `spec(of:in:readyInPass:)` and returned, it was copied once more and the
        // original destroyed).
        if case .folder = panel.origin, builder.pictureMemo.holdsFolder(of: builder.context) {
            let budget = builder.context.picturePixelBudget
            if let index = builder.pictureMemo.knownIndex(name: panel.name, pixelBudget: budget) {
                let mode = panel.ownMode ?? builder.context.pictureMode
                let corners = panel.ownCorners ?? builder.context.pictureCorners
                // The spec made from the memo's entry where it lies: decoded when this
                // pass asked for it before (`PassMemo.markReady`), what the store's
                // answer `ready` gives, without asking it again; else asked for.
                if let spec = builder.pictureMemo.foundPicture(
                    at: index, name: panel.name, mode: mode, corners: corners, pixelBudget: budget),
                    let load = spec.load
                {
                    if builder.pictureMemo.isReady(at: index) {
                        builder.resolvePictureLeaf(spec, at: 1)
                    } else {
                        request(spec, load: load, for: panel, into: &builder)
                    }
                    return
                }
            }
        }
        var readyInPass = false
        let spec = Self.spec(of: panel, in: &builder, readyInPass: &readyInPass)
        // The spec is moved into its node (`consume`), not copied: it is large.
        guard let load = spec.load else {
            builder.leaf(.picture(consume spec))
            return
        }
        if readyInPass {
            builder.resolvePictureLeaf(consume spec, at: 1)
            return
        }
        request(consume spec, load: load, for: panel, into: &builder)
    }

    /// Asks the store for `load`, the pixels of `spec`, and makes the picture's leaf:
    /// decoded, or its placeholder until it is (then the picture is marked ready for
    /// the rest of the pass).
    private static func request(
        _ spec: consuming PictureSpec, load: PictureLoad, for panel: Picture, into builder: inout NodeBuilder
    ) {
        var spec = spec
        builder.pictureMemo.observeLoads()
        var state = PictureStore.shared.request(load)
        if case .loading = state, builder.context.waitsForPictures {
            // (It may have finished since it was asked for: asked again either way.)
            PictureStore.shared.waitForLoads()
            state = PictureStore.shared.request(load)
        }
        if case .loading = state {
            // Component 0 until decoded, 1 after: the placeholder leaves and the picture
            // arrives, each with a fade (a cross-fade under the store's animated change).
            switch panel.waiting {
            case .panel(let content):
                spec.waiting = RGBA(red: 0, green: 0, blue: 0, alpha: 0)
                builder.resolve(
                    _Overlaid(content: PictureLeaf(spec: spec), decoration: content, alignment: .center), at: 0,
                    attaching: .transition(.fade))
            case .color(let color):
                spec.waiting = color
                builder.resolvePictureLeaf(consume spec, at: 0)
            case nil:
                spec.waiting = builder.context.color(named: "separator")
                spec.waitingRedacted = true
                builder.resolvePictureLeaf(consume spec, at: 0)
            }
        } else {
            if case .ready = state, case .folder = panel.origin, let folder = builder.context.pictureFolder {
                builder.pictureMemo.markReady(
                    name: panel.name, folder: folder, pixelBudget: builder.context.picturePixelBudget)
            }
            builder.resolvePictureLeaf(consume spec, at: 1)
        }
    }

    /// The picture's spec in the context in force (one expression: assigned in a
    /// `switch`, the spec was copied into its variable and the original destroyed);
    /// `readyInPass` is set when the pass has found its picture decoded already
    /// (`PictureLookupCache.PassMemo.known`).
    private static func spec(
        of panel: Picture, in builder: inout NodeBuilder, readyInPass: inout Bool
    ) -> PictureSpec {
        let mode = panel.ownMode ?? builder.context.pictureMode
        let corners = panel.ownCorners ?? builder.context.pictureCorners
        let budget = builder.context.picturePixelBudget
        // (An `if case`, not a `switch` over the origin: that copied the whole picture,
        // its placeholder too, on every call.)
        guard case .folder = panel.origin else {
            return resolveMemorySpec(
                panel, mode: mode, corners: corners, diagnostics: builder.context.diagnostics, pixelBudget: budget)
        }
        return resolveSpec(
            named: panel.name, folder: builder.context.pictureFolder, mode: mode, corners: corners,
            diagnostics: builder.context.diagnostics, pixelBudget: budget, pass: builder.picturePass,
            memo: &builder.pictureMemo, readyInPass: &readyInPass)
    }

    /// The spec of a picture from bytes or pixels: its header or buffer checked, a
    /// problem reported to `diagnostics` naming the picture.
    static func resolveMemorySpec(
        _ panel: Picture, mode: PictureMode, corners: CornerRadii, diagnostics: DiagnosticLog, pixelBudget: Int
    ) -> PictureSpec {
        func failed(_ problem: String) -> PictureSpec {
            diagnostics.report(
                Diagnostic(.warning, "Picture \(Diagnostic.quoted(panel.name)): \(problem)", subject: panel.name))
            return PictureSpec(
                file: nil, name: panel.name, naturalSize: PictureSpec.placeholderSize, mode: mode, corners: corners,
                pixelBudget: pixelBudget)
        }
        let load: PictureLoad
        let size: Size
        switch panel.origin {
        case .folder:
            return failed("not a picture in memory")
        case .bytes(let bytes):
            do {
                let (w, h) = try PictureHeader.pixelSize(of: bytes, name: panel.name, pixelBudget: pixelBudget)
                size = Size(width: Double(w), height: Double(h))
            } catch {
                return failed(error.reason)
            }
            load = .bytes(bytes, name: panel.name, pixelBudget: pixelBudget)
        case .pixels(let pixels):
            if let problem = pixels.problem(pixelBudget: pixelBudget) { return failed(problem) }
            size = Size(width: Double(pixels.width), height: Double(pixels.height))
            load = .pixels(pixels, name: panel.name, pixelBudget: pixelBudget)
        }
        return PictureSpec(
            file: nil, name: panel.name, naturalSize: size, mode: mode, corners: corners, pixelBudget: pixelBudget,
            load: load)
    }

    /// The spec of `panel`; a file that is missing or unreadable is reported to
    /// `diagnostics` (a warning: a placeholder is drawn).
    static func resolveSpec(
        _ panel: Picture, folder: URL?, mode: PictureMode, corners: CornerRadii, diagnostics: DiagnosticLog,
        pixelBudget: Int = PictureHeader.defaultPixelBudget, pass: UInt64 = 0,
        memo: inout PictureLookupCache.PassMemo
    ) -> PictureSpec {
        var readyInPass = false
        return resolveSpec(
            named: panel.name, folder: folder, mode: mode, corners: corners, diagnostics: diagnostics,
            pixelBudget: pixelBudget, pass: pass, memo: &memo, readyInPass: &readyInPass)
    }

    /// `resolveSpec(_:folder:...)` for the picture named `name` (only the name of a
    /// folder picture is read: the panel, with its placeholder, is not copied along);
    /// `readyInPass` is set when the pass found the picture decoded before.
    static func resolveSpec(
        named name: String, folder: URL?, mode: PictureMode, corners: CornerRadii, diagnostics: DiagnosticLog,
        pixelBudget: Int = PictureHeader.defaultPixelBudget, pass: UInt64 = 0,
        memo: inout PictureLookupCache.PassMemo, readyInPass: inout Bool
    ) -> PictureSpec {
        func failed(_ problem: String, at file: String? = nil) -> PictureSpec {
            diagnostics.report(
                Diagnostic(.warning, problem, at: file.map { FileLocation(file: $0) }, subject: name))
            return PictureSpec(
                file: nil, name: name, naturalSize: PictureSpec.placeholderSize, mode: mode, corners: corners,
                pixelBudget: pixelBudget)
        }
        guard let folder else {
            return failed(
                "Picture \(Diagnostic.quoted(name)): no picture folder is set (PanelContext.pictureFolder)")
        }
        let answer: PictureLookupCache.Answer
        if let index = memo.knownIndex(name: name, folder: folder, pixelBudget: pixelBudget) {
            // A name the pass has answered was plain (only plain names are kept). A
            // file found is made a spec from the memo's fields (no answer copied out).
            readyInPass = memo.isReady(at: index)
            if let spec = memo.foundPicture(
                at: index, name: name, mode: mode, corners: corners, pixelBudget: pixelBudget)
            {
                return spec
            }
            answer = memo.answer(at: index)
        } else {
            guard PictureName.isPlain(name) else {
                return failed(
                    "Picture \(Diagnostic.quoted(name)): a picture name is a file name inside the picture folder (no '/', '\\' or '..')"
                )
            }
            answer = memo.answer(name: name, folder: folder, pixelBudget: pixelBudget) {
                PictureLookupCache.shared.answer(
                    name: name, folder: folder, pixelBudget: pixelBudget, pass: pass
                ) {
                    search(name, in: folder, pixelBudget: pixelBudget)
                }
            }
        }
        switch answer {
        case .found(let path, let naturalSize, _, let load):
            // The answer's load: the same key `.file(path, modified:, name:, pixelBudget:)` gives.
            return PictureSpec(
                file: path, name: name, naturalSize: naturalSize, mode: mode, corners: corners,
                pixelBudget: pixelBudget, load: load)
        case .failed(let problem, let file):
            return failed(problem, at: file)
        }
    }

    /// Searches `folder` for the file of `name` (a plain name) and reads its header.
    private static func search(_ name: String, in folder: URL, pixelBudget: Int) -> PictureLookupCache.Answer {
        var candidates: [(String, Double)] = []
        let hasExtension = ["png", "jpg", "jpeg"].contains((name as NSString).pathExtension.lowercased())
        if hasExtension {
            candidates.append((name, 1))
        } else {
            for (suffix, scale) in [("@3x", 3.0), ("@2x", 2.0), ("", 1.0)] {
                for ext in ["png", "jpg", "jpeg"] { candidates.append((name + suffix + "." + ext, scale)) }
            }
        }
        for (file, scale) in candidates {
            let url = folder.appendingPathComponent(file)
            guard FileManager.default.fileExists(atPath: url.path) else {
                // A link that leads nowhere (a loop, a missing target) is there but has
                // no file behind it: say so rather than that no file is there.
                if (try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) != nil {
                    return .failed(
                        problem:
                            "Picture \(Diagnostic.quoted(name)): \(file) is a link that leads to no file (a loop or a missing target)",
                        file: url.path)
                }
                continue
            }
            do {
                let (w, h) = try PictureHeader.pixelSize(of: url, pixelBudget: pixelBudget)
                let path = url.path
                let modified = modificationTime(path)
                return .found(
                    path: path, naturalSize: Size(width: Double(w) / scale, height: Double(h) / scale),
                    modified: modified, load: .file(path, modified: modified, name: name, pixelBudget: pixelBudget))
            } catch {
                return .failed(problem: "Picture \(Diagnostic.quoted(name)): \(error.reason)", file: url.path)
            }
        }
        return .failed(
            problem: "Picture \(Diagnostic.quoted(name)): no file of that name (.png, .jpg, .jpeg) in \(folder.path)",
            file: nil)
    }
}

extension Picture {
    /// The file's modification time in seconds (0 when it cannot be read): what tells a
    /// picture cache that a file changed.
    package static func modificationTime(_ path: String) -> Double {
        var info = stat()
        guard stat(path, &info) == 0 else { return 0 }
        #if canImport(Darwin)
        return Double(info.st_mtimespec.tv_sec) + Double(info.st_mtimespec.tv_nsec) / 1e9
        #else
        return Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
        #endif
    }

    /// The bytes the picture cache may hold for every window of the
    /// process together: decoded pictures past it are dropped, least recently drawn
    /// first (and decoded again when drawn). Default 256 MiB; a negative value is 0.
    /// A picture whose pixels alone are over it draws the crossed placeholder and
    /// reports that it is.
    public static var cacheByteBudget: Int {
        get { PictureStore.shared.byteBudget }
        set { PictureStore.shared.byteBudget = newValue }
    }
}

extension NodeBuilder {
    /// What `resolve(PictureLeaf(spec: spec), at: component, attaching: .transition(.fade))`
    /// does, with the spec moved into the node (not copied out of a leaf panel).
    fileprivate mutating func resolvePictureLeaf(_ spec: consuming PictureSpec, at component: UInt64) {
        let first = pending.count
        guard let saved = enter(component) else { return }
        leaf(.picture(consume spec))
        leave(restoring: saved)
        if pending.count > first { tree.attachTransition(.fade, to: pending[first]) }
    }
}

/// A resolved picture's leaf node.
struct PictureLeaf: PrimitivePanel {
    let spec: PictureSpec

    static func _resolve(_ panel: PictureLeaf, into builder: inout NodeBuilder) {
        builder.leaf(.picture(panel.spec))
    }
}
