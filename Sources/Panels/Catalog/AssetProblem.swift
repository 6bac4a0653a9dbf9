import Foundation

/// One problem found in an asset file or while resolving assets: where it is
/// (file, line and column, 1-based; 0 when there is no position) and what is wrong.
///
/// Contract: `description` is `file:line:column: severity: message`, the form compilers
/// print, so editors and terminals can jump to it. Errors mean the input is wrong
/// (malformed, missing, mismatched); warnings mean it works but is probably not meant.
public struct AssetProblem: Sendable, Hashable, CustomStringConvertible {
    /// How serious a problem is.
    public enum Severity: String, Sendable, Hashable, Comparable {
        case warning
        case error

        public static func < (a: Severity, b: Severity) -> Bool { a == .warning && b == .error }
    }

    public var severity: Severity
    /// The file's path as it was found (or a short description such as `<table Widget>`
    /// for problems found while rendering).
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String

    public init(_ severity: Severity, file: String, line: Int = 0, column: Int = 0, _ message: String) {
        self.severity = severity
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    public init(_ severity: Severity, at location: AssetLocation, _ message: String) {
        self.init(severity, file: location.file, line: location.line, column: location.column, message)
    }

    public var isError: Bool { severity == .error }

    public var description: String {
        var place = file
        if line > 0 {
            place += ":\(line)"
            if column > 0 { place += ":\(column)" }
        }
        return "\(place): \(severity.rawValue): \(message)"
    }
}

/// A place in an asset file: path, line and column (1-based; 0 = unknown).
public struct AssetLocation: Sendable, Hashable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int = 0, column: Int = 0) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String {
        line > 0 ? "\(file):\(line):\(column)" : file
    }
}

/// Collects the problems found while a panel tree resolves (missing strings, missing
/// colors), so they are reported instead of hidden. Shared by every copy of the
/// `PanelContext` that holds it; safe to use from several threads.
///
/// Contract: each distinct problem is kept once, in the order first seen.
public final class AssetProblemLog: @unchecked Sendable {
    private let lock = NSLock()
    private var seen: Set<AssetProblem> = []
    private var list: [AssetProblem] = []

    public init() {}

    /// Records `problem` unless it was recorded before.
    public func report(_ problem: AssetProblem) {
        lock.lock()
        defer { lock.unlock() }
        if seen.insert(problem).inserted { list.append(problem) }
    }

    /// Every problem recorded so far, in order.
    public var problems: [AssetProblem] {
        lock.lock()
        defer { lock.unlock() }
        return list
    }

    /// Forgets every problem (for a host that re-renders after fixing assets).
    public func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        seen = []
        list = []
    }
}
