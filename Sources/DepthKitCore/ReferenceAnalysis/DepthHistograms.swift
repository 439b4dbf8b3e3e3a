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

    /// Neighbouring pixels usually fall into the same bin; eight interleaved copies of each histogram,
    /// one per pixel of a step, keep successive increments from waiting on each other through memory.
    private static let copies = 8

    /// Fills the histograms in one pass over `depth` (and `confidence`, when given). Eight pixels at a
    /// time compute both bins in Float32 vectors of four lanes, one SSE register each
    /// (``ReferenceBinner/bins(_:)``); the counts are then added lane by lane, without a branch: a pixel that counts nowhere goes into a spare bin that
    /// is dropped, and one that the confidence map rejects at or beyond the far limit into a second
    /// spare bin of the log-depth histogram, so that the assessment-valid and beyond-range pixels are
    /// counted by the histograms themselves. The rare group of eight with a depth next to a reference
    /// bin boundary is binned one by one, exactly.
    init(
        depth: UnsafeBufferPointer<Float>, confidence: UnsafeBufferPointer<UInt8>?, minConfidence: UInt8,
        summary: ValidDepthSummary, farLimitMeters: Float = .infinity
    ) {
        let referenceBins = ReferenceAlgorithm.binCount, logBins = LogDepthHistogram.binCount
        // Spare bins at the end of each copy: the reference's for the pixels it does not count, the
        // log-depth histogram's for those the assessment does not count, then for those beyond range.
        let referenceStride = referenceBins + 1, logStride = logBins + 2
        let spareLogBin = logBins, beyondRangeBin = logBins + 1
        let copies = Self.copies
        let range = ReferenceAlgorithm.validRange
        var highConfidence = 0
        let countSlots = copies * (referenceStride + logStride)
        // One scratch block: the histogram copies, the reference bins' Float32 lower bounds, then the
        // sixteen offsets of the pixels being counted.
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: countSlots + referenceBins + 1 + 16) { scratch in
            let counts = UnsafeMutableBufferPointer(rebasing: scratch[..<countSlots])
            counts.initialize(repeating: 0)
            let referenceCounts = counts.baseAddress!, logCounts = counts.baseAddress! + copies * referenceStride
            let bounds = UnsafeMutableRawPointer(scratch.baseAddress! + countSlots)
                .bindMemory(to: Float.self, capacity: referenceBins + 1)
            let binner = ReferenceBinner(summary: summary)
            binner?.lowerBounds(into: UnsafeMutableBufferPointer(start: bounds, count: referenceBins + 1))
            let offsetSlots = scratch.baseAddress! + countSlots + referenceBins + 1

            /// One pixel, its reference bin computed on its own.
            @inline(__always) func count(_ index: Int) {
                let value = depth[index]
                let copy = index & (copies - 1)
                let level = confidence?[index] ?? minConfidence
                if level == ConfidenceMap.highLevel && confidence != nil { highConfidence &+= 1 }
                guard range.contains(value) else { return }
                let referenceBin = binner.map { $0.bin(value, lowerBounds: bounds) } ?? referenceBins
                referenceCounts[copy &* referenceStride &+ referenceBin] &+= 1
                let logBin = level >= minConfidence
                    ? LogDepthHistogram.bin(value) : value >= farLimitMeters ? beyondRangeBin : spareLogBin
                logCounts[copy &* logStride &+ logBin] &+= 1
            }

            var index = 0
            // Int32 lanes cannot overflow: decoding limits keep maps far below 4·2³¹ pixels.
            var highLanes = SIMD4<Int32>()
            if let binner {
                let raw = UnsafeRawPointer(depth.baseAddress!)
                let low = SIMD4<Float>(repeating: range.minMeters), high = SIMD4<Float>(repeating: range.maxMeters)
                let far = SIMD4<Float>(repeating: farLimitMeters)
                // Each lane counts into its own copy: its offset from `counts` is its copy's start plus its bin.
                let laneCopies = SIMD4<Int32>(0, 1, 2, 3)
                let spareReference = SIMD4<Int32>(repeating: Int32(referenceBins))
                let spareLog = SIMD4<Int32>(repeating: Int32(spareLogBin))
                let beyondLog = SIMD4<Int32>(repeating: Int32(beyondRangeBin))
                let lowBits = SIMD4<UInt32>(repeating: LogDepthHistogram.lowBits)
                let minimumLevel = SIMD4<Int32>(repeating: Int32(minConfidence))
                let highLevel = SIMD4<Int32>(repeating: Int32(ConfidenceMap.highLevel))
                let base = counts.baseAddress!

                /// Four pixels from `index`, counted into the copies from `firstCopy` on: the offsets from
                /// `counts` of their two bins, the valid lanes whose reference bin is uncertain and those of
                /// high confidence (−1 there). `levels` is the confidence map's first level, if any.
                @inline(__always) func offsets(at index: Int, firstCopy: Int32, levels: UnsafePointer<UInt8>?)
                    -> (reference: SIMD4<Int32>, log: SIMD4<Int32>, uncertain: SIMD4<Int32>, high: SIMD4<Int32>) {
                    let values = raw.loadUnaligned(fromByteOffset: index &* 4, as: SIMD4<Float>.self)
                    // Selections as bit operations on the masks' bit patterns (see `SIMDMask.bits`).
                    let valid = (values .>= low).bits & (values .<= high).bits
                    let estimate = binner.bins(values)
                    let referenceLanes = estimate.bins & valid | spareReference & ~valid
                    let logBits = (unsafeBitCast(values, to: SIMD4<UInt32>.self) &- lowBits) &>> LogDepthHistogram.shift
                    let logLanes = unsafeBitCast(logBits, to: SIMD4<Int32>.self)
                    let unlogged: SIMD4<Int32>, logged: SIMD4<Int32>, highBits: SIMD4<Int32>
                    if let levels {
                        let bytes = UnsafeRawPointer(levels + index).loadUnaligned(as: SIMD4<UInt8>.self)
                        let levels = SIMD4<Int32>(truncatingIfNeeded: bytes)
                        let reliable = (levels .>= minimumLevel).bits
                        highBits = (levels .== highLevel).bits
                        logged = valid & reliable
                        // A pixel the confidence map rejects at or beyond the far limit.
                        let beyond = valid & ~reliable & (values .>= far).bits
                        unlogged = beyondLog & beyond | spareLog & ~beyond
                    } else {
                        logged = valid
                        unlogged = spareLog
                        highBits = SIMD4<Int32>()
                    }
                    let copy = laneCopies &+ firstCopy
                    return (copy &* Int32(referenceStride) &+ referenceLanes,
                            copy &* Int32(logStride) &+ Int32(copies * referenceStride) &+ (logLanes & logged | unlogged & ~logged),
                            estimate.uncertain & valid, highBits)
                }

                // Eight pixels per step; their sixteen offsets go through memory (extracting lanes one by
                // one from SSE registers costs a shuffle each).
                let slots = UnsafeMutableRawPointer(offsetSlots)
                @inline(__always) func countSteps(levels: UnsafePointer<UInt8>?) {
                    while index &+ 8 <= depth.count {
                        let first = offsets(at: index, firstCopy: 0, levels: levels)
                        let second = offsets(at: index &+ 4, firstCopy: 4, levels: levels)
                        if (first.uncertain | second.uncertain) != SIMD4<Int32>() {
                            for lane in 0..<8 { count(index &+ lane) }
                            index &+= 8
                            continue
                        }
                        // Set lanes are −1: subtracting them counts.
                        highLanes &-= first.high &+ second.high
                        slots.storeBytes(of: first.reference, as: SIMD4<Int32>.self)
                        slots.storeBytes(of: second.reference, toByteOffset: 16, as: SIMD4<Int32>.self)
                        slots.storeBytes(of: first.log, toByteOffset: 32, as: SIMD4<Int32>.self)
                        slots.storeBytes(of: second.log, toByteOffset: 48, as: SIMD4<Int32>.self)
                        for slot in 0..<16 { base[Int(offsetSlots[slot])] &+= 1 }
                        index &+= 8
                    }
                }
                // One loop for maps with a confidence map and one without: the choice is made once, and
                // each loop holds only the constants it needs in SSE2's sixteen registers.
                if let levels = confidence?.baseAddress { countSteps(levels: levels) } else { countSteps(levels: nil) }
            }
            while index < depth.count {
                count(index)
                index &+= 1
            }
            highConfidence &+= Int(highLanes.wrappedSum())
            var beyondRange = 0
            // Through buffer pointers: an array's subscript checks its uniqueness on every write.
            reference.withUnsafeMutableBufferPointer { reference in
                logDepth.withUnsafeMutableBufferPointer { logDepth in
                    for copy in 0..<copies {
                        for bin in 0..<referenceBins { reference[bin] += Int(referenceCounts[copy * referenceStride + bin]) }
                        for bin in 0..<logBins { logDepth[bin] += Int(logCounts[copy * logStride + bin]) }
                        beyondRange += Int(logCounts[copy * logStride + beyondRangeBin])
                    }
                }
            }
            self.beyondRange = beyondRange
        }
        assessmentValid = logDepth.reduce(0, +)
        self.highConfidence = highConfidence
    }
}

