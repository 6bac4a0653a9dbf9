import CSDL2
import Foundation

/// The one lock that guards every call into SDL, SDL_ttf and SDL_image.
///
/// SDL and SDL_ttf are not thread-safe, and users' snapshot tests render in
/// parallel. Contract: every Panels call into the SDL libraries runs inside
/// `SDLLock.run`; the lock is recursive, so nested helpers may take it again. SDL's
/// error text is per thread: read it inside the same `run`. When the outermost `run`
/// ends, SDL's storage for the calling thread (its error buffer) is freed: SDL frees
/// it only for threads it created itself, so every pool thread that met an SDL error
/// would otherwise keep it after the thread ended (LeakSanitizer saw it).
public enum SDLLock {
    private static let lock = NSRecursiveLock()
    /// How deep the current holder is (only read and written with the lock held).
    nonisolated(unsafe) private static var depth = 0

    /// Runs `body` while holding the SDL lock.
    public static func run<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        lock.lock()
        depth += 1
        defer {
            depth -= 1
            if depth == 0 { SDL_TLSCleanup() }
            lock.unlock()
        }
        return try body()
    }
}
