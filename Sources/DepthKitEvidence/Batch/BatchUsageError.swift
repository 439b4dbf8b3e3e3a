import DepthKitCore

/// Why a batch cannot start: the command line or the output directory is unusable. Each case
/// ends the run before any input is processed.
public enum BatchUsageError: ExplainedError, Equatable {
    /// The shard (as given) is not `K/N` with `0 ≤ K < N`.
    case invalidShard(String)
    /// The job count is below 1 or above the limit.
    case invalidJobCount(Int, limit: Int)
    /// The output directory already holds a run's summary and neither resume nor overwrite was asked.
    case summaryExists(path: String, lineCount: Int)
    /// Another batch process holds the output directory's lock.
    case outputDirectoryLocked(path: String)
    /// The output directory could not be created or opened.
    case outputDirectoryUnusable(path: String, errno: Int32)
    /// An INPUT does not exist.
    case inputNotFound(path: String)

    public var category: FailureCategory {
        switch self {
        case .inputNotFound: .missingInput
        case .outputDirectoryUnusable: .io
        default: .usage
        }
    }

    public var explanation: (kind: String, message: String) {
        switch self {
        case let .invalidShard(text): ("invalid_shard", "shard '\(text)' does not exist: need K/N with 0 ≤ K < N (K counts from 0), e.g. 0/4")
        case let .invalidJobCount(count, limit): ("invalid_job_count", "job count \(count) is outside 1...\(limit)")
        case let .summaryExists(path, lineCount):
            ("summary_exists", "\(path) already records \(lineCount) inputs of an earlier run")
        case let .outputDirectoryLocked(path):
            ("output_directory_locked", "\(path) is in use by another depthkit batch (give each shard its own output directory)")
        case let .outputDirectoryUnusable(path, code): ("batch_output_directory_unusable", "cannot use output directory \(path): \(systemErrorMessage(code))")
        case let .inputNotFound(path): ("batch_input_not_found", "\(path): no such file or directory")
        }
    }
}
