import Panels

/// A panel drawn with its accessibility elements outlined and numbered over it, and a
/// legend below: what `Snapshotting.accessibilityImage` renders.
///
/// Contract: element n (in reading order, the window not counted) is outlined in
/// `outline` at its frame relative to the panel's origin, with a tag "n" at its
/// top-leading corner; the legend lists "n  role "label" value" one line each.
/// The overlay and the legend are hidden from the accessibility tree.
struct AccessibilityOverlay: Panel {
    let content: AnyPanel
    let tree: AccessibilityTree
    let origin: Point
    let size: Size

    /// Magenta: apart from the samples' colors, white text on it passes AA (6.1:1).
    static let outline = RGBA(hex: 0xAD1457)

    /// The tree's text and its findings, as the text strategy stores them.
    static func text(_ tree: AccessibilityTree) -> String {
        tree.text + tree.findings.map { "finding: \($0.message)\n" }.joined()
    }

    var body: some Panel {
        let numbered = Array(tree.elements(role: nil).dropFirst().enumerated())
        let origin = origin
        Column(alignment: .leading, spacing: 8) {
            content
                .frame(width: size.width, height: size.height, alignment: .topLeading)
                .overlay(alignment: .topLeading) {
                    Layers(alignment: .topLeading) {
                        for (number, element) in numbered {
                            let x = element.frame.minX - origin.x
                            let y = element.frame.minY - origin.y
                            Swatch(.clear)
                                .border(Self.outline, width: 1)
                                .frame(width: max(1, element.frame.width), height: max(1, element.frame.height))
                                .offset(x: x, y: y)
                            Caption("\(number + 1)")
                                .textStyle(TextStyle(size: 9, weight: .bold))
                                .foreground(.white)
                                .padding(horizontal: 2, vertical: 0)
                                .background(Self.outline)
                                .offset(x: x, y: y)
                        }
                    }
                    .layoutDirection(.leftToRight)  // frames are physical
                    .accessibilityHidden()
                }
                .clipped()
            Column(alignment: .leading, spacing: 2) {
                for (number, element) in numbered {
                    Caption("\(number + 1)  " + element.line).lineLimit(1).truncationIntended()
                        .textStyle(TextStyle(size: 10))
                        .foreground(RGBA(hex: 0x1C1C1E))
                }
            }
            .padding(8)
            .frame(width: max(size.width, 320), alignment: .leading)
            .background(RGBA(hex: 0xF2F2F7))
            .layoutDirection(.leftToRight)
            .accessibilityHidden()
        }
    }
}