/// The reference's bin `min(floor((d − min)/bw), 49)` of a Float32 depth, exactly.
///
/// The rule is Float64 arithmetic, monotone in the depth, so each bin is an interval of Float32
/// values. ``lowerBounds(into:)`` finds the intervals' ends once (bisection over bit patterns near
/// the nominal boundary `min + k·bw`); per pixel, a Float32 estimate of the bin is then corrected
/// against those ends — two comparisons, no Float64 work, the reference's answer for every depth.
/// ``bin(_:)`` is the direct form (a multiplication by `1/bw`, with the exact division only within
/// 1e-9 of a bin boundary), for the few values tested outside the per-pixel loop.
struct ReferenceBinner {
    private let minDepth: Double
    private let binWidth: Double
    private let inverseWidth: Double
    private let minDepth32: Float
    private let inverseWidth32: Float
    private static let margin = 1e-9

    /// `nil` when `max ≤ min` (the reference then builds no histogram).
    init?(summary: ValidDepthSummary) {
        guard summary.maxMeters > summary.minMeters else { return nil }
        minDepth = Double(summary.minMeters)
        binWidth = (Double(summary.maxMeters) - minDepth) / Double(ReferenceAlgorithm.binCount)
        inverseWidth = 1 / binWidth
        minDepth32 = summary.minMeters
        inverseWidth32 = Float(inverseWidth)
    }

