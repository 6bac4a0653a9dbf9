import CSDL2
import CSDL2Image
import Foundation
import Panels
import PanelsRaster

/// Encodes `PixelImage`s as PNG and decodes PNG (and JPEG) files, through SDL2_image.
///
/// Contract: encoding is deterministic (same pixels, same bytes); decoding returns
/// 8-bit RGBA. Errors name the file. Thread-safe (holds `SDLLock`).
public enum PNGCodec {
    /// Writes `image` to `url` as a PNG (8 bits per channel, `PNGEncoder`) through
    /// `AtomicFile`: a temporary file renamed into place, so a failed write leaves the
    /// old file whole. Errors name the file.
    public static func write(_ image: PixelImage, to url: URL) throws(SDLError) {
        let png: Data
        do {
            png = try PNGEncoder.encode(image)
        } catch {
            throw SDLError("Encoding PNG \(url.path)", message: "\(error)")
        }
        do {
            try AtomicFile.write(png, to: url)
        } catch {
            throw SDLError("Writing PNG \(url.path)", message: error.reason)
        }
    }

    /// The PNG encoding of `image`.
    public static func encode(_ image: PixelImage) throws(SDLError) -> Data {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("panels-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: url) }
        try write(image, to: url)
        do {
            return try Data(contentsOf: url)
        } catch {
            throw SDLError("Reading back \(url.path)", message: "\(error)")
        }
    }

    /// Decodes the PNG or JPEG file at `url`.
    public static func read(_ url: URL) throws(SDLError) -> PixelImage {
        try SDLRuntime.start()
        return try SDLLock.run { () throws(SDLError) -> PixelImage in
            guard let loaded = IMG_Load(url.path) else {
                throw SDLError("Reading image \(url.path)", message: String(cString: panels_IMG_GetError()))
            }
            defer { SDL_FreeSurface(loaded) }
            return try pixels(of: loaded, name: url.path)
        }
    }

    /// Decodes PNG or JPEG bytes; `name` is used in errors.
    public static func decode(_ data: Data, name: String = "image data") throws(SDLError) -> PixelImage {
        try SDLRuntime.start()
        return try SDLLock.run { () throws(SDLError) -> PixelImage in
            let loaded: UnsafeMutablePointer<SDL_Surface>? = data.withUnsafeBytes { buffer in
                guard let stream = SDL_RWFromConstMem(buffer.baseAddress, Int32(buffer.count)) else { return nil }
                return IMG_Load_RW(stream, 1)
            }
            guard let loaded else {
                throw SDLError("Decoding \(name)", message: String(cString: panels_IMG_GetError()))
            }
            defer { SDL_FreeSurface(loaded) }
            return try pixels(of: loaded, name: name)
        }
    }

    private static func pixels(of surface: UnsafeMutablePointer<SDL_Surface>, name: String) throws(SDLError)
        -> PixelImage
    {
        guard let converted = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_ABGR8888.rawValue, 0) else {
            throw SDLError.current("Converting \(name) to RGBA")
        }
        defer { SDL_FreeSurface(converted) }
        let width = Int(converted.pointee.w)
        let height = Int(converted.pointee.h)
        let pitch = Int(converted.pointee.pitch)
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        SDL_LockSurface(converted)
        let source = converted.pointee.pixels.assumingMemoryBound(to: UInt8.self)
        bytes.withUnsafeMutableBufferPointer { target in
            for row in 0 ..< height {
                (target.baseAddress! + row * width * 4).update(from: source + row * pitch, count: width * 4)
            }
        }
        SDL_UnlockSurface(converted)
        return PixelImage(width: width, height: height, bytes: bytes)
    }
}
