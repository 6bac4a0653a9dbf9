/// Turns a picture file into premultiplied ARGB pixels for the rasterizer.
///
/// Contract: returns the full-size pixels of the file at `path`, or throws a
/// `PictureFailure` naming the file and what was wrong; a file whose header claims
/// more than `pixelBudget` pixels is refused before anything is allocated for it. `PanelsSDL` implements it
/// with SDL2_image; `PictureCache` calls it once per file version.
package protocol PictureDecoder: Sendable {
    func decode(path: String, pixelBudget: Int) throws(PictureFailure) -> PixelBuffer
}
