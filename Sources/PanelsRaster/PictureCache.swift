import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Panels

/// Decoded pictures as premultiplied pixels, with halved copies for smooth
/// downscaling: the rasterizer's side of `PictureStore`. Files and bytes are decoded
/// by a `PictureDecoder` (SDL2_image in `PanelsSDL`); pixel buffers an app filled are
/// converted here.
///
/// Contract: the cache installs its decoder into its store (the process's, for the
/// SDL backend; a store of its own otherwise), so pixels are made on the store's
/// worker thread and kept within its byte budget. `pixels(for:waiting:)` never
/// decodes: it answers from the store, or starts the decode and says the picture is
/// loading; with `waiting` it first waits (real time) for the decode to end, for
/// renders that must show every picture (offscreen stills). Every source is held to
/// its pixel budget (the picture's `PictureRun.pixelBudget`, part of the store's key)
/// before anything is allocated for it; a failure names the file or the picture.
/// Safe to use from any thread; each picture's halvings have their own lock.
package final class PictureCache: @unchecked Sendable {
    private let decoder: any PictureDecoder
    /// Where the pixels are kept.
    package let store: PictureStore

    /// A cache decoding with `decoder` into `store` (a new store of its own by default).
    package init(decoder: any PictureDecoder, store: PictureStore = PictureStore()) {
        self.decoder = decoder
        self.store = store
        store.install { [decoder] load in
            do throws(PictureFailure) {
                let base = try PictureCache.make(load, decoder: decoder)
                let pixels = Pixels(base)
                // Halved here, on the worker: a large picture drawn small never halves while drawing.
                pixels.prepareLevels()
                return .success(PictureStore.Decoded(pixels: pixels, bytes: base.width * base.height * 16 / 3))
            } catch {
                return .failure(PictureLoadFailure(error.description))
            }
        }
    }

    /// One decoded picture and its halvings: level 0 is full size.
    package final class Pixels: @unchecked Sendable {
        /// Level 0, full size.
        package let base: PixelBuffer
        private var halvings: [PixelBuffer] = []
        private let lock = NSLock()

        init(_ base: PixelBuffer) { self.base = base }

        /// Makes every halving down to 16 pixels on a side.
        func prepareLevels() { _ = level(forWidth: 16, height: 16) }

        /// Level 0 (full size) and the halvings made so far.
        var levels: [PixelBuffer] { lock.withLock { [base] + halvings } }

        /// The smallest level still at least `width`×`height` (for downscaling).
        func level(forWidth width: Double, height: Double) -> PixelBuffer {
            var chosen = base
            while Double(chosen.width) / 2 >= width && Double(chosen.height) / 2 >= height
                && chosen.width >= 2 && chosen.height >= 2
            {
                let current = chosen
                let known = lock.withLock {
                    halvings.first(where: { $0.width == current.width / 2 && $0.height == current.height / 2 })
                }
                if let known {
                    chosen = known
                } else {
                    let half = PictureCache.halve(chosen)
                    lock.withLock {
                        if !halvings.contains(where: { $0.width == half.width && $0.height == half.height }) {
                            halvings.append(half)
                        }
                    }
                    chosen = half
                }
            }
            return chosen
        }
    }

    /// What drawing finds for a picture.
    package enum Lookup {
        case ready(Pixels)
        case failed(String)
        case loading
    }

    /// The pixels of `load` if the store has them (see the contract; `waiting` waits
    /// for decodes under way first).
    package func pixels(for load: PictureLoad, waiting: Bool = false) -> Lookup {
        var state = store.request(load)
        if waiting, case .loading = state {
            store.waitForLoads()
            state = store.request(load)
        }
        switch state {
        case .ready(let pixels as Pixels): return .ready(pixels)
        case .ready: return .failed("the picture's pixels are not the rasterizer's")
        case .failed(let message): return .failed(message)
        case .loading: return .loading
        }
    }

    /// The pixels of the file at `path`, decoded (on the store's worker) within
    /// `pixelBudget` pixels, waiting for them: for tools that ask before drawing.
    package func pixels(
        _ path: String, pixelBudget: Int = PictureHeader.maximumPixelBudget
    ) -> Result<Pixels, PictureFailure> {
        let load = PictureLoad.file(
            path, modified: Picture.modificationTime(path), name: (path as NSString).lastPathComponent,
            pixelBudget: pixelBudget)
        switch pixels(for: load, waiting: true) {
        case .ready(let pixels): return .success(pixels)
        case .failed(let message): return .failure(PictureFailure("Reading image \(path)", message: message))
        case .loading: return .failure(PictureFailure("Reading image \(path)", message: "still decoding after 60 s"))
        }
    }

    /// Full-size premultiplied pixels of `load` (on the calling thread: the store's worker).
    static func make(_ load: PictureLoad, decoder: any PictureDecoder) throws(PictureFailure) -> PixelBuffer {
        switch load.origin {
        case .file(let path): return try decoder.decode(path: path, pixelBudget: load.pixelBudget)
        case .bytes(let bytes): return try decoder.decode(bytes: bytes, name: load.name, pixelBudget: load.pixelBudget)
        case .pixels(let pixels):
            if let problem = pixels.problem(pixelBudget: load.pixelBudget) {
                throw PictureFailure("Converting pixels \(Diagnostic.quoted(load.name))", message: problem)
            }
            return convert(pixels)
        }
    }

    /// `pixels` (checked) as premultiplied ARGB.
    static func convert(_ pixels: PicturePixels) -> PixelBuffer {
        let out = PixelBuffer(width: pixels.width, height: pixels.height)
        pixels.rgba.withUnsafeBufferPointer { rgba in
            for i in 0 ..< pixels.width * pixels.height {
                let r = UInt32(rgba[4 * i]), g = UInt32(rgba[4 * i + 1]), b = UInt32(rgba[4 * i + 2])
                let a = UInt32(rgba[4 * i + 3])
                let straight = a << 24 | r << 16 | g << 8 | b
                if pixels.premultiplied {
                    out.pixels[i] = a << 24 | min(r, a) << 16 | min(g, a) << 8 | min(b, a)
                } else {
                    out.pixels[i] = a == 255 ? straight : (a << 24) | (PixelMath.scale(straight, a) & 0x00FF_FFFF)
                }
            }
        }
        return out
    }

    /// A half-size copy, each pixel the rounded average of a 2×2 block.
    package static func halve(_ source: PixelBuffer) -> PixelBuffer {
        let w = source.width / 2, h = source.height / 2
        let out = PixelBuffer(width: w, height: h)
        let sw = source.width
        for y in 0 ..< h {
            for x in 0 ..< w {
                let a = source.pixels[(2 * y) * sw + 2 * x], b = source.pixels[(2 * y) * sw + 2 * x + 1]
                let c = source.pixels[(2 * y + 1) * sw + 2 * x], d = source.pixels[(2 * y + 1) * sw + 2 * x + 1]
                var result: UInt32 = 0
                for shift in stride(from: 0, through: 24, by: 8) {
                    let sum =
                        (a >> UInt32(shift) & 0xFF) + (b >> UInt32(shift) & 0xFF)
                        + (c >> UInt32(shift) & 0xFF) + (d >> UInt32(shift) & 0xFF)
                    result |= ((sum + 2) / 4) << UInt32(shift)
                }
                out.pixels[y * w + x] = result
            }
        }
        return out
    }
}

extension PictureLoad {
    /// The load of a run that names only its file (display lists made by hand).
    static func file(_ path: String, _ run: PictureRun) -> PictureLoad {
        .file(path, modified: Picture.modificationTime(path), name: run.name, pixelBudget: run.pixelBudget)
    }
}

extension DisplayListExecutor {
    /// A picture still decoding: a plain block where it will be (no cross: nothing failed).
    func drawLoading(_ run: PictureRun, into canvas: inout Canvas) {
        let frame = run.frame
        canvas.fill(frame, corners: run.corners.clamped(width: frame.width, height: frame.height), RGBA(hex: 0xE5E5EA))
    }
}
