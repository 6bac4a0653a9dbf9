/// Names from before diagnostics had one type and one sink, removed: kept one release as
/// unavailable stubs, so code that still uses one gets a compile error naming the
/// replacement (see CHANGELOG.md).
@available(*, unavailable, renamed: "Diagnostic")
public typealias AssetProblem = Diagnostic

/// Removed: use `FileLocation`.
@available(*, unavailable, renamed: "FileLocation")
public typealias AssetLocation = FileLocation

/// Removed: use `DiagnosticLog`.
@available(*, unavailable, renamed: "DiagnosticLog")
public typealias AssetProblemLog = DiagnosticLog

extension DiagnosticLog {
    /// Removed: use `all`.
    @available(*, unavailable, renamed: "all")
    public var problems: [Diagnostic] { all }
}
