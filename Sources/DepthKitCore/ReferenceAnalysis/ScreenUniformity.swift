/// The reference's screen-pattern uniformity: the share of valid depths within 5 cm (strict) of the
/// upper median `sorted[n/2]`, found by selection instead of a sort.
///
/// Every per-pixel test here is a Float64 expression that is monotone in the Float32 depth (a bin
/// index, a difference from the median), so it holds on an interval of Float32 values. The interval's
/// ends are found once by bisecting over bit patterns, and the passes over the map then compare plain
/// Float32 values — exactly the reference's decisions, without per-pixel Float64 work.
enum ScreenUniformity {
    /// The uniform share of the valid depths in `depth`.
    /// - Complexity: O(n) — two passes plus a selection within one histogram bin.
    static func share(
        depth: UnsafeBufferPointer<Float>, summary: ValidDepthSummary, referenceHistogram: [Int]
    ) -> Double {
        let median = upperMedian(depth: depth, summary: summary, referenceHistogram: referenceHistogram)
        let window = ReferenceAlgorithm.screenWindow
        // |d − median| < window  ⇔  −window < d − median < window, each side monotone in d.
        let lowest = firstFloat(from: summary.minMeters, through: summary.maxMeters) { Double($0) - median > -window }
        let beyond = firstFloat(from: summary.minMeters, through: summary.maxMeters) { Double($0) - median >= window }
        return Double(count(depth, from: lowest, below: beyond)) / Double(summary.count)
    }

    /// `sorted(valid)[n/2]` without sorting: the reference bins are monotone in depth, so the median
    /// lies in the bin where the cumulative count passes `n/2`; only that bin's values are selected from.
    static func upperMedian(
        depth: UnsafeBufferPointer<Float>, summary: ValidDepthSummary, referenceHistogram: [Int]
    ) -> Double {
        guard let binner = ReferenceBinner(summary: summary) else { return Double(summary.minMeters) }
        var rank = summary.count / 2
        var medianBin = 0
        while rank >= referenceHistogram[medianBin] {
            rank -= referenceHistogram[medianBin]
            medianBin += 1
        }
        let lowest = firstFloat(from: summary.minMeters, through: summary.maxMeters) { binner.bin($0) >= medianBin }
        let beyond = firstFloat(from: summary.minMeters, through: summary.maxMeters) { binner.bin($0) > medianBin }
        // Eight values are tested at a time; the rare chunks holding members are unpacked lane by lane.
        let memberCount = referenceHistogram[medianBin]
        return withUnsafeTemporaryAllocation(of: Float.self, capacity: memberCount) { members in
            let lowLanes = SIMD8<Float>(repeating: lowest), beyondLanes = SIMD8<Float>(repeating: beyond)
            let raw = UnsafeRawPointer(depth.baseAddress!)
            var cursor = 0, index = 0
            while index &+ 8 <= depth.count {
                let values = raw.loadUnaligned(fromByteOffset: index &* 4, as: SIMD8<Float>.self)
                let inside = (values .>= lowLanes) .& (values .< beyondLanes)
                if inside.hasSetLane {
                    // The bin holds exactly `memberCount` values; the bound only guards memory.
                    for lane in 0..<8 where inside[lane] && cursor < memberCount {
                        members[cursor] = values[lane]
                        cursor &+= 1
                    }
                }
                index &+= 8
            }
            for value in depth[index...] where value >= lowest && value < beyond && cursor < memberCount {
                members[cursor] = value
                cursor &+= 1
            }
            let bin = UnsafeMutableBufferPointer(rebasing: members[0..<memberCount])
            return Double(OrderStatistics.value(atRank: rank, in: bin))
        }
    }

    /// The first Float32 in `[low, high]` (both positive and finite) where `predicate` — false, then
    /// true, as values grow — holds; `high.nextUp` when it never does. Bisects the bit patterns, which
    /// are ordered like the values for positive floats.
    static func firstFloat(from low: Float, through high: Float, where predicate: (Float) -> Bool) -> Float {
        var lower = low.bitPattern, upper = high.nextUp.bitPattern  // answer in [lower, upper]
        while lower < upper {
            let middle = lower + (upper - lower) / 2
            if predicate(Float(bitPattern: middle)) { upper = middle } else { lower = middle + 1 }
        }
        return Float(bitPattern: lower)
    }

    /// Pixels with `low ≤ d < beyond`, eight at a time (NaN compares false and is never counted).
    private static func count(_ depth: UnsafeBufferPointer<Float>, from low: Float, below beyond: Float) -> Int {
        let lowLanes = SIMD8<Float>(repeating: low), beyondLanes = SIMD8<Float>(repeating: beyond)
        var lanes = SIMD8<Int32>()
        let raw = UnsafeRawPointer(depth.baseAddress!)
        var index = 0
        while index &+ 8 <= depth.count {
            let values = raw.loadUnaligned(fromByteOffset: index &* 4, as: SIMD8<Float>.self)
            lanes &+= SIMD8<Int32>().replacing(with: 1, where: (values .>= lowLanes) .& (values .< beyondLanes))
            index &+= 8
        }
        var total = Int(lanes.wrappedSum())
        while index < depth.count {
            if depth[index] >= low && depth[index] < beyond { total &+= 1 }
            index &+= 1
        }
        return total
    }
}
