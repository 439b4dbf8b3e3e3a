/// Why a batch cannot start: the command line or the output directory is unusable. Each case
/// ends the run before any input is processed.
public enum BatchUsageError: DepthKitError, Equatable {
    /// `--shard` is not `K/N` with `0 ≤ K < N`.
    case invalidShard(index: Int, count: Int)
    /// `--shard` is not of the form `K/N`.
    case malformedShard(String)
    /// `--jobs` is below 1 or above the limit.
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

    public var kind: String {
        switch self {
        case .invalidShard, .malformedShard: "invalid_shard"
        case .invalidJobCount: "invalid_job_count"
        case .summaryExists: "summary_exists"
        case .outputDirectoryLocked: "output_directory_locked"
        case .outputDirectoryUnusable: "batch_output_directory_unusable"
        case .inputNotFound: "batch_input_not_found"
        }
    }

    public var description: String {
        switch self {
        case let .invalidShard(index, count):
            "shard \(index)/\(count) does not exist: need 0 ≤ K < N (K counts from 0)"
        case let .malformedShard(text):
            "--shard '\(text)' is not of the form K/N, e.g. 0/4"
        case let .invalidJobCount(count, limit):
            "--jobs \(count) is outside 1...\(limit)"
        case let .summaryExists(path, lineCount):
            "\(path) already records \(lineCount) inputs of an earlier run; pass --resume to continue it or --overwrite to start again"
        case let .outputDirectoryLocked(path):
            "\(path) is in use by another depthkit batch (give each shard its own output directory)"
        case let .outputDirectoryUnusable(path, code):
            "cannot use output directory \(path): \(systemErrorMessage(code))"
        case let .inputNotFound(path):
            "\(path): no such file or directory"
        }
    }
}
