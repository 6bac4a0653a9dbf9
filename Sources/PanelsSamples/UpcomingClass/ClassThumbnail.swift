import Panels

/// A class image as a rounded square of `side` points, or the placeholder square
/// (color set `ImagePlaceholder`, with the bundled `image` icon in `SecondaryText`)
/// when the reservation has none (the icon is left out while the card is redacted:
/// the square alone is the placeholder's shape).
struct ClassThumbnail: Panel {
    let image: String?
    let side: Double
    var showsIcon = true

    var body: some Panel {
        let radius = (side * 0.22).rounded()
        if let image {
            Picture(image).fill().cornerRadius(radius).frame(width: side, height: side).decorative().id("image")
        } else {
            Layers {
                Swatch("ImagePlaceholder", cornerRadius: radius).frame(width: side, height: side)
                if showsIcon {
                    Icon("image").decorative().textStyle(TextStyle(size: (side * 0.45).rounded()))
                        .foreground(named: "SecondaryText")
                }
            }
            .id("image")
        }
    }
}
