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
    /// Share of valid pixels that are structure standing more than the relief height off the plane
    /// *inside* the plane's extent (plane on at least three sides): objects on or before the surface.
    public var enclosedStructureFraction: Double?
    /// Share of valid pixels that are structure standing off the plane in a corner, along a border or
    /// across the frame (plane on two sides or fewer), in front of the plane.
    public var foregroundStructureFraction: Double?
    /// …the same behind the plane: background seen around or beyond the surface.
    public var backgroundStructureFraction: Double?
    /// Share of valid pixels that are structure within the relief height of the plane (frames, switches).
    public var reliefFraction: Double?
    /// Perpendicular distance from the camera to the plane, metres (intrinsics, else a 62° field of view).
    public var planeDistanceMeters: Double?
    /// Share of all pixels that the confidence map rejects at or beyond the far limit (`nil` without one).
    public var beyondRangeFraction: Double?

    /// Nothing measured.
    public static let empty = AssessmentSignals(
        validPixels: 0, coverage: 0, highConfidenceFraction: nil, planeInlierFraction: nil, planeRMSEMeters: nil,
        planeTiltDegrees: nil, planeDepthRatio: nil, offPlaneStructureFraction: nil, offPlaneFraction: nil,
        depthLayers: 0, enclosedStructureFraction: nil, foregroundStructureFraction: nil,
        backgroundStructureFraction: nil, reliefFraction: nil, planeDistanceMeters: nil, beyondRangeFraction: nil)

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
        case enclosedStructureFraction = "enclosed_structure_fraction"
        case foregroundStructureFraction = "foreground_structure_fraction"
        case backgroundStructureFraction = "background_structure_fraction"
        case reliefFraction = "relief_fraction"
        case planeDistanceMeters = "plane_distance_m"
        case beyondRangeFraction = "beyond_range_fraction"
    }
}
