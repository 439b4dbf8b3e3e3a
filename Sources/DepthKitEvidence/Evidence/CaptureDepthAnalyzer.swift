import DepthKitCore

/// The plug point for the `depth_analysis` check: something that judges whether a depth map
/// shows a real 3D scene, producing the reference-compatible analysis object and DepthKit's
/// assessment as one encodable report.
public protocol CaptureDepthAnalyzer: Sendable {
    /// Analyses `map` (with the capture's ARKit confidence map when it has one, of `map`'s dimensions).
    func analyzeCapture(_ map: DepthMap, confidence: ConfidenceMap?) -> CaptureDepthAnalysis
}

/// What an analyzer concluded.
public enum CaptureDepthAnalysis: Sendable {
    /// No analysis was possible; the error says why (its description is the check's detail).
    case unavailable(because: any DepthKitError)
    /// The analysis ran: its report (embedded in the evidence report as `depth_analysis`), what
    /// it judges the scene to be, and a one-line summary with the deciding numbers.
    case analyzed(report: any Encodable & Sendable, scene: Scene, summary: String)

    /// What the depth shows, as the `depth_analysis` check counts it.
    public enum Scene: Sendable {
        /// Real 3D structure: the check passes.
        case real
        /// A flat surface (screen, print, wall): the check fails and the capture is suspicious.
        case flat
        /// Too little valid or coherent depth to tell: the check is unavailable.
        case undecided
    }
}