    /// The reference's bin of `value`.
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

    /// Fills `bounds` (``ReferenceAlgorithm/binCount`` + 1 values): `bounds[k]` is the smallest Float32
    /// whose bin is `k` or more, `bounds[0] = −∞` and `bounds[binCount] = +∞`.
    func lowerBounds(into bounds: UnsafeMutableBufferPointer<Float>) {
        let last = ReferenceAlgorithm.binCount
        bounds[0] = -.infinity
        bounds[last] = .infinity
        let lowest = minDepth32, highest = Float(minDepth + binWidth * Double(last))
        for k in 1..<last {
            let nominal = Float(minDepth + binWidth * Double(k))
            // The boundary lies within a few units in the last place of the nominal one (positive floats
            // order like their bit patterns, so ±32 patterns is ±32 units); bisect there
            // when the bracket holds, over the whole range otherwise.
            let low = Float(bitPattern: nominal.bitPattern &- 32), high = Float(bitPattern: nominal.bitPattern &+ 32)
            let bracketed = low >= lowest && bin(low) < k && bin(high) >= k
            bounds[k] = bracketed
                ? ScreenUniformity.firstFloat(from: low, through: high) { bin($0) >= k }
                : ScreenUniformity.firstFloat(from: lowest, through: max(highest, lowest)) { bin($0) >= k }
        }
    }

    /// Float32 lanes whose bins are certain: `fl(fl(d − min)·fl(1/bw))` is within 3 units of 2⁻²⁴ (relative)
    /// of `(d − min)/bw`, that is within 2e-5 of it for estimates up to 50; the reference's Float64
    /// quotient is within 1e-13. An estimate at least this far from a whole number has the reference's floor.
    private static let laneMargin: Float = 1e-4
    /// 1.5·2²³: adding it to a Float32 in [−0.5, 2²²) rounds to a whole number held in the low mantissa bits.
    private static let roundingMagic: Float = 12_582_912

    /// The reference bins of four depths at once, and the lanes (−1) whose Float32 estimate lies within
    /// ``laneMargin`` of a bin boundary: their bins are uncertain, and those depths are binned one by one.
    /// Only the lanes of valid depths (within the summary's [min, max]) are meaningful: the others'
    /// bins and uncertainty are unspecified, and callers mask them.
    @inline(__always)
    func bins(_ values: SIMD4<Float>) -> (bins: SIMD4<Int32>, uncertain: SIMD4<Int32>) {
        let estimate = (values - minDepth32) * inverseWidth32
        // Rounding `estimate − 0.5` to the nearest whole number is its floor wherever the fraction is
        // not within the margin of 0 or 1, and those lanes are reported as uncertain: |fraction − ½| > ½ − margin
        // (the sign bit cleared; the subtraction's rounding is far inside the margin's slack).
        let shifted = (estimate - 0.5) + Self.roundingMagic
        let centred = estimate - (shifted - Self.roundingMagic) - 0.5
        let distance = unsafeBitCast(unsafeBitCast(centred, to: SIMD4<Int32>.self) & SIMD4(repeating: Int32.max), to: SIMD4<Float>.self)
        let uncertain = (distance .> 0.5 - Self.laneMargin).bits
        return (unsafeBitCast(shifted, to: SIMD4<Int32>.self) &- Int32(bitPattern: Self.roundingMagic.bitPattern), uncertain)
    }

    /// The reference's bin of a valid depth (within the summary's [min, max]), from a Float32
    /// estimate corrected against `lowerBounds` (filled by ``lowerBounds(into:)``).
    @inline(__always)
    func bin(_ value: Float, lowerBounds: UnsafePointer<Float>) -> Int {
        let estimate = (value - minDepth32) * inverseWidth32
        var bin = Int(Swift.min(Swift.max(estimate, 0), Float(ReferenceAlgorithm.binCount - 1)))
        while value < lowerBounds[bin] { bin &-= 1 }
        while value >= lowerBounds[bin &+ 1] { bin &+= 1 }
        return bin
    }
}
