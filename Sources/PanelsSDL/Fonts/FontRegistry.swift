import CSDL2
import CSDL2TTF
import Foundation
import Panels

/// The font families a program draws with besides the bundled DejaVu Sans: files
/// (TTF/OTF) it registers one by one, from a folder, or from a bundle — several
/// weights and italics per family.
///
/// Contract:
/// - A caption's `TextStyle.family` picks a registered family; its weight and italic
///   pick the face. A face the family lacks is replaced by the nearest one it has
///   (weight by distance, then the same italic first) and that substitution is
///   reported (`substitution(family:weight:italic:)`, a warning naming family and
///   both faces), never synthesized.
/// - Characters are drawn with the first font of the fallback chain that has them: the
///   caption's face, the bundled DejaVu Sans, every other registered family in
///   registration order, then — only when `usesSystemFonts` is on — fontconfig's
///   best system match (desktop demos). Offscreen rendering never uses system fonts
///   unless the program sets `usesSystemFonts`.
/// - A file that cannot be opened is a `FontRegistrationError` naming it; nothing
///   is registered from it. Registering the same file twice keeps one face.
/// - Thread-safe (every call takes the SDL lock). Changing the registry drops the
///   text caches, so nothing drawn with the old fonts is reused.
public final class FontRegistry: @unchecked Sendable {
    public static let shared = FontRegistry()

    /// One registered face.
    public struct Face: Hashable, Sendable, CustomStringConvertible {
        public var family: String
        public var weight: FontWeight
        public var italic: Bool
        public var file: URL

        public var description: String {
            "\(family) \(weight)\(italic ? " italic" : "") (\(file.lastPathComponent))"
        }
    }

    private var faces: [Face] = []
    /// Family names in registration order.
    private var familyOrder: [String] = []
    /// Whether characters no bundled or registered font has may be drawn with the
    /// machine's fonts, found through fontconfig. Off by default (and for snapshots).
    public var usesSystemFonts: Bool {
        get { SDLLock.run { systemFonts } }
        set {
            SDLLock.run {
                systemFonts = newValue
                FontFallback.changed()
            }
        }
    }
    private var systemFonts = false

    /// Registered families, in registration order.
    public var families: [String] { SDLLock.run { familyOrder } }

    /// Every registered face.
    public var allFaces: [Face] { SDLLock.run { faces } }

    /// Registers one font file. Family, weight and italic are read from the file
    /// (its family and style names) unless given.
    @discardableResult
    public func register(
        file: URL, family: String? = nil, weight: FontWeight? = nil, italic: Bool? = nil
    ) throws(FontRegistrationError) -> Face {
        let path = file.standardizedFileURL.path
        let found = SDLLock.run { () -> Result<(String, String), FontRegistrationError> in
            do throws(SDLError) {
                try SDLRuntime.start()
            } catch {
                return .failure(FontRegistrationError(file: path, message: error.description))
            }
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue else {
                return .failure(FontRegistrationError(file: path, message: "no such font file"))
            }
            guard let font = TTF_OpenFont(path, 12) else {
                return .failure(
                    FontRegistrationError(
                        file: path,
                        message: "not a font SDL_ttf can open (\(String(cString: panels_TTF_GetError())))"))
            }
            defer { TTF_CloseFont(font) }
            let familyName = TTF_FontFaceFamilyName(font).map { String(cString: $0) } ?? ""
            let styleName = TTF_FontFaceStyleName(font).map { String(cString: $0) } ?? ""
            return .success((familyName, styleName))
        }
        let (fileFamily, style): (String, String)
        switch found {
        case .success(let names): (fileFamily, style) = names
        case .failure(let error): throw error
        }
        let name = family ?? fileFamily
        guard !name.isEmpty else {
            throw FontRegistrationError(file: path, message: "the font has no family name; pass family:")
        }
        let face = Face(
            family: name, weight: weight ?? FontRegistry.weight(style: style),
            italic: italic ?? FontRegistry.isItalic(style: style), file: URL(fileURLWithPath: path))
        SDLLock.run {
            faces.removeAll { $0.family == face.family && $0.weight == face.weight && $0.italic == face.italic }
            faces.append(face)
            if !familyOrder.contains(face.family) { familyOrder.append(face.family) }
            FontFallback.changed()
        }
        return face
    }

