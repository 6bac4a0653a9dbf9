/// What a picture may be called: a file name inside the picture folder.
///
/// Contract: `isPlain` is false for an empty name, `.` and `..`, and any name with a
/// path separator (`/`, `\`) or a NUL, so `Picture("../../x")` can never read a file
/// outside the picture folder.
enum PictureName {
    static func isPlain(_ name: String) -> Bool {
        !name.isEmpty && name != "." && name != ".." && !name.contains("/") && !name.contains("\\")
            && !name.contains("\0")
    }
}
