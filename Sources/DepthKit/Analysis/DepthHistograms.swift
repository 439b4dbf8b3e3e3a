/// The second fused pass: the reference's 50-bin histogram over [min, max] and, for the pixels valid
/// for the assessment (confidence applied), the log-depth histogram and counts.
struct DepthHistograms {
    /// The reference's bins; all zero when `max ≤ min`.
    var reference = [Int](repeating: 0, count: ReferenceAlgorithm.binCount)
    /// ``LogDepthHistogram`` bins of the assessment-valid depths.
    var logDepth = [Int](repeating: 0, count: LogDepthHistogram.binCount)
    /// Pixels valid for the assessment.
    var assessmentValid = 0
    /// Pixels with confidence 2 (0 without a confidence map).
    var highConfidence = 0

    /// Fills the histograms in one pass over `depth` (and `confidence`, when given).
    init(
        depth: UnsafeBufferPointer<Float>, confidence: UnsafeBufferPointer<UInt8>?, minConfidence: UInt8,
        summary: ValidDepthSummary
    ) {
        let range = ReferenceAlgorithm.validRange
        let minDepth = Double(summary.minDepth)
        let binWidth = (Double(summary.maxDepth) - minDepth) / Double(ReferenceAlgorithm.binCount)
        let binned = summary.maxDepth > summary.minDepth
        reference.withUnsafeMutableBufferPointer { reference in
            logDepth.withUnsafeMutableBufferPointer { logDepth in
                if let confidence {
                    for index in depth.indices {
                        let value = depth[index], level = confidence[index]
                        if level == ConfidenceMap.highLevel { highConfidence &+= 1 }
                        guard range.contains(value) else { continue }
                        if binned { reference[ReferenceAlgorithm.bin(Double(value), minDepth: minDepth, binWidth: binWidth)] &+= 1 }
                        if level >= minConfidence {
                            logDepth[LogDepthHistogram.bin(value)] &+= 1
                            assessmentValid &+= 1
                        }
                    }
                } else {
                    for value in depth where range.contains(value) {
                        if binned { reference[ReferenceAlgorithm.bin(Double(value), minDepth: minDepth, binWidth: binWidth)] &+= 1 }
                        logDepth[LogDepthHistogram.bin(value)] &+= 1
                    }
                    assessmentValid = summary.count
                }
            }
        }
    }
}
