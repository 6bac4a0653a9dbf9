/// One benchmark result: a named scenario, its median value and unit.
///
/// Scenario names are stable so figures can be followed over time (see
/// docs/MAINTAINING.md, "Benchmarks").
struct Figure: Codable, Sendable {
    var scenario: String
    var value: Double
    var unit: String
}
