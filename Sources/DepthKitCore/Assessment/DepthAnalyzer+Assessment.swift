extension DepthAnalyzer {
    /// Coverage below which `low_coverage` is reported as a caveat.
    static let lowCoverageCaveat = 0.5
    /// Off-plane share above which a flat verdict mentions the speckle it ignored.
    static let speckleCaveat = 0.02
    /// Horizontal field of view assumed for the plane's distance when no intrinsics are given, degrees
    /// (iPhone LiDAR depth: about 62°).
    static let assumedFieldOfViewDegrees = 62.0

    func assess(
        _ depth: UnsafeBufferPointer<Float>, confidence: UnsafeBufferPointer<UInt8>?, width: Int, height: Int,
        histograms: DepthHistograms, depthValidCount: Int, referencePasses: Bool
    ) -> Assessment {
        let valid = histograms.assessmentValid
        var signals = AssessmentSignals.empty
        signals.validPixels = valid
        signals.coverage = Double(valid) / Double(depth.count)
        signals.highConfidenceFraction = confidence.map { _ in Double(histograms.highConfidence) / Double(depth.count) }
        signals.beyondRangeFraction = confidence.map { _ in Double(histograms.beyondRange) / Double(depth.count) }
        signals.depthLayers = DepthLayers.count(
            histogram: histograms.logDepth, validCount: valid, prominenceFraction: thresholds.layerProminenceFraction)
        // The caveats, with the share beyond range known so far (the confidence map's); the layout below
        // adds the unseen part of the frame beyond the range edge.
        func caveats(beyond: Double) -> [AssessmentReason] {
            var caveats: [AssessmentReason] = []
            if beyond >= Self.mostlyBeyondRange { caveats.append(.mostlyBeyondRange) }
            if valid < depthValidCount { caveats.append(.lowConfidenceExcluded) }
            if signals.coverage < Self.lowCoverageCaveat { caveats.append(.lowCoverage) }
            return caveats
        }
        func insufficient(_ reason: AssessmentReason, confidence: Double) -> Assessment {
            Assessment(verdict: .insufficientData, confidence: confidence, signals: signals,
                       reasons: [reason] + caveats(beyond: signals.beyondRangeFraction ?? 0).filter { $0 != reason })
        }
        if valid == 0 {
            return insufficient(depthValidCount > 0 ? .noReliableDepth : .unavailable(.noValidDepth), confidence: 1)
        }
        if valid < thresholds.minValidPixels { return insufficient(.tooFewValidPixels, confidence: 1) }
        // Below the plain coverage minimum only an open scene (enough of the frame beyond range, known after
        // the layout) is judged.
        if signals.coverage < thresholds.minCoverageBeyondRange { return insufficient(.lowCoverage, confidence: 1) }

        let frame = InverseDepthPlane.Frame(width: width, height: height)
        // The plane tolerance, widened where the sensor's own noise would leave a flat surface's pixels off it.
        let noise = DepthNoise.sigmaOverTolerance(
            depth: depth, confidence: confidence, minConfidence: minConfidence, width: width, height: height,
            thresholds: thresholds)
        var planeThresholds = thresholds
        let widening = max(1, thresholds.planeToleranceNoiseMultiple * noise)
        planeThresholds.planeRelativeTolerance *= widening
        planeThresholds.planeAbsoluteToleranceMeters *= widening
        let fit = PlaneFit(
            depth: depth, confidence: confidence, minConfidence: minConfidence, width: width, height: height,
            frame: frame, thresholds: planeThresholds)
        guard let plane = fit.dominantPlane() else {
            return signals.coverage < thresholds.minCoverage
                ? insufficient(.lowCoverage, confidence: 1) : insufficient(.incoherentDepth, confidence: 0.5)
        }
        let camera = intrinsics ?? (try? CameraIntrinsics(
            width: width, height: height, horizontalFieldOfViewDegrees: Self.assumedFieldOfViewDegrees))
        let distance = camera.flatMap { plane.distanceMeters(intrinsics: $0, frame: frame) } ?? 1
        let classes = PlaneClassification(
            depth: depth, confidence: confidence, minConfidence: minConfidence, width: width, height: height,
            frame: frame, plane: plane, planeDistanceMeters: distance, thresholds: planeThresholds)
        let inlierFraction = Double(classes.inliers) / Double(valid)
        let structure = Double(classes.structured) / Double(valid)
        signals.planeInlierFraction = inlierFraction
        // Fits of absurd maps can overflow; reports carry only finite numbers (JSON has no NaN or ∞).
        func finite(_ value: Double?) -> Double? { value.flatMap { $0.isFinite ? $0 : nil } }
        signals.planeRMSEMeters = classes.inliers > 0
            ? finite((classes.inlierSquaredError / Double(classes.inliers)).squareRoot()) : nil
        signals.planeTiltDegrees = finite(intrinsics.map { plane.tiltDegrees(intrinsics: $0, frame: frame) })
        signals.planeDepthRatio = finite(plane.cornerDepthRatio(frame: frame, width: width, height: height))
        signals.offPlaneStructureFraction = structure
        signals.offPlaneFraction = Double(classes.offPlane) / Double(valid)
        signals.planeDistanceMeters = finite(distance)
        let layout = OffPlaneLayout(
            classes.samples, settings: OffPlaneLayout.Settings(thresholds, focalLengthPixels: camera?.fx ?? Double(width)))
        let sampled = Double(max(layout.validSamples, 1))
        signals.enclosedStructureFraction = Double(layout.enclosedSamples) / sampled
        signals.foregroundStructureFraction = Double(layout.peripheralFrontSamples) / sampled
        signals.backgroundStructureFraction = Double(layout.peripheralBehindSamples) / sampled
        signals.reliefFraction = Double(layout.reliefSamples) / sampled
        let beyond = max(signals.beyondRangeFraction ?? 0, Double(layout.beyondRangeSamples) / Double(max(layout.samples, 1)))
        signals.beyondRangeFraction = beyond
        let beyondRange = beyond >= thresholds.minBeyondRangeFraction
        // The ground of an open scene: the plane runs on to the range's edge toward the top of the frame, or
        // past the sensor's reach with a tenth of the frame beyond range (a dark or grazing ground fades out
        // before the range's edge), seen from a hand-held camera's height and looking toward its horizon.
        let groundTilt = camera.map { plane.tiltDegrees(intrinsics: $0, frame: frame) } ?? 0
        let ground = (layout.planeReachesRangeEdge || beyondRange) && plane.recedesTowardTop
            && (thresholds.minGroundCameraHeightMeters...thresholds.maxGroundCameraHeightMeters).contains(distance)
            && groundTilt >= thresholds.minGroundTiltDegrees
        if signals.coverage < thresholds.minCoverage && !beyondRange { return insufficient(.lowCoverage, confidence: 1) }
        // The plane's share of the surfaces in view, counting where it runs on inside the sensor's minimum range
        // (never more of it than was measured on the plane itself).
        let near = min(Double(layout.nearRangeSamples) / Double(max(layout.samples, 1)), inlierFraction * signals.coverage)
        let planeShare = (inlierFraction * signals.coverage + near) / (signals.coverage + near)
        return decide(
            signals: signals, planeShare: planeShare, caveats: caveats(beyond: beyond), beyondRange: beyondRange,
            groundTiltDegrees: ground ? groundTilt : nil, standingObjects: layout.standingObjects, referencePasses: referencePasses)
    }
}
