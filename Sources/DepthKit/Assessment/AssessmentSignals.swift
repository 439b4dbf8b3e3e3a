/// The measurements behind an ``Assessment``. Optional values are `null` when they could not be
/// measured (no confidence map, no intrinsics, too little data).
public struct AssessmentSignals: Equatable, Sendable, Encodable {
    /// Pixels valid for the assessment: depth within 0.1…20 m and confidence at or above the minimum.
    public var validPixels: Int
    /// `validPixels` over all pixels, in [0, 1].
    public var coverage: Double
    /// Share of pixels with confidence 2 (high), in [0, 1]; `nil` without a confidence map.
    public var highConfidenceFraction: Double?
    /// Share of valid pixels within the depth-proportional tolerance of the dominant plane, in [0, 1].
    public var planeInlierFraction: Double?
    /// Root-mean-square depth deviation of those inliers from the plane, metres.
    public var planeRMSEMeters: Double?
    /// Angle between the plane's normal and the optical axis, degrees in [0, 90]; needs intrinsics.
    public var planeTiltDegrees: Double?
    /// Farthest over nearest plane depth across the frame's corners (≥ 1); 1 for a fronto-parallel plane.
    public var planeDepthRatio: Double?
    /// Share of valid pixels that lie off the plane *and* on a locally smooth surface (at least two
    /// 4-neighbours also off the plane and within 5 % of their depth), in [0, 1].
    public var offPlaneStructureFraction: Double?
    /// Share of valid pixels off the plane, coherent or not, in [0, 1].
    public var offPlaneFraction: Double?
    /// Distinct depth layers: prominent peaks of a smoothed log-depth histogram.
    public var depthLayers: Int

    /// Nothing measured.
    public static let empty = AssessmentSignals(
        validPixels: 0, coverage: 0, highConfidenceFraction: nil, planeInlierFraction: nil, planeRMSEMeters: nil,
        planeTiltDegrees: nil, planeDepthRatio: nil, offPlaneStructureFraction: nil, offPlaneFraction: nil,
        depthLayers: 0)

    enum CodingKeys: String, CodingKey {
        case coverage
        case validPixels = "valid_pixels"
        case highConfidenceFraction = "high_confidence_fraction"
        case planeInlierFraction = "plane_inlier_fraction"
        case planeRMSEMeters = "plane_rmse_m"
        case planeTiltDegrees = "plane_tilt_deg"
        case planeDepthRatio = "plane_depth_ratio"
        case offPlaneStructureFraction = "off_plane_structure_fraction"
        case offPlaneFraction = "off_plane_fraction"
        case depthLayers = "depth_layers"
    }
}
