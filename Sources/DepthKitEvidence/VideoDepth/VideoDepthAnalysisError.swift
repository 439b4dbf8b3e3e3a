import DepthKitCore

/// Why the reference's video depth analysis is unavailable for keyframes that decoded.
public enum VideoDepthAnalysisError: DepthKitError, Equatable {
    /// Fewer than two keyframes are left after sampling (or there are none at all).
    case insufficientFrames(sampled: Int)

    public var category: FailureCategory { .badData }
    public var kind: String { "insufficient_keyframes" }

    /// The reference's error variant, `InsufficientFrames`.
    public var referenceStatus: String { "InsufficientFrames" }

    public var description: String {
        switch self {
        case .insufficientFrames(let sampled): "insufficient frames for analysis: \(sampled) frames (minimum: 2)"
        }
    }
}
