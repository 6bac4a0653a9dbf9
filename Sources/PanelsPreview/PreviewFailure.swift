/// A preview that could not be finished for a reason other than its arguments (the
/// sheet cannot be written): the message names what failed; the process exits 1.
struct PreviewFailure: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
