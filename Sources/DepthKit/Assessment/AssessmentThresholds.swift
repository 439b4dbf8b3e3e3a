/// The tunable constants of the ``Assessment``. The defaults are calibrated in `docs/ANALYSIS.md`
/// (synthetic scenes, the reference corpus and real sensor frames); change them only with new data.
public struct AssessmentThresholds: Hashable, Sendable {
    /// Fewer valid pixels than this → `insufficient_data`.
    public var minValidPixels: Int = 256
    /// A smaller valid share than this → `insufficient_data`.
    public var minCoverage: Double = 0.1
    /// Plane tolerance, relative part: a pixel is on the plane when `|z − ẑ| ≤ relative·ẑ + absolute`.
    public var planeRelativeTolerance: Double = 0.015
    /// Plane tolerance, absolute part, metres.
    public var planeAbsoluteToleranceMeters: Double = 0.005
    /// Two off-plane neighbours belong to one surface when their depths differ by at most this share.
    public var surfaceNeighbourTolerance: Float = 0.05
    /// An off-plane structure share at or above this → `real_scene`.
    public var minStructureFraction: Double = 0.02
    /// Without structure, a plane inlier share at or above this → `flat_surface` (else `insufficient_data`).
    public var minPlaneInlierFraction: Double = 0.5
    /// A layer's peak must rise this share of the valid pixels above its surroundings (smoothed histogram).
    public var layerProminenceFraction: Double = 0.01
    /// A flat plane is reported as tilted above this angle (with intrinsics), degrees.
    public var tiltedPlaneDegrees: Double = 10
    /// …or, without intrinsics, above this far/near depth ratio across the frame.
    public var tiltedPlaneDepthRatio: Double = 1.2

    /// The calibrated defaults.
    public static let `default` = AssessmentThresholds()
}
