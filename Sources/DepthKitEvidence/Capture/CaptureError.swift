import DepthKitCore

/// Why the per-frame pipeline failed, naming the stage.
public enum CaptureError: ExplainedError {
    /// A stage threw a DepthKit error.
    case stageFailed(stage: CaptureStage, underlying: any DepthKitError)

    /// The stage that failed.
    public var stage: CaptureStage {
        switch self {
        case .stageFailed(let stage, _): stage
        }
    }

    public var category: FailureCategory {
        switch self {
        case .stageFailed(_, let underlying): underlying.category
        }
    }

    public var explanation: (kind: String, message: String) {
        switch self {
        case let .stageFailed(stage, underlying): (underlying.kind, "\(stage.rawValue): \(underlying)")
        }
    }
}
