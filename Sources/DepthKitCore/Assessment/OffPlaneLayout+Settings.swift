extension OffPlaneLayout {
    /// What an ``OffPlaneLayout`` is measured against: the sensor's range, the sizes that tell a hand
    /// reaching in from a thing standing on the surface, and the camera's focal length.
    struct Settings {
        /// Depth from which a sample counts as at the range's edge (a rejected far return), metres.
        var rangeEdgeMeters: Float
        /// The sensor's minimum range: where the plane runs on nearer than this, its unseen samples count
        /// as near range, metres.
        var nearRangeMeters: Double
        /// A region standing this far off the plane or more is not reaching in, metres.
        var reachingInHeightMeters: Double
        /// A region crossing the frame's border over this width or more is not reaching in, metres.
        var reachingInWidthMeters: Double
        /// From this many things standing before the plane on, their samples are enclosed wherever they sit.
        var minObjectsOnSurface: Int
        /// The share of the samples beyond range from which the plane may be open ground.
        var openSceneBeyondRangeFraction: Double
        /// The camera heights over open ground, metres.
        var groundDistanceMeters: ClosedRange<Double>
        /// The focal length, pixels (the intrinsics', else from the assumed field of view).
        var focalLengthPixels: Double

        /// The settings of `thresholds` for a camera of focal length `focalLengthPixels`.
        init(_ thresholds: AssessmentThresholds, focalLengthPixels: Double) {
            rangeEdgeMeters = thresholds.rangeEdgeMeters
            nearRangeMeters = thresholds.nearRangeMeters
            reachingInHeightMeters = thresholds.reachingInHeightMeters
            reachingInWidthMeters = thresholds.reachingInWidthMeters
            minObjectsOnSurface = thresholds.minObjectsOnSurface
            openSceneBeyondRangeFraction = thresholds.minBeyondRangeFraction
            groundDistanceMeters = thresholds.minGroundCameraHeightMeters...thresholds.maxGroundCameraHeightMeters
            self.focalLengthPixels = focalLengthPixels
        }
    }
}
