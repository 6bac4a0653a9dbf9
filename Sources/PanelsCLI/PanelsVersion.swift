/// The version `panels --version` prints: the version of the Panels package this
/// command was built from.
enum PanelsVersion {
    static let current = "0.22.0"
}
