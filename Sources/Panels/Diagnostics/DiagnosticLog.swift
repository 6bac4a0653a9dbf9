import Foundation

/// The sink every stage reports its `Diagnostic`s to: asset lookups (missing
/// strings, colors), resolve (nesting cut), pictures, the popover pass and drawing.
/// It lives in `PanelContext.diagnostics`, shared by every copy of the context that
/// holds it; `Composition`, `Stage`, `WindowHost`, `OffscreenRenderer`, the snapshot
/// strategies and the command line read it. Safe to use from several threads.
///
/// Contract: each distinct diagnostic is kept once, in the order first seen. A log
/// made with a `parent` also reports everything to the parent (a contact sheet's
/// cell keeps its own problems and the sheet sees them all).
public final class DiagnosticLog: @unchecked Sendable {
    private let lock = NSLock()
    private var seen: Set<Diagnostic> = []
    private var list: [Diagnostic] = []
    /// Where reports are passed on to, if anywhere.
    package let parent: DiagnosticLog?

    /// An empty log that also passes every report on to `parent` (nil: to nothing else).
    public init(parent: DiagnosticLog? = nil) {
        self.parent = parent
    }

    /// Records `diagnostic` unless it was recorded before.
    public func report(_ diagnostic: Diagnostic) {
        lock.lock()
        let inserted = seen.insert(diagnostic).inserted
        if inserted { list.append(diagnostic) }
        lock.unlock()
        if inserted { parent?.report(diagnostic) }
    }

    /// Records each of `diagnostics`.
    public func report(_ diagnostics: some Sequence<Diagnostic>) {
        for diagnostic in diagnostics { report(diagnostic) }
    }

    /// Every diagnostic recorded so far, in order.
    public var all: [Diagnostic] {
        lock.lock()
        defer { lock.unlock() }
        return list
    }

    /// Whether nothing was recorded.
    public var isEmpty: Bool { all.isEmpty }

    /// Forgets every diagnostic (for a host that re-renders after fixing assets).
    public func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        seen = []
        list = []
    }
}
