/// Why the per-frame pipeline failed, naming the stage.
public enum CaptureError: DepthKitError {
    /// A stage threw a DepthKit error.
    case stageFailed(stage: CaptureStage, underlying: any DepthKitError)
    /// A plugged-in stage threw an error that is not a ``DepthKitError``; `message` is its description.
    case stageFailedWithoutDetail(stage: CaptureStage, message: String)

    /// The stage that failed.
    public var stage: CaptureStage {
        switch self {
        case .stageFailed(let stage, _), .stageFailedWithoutDetail(let stage, _): stage
        }
    }

    public var category: FailureCategory {
        switch self {
        case .stageFailed(_, let underlying): underlying.category
        case .stageFailedWithoutDetail: .badData
        }
    }

    public var kind: String {
        switch self {
        case .stageFailed(_, let underlying): underlying.kind
        case .stageFailedWithoutDetail: "stage_failed"
        }
    }

    public var description: String {
        switch self {
        case let .stageFailed(stage, underlying): "\(stage.rawValue): \(underlying)"
        case let .stageFailedWithoutDetail(stage, message): "\(stage.rawValue) failed: \(message)"
        }
    }
}
