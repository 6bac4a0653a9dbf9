// `import PanelsSnapshotTesting` brings swift-snapshot-testing's `assertSnapshot`,
// `verifySnapshot`, `withSnapshotTesting` and `Snapshotting` with it, so a test
// file needs no second import.
@_exported import SnapshotTesting