    /// Registers every `.ttf` and `.otf` file in `folder` (not its subfolders), in name
    /// order. Returns the faces registered and the files that could not be.
    @discardableResult
    public func register(folder: URL) throws(FontRegistrationError) -> (
        faces: [Face], problems: [FontRegistrationError]
    ) {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        } catch {
            throw FontRegistrationError(file: folder.path, message: "cannot read the folder")
        }
        var registered: [Face] = []
        var problems: [FontRegistrationError] = []
        for name in names where [".ttf", ".otf"].contains(where: { name.lowercased().hasSuffix($0) }) {
            do {
                registered.append(try register(file: folder.appendingPathComponent(name)))
            } catch {
                problems.append(error)
            }
        }
        return (registered, problems)
    }

    /// Registers the fonts a bundle holds in `subdirectory` (a `.copy` resource folder).
    @discardableResult
    public func register(bundle: Bundle, subdirectory: String) throws(FontRegistrationError) -> (
        faces: [Face], problems: [FontRegistrationError]
    ) {
        guard let url = bundle.resourceURL?.appendingPathComponent(subdirectory) else {
            throw FontRegistrationError(file: bundle.bundlePath, message: "the bundle has no resources")
        }
        return try register(folder: url)
    }

    /// Forgets every registered face and turns system fonts off; `FontFiles` folders
    /// are registered again at the next use.
    public func removeAll() {
        SDLLock.run {
            faces.removeAll()
            familyOrder.removeAll()
            syncedGeneration = 0
            systemFonts = false
            FontFallback.changed()
        }
    }

    // MARK: Folders declared in the core (`FontFiles`)

    private var syncedGeneration = 0
    /// Files in `FontFiles` folders that could not be registered.
    public private(set) var folderProblems: [FontRegistrationError] = []

    /// Registers the folders added to `FontFiles` since the last call (SDL lock held).
    func syncFolders() {
        let (urls, generation) = FontFiles.folders
        guard generation != syncedGeneration else { return }
        syncedGeneration = generation
        for url in urls {
            let known = Set(faces.map { $0.file.deletingLastPathComponent().standardizedFileURL.path })
            guard !known.contains(url.path) else { continue }
            do {
                folderProblems += try register(folder: url).problems
            } catch {
                folderProblems.append(error)
            }
        }
    }

    // MARK: Choosing faces (SDL lock held)

    /// The face for a caption's family, weight and italic: exact, else the nearest.
    func face(family: String, weight: FontWeight, italic: Bool) -> Face? {
        let candidates = faces.filter { $0.family == family }
        return candidates.min { a, b in
            FontRegistry.distance(a, weight, italic) < FontRegistry.distance(b, weight, italic)
        }
    }

    /// Faces of the other registered families (nearest to weight and italic each), in
    /// registration order.
    func otherFamilies(than family: String?, weight: FontWeight, italic: Bool) -> [Face] {
        familyOrder.filter { $0 != family }.compactMap { face(family: $0, weight: weight, italic: italic) }
    }

    var systemFontsEnabled: Bool { systemFonts }

    /// A warning when the family lacks the face asked for; nil when it has it.
    func substitution(family: String, weight: FontWeight, italic: Bool) -> String? {
        guard let face = face(family: family, weight: weight, italic: italic) else {
            return "font family \"\(family)\" is not registered; drawn with DejaVu Sans"
        }
        guard face.weight != weight || face.italic != italic else { return nil }
        return
            "font family \"\(family)\" has no \(weight)\(italic ? " italic" : "") face; drawn with \(face.weight)\(face.italic ? " italic" : "") (\(face.file.lastPathComponent))"
    }

    /// Ordering key: weight distance (ties: heavier for bold-ish requests, lighter
    /// otherwise), italic mismatch after any weight.
    static func distance(_ face: Face, _ weight: FontWeight, _ italic: Bool) -> Int {
        let d = face.weight.value - weight.value
        let tie = (weight.value >= 600) == (d > 0) ? 0 : 1
        return (face.italic == italic ? 0 : 10_000) + abs(d) * 2 + (d == 0 ? 0 : tie)
    }

    static func weight(style: String) -> FontWeight {
        let s = style.lowercased().replacingOccurrences(of: " ", with: "").replacingOccurrences(of: "-", with: "")
        if s.contains("semibold") || s.contains("demibold") { return .semibold }
        if s.contains("medium") { return .medium }
        if s.contains("bold") || s.contains("black") || s.contains("heavy") { return .bold }
        return .regular
    }

    static func isItalic(style: String) -> Bool {
        let s = style.lowercased()
        return s.contains("italic") || s.contains("oblique")
    }
}

/// A font file that could not be registered, and why.
public struct FontRegistrationError: Error, Sendable, Equatable, CustomStringConvertible {
    public var file: String
    public var message: String

    public init(file: String, message: String) {
        self.file = file
        self.message = message
    }

    public var description: String { "\(file): error: \(message)" }
}
