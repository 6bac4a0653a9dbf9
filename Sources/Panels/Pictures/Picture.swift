import Foundation

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
    /// Set by the picture's own modifiers; nil: the context's.
    var ownMode: PictureMode?
    var ownCorners: CornerRadii?

    /// The picture named `name` in the picture folder: a plain file name, with or without its
    /// extension.
    public init(_ name: String) {
        self.name = name
    }

    /// Scales the whole image to fit inside the frame (letterboxed).
    public consuming func fit() -> Picture { with { $0.ownMode = $0.ownMode ?? .fit } }
    /// Scales the image to cover the frame, cropping what overflows.
    public consuming func fill() -> Picture { with { $0.ownMode = $0.ownMode ?? .fill } }
    /// Rounds the picture's corners (the image is clipped to them).
    public consuming func cornerRadius(_ radius: Double) -> Picture {
        with { $0.ownCorners = $0.ownCorners ?? CornerRadii(radius) }
    }

    private consuming func with(_ change: (inout Picture) -> Void) -> Picture {
        var copy = self
        change(&copy)
        return copy
    }

    public static func _resolve(_ panel: Picture, into builder: inout NodeBuilder) {
        let spec = resolveSpec(
            panel, folder: builder.context.pictureFolder,
            mode: panel.ownMode ?? builder.context.pictureMode,
            corners: panel.ownCorners ?? builder.context.pictureCorners,
            diagnostics: builder.context.diagnostics,
            pixelBudget: builder.context.picturePixelBudget, pass: builder.picturePass,
            memo: &builder.pictureMemo)
        builder.leaf(.picture(spec))
    }

    /// The spec of `panel`; a file that is missing or unreadable is reported to
    /// `diagnostics` (a warning: a placeholder is drawn).
    static func resolveSpec(
        _ panel: Picture, folder: URL?, mode: PictureMode, corners: CornerRadii, diagnostics: DiagnosticLog,
        pixelBudget: Int = PictureHeader.defaultPixelBudget, pass: UInt64 = 0,
        memo: inout PictureLookupCache.PassMemo
    ) -> PictureSpec {
        func failed(_ problem: String, at file: String? = nil) -> PictureSpec {
            diagnostics.report(
                Diagnostic(.warning, problem, at: file.map { FileLocation(file: $0) }, subject: panel.name))
            return PictureSpec(
                file: nil, name: panel.name, naturalSize: PictureSpec.placeholderSize, mode: mode, corners: corners,
                pixelBudget: pixelBudget)
        }
        guard let folder else {
            return failed(
                "Picture \(Diagnostic.quoted(panel.name)): no picture folder is set (PanelContext.pictureFolder)")
        }
        guard PictureName.isPlain(panel.name) else {
            return failed(
                "Picture \(Diagnostic.quoted(panel.name)): a picture name is a file name inside the picture folder (no '/', '\\' or '..')"
            )
        }
        let answer = memo.answer(name: panel.name, folder: folder, pixelBudget: pixelBudget) {
            PictureLookupCache.shared.answer(
                name: panel.name, folder: folder, pixelBudget: pixelBudget, pass: pass
            ) {
                search(panel.name, in: folder, pixelBudget: pixelBudget)
            }
        }
        switch answer {
        case .found(let path, let naturalSize):
            return PictureSpec(
                file: path, name: panel.name, naturalSize: naturalSize, mode: mode, corners: corners,
                pixelBudget: pixelBudget)
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
                return .found(path: url.path, naturalSize: Size(width: Double(w) / scale, height: Double(h) / scale))
            } catch {
                return .failed(problem: "Picture \(Diagnostic.quoted(name)): \(error.reason)", file: url.path)
            }
        }
        return .failed(
            problem: "Picture \(Diagnostic.quoted(name)): no file of that name (.png, .jpg, .jpeg) in \(folder.path)",
            file: nil)
    }
}
