/// Why the per-frame pipeline failed, naming the stage.
public enum CaptureError: DepthKitError {
    /// A stage threw a DepthKit error.
    case stageFailed(stage: CaptureStage, underlying: any DepthKitError)
    /// A plugged-in stage threw an error that is not a ``DepthKitError``; `message` is its description.
    case stageFailedWithoutDetail(stage: CaptureStage, message: String)
    /// The output directory could not be created or used (`errno`).
    case outputDirectoryUnusable(path: String, errno: Int32)
    /// An output file could not be written or moved into place (`errno`).
    case writeFailed(path: String, errno: Int32)

    /// The stage that failed.
    public var stage: CaptureStage {
        switch self {
        case .stageFailed(let stage, _), .stageFailedWithoutDetail(let stage, _): stage
        case .outputDirectoryUnusable, .writeFailed: .writeFiles
        }
    }

    public var category: FailureCategory {
        switch self {
        case .stageFailed(_, let underlying): underlying.category
        case .stageFailedWithoutDetail: .badData
        case .outputDirectoryUnusable, .writeFailed: .io
        }
    }

    public var kind: String {
        switch self {
        case .stageFailed(_, let underlying): underlying.kind
        case .stageFailedWithoutDetail: "stage_failed"
        case .outputDirectoryUnusable: "output_directory_unusable"
        case .writeFailed: "write_failed"
        }
    }

    public var description: String {
        switch self {
        case let .stageFailed(stage, underlying): "\(stage.rawValue): \(underlying)"
        case let .stageFailedWithoutDetail(stage, message): "\(stage.rawValue) failed: \(message)"
        case let .outputDirectoryUnusable(path, code): "output directory \(path): \(systemMessage(code))"
        case let .writeFailed(path, code): "cannot write \(path): \(systemMessage(code))"
        }
    }
}
