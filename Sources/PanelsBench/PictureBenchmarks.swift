import Panels
import PanelsSDL

/// Pictures on a screen (group `pictures`):
/// - `pictures.screen.200`: resolve + layout + paint (a `Composition`, no raster) of a
///   400×800 pt screen of 200 pictures from pixels the app filled (48×48, one each,
///   filling 40 pt squares), their decodes in the cache from a first round; ms (median).
/// - `pictures.swatches.200`: the same screen with a colored rectangle in each square.
///   The two are timed in turn round by round; their ratio is what a picture costs on
///   the frame path over a plain fill, when it is decoded.
extension BenchmarkGroup {
    static let pictures = BenchmarkGroup(name: "pictures") { rounds in
        let measurer = SDLTextMeasurer.shared(scale: 2)
        let size = Size(width: 400, height: 800)
        let pixels = (0 ..< 200).map { PictureScreen.pixels($0) }
        let pictures = PictureScreen(pictures: pixels)
        let swatches = PictureScreen(pictures: nil)
        // Warm: the decodes land in the cache (a still waits for them), and text, buffers.
        for _ in 0 ..< 3 {
            blackHole(Composition(pictures, size: size, scale: 2, measurer: measurer).displayList)
            blackHole(Composition(swatches, size: size, scale: 2, measurer: measurer).displayList)
        }
        let (picturesNs, swatchesNs) = Stopwatch.medians(
            rounds: rounds * 4,
            { blackHole(Composition(pictures, size: size, scale: 2, measurer: measurer).displayList) },
            { blackHole(Composition(swatches, size: size, scale: 2, measurer: measurer).displayList) })
        return [
            Figure(scenario: "pictures.screen.200", value: picturesNs / 1e6, unit: "ms"),
            Figure(scenario: "pictures.swatches.200", value: swatchesNs / 1e6, unit: "ms"),
        ]
    }
}

/// Twenty rows of ten 40 pt squares: a picture in each (`pictures`), else a swatch.
struct PictureScreen: Panel {
    let pictures: [PicturePixels]?

    var body: some Panel {
        Column(spacing: 0) {
            Each(0 ..< 20, id: \.self) { row in
                Row(spacing: 0) {
                    Each(0 ..< 10, id: \.self) { column in
                        cell(row * 10 + column)
                    }
                }
            }
        }
    }

    @PanelBuilder func cell(_ i: Int) -> some Panel {
        if let pictures {
            Picture(pixels: pictures[i], named: "bench-picture-\(i)").fill().frame(width: 40, height: 40)
        } else {
            Swatch(RGBA(hex: UInt32(0x5E81AC + i * 0x010203))).frame(width: 40, height: 40)
        }
    }

    /// 48 × 48 pixels of a blend between two colors, different for each `i`.
    static func pixels(_ i: Int) -> PicturePixels {
        var rgba = [UInt8](repeating: 255, count: 48 * 48 * 4)
        for y in 0 ..< 48 {
            for x in 0 ..< 48 {
                let k = (y * 48 + x) * 4
                rgba[k] = UInt8((i * 37 + y * 5) % 256)
                rgba[k + 1] = UInt8((i * 11 + x * 5) % 256)
                rgba[k + 2] = UInt8((i * 3 + 128) % 256)
            }
        }
        return PicturePixels(width: 48, height: 48, rgba: rgba)
    }
}
