import CFreeType
import CHarfBuzz
import CSDL2
import CSDL2Image
import CSDL2TTF
import Foundation
import PanelsRaster

/// What a frame was rendered with: the blend path and the versions of the system
/// libraries that shape, rasterize and decode (SDL, SDL_image, SDL_ttf, FreeType,
/// HarfBuzz).
///
/// Panels' own rasterizer gives the same bytes on every blend path, but glyph shapes
/// and positions come from FreeType and HarfBuzz, which may change between versions.
/// Snapshot references record the library versions (a `tEXt` chunk in the PNG,
/// `pngKeyword`; `librarySummary`), failure messages and artifacts state all of it, and a reference made with other library versions
/// is said so in the failure message — not a failure by itself.
///
/// Contract: `current` is read once per process for the versions (they cannot change
/// while it runs) and at each call for the blend path; `summary` is one line and
/// `init(summary:)` reads it back (unknown parts are ignored).
public struct RenderingEnvironment: Sendable, Equatable, CustomStringConvertible {
    /// The PNG text keyword references and artifacts carry the summary under.
    public static let pngKeyword = "Panels rendering"

    /// The blend path ("scalar", "AVX2", "AVX-512BW").
    public var blendPath: String
    /// Library name → version ("SDL" → "2.26.5"), in the order of `libraries`.
    public var versions: [String: String]

    /// The libraries stated, in order.
    public static let libraries = ["SDL", "SDL_image", "SDL_ttf", "FreeType", "HarfBuzz"]

    public init(blendPath: String, versions: [String: String]) {
        self.blendPath = blendPath
        self.versions = versions
    }

    /// This process: the blend path in use now and the linked libraries' versions. A
    /// `PANELS_BLEND` that was ignored (a value no path has, or a path this CPU lacks) is
    /// said beside the path, so a run that asked for one path and used another says so.
    public static var current: RenderingEnvironment {
        RenderingEnvironment(
            blendPath: describe(BlendPath.current, requested: BlendPath.requested, available: BlendPath.available),
            versions: linked)
    }

    /// The path's name, with what became of a `PANELS_BLEND` request that was not met.
    static func describe(
        _ path: BlendPath, requested: Result<BlendPath, BlendPath.Unrecognized>?, available: [BlendPath]
    ) -> String {
        switch requested {
        case .failure(let unrecognized)?:
            return "\(path) (\(unrecognized))"
        case .success(let asked)? where !available.contains(asked):
            return "\(path) (PANELS_BLEND=\(asked.rawValue), but this CPU has no \(asked))"
        default:
            return path.description
        }
    }

    private static let linked: [String: String] = {
        func text(_ v: SDL_version) -> String { "\(v.major).\(v.minor).\(v.patch)" }
        var sdl = SDL_version()
        SDL_GetVersion(&sdl)
        var result = ["SDL": text(sdl)]
        if let image = IMG_Linked_Version() { result["SDL_image"] = text(image.pointee) }
        if let ttf = TTF_Linked_Version() { result["SDL_ttf"] = text(ttf.pointee) }
        var library: FT_Library?
        if FT_Init_FreeType(&library) == 0, let library {
            var major: FT_Int = 0, minor: FT_Int = 0, patch: FT_Int = 0
            FT_Library_Version(library, &major, &minor, &patch)
            FT_Done_FreeType(library)
            result["FreeType"] = "\(major).\(minor).\(patch)"
        }
        if let harfBuzz = hb_version_string() { result["HarfBuzz"] = String(cString: harfBuzz) }
        return result
    }()

    /// One line: "blend AVX-512BW; SDL 2.26.5; SDL_image 2.6.3; SDL_ttf 2.20.1; FreeType 2.12.1; HarfBuzz 6.0.0".
    public var summary: String {
        ((blendPath.isEmpty ? [] : ["blend \(blendPath)"]) + [librarySummary]).joined(separator: "; ")
    }

    /// The libraries' part of `summary` (what a recorded reference carries: the blend
    /// path does not change the bytes, so a reference recorded on any CPU is the same file).
    public var librarySummary: String {
        Self.libraries.compactMap { name in versions[name].map { "\(name) \($0)" } }.joined(separator: "; ")
    }

    public var description: String { summary }

    /// Reads a `summary` back; nil when it names no library.
    public init?(summary: String) {
        var path = ""
        var versions: [String: String] = [:]
        for part in summary.split(separator: ";") {
            let words = part.trimmingCharacters(in: .whitespaces).split(separator: " ", maxSplits: 1)
            guard words.count == 2 else { continue }
            if words[0] == "blend" {
                path = String(words[1])
            } else if Self.libraries.contains(String(words[0])) {
                versions[String(words[0])] = String(words[1])
            }
        }
        guard !versions.isEmpty else { return nil }
        self.init(blendPath: path, versions: versions)
    }

    /// The libraries whose versions differ between `self` (a reference's) and `other`
    /// (this run's), as "FreeType 2.13.2 (this run: 2.12.1)"; empty when none do. The
    /// blend path is not compared: it does not change the bytes.
    /// A recorded version is quoted to 80 characters (a reference's text chunk is the
    /// file's word, not ours).
    public func versionDifferences(from other: RenderingEnvironment) -> [String] {
        Self.libraries.compactMap { name in
            guard let mine = versions[name], let theirs = other.versions[name], mine != theirs else { return nil }
            let quoted = mine.count > 80 ? mine.prefix(80) + "…" : Substring(mine)
            return "\(name) \(quoted) (this run: \(theirs))"
        }
    }
}
