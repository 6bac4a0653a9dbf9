/// A file or folder named on the command line that cannot be used: missing, not the
/// kind asked for, unreadable or malformed. `panels` prints it as `Error: …` and exits 1,
/// as it does for a run that found problems or could not write its output; exit 64 is
/// kept for a command line that cannot be understood (an unknown option, a value that
/// is not valid for its option). See the README's exit codes.
struct InputFailure: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) { self.description = description }
}
