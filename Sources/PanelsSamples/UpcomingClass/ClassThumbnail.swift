import Panels

/// A class image as a rounded square of `side` points, or the placeholder square
/// (color set `ImagePlaceholder`) when the reservation has none.
struct ClassThumbnail: Panel {
    let image: String?
    let side: Double

    var body: some Panel {
        let radius = (side * 0.22).rounded()
        if let image {
            Picture(image).fill().cornerRadius(radius).frame(width: side, height: side).decorative().id("image")
        } else {
            Swatch("ImagePlaceholder", cornerRadius: radius).frame(width: side, height: side).id("image")
        }
    }
}
