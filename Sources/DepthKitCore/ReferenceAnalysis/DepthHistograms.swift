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

    /// Fine-bin slots per fine bin: from its split on or below it, an even or an odd pixel, and from a
    /// pixel valid for the assessment or not (see ``init(depth:confidence:minConfidence:summary:farLimitMeters:)``).
    private static let slotsPerBin = 8
    /// Offsets within a fine bin's slots: from its split on (below it: 0), an odd pixel, and not valid for
    /// the assessment.
    private static let upperSlot: Int32 = 1, oddSlot: Int32 = 2, unreliableSlot: Int32 = 4

    /// Fills the histograms in one pass over `depth` (and `confidence`, when given), one count per pixel:
    /// each valid depth is counted in its ``FineDepthBins`` bin, in the slot of its side of the bin's
    /// split, of its validity for the assessment (confidence applied) and of its column's parity (two
    /// copies, so that neighbours in one bin do not wait on each other's counts through memory). Both
    /// histograms are then sums of these slots: the reference bins by each fine bin's lower and upper
    /// reference bin, the log-depth bins by each fine bin's log bin (the assessment-valid slots only).
    /// Eight pixels at a time, their fine bins and slots are computed in Float32 and Int32 vectors of four
    /// lanes (one SSE register each), a depth that counts nowhere going to a spare bin; the confidence
    /// counts (high, and rejected at or beyond `farLimitMeters`) are summed in vector lanes. `summary` is
    /// the summary of `depth`'s valid depths (``ReferenceAlgorithm/validRange``).
    init(
        depth: UnsafeBufferPointer<Float>, confidence: UnsafeBufferPointer<UInt8>?, minConfidence: UInt8,
        summary: ValidDepthSummary, farLimitMeters: Float = .infinity
    ) {
        let referenceBins = ReferenceAlgorithm.binCount
        let binner = ReferenceBinner(summary: summary)
        // Without a valid depth (an empty summary's minimum is +∞), one fine bin that nothing counts in.
        let nearest = ReferenceAlgorithm.validRange.minMeters
        let minMeters = summary.count > 0 ? summary.minMeters : nearest, maxMeters = summary.count > 0 ? summary.maxMeters : nearest
        // Two scratch blocks: the reference bins' Float32 lower bounds, then, once their number is known,
        // the fine bins' slots, each slot's split as a bit pattern (the bin's, so that a pixel's slot finds
        // it without a shift), per fine bin its lower and upper reference bins and split, and the eight
        // slots of the pixels being counted. (With those eight in a block of their own, the compiler forwards them from
        // their store to their loads and computes each lane's slot apart, in scalar registers.)
        let (highConfidence, beyondRange) = withUnsafeTemporaryAllocation(of: Float.self, capacity: referenceBins + 1) { bounds in
            binner?.lowerBounds(into: bounds)
            let fine = FineDepthBins(
                minMeters: minMeters, maxMeters: maxMeters, referenceBounds: binner.map { _ in UnsafeBufferPointer(bounds) })
            let fineCount = fine.count, slotCount = (fineCount + 1) * Self.slotsPerBin
            return withUnsafeTemporaryAllocation(of: Int32.self, capacity: 2 * slotCount + 3 * fineCount + 1 + 8) { block in
                let slots = UnsafeMutableBufferPointer(rebasing: block[..<slotCount])
                slots.initialize(repeating: 0)
                let counts = slots.baseAddress!
                let slotSplits = UnsafeMutableRawPointer(counts + slotCount).bindMemory(to: UInt32.self, capacity: slotCount)
                let lowerBins = counts + 2 * slotCount, upperBins = lowerBins + fineCount
                let splits = UnsafeMutableRawPointer(upperBins + fineCount).bindMemory(to: Float.self, capacity: fineCount + 1)
                let pixelSlots = upperBins + 2 * fineCount + 1
                if binner != nil {
                    fine.fill(
                        referenceBounds: UnsafeBufferPointer(bounds), minMeters: minMeters, maxMeters: maxMeters,
                        lowerBins: lowerBins, upperBins: upperBins, splits: splits)
                } else {
                    splits.initialize(repeating: .infinity, count: fineCount + 1)
                }
                for bin in 0...fineCount {
                    (slotSplits + bin * Self.slotsPerBin).initialize(repeating: splits[bin].bitPattern, count: Self.slotsPerBin)
                }
                let confidenceCounts = Self.count(
                    depth: depth, confidence: confidence, minConfidence: minConfidence, farLimitMeters: farLimitMeters,
                    fine: fine, counts: counts, splits: slotSplits, pixelSlots: pixelSlots)
                // The histograms from the fine bins' slots.
                reference.withUnsafeMutableBufferPointer { reference in
                    logDepth.withUnsafeMutableBufferPointer { logDepth in
                        for bin in 0..<fineCount {
                            let slot = counts + bin * Self.slotsPerBin
                            let lowerValid = Int(slot[0] &+ slot[2]), upperValid = Int(slot[1] &+ slot[3])
                            let lowerRejected = Int(slot[4] &+ slot[6]), upperRejected = Int(slot[5] &+ slot[7])
                            logDepth[fine.logBin(bin)] += lowerValid + upperValid
                            if binner != nil {
                                reference[Int(lowerBins[bin])] += lowerValid + lowerRejected
                                reference[Int(upperBins[bin])] += upperValid + upperRejected
                            }
                        }
                    }
                }
                return confidenceCounts
            }
        }
        assessmentValid = logDepth.reduce(0, +)
        self.highConfidence = highConfidence
        self.beyondRange = beyondRange
    }

    /// Counts every pixel of `depth` into its fine bin's slot (`counts`, ``slotsPerBin`` per fine bin and
    /// as many for the spare bin after them; `splits`, the bit pattern of each slot's fine bin's split, +∞
    /// for the spare one); `pixelSlots` holds eight upper slots. A pixel counts in its upper slot, or in
    /// the one before it when its bit pattern is below the split's: on the positive depths of the valid
    /// range, bit patterns and values are in the same order (a depth that counts nowhere stays in the
    /// spare bin either way). Returns the pixels of high confidence and those the confidence map rejects
    /// at or beyond `farLimitMeters`.
    private static func count(
        depth: UnsafeBufferPointer<Float>, confidence: UnsafeBufferPointer<UInt8>?, minConfidence: UInt8, farLimitMeters: Float,
        fine: FineDepthBins, counts: UnsafeMutablePointer<Int32>, splits: UnsafePointer<UInt32>, pixelSlots: UnsafeMutablePointer<Int32>
    ) -> (highConfidence: Int, beyondRange: Int) {
        let range = ReferenceAlgorithm.validRange
        let spare = Int32(fine.count * slotsPerBin), shift = fine.shift
        var highConfidence = 0, beyondRange = 0

        /// One pixel on its own.
        @inline(__always) func count(_ index: Int) {
            let value = depth[index]
            let level = confidence?[index] ?? minConfidence
            if confidence != nil && level == ConfidenceMap.highLevel { highConfidence &+= 1 }
            guard range.contains(value) else { return }
            let reliable = level >= minConfidence
            if !reliable && value >= farLimitMeters { beyondRange &+= 1 }
            let bin = fine.bin(bits: value.bitPattern)
            let slot = bin &* slotsPerBin &+ Int(upperSlot) &+ Int(reliable ? 0 : unreliableSlot) &+ (index & 1) &* Int(oddSlot)
            counts[slot &- (value.bitPattern < splits[slot] ? 1 : 0)] &+= 1
        }

        var index = 0
        // Int32 lanes cannot overflow: decoding limits keep maps far below 4·2³¹ pixels.
        var highLanes = SIMD4<Int32>(), beyondLanes = SIMD4<Int32>()
        let raw = UnsafeRawPointer(depth.baseAddress!)
        let low = SIMD4<Float>(repeating: range.minMeters), high = SIMD4<Float>(repeating: range.maxMeters)
        let far = SIMD4<Float>(repeating: farLimitMeters)
        let firstBits = SIMD4<UInt32>(repeating: fine.firstBits)
        // Even pixels count into the first copy, odd ones into the second; the upper slots.
        let parity = SIMD4<Int32>(upperSlot, upperSlot | oddSlot, upperSlot, upperSlot | oddSlot)
        let spareSlots = SIMD4<Int32>(repeating: spare) | parity
        let unreliable = SIMD4<Int32>(repeating: unreliableSlot)
        let minimumLevel = SIMD4<Int32>(repeating: Int32(minConfidence))
        let highLevel = SIMD4<Int32>(repeating: Int32(ConfidenceMap.highLevel))

        /// The slots (without the split's) of four pixels from `index`. `levels` is the confidence map's
        /// first level, if any.
        @inline(__always) func slots(at index: Int, levels: UnsafePointer<UInt8>?) -> SIMD4<Int32> {
            let values = raw.loadUnaligned(fromByteOffset: index &* 4, as: SIMD4<Float>.self)
            // Selections as bit operations on the masks' bit patterns (see `SIMDMask.bits`).
            let valid = (values .>= low).bits & (values .<= high).bits
            let bins = unsafeBitCast((unsafeBitCast(values, to: SIMD4<UInt32>.self) &- firstBits) &>> shift, to: SIMD4<Int32>.self)
            // Times eight by doubling, and the parity added: after a shift by a variable count, a shift or an
            // OR makes the compiler compute each lane apart in scalar registers.
            let twice = bins &+ bins, fourTimes = twice &+ twice
            var slots = fourTimes &+ fourTimes &+ parity
            if let levels {
                let bytes = UnsafeRawPointer(levels + index).loadUnaligned(as: SIMD4<UInt8>.self)
                let levels = SIMD4<Int32>(truncatingIfNeeded: bytes)
                let reliable = (levels .>= minimumLevel).bits
                // Set lanes are −1: subtracting them counts.
                highLanes &-= (levels .== highLevel).bits
                beyondLanes &-= valid & ~reliable & (values .>= far).bits
                slots &+= unreliable & ~reliable
            }
            return slots & valid | spareSlots & ~valid
        }

        // Eight pixels per step; their slots go through memory (extracting lanes one by one from SSE
        // registers costs a shuffle each), each moved to the slot before when the depth is below its bin's
        // split: an unsigned comparison of bit patterns whose borrow is subtracted from the 32-bit slot
        // before it is widened (one `sbb`; a Float32 comparison's flag cost a `setae`, a shift and an add,
        // a flag added to the widened slot a `setb` and a `lea`).
        @inline(__always) func countSteps(levels: UnsafePointer<UInt8>?) {
            let stored = UnsafeMutableRawPointer(pixelSlots)
            while index &+ 8 <= depth.count {
                stored.storeBytes(of: slots(at: index, levels: levels), as: SIMD4<Int32>.self)
                stored.storeBytes(of: slots(at: index &+ 4, levels: levels), toByteOffset: 16, as: SIMD4<Int32>.self)
                for lane in 0..<8 {
                    let slot = UInt32(bitPattern: pixelSlots[lane])
                    let bits = raw.load(fromByteOffset: (index &+ lane) &* 4, as: UInt32.self)
                    counts[Int(slot &- (bits < splits[Int(slot)] ? 1 : 0))] &+= 1
                }
                index &+= 8
            }
        }
        // One loop for maps with a confidence map and one without: the choice is made once, and each loop
        // holds only the constants it needs in SSE2's sixteen registers.
        if let levels = confidence?.baseAddress { countSteps(levels: levels) } else { countSteps(levels: nil) }
        while index < depth.count {
            count(index)
            index &+= 1
        }
        return (highConfidence &+ Int(highLanes.wrappedSum()), beyondRange &+ Int(beyondLanes.wrappedSum()))
    }
}
