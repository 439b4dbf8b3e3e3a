/// Analyses a depth map: the reference-compatible ``DepthAnalysis`` and DepthKit's ``Assessment``,
/// computed together in a few fused passes (one for validity and moments, one for both histograms,
/// one for edges, two against the dominant plane).
///
/// ```swift
/// let report = DepthAnalyzer().analyze(decoded.map)
/// print(report.assessment.verdict, report.depthAnalysis.status)
/// ```
public struct DepthAnalyzer: Sendable {
    /// Pixels whose confidence is below this level (0…2) are invalid for the assessment. Default 1.
    public var minConfidence: UInt8
    /// Camera intrinsics at the depth resolution; when given the plane's tilt is reported.
    public var intrinsics: CameraIntrinsics?
    /// The assessment's thresholds.
    public var thresholds: AssessmentThresholds

    /// Creates an analyzer.
    public init(minConfidence: UInt8 = 1, intrinsics: CameraIntrinsics? = nil, thresholds: AssessmentThresholds = .default) {
        self.minConfidence = minConfidence
        self.intrinsics = intrinsics
        self.thresholds = thresholds
    }

    /// Analyses `map` from depth alone.
    /// - Complexity: O(pixels).
    public func analyze(_ map: DepthMap) -> AnalysisReport {
        map.meters.withUnsafeBufferPointer { analyze($0, confidence: nil, width: map.width, height: map.height) }
    }

    /// Analyses `map`; with a `confidence` map, pixels below ``minConfidence`` are invalid for the
    /// assessment (the reference object is computed from depth alone, as the reference does).
    /// - Throws: ``ConfidenceMapError/sizeMismatch(expected:expectedBytes:actualBytes:)`` when the
    ///   confidence map's dimensions differ from the depth map's.
    public func analyze(_ map: DepthMap, confidence: ConfidenceMap?) throws(ConfidenceMapError) -> AnalysisReport {
        guard let confidence else { return analyze(map) }
        guard confidence.dimensions == map.dimensions else {
            throw .sizeMismatch(
                expected: map.dimensions, expectedBytes: map.dimensions.pixelCount, actualBytes: confidence.levels.count)
        }
        return map.meters.withUnsafeBufferPointer { depth in
            confidence.levels.withUnsafeBufferPointer { analyze(depth, confidence: $0, width: map.width, height: map.height) }
        }
    }

    private func analyze(
        _ depth: UnsafeBufferPointer<Float>, confidence: UnsafeBufferPointer<UInt8>?, width: Int, height: Int
    ) -> AnalysisReport {
        let summary = ValidDepthSummary.vectorised(depth, range: ReferenceAlgorithm.validRange)
        guard summary.count > 0 else { return .unavailable(reason: .noValidDepth) }
        let histograms = DepthHistograms(
            depth: depth, confidence: confidence, minConfidence: minConfidence, summary: summary,
            farLimitMeters: thresholds.farLimitMeters)
        let depthAnalysis = referenceAnalysis(depth, width: width, height: height, summary: summary, histograms: histograms)
        let assessment = assess(
            depth, confidence: confidence, width: width, height: height, histograms: histograms, depthValidCount: summary.count,
            referencePasses: depthAnalysis.isLikelyRealScene)
        return AnalysisReport(depthAnalysis: depthAnalysis, assessment: assessment)
    }

    private func referenceAnalysis(
        _ depth: UnsafeBufferPointer<Float>, width: Int, height: Int,
        summary: ValidDepthSummary, histograms: DepthHistograms
    ) -> DepthAnalysis {
        let minDepth = Double(summary.minMeters), maxDepth = Double(summary.maxMeters)
        let mean = summary.meanMeters
        let layers = maxDepth > minDepth
            ? histograms.reference.withUnsafeBufferPointer(ReferenceAlgorithm.layerCount) : 0
        let screenLike = ReferenceAlgorithm.screenCheckApplies(mean: mean, minDepth: minDepth, maxDepth: maxDepth)
            && ScreenUniformity.share(depth: depth, summary: summary, referenceHistogram: histograms.reference)
                > ReferenceAlgorithm.screenUniformity
        return ReferenceAlgorithm.analysis(
            // The summary gathered the squares (the default), so the standard deviation is there.
            standardDeviation: summary.standardDeviationMeters!, layers: layers,
            edgeCoherence: EdgeCoherence.value(depth: depth, width: width, height: height),
            minDepth: minDepth, maxDepth: maxDepth, screenLike: screenLike)
    }
}
