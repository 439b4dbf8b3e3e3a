import DepthKitCore

/// Why one input of a batch failed for reasons of the batch itself (listing, naming, writing),
/// rather than of its content. Each becomes that input's error line; the batch goes on.
public enum BatchInputError: ExplainedError, Equatable {
    /// Following the path's symlinks leads back to a directory already being walked, or loops.
    case symlinkLoop
    /// A symlink whose target does not exist.
    case danglingSymlink
    /// The entry is a FIFO, socket or device, which is never read.
    case notRegularFile
    /// The directory cannot be listed.
    case directoryUnreadable(errno: Int32)
    /// A directory's name is not valid UTF-8: it is not walked into (files with such names are
    /// processed; see ``EscapedFileName``).
    case invalidFileName
    /// The output name would leave the output directory or is not a usable file name.
    case unsafeOutputName(String)
    /// An earlier input in this run already produces outputs under this name.
    case duplicateOutputName(String)
    /// The task needs a capture directory but the input is a single depth file.
    case notACapture(task: String)
    /// A capture directory lacks a file the task needs.
    case captureFileMissing(String)
    /// Writing an output (or the summary) failed.
    case outputWriteFailed(OutputError)

    public var category: FailureCategory {
        switch self {
        case .symlinkLoop, .notRegularFile, .invalidFileName, .unsafeOutputName, .duplicateOutputName: .badData
        case .notACapture: .usage
        case .danglingSymlink, .directoryUnreadable, .captureFileMissing: .missingInput
        case .outputWriteFailed: .io
        }
    }

    public var explanation: (kind: String, message: String) {
        switch self {
        case .symlinkLoop: ("symlink_loop", "symlinks loop (back to themselves or to a directory being walked)")
        case .danglingSymlink: ("dangling_symlink", "symlink points to nothing")
        case .notRegularFile: ("not_regular_file", "not a regular file (FIFO, socket or device), not read")
        case let .directoryUnreadable(code): ("directory_unreadable", "directory cannot be listed: \(systemErrorMessage(code))")
        case .invalidFileName: ("invalid_file_name", "directory name is not valid UTF-8, not walked into (its bytes are in input_escaped)")
        case let .unsafeOutputName(name): ("unsafe_output_name", "output name '\(name)' would not stay inside the output directory")
        case let .duplicateOutputName(name): ("duplicate_output_name", "outputs named '\(name)' are already written by an earlier input; rename one of them")
        case let .notACapture(task):
            ("not_a_capture", "task '\(task)' needs a capture directory (metadata.json, photo.jpg, depth file), not a single depth file")
        case let .captureFileMissing(file): ("capture_file_missing", "capture has no \(file)")
        case let .outputWriteFailed(error): (error.kind, error.description)
        }
    }
}
