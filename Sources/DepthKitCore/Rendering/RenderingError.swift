/// Everything that can be wrong with a request to draw depth.
public enum RenderingError: ExplainedError, Equatable {
    /// `near` must be finite and below `far` (metres).
    case invalidColorRange(nearMeters: Float, farMeters: Float)
    /// An output size is not positive or exceeds the pixel limit.
    case invalidSize(width: Int, height: Int, maxPixels: Int)
    /// Opacity must lie in [0, 1].
    case invalidOpacity(Float)
    /// The depth map and the photo do not share an aspect ratio (after any rotation).
    case aspectMismatch(depthWidth: Int, depthHeight: Int, photoWidth: Int, photoHeight: Int)
    /// An edge threshold must be positive and finite (metres).
    case invalidEdgeThreshold(Float)

    public var category: FailureCategory {
        switch self {
        case .aspectMismatch: .badData
        default: .usage
        }
    }

    public var explanation: (kind: String, message: String) {
        switch self {
        case let .invalidColorRange(near, far): ("invalid_color_range", "colour range near \(near) m, far \(far) m: near must be finite and below far")
        case let .invalidSize(width, height, maxPixels): ("invalid_size", "output size \(width)x\(height) is not positive or exceeds \(maxPixels) pixels")
        case let .invalidOpacity(opacity): ("invalid_opacity", "opacity \(opacity) is outside [0, 1]")
        case let .aspectMismatch(depthWidth, depthHeight, photoWidth, photoHeight):
            ("aspect_mismatch", "depth \(depthWidth)x\(depthHeight) and photo \(photoWidth)x\(photoHeight) differ in aspect ratio by more than 1 %")
        case let .invalidEdgeThreshold(threshold): ("invalid_edge_threshold", "edge threshold \(threshold) m must be positive and finite")
        }
    }
}
