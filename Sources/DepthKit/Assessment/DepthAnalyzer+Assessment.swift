extension DepthAnalyzer {
    /// Structure share at which a real-scene verdict reaches full confidence.
    static let fullConfidenceStructure = 0.25
    /// Plane inlier share at which a flat-surface verdict reaches full confidence.
    static let fullConfidenceInliers = 0.9
    /// Coverage below which confidence shrinks in proportion.
    static let fullConfidenceCoverage = 0.4
    /// Coverage below which `low_coverage` is reported as a caveat.
    static let lowCoverageCaveat = 0.5
    /// Off-plane share above which a flat verdict mentions the speckle it ignored.
    static let speckleCaveat = 0.02

    func assess(
        _ depth: UnsafeBufferPointer<Float>, confidence: UnsafeBufferPointer<UInt8>?, width: Int, height: Int,
        histograms: DepthHistograms, depthValidCount: Int, referencePasses: Bool
    ) -> Assessment {
        let valid = histograms.assessmentValid
        var signals = AssessmentSignals.empty
        signals.validPixels = valid
        signals.coverage = Double(valid) / Double(depth.count)
        signals.highConfidenceFraction = confidence.map { _ in Double(histograms.highConfidence) / Double(depth.count) }
        signals.depthLayers = DepthLayers.count(
            histogram: histograms.logDepth, validCount: valid, prominenceFraction: thresholds.layerProminenceFraction)
        var caveats: [AssessmentReason] = []
        if valid < depthValidCount { caveats.append(.lowConfidenceExcluded) }
        if signals.coverage < Self.lowCoverageCaveat { caveats.append(.lowCoverage) }

        func insufficient(_ reason: AssessmentReason, confidence: Double) -> Assessment {
            Assessment(verdict: .insufficientData, confidence: confidence, signals: signals,
                       reasons: [reason] + caveats.filter { $0 != reason })
        }
        if valid == 0 { return insufficient(.unavailable(.noValidDepth), confidence: 1) }
        if valid < thresholds.minValidPixels { return insufficient(.tooFewValidPixels, confidence: 1) }
        if signals.coverage < thresholds.minCoverage { return insufficient(.lowCoverage, confidence: 1) }

        let frame = InverseDepthPlane.Frame(width: width, height: height)
        let fit = PlaneFit(
            depth: depth, confidence: confidence, minConfidence: minConfidence, width: width, height: height,
            frame: frame, thresholds: thresholds)
        guard let plane = fit.dominantPlane() else { return insufficient(.incoherentDepth, confidence: 0.5) }
        let classes = PlaneClassification(
            depth: depth, confidence: confidence, minConfidence: minConfidence, width: width, height: height,
            frame: frame, plane: plane, thresholds: thresholds)
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

        let coverageFactor = min(1, signals.coverage / Self.fullConfidenceCoverage)
        if structure >= thresholds.minStructureFraction {
            let margin = (structure - thresholds.minStructureFraction)
                / (Self.fullConfidenceStructure - thresholds.minStructureFraction)
            var reasons: [AssessmentReason] = [.offPlaneStructure]
            if signals.depthLayers >= 2 { reasons.append(.multipleDepthLayers) }
            return Assessment(
                verdict: .realScene, confidence: (0.5 + 0.5 * margin.clamped(to: 0...1)) * coverageFactor,
                signals: signals, reasons: reasons + caveats)
        }
        if inlierFraction >= thresholds.minPlaneInlierFraction {
            let structureMargin = 1 - structure / thresholds.minStructureFraction
            let inlierMargin = (inlierFraction - thresholds.minPlaneInlierFraction)
                / (Self.fullConfidenceInliers - thresholds.minPlaneInlierFraction)
            var reasons: [AssessmentReason] = [.singlePlane]
            let tilted = signals.planeTiltDegrees.map { $0 > thresholds.tiltedPlaneDegrees }
                ?? signals.planeDepthRatio.map { $0 > thresholds.tiltedPlaneDepthRatio } ?? true
            if tilted { reasons.append(.tiltedPlane) }
            if signals.offPlaneFraction ?? 0 > Self.speckleCaveat { reasons.append(.isolatedOutliersOnly) }
            if referencePasses { reasons.append(.referenceFalsePositive) }
            let margin = min(structureMargin, inlierMargin).clamped(to: 0...1)
            return Assessment(
                verdict: .flatSurface, confidence: (0.5 + 0.5 * margin) * coverageFactor,
                signals: signals, reasons: reasons + caveats)
        }
        let noise = 1 - max(structure / thresholds.minStructureFraction, inlierFraction / thresholds.minPlaneInlierFraction)
        return insufficient(.incoherentDepth, confidence: 0.5 + 0.5 * noise.clamped(to: 0...1))
    }
}
