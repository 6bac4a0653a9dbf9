import Panels

/// Turns a picture file, or encoded bytes in memory, into premultiplied ARGB pixels
/// for the rasterizer.
///
/// Contract: returns the full-size pixels of the file at `path` (or of `bytes`), or
/// throws a `PictureFailure` naming the file (or the picture's `name`) and what was
/// wrong; a source whose header claims more than `pixelBudget` pixels is refused
/// before anything is allocated for it. `PanelsSDL` implements it with SDL2_image;
/// `PictureCache` calls it on `PictureStore`'s worker, once per picture version.
package protocol PictureDecoder: Sendable {
    func decode(path: String, pixelBudget: Int) throws(PictureFailure) -> PixelBuffer
    func decode(bytes: PictureBytes, name: String, pixelBudget: Int) throws(PictureFailure) -> PixelBuffer
}

extension PictureDecoder {
    /// Decoders that read only files refuse bytes.
    package func decode(bytes: PictureBytes, name: String, pixelBudget: Int) throws(PictureFailure) -> PixelBuffer {
        throw PictureFailure("Reading image \(Diagnostic.quoted(name))", message: "this decoder reads only files")
    }
}
