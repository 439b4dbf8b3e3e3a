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
    /// Pixels the confidence map rejects whose depth is at or beyond `farLimitMeters`: beyond the
    /// sensor's range (0 without a confidence map).
    var beyondRange = 0

    /// Neighbouring pixels usually fall into the same bin; four interleaved copies of each histogram
    /// keep successive increments from waiting on each other through memory.
    private static let copies = 4

    /// Fills the histograms in one pass over `depth` (and `confidence`, when given).
    init(
        depth: UnsafeBufferPointer<Float>, confidence: UnsafeBufferPointer<UInt8>?, minConfidence: UInt8,
        summary: ValidDepthSummary, farLimitMeters: Float = .infinity
    ) {
        let binner = ReferenceBinner(summary: summary)
        let referenceBins = ReferenceAlgorithm.binCount, logBins = LogDepthHistogram.binCount
        let copies = Self.copies
        let range = ReferenceAlgorithm.validRange
        var assessmentValid = 0, highConfidence = 0, beyondRange = 0
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: copies * (referenceBins + logBins)) { counts in
            counts.initialize(repeating: 0)
            let referenceCounts = counts.baseAddress!, logCounts = counts.baseAddress! + copies * referenceBins
            @inline(__always) func add(_ value: Float, copy: Int) {
                if let bin = binner?.bin(value) { referenceCounts[copy &* referenceBins &+ bin] &+= 1 }
            }
            if let confidence {
                for index in depth.indices {
                    let value = depth[index], level = confidence[index], copy = index & (copies - 1)
                    if level == ConfidenceMap.highLevel { highConfidence &+= 1 }
                    guard range.contains(value) else { continue }
                    add(value, copy: copy)
                    if level >= minConfidence {
                        logCounts[copy &* logBins &+ LogDepthHistogram.bin(value)] &+= 1
                        assessmentValid &+= 1
                    } else if value >= farLimitMeters {
                        beyondRange &+= 1
                    }
                }
            } else {
                for index in depth.indices {
                    let value = depth[index], copy = index & (copies - 1)
                    guard range.contains(value) else { continue }
                    add(value, copy: copy)
                    logCounts[copy &* logBins &+ LogDepthHistogram.bin(value)] &+= 1
                }
                assessmentValid = summary.count
            }
            for copy in 0..<copies {
                for bin in 0..<referenceBins { reference[bin] += Int(referenceCounts[copy * referenceBins + bin]) }
                for bin in 0..<logBins { logDepth[bin] += Int(logCounts[copy * logBins + bin]) }
            }
        }
        self.assessmentValid = assessmentValid
        self.highConfidence = highConfidence
        self.beyondRange = beyondRange
    }
}

/// The reference's bin `min(floor((d − min)/bw), 49)`, computed with a multiplication by `1/bw`
/// and falling back to the exact division only when the product lies within 1e-9 of a bin boundary
/// (the product and the quotient differ by a few units in the last place, about 1e-14 here, so
/// elsewhere their floors are equal).
struct ReferenceBinner {
    private let minDepth: Double
    private let binWidth: Double
    private let inverseWidth: Double
    private static let margin = 1e-9

    /// `nil` when `max ≤ min` (the reference then builds no histogram).
    init?(summary: ValidDepthSummary) {
        guard summary.maxMeters > summary.minMeters else { return nil }
        minDepth = Double(summary.minMeters)
        binWidth = (Double(summary.maxMeters) - minDepth) / Double(ReferenceAlgorithm.binCount)
        inverseWidth = 1 / binWidth
    }

    @inline(__always)
    func bin(_ value: Float) -> Int {
        let depth = Double(value)
        let estimate = (depth - minDepth) * inverseWidth
        // Truncation is the floor here (estimate ≥ 0) and, unlike `rounded(.down)`, needs no libm call
        // on baseline x86-64.
        let truncated = Int(estimate)
        let whole = Double(truncated)
        if estimate - whole > Self.margin && whole + 1 - estimate > Self.margin {
            return min(truncated, ReferenceAlgorithm.binCount - 1)
        }
        return ReferenceAlgorithm.bin(depth, minDepth: minDepth, binWidth: binWidth)
    }
}
