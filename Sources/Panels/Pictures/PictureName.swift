/// What a picture may be called: a file name inside the picture folder.
///
/// Contract: `isPlain` is false for an empty name, `.` and `..`, and any name with a
/// path separator (`/`, `\`) or a NUL, so `Picture("../../x")` can never read a file
/// outside the picture folder.
enum PictureName {
    static func isPlain(_ name: String) -> Bool {
        // A byte scan (no Foundation string search: pictures resolve every frame).
        !name.isEmpty && name != "." && name != ".."
            && !name.utf8.contains(where: { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "\\") || $0 == 0 })
    }
}
