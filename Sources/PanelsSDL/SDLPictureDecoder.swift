import CSDL2
import CSDL2Image
import Foundation
import Panels
import PanelsRaster

/// Decodes PNG and JPEG files with SDL2_image into premultiplied ARGB pixels for
/// Panels' rasterizer.
///
/// Contract: thread-safe (SDL2_image is reached with `SDLLock` held). The file's header is
/// checked first (`PictureHeader`: a regular file, not truncated, at most the
/// picture's pixel budget — `PanelContext.picturePixelBudget`, carried on
/// `PictureRun.pixelBudget` — and never more than `PictureHeader.maximumPixelBudget`). A file SDL2_image cannot read gives a
/// `PictureFailure` with SDL_image's message and the file's path; a PNG whose chunks
/// are damaged (a CRC that does not match, a chunk past the end) is refused before
/// SDL2_image reads it, naming the chunk (`PNGChunkCheck`).
struct SDLPictureDecoder: PictureDecoder {
    /// The process's picture cache, decoding through SDL2_image.
    static let cache = PictureCache(decoder: SDLPictureDecoder(), store: .shared)

    /// Installs the decoder into the process's `PictureStore` (once; any later call
    /// does nothing), so pictures resolved before the first render start decoding.
    static func install() { _ = cache }

    func decode(bytes: PictureBytes, name: String, pixelBudget: Int) throws(PictureFailure) -> PixelBuffer {
        let operation = "Reading image \(Diagnostic.quoted(name))"
        do { try SDLRuntime.start() } catch { throw PictureFailure(operation, message: error.description) }
        do {
            _ = try PictureHeader.pixelSize(of: bytes, name: name, pixelBudget: pixelBudget)
        } catch {
            throw PictureFailure(operation, message: error.reason)
        }
        let array: [UInt8]
        switch bytes {
        case .array(let a): array = a
        case .data(let d): array = [UInt8](d)
        }
        if let damage = PNGChunkCheck.problem(in: array) { throw PictureFailure(operation, message: damage) }
        return try SDLLock.run { () throws(PictureFailure) -> PixelBuffer in
            let loaded = array.withUnsafeBytes { raw -> UnsafeMutablePointer<SDL_Surface>? in
                guard let rw = SDL_RWFromConstMem(raw.baseAddress, Int32(raw.count)) else { return nil }
                return IMG_Load_RW(rw, 1)
            }
            guard let loaded else { throw PictureFailure(operation, message: String(cString: panels_IMG_GetError())) }
            defer { SDL_FreeSurface(loaded) }
            return try premultiplied(loaded, operation: operation)
        }
    }

    func decode(path: String, pixelBudget: Int) throws(PictureFailure) -> PixelBuffer {
        do { try SDLRuntime.start() } catch {
            throw PictureFailure("Reading image \(path)", message: error.description)
        }
        return try SDLLock.run { () throws(PictureFailure) -> PixelBuffer in
            try decodeLocked(path: path, pixelBudget: pixelBudget)
        }
    }

    private func decodeLocked(path: String, pixelBudget: Int) throws(PictureFailure) -> PixelBuffer {
        // Checked again here, not only when the picture resolved (the file may have
        // changed since): a regular file, whole, within the largest budget, so
        // SDL2_image never allocates more than that (the header reader clamps the
        // budget to the hard ceiling).
        do {
            _ = try PictureHeader.pixelSize(
                of: URL(fileURLWithPath: path), pixelBudget: pixelBudget)
        } catch {
            throw PictureFailure("Reading image \(path)", message: error.reason)
        }
        // Damaged chunks are named here (libpng would print its own line to stderr).
        if let damage = PNGChunkCheck.problem(in: path) {
            throw PictureFailure("Reading image \(path)", message: damage)
        }
        guard let loaded = IMG_Load(path) else {
            throw PictureFailure("Reading image \(path)", message: String(cString: panels_IMG_GetError()))
        }
        defer { SDL_FreeSurface(loaded) }
        return try premultiplied(loaded, operation: "Reading image \(path)")
    }

    /// The surface's pixels as premultiplied ARGB (SDLLock held).
    private func premultiplied(
        _ loaded: UnsafeMutablePointer<SDL_Surface>, operation: String
    ) throws(PictureFailure) -> PixelBuffer {
        guard let converted = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else {
            throw PictureFailure(operation, message: String(cString: SDL_GetError()))
        }
        defer { SDL_FreeSurface(converted) }
        let w = Int(converted.pointee.w), h = Int(converted.pointee.h)
        guard w > 0, h > 0 else { throw PictureFailure(operation, message: "empty image") }
        let buffer = PixelBuffer(width: w, height: h)
        if panels_SDL_MustLock(converted) != 0 { SDL_LockSurface(converted) }
        let pitch = Int(converted.pointee.pitch)
        let base = converted.pointee.pixels.assumingMemoryBound(to: UInt8.self)
        for y in 0 ..< h {
            let row = UnsafeRawPointer(base + y * pitch).assumingMemoryBound(to: UInt32.self)
            for x in 0 ..< w {
                let p = row[x]
                let a = p >> 24
                buffer.pixels[y * w + x] = a == 255 ? p : (a << 24) | (PixelMath.scale(p, a) & 0x00FF_FFFF)
            }
        }
        if panels_SDL_MustLock(converted) != 0 { SDL_UnlockSurface(converted) }
        return buffer
    }
}
