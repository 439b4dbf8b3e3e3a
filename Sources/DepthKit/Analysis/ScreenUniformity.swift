/// The reference's screen-pattern uniformity: the share of valid depths within 5 cm (strict) of the
/// upper median `sorted[n/2]`, found by selection instead of a sort.
enum ScreenUniformity {
    /// The uniform share of the valid depths in `depth`.
    ///
    /// The reference histogram's bins are monotone in depth, so the median lies in the bin where the
    /// cumulative count passes `n/2`; only that bin's values are gathered and selected from.
    /// - Complexity: O(n) — two passes plus a selection within one bin.
    static func share(
        depth: UnsafeBufferPointer<Float>, summary: ValidDepthSummary, referenceHistogram: [Int]
    ) -> Double {
        let median = upperMedian(depth: depth, summary: summary, referenceHistogram: referenceHistogram)
        let range = ReferenceAlgorithm.validRange
        var uniform = 0
        for value in depth where range.contains(value) && abs(Double(value) - median) < ReferenceAlgorithm.screenWindow {
            uniform &+= 1
        }
        return Double(uniform) / Double(summary.count)
    }

    /// `sorted(valid)[n/2]` without sorting.
    static func upperMedian(
        depth: UnsafeBufferPointer<Float>, summary: ValidDepthSummary, referenceHistogram: [Int]
    ) -> Double {
        guard let binner = ReferenceBinner(summary: summary) else { return Double(summary.minDepth) }
        var rank = summary.count / 2
        var medianBin = 0
        while rank >= referenceHistogram[medianBin] {
            rank -= referenceHistogram[medianBin]
            medianBin += 1
        }
        let range = ReferenceAlgorithm.validRange
        var members: [Float] = []
        members.reserveCapacity(referenceHistogram[medianBin])
        for value in depth
        where range.contains(value) && binner.bin(value) == medianBin {
            members.append(value)
        }
        return Double(members.withUnsafeMutableBufferPointer { select(rank, in: $0) })
    }

    /// The element that would sit at `rank` if `values` were sorted ascending (Hoare's selection,
    /// median-of-three pivots); reorders `values`.
    /// - Complexity: O(n) expected.
    static func select(_ rank: Int, in values: UnsafeMutableBufferPointer<Float>) -> Float {
        var low = 0, high = values.count - 1
        while low < high {
            let middle = low + (high - low) / 2
            let pivot = medianOfThree(values[low], values[middle], values[high])
            var left = low, right = high
            while left <= right {
                while values[left] < pivot { left += 1 }
                while values[right] > pivot { right -= 1 }
                if left <= right {
                    values.swapAt(left, right)
                    left += 1
                    right -= 1
                }
            }
            if rank <= right {
                high = right
            } else if rank >= left {
                low = left
            } else {
                return values[rank]
            }
        }
        return values[rank]
    }

    private static func medianOfThree(_ a: Float, _ b: Float, _ c: Float) -> Float {
        max(min(a, b), min(max(a, b), c))
    }
}
