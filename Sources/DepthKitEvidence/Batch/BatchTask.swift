import DepthKitCore

/// One kind of work a batch does for every input, producing one output file named after the
/// input (`OUTDIR/<name>.<outputExtension>`). Tasks are pure: the same input gives the same
/// bytes, so a resumed run reproduces an uninterrupted one exactly.
public protocol BatchTask: Sendable {
    /// The task's name as `--task` spells it.
    var name: String { get }
    /// The extension of the task's output file, without the leading dot (`"json"`, `"png"`).
    var outputExtension: String { get }
    /// The output's bytes for `subject`, or the error (naming the input) that stops it.
    func output(for subject: BatchSubject) throws(InputError) -> [UInt8]
}
