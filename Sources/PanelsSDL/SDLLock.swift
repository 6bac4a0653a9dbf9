import Foundation

/// The one lock that guards every call into SDL, SDL_ttf and SDL_image.
///
/// SDL and SDL_ttf are not thread-safe, and users' snapshot tests render in
/// parallel. Contract: every Panels call into the SDL libraries runs inside
/// `SDLLock.run`; the lock is recursive, so nested helpers may take it again.
public enum SDLLock {
    private static let lock = NSRecursiveLock()

    /// Runs `body` while holding the SDL lock.
    public static func run<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}
