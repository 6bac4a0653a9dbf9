import Testing

/// Every suite that opens SDL windows inside the test process. SDL's video subsystem
/// and event queue are global: two of these tests running at once would steal each
/// other's events (or crash SDL), so their suites nest here and run one at a time.
/// Tests that run a demo as a child process have their own SDL and need not join.
@Suite(.serialized)
enum InProcessWindows {}
