import Foundation

/// A progress report on standard error: on a terminal one line rewritten in place
/// (carriage return and erase-line), ended with a newline after the last step;
/// anywhere else (a pipe, a file, CI's log) one whole line per step.
struct ProgressLine {
    /// Whether to rewrite one line; by default, whether standard error is a terminal.
    var rewrites: Bool
    var write: (String) -> Void

    init(
        rewrites: Bool = isatty(STDERR_FILENO) != 0,
        write: @escaping (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }
    ) {
        self.rewrites = rewrites
        self.write = write
    }

    /// Shows `text` as step `done` of `total`.
    func update(_ text: String, done: Int, total: Int) {
        if rewrites {
            write("\r\u{1B}[2K" + text + (done >= total ? "\n" : ""))
        } else {
            write(text + "\n")
        }
    }
}
