import CPanelsBlend
import Foundation

/// Which loops blend translucent spans and text coverage: the portable scalar loops,
/// AVX2 (8 pixels a step) or AVX-512BW (16).
///
/// The rasterizer picks the CPU's widest path when it first blends. The pixels never
/// depend on the path (every wide loop computes the scalar formula exactly), so the
/// path changes only speed — and a test can prove that by rendering through each path
/// in `available` with `with(_:_:)` and comparing bytes.
///
/// The environment variable `PANELS_BLEND=scalar|avx2|avx512` caps the path for the
/// whole process when it is first asked for (a path the CPU lacks falls back to the
/// widest it has). Contract: safe from any thread; `with(_:_:)` holds one process-wide
/// lock, so two callers never switch the path under each other (renders on other
/// threads meanwhile use whichever path is set: the bytes are the same).
public enum BlendPath: String, Sendable, CaseIterable, CustomStringConvertible {
    case scalar
    case avx2
    case avx512

    /// Pixels per step.
    public var width: Int {
        switch self {
        case .scalar: 0
        case .avx2: 8
        case .avx512: 16
        }
    }

    /// The path with `width` pixels per step (0, 8, 16).
    public init?(width: Int) {
        guard let path = Self.allCases.first(where: { $0.width == width }) else { return nil }
        self = path
    }

    public var description: String {
        switch self {
        case .scalar: "scalar"
        case .avx2: "AVX2"
        case .avx512: "AVX-512BW"
        }
    }

    /// The path blending uses now.
    public static var current: BlendPath { BlendPath(width: Int(panels_blend_width())) ?? .scalar }

    /// The paths this CPU can run, narrowest first (scalar is always there).
    public static var available: [BlendPath] {
        let widest = Int(panels_blend_cpu_width())
        return allCases.filter { $0.width <= widest }
    }

    /// What `PANELS_BLEND` asks for, or nil when it is not set; a value that names no
    /// path is returned as the reason it was ignored.
    public static var requested: Result<BlendPath, Unrecognized>? {
        guard let value = ProcessInfo.processInfo.environment["PANELS_BLEND"] else { return nil }
        if let path = BlendPath(rawValue: value) { return .success(path) }
        return .failure(Unrecognized(value: String(value.prefix(80))))
    }

    /// A `PANELS_BLEND` value that is not `scalar`, `avx2` or `avx512`.
    public struct Unrecognized: Error, Sendable, Equatable, CustomStringConvertible {
        public let value: String
        public init(value: String) { self.value = value }
        public var description: String {
            "PANELS_BLEND=\(value) is not scalar, avx2 or avx512, so it was ignored"
        }
    }

    private static let switching = NSLock()

    /// Runs `body` with blending capped at `path` (a path the CPU lacks falls back to
    /// the widest it has: check `current` inside), then restores the path that was in
    /// use. Callers are serialized by a process-wide lock.
    public static func with<T>(_ path: BlendPath, _ body: () throws -> T) rethrows -> T {
        switching.lock()
        defer { switching.unlock() }
        let before = current
        _ = panels_blend_limit(Int32(path.width))
        defer { _ = panels_blend_limit(Int32(before.width)) }
        return try body()
    }
}
