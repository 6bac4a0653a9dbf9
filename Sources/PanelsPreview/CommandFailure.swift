/// A command that could not be finished for a reason other than a command line it cannot
/// understand: a file or folder named on it that cannot be used (missing, the wrong kind,
/// unreadable, malformed), or an output that cannot be written. Printed as
/// `Error: <message>`; the process exits 1 (exit 64 stays for usage errors). `panels
/// preview` and the other `panels` subcommands share it.
package struct CommandFailure: Error, CustomStringConvertible {
    package var message: String
    package var description: String { message }

    package init(message: String) { self.message = message }
}
