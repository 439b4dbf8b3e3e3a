/// Why an output file could not be written. Every writer of DepthKit (the CLI's pictures and
/// conversions, the frame pipeline's capture directory, batch outputs, evidence reports) reports
/// with this one enum; the path is the one the caller asked for.
public enum OutputError: ExplainedError, Equatable {
    /// The output directory could not be created or used (`errno`).
    case directoryUnusable(path: String, errno: Int32)
    /// A file could not be written, moved into place or removed (`errno`).
    case writeFailed(path: String, errno: Int32)

    public var category: FailureCategory { .io }
    public var namesItsFile: Bool { true }

    public var explanation: (kind: String, message: String) {
        switch self {
        case let .directoryUnusable(path, code): ("output_directory_unusable", "output directory \(path) is unusable: \(systemErrorMessage(code))")
        case let .writeFailed(path, code): ("output_write_failed", "cannot write \(path): \(systemErrorMessage(code))")
        }
    }
}
