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
    /// The plane tolerance is widened (both parts alike) to at least this many σ of the depth noise measured
    /// on the map (``DepthNoise``): a flat surface seen by a noisier sensor is still one plane.
    public var planeToleranceNoiseMultiple: Double = 2.5
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

    /// Structure standing at most this far off the plane (perpendicular, metres) is relief on it: frames,
    /// switches, posters, a document's thickness (30 mm at most, plus noise and the error of an assumed
    /// field of view).
    public var reliefHeightMeters: Double = 0.045
    /// Pixels the confidence map rejects at or beyond this depth are beyond the sensor's range, metres.
    public var farLimitMeters: Float = 4.5
    /// A plane explaining at least this share of the valid pixels is the subject of the capture, whatever
    /// surrounds it (unless objects stand on it or a large foreground is seen).
    public var dominantPlaneFraction: Double = 0.6
    /// Structure enclosed by the dominant plane at or above this share → objects on the surface: `real_scene`.
    public var minEnclosedStructureFraction: Double = 0.02
    /// Foreground structure outside the plane's enclosure at or above this share → `real_scene` (a corridor's
    /// floor and far wall, a bookcase before a wall); below it, a hand, a pen or an object's edge.
    public var minForegroundStructureFraction: Double = 0.2
    /// At or above this share of the frame beyond the sensor's range, any standing structure makes a
    /// `real_scene`: an open or distant scene, never a screen or print held up to the camera.
    public var minBeyondRangeFraction: Double = 0.1
    /// …where "any" is a standing structure share at or above this: a post, a bench or a tree trunk in
    /// range (about 24 of the layout's 12,000 samples, three specks' worth).
    public var minOpenSceneStructureFraction: Double = 0.002
    /// Valid depth at or beyond this next to pixels without depth (0, NaN) or with a depth at or beyond it
    /// that the confidence map rejects marks the edge of the sensor's range: those pixels are beyond range,
    /// not holes in a near surface (metres; LiDAR and TrueDepth returns end at about 4–6 m, some exports
    /// clamp at 3.8–4.5 m, the ground reaches it outdoors). Only whole cells of such pixels count (see
    /// docs/ANALYSIS.md, `beyond_range_fraction`): scattered rejected pixels on a far wall only where they
    /// happen to fill most of a cell.
    public var rangeEdgeMeters: Float = 3.5
    /// Pixels without depth where the dominant plane lies nearer than this (metres) are the plane running on
    /// inside the sensor's minimum range (iPhone LiDAR returns nothing nearer than about 0.2–0.3 m, TrueDepth
    /// 0.12–0.2 m): they count with the plane's share of the view (docs/ANALYSIS.md, step 2).
    public var nearRangeMeters: Double = 0.35
    /// At or above this share of the frame beyond range, the scene is open whatever the near part shows
    /// (ground running on to the range's edge): `real_scene`.
    public var openSceneBeyondRangeFraction: Double = 0.4
    /// Structure connected to the frame's border that stands less than this off the plane (metres) reaches
    /// into the view (a hand and its arm, a cable, a pen, an object's edge): never an object on the surface.
    public var reachingInHeightMeters: Double = 0.5
    /// …and crosses the frame's border over less than this (metres at its depth): a hand and forearm
    /// (6–12 cm across, more when slanted), never a person's body cut by the border (30 cm or more).
    public var reachingInWidthMeters: Double = 0.25
    /// A plane that runs on to the range's edge toward the top of the frame is the ground of an open scene
    /// (`real_scene`) when the camera is within a hand-held camera's height above it: at least this far
    /// (held low, metres)…
    public var minGroundCameraHeightMeters: Double = 0.9
    /// …and at most this far (held above the head). A print or table top lies nearer, a ceiling farther.
    public var maxGroundCameraHeightMeters: Double = 2.2
    /// …and its normal is at least this far from the optical axis (degrees): the camera looks at most
    /// 90° minus this below the horizon, so that the ground runs on toward it (55°: at most 35° down).
    public var minGroundTiltDegrees: Double = 55
    /// At least this many separate things standing before the dominant plane (off it by more than the
    /// relief height, less than the reaching-in height: cups, bottles, boxes, fruit) are objects on the
    /// surface wherever they sit in the view, even cut by its border: a table top holds several things,
    /// where a corner of a wall, screen or print shows the edge of one, a hand or a pen.
    public var minObjectsOnSurface: Int = 2
    /// …and from this enclosed share on they make a `real_scene` (`off_plane_structure`, docs/ANALYSIS.md
    /// step 2d), below the 2 % asked of structure in general: two cups seen from 0.8 m.
    public var minObjectsStructureFraction: Double = 0.005
    /// With that much beyond range, a smaller valid share than this → `insufficient_data`.
    public var minCoverageBeyondRange: Double = 0.02

    /// The calibrated defaults.
    public static let `default` = AssessmentThresholds()
}
