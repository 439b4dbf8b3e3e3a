/// The assessment's per-pixel rules where its passes read pixels one at a time (``PlaneFit``'s samples,
/// ``DepthNoise``'s triples, the tail of ``PlaneClassification``'s rows); the vectorised loops state the
/// same rules on four lanes.
enum AssessmentPixel {
    /// Whether pixel `index` counts for the assessment: its depth within ``ReferenceAlgorithm/validRange``
    /// and, with a confidence map, its level at least `minConfidence` (the level is read only for a valid depth).
    @inline(__always)
    static func isValid(
        _ index: Int, depth: UnsafeBufferPointer<Float>, confidence: UnsafeBufferPointer<UInt8>?, minConfidence: UInt8
    ) -> Bool {
        ReferenceAlgorithm.validRange.contains(depth[index]) && (confidence?[index] ?? minConfidence) >= minConfidence
    }

    /// The plane tolerance at depth `z`, relative to `z`: `relative + absolute / z` (Float32), so that
    /// `|z·p − 1| ≤ tolerance` is `|z − ẑ| ≤ relative·ẑ + absolute` to first order.
    @inline(__always)
    static func relativeTolerance(atDepth z: Float, relative: Float, absolute: Float) -> Float {
        relative + absolute / z
    }
}
