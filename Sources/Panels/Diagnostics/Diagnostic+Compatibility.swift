/// Names from before diagnostics had one type and one sink.
@available(*, deprecated, renamed: "Diagnostic")
public typealias AssetProblem = Diagnostic

@available(*, deprecated, renamed: "FileLocation")
public typealias AssetLocation = FileLocation

@available(*, deprecated, renamed: "DiagnosticLog")
public typealias AssetProblemLog = DiagnosticLog

extension DiagnosticLog {
    @available(*, deprecated, renamed: "all")
    public var problems: [Diagnostic] { all }
}
