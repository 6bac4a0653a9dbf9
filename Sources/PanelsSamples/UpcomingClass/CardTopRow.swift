import Panels

/// The card's top row: the class image (a rounded square, or a placeholder square
/// when there is none), a flexible gap, and the brand logo.
struct CardTopRow: Panel {
    let image: String?
    let side: Double
    let redacted: Bool

    var body: some Panel {
        Row(alignment: .top, spacing: 8) {
            ClassThumbnail(image: image, side: side, showsIcon: !redacted).redacted(redacted, named: "Redaction")
            Gap()
            Picture("logo").fit().frame(width: 24, height: 24).decorative().id("logo")
        }
    }
}
