import DepthKitCore

/// A batch task whose output is too large to hold in memory (a sealed bundle of a 200 MB video
/// capture): instead of returning bytes it writes its output file itself, streaming and
/// atomically (temporary file beside it, renamed when complete). The runner calls it after every
/// in-memory task of the input succeeded and before their outputs are written, so a failure
/// still leaves the input without outputs.
public protocol StreamingBatchTask: Sendable {
    /// The task's name as `--task` spells it.
    var name: String { get }
    /// The extension of the task's output file, without the leading dot (`"dkb"`).
    var outputExtension: String { get }
    /// Writes the output for `subject` to `path` (its directory exists), or throws the error
    /// (naming the input) that stops it, leaving nothing at `path`.
    func writeOutput(for subject: BatchSubject, toFile path: String) throws(InputError)
}
