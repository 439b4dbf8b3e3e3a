import DepthKitCore

/// `--task seal`: the capture directory sealed into `<name>.dkb` with ``BundleSealer``, streamed to
/// its file through one 1 MiB buffer. Only capture directories are sealed; a single depth file fails
/// the input. Unlike the other tasks' outputs, a bundle is not the same bytes on every run (each
/// bundle draws a fresh salt), but every run's bundle opens to the same files.
public struct SealTask: StreamingBatchTask {
    public let name = "seal"
    public let outputExtension = BundleFormat.fileExtension
    /// The sealer (master key, key id, sync policy).
    public let sealer: BundleSealer

    /// Creates the task sealing with `sealer`.
    public init(sealer: BundleSealer) {
        self.sealer = sealer
    }

    public func writeOutput(for subject: BatchSubject, toFile path: String) throws(InputError) {
        guard let capture = subject.capture else {
            throw InputError(input: subject.input.path, underlying: BatchInputError.notACapture(task: name))
        }
        do {
            try sealer.seal(captureDirectory: capture.name, to: path)
        } catch {
            throw InputError(input: subject.input.path, underlying: error)
        }
    }
}
