/// Introselect, the one selection in DepthKit: after ``select(ranks:in:)`` each requested rank holds
/// the value a full ascending sort would put there, in expected O(n·log k) for k ranks and at worst
/// O(n·log n) (a subrange that keeps partitioning badly is sorted instead). Percentiles
/// (``DepthPercentiles``, the automatic colour range) and the analysis's upper median select here.
package enum OrderStatistics {
    /// Subranges this short are finished by insertion sort.
    private static let insertionSortLength = 16

    /// Rearranges `values` so that `values[r]` is the r-th smallest value for every `r` in `ranks`.
    /// - Parameters:
    ///   - ranks: ascending, distinct indices into `values`.
    ///   - values: no NaN (NaN has no order).
    package static func select(ranks: [Int], in values: UnsafeMutableBufferPointer<Float>) {
        ranks.withUnsafeBufferPointer { select(ranks: $0, in: values) }
    }

    /// The value a full ascending sort would put at `rank`; reorders `values` (no NaN, `rank` an
    /// index into it).
    package static func value(atRank rank: Int, in values: UnsafeMutableBufferPointer<Float>) -> Float {
        withUnsafePointer(to: rank) { select(ranks: UnsafeBufferPointer(start: $0, count: 1), in: values) }
        return values[rank]
    }

    /// `numpy.percentile(values, percents)` with the default `linear` method, on the values as
    /// Float64; reorders `values` (non-empty, no NaN). One selection serves every percentile.
    /// - Parameter percents: each within 0…100.
    package static func percentiles(_ percents: [Double], in values: UnsafeMutableBufferPointer<Float>) -> [Double] {
        let positions = percents.map { LinearPosition(percent: $0, count: values.count) }
        select(ranks: LinearPosition.ranks(of: positions), in: values)
        return positions.map { $0.interpolate(Double(values[$0.below]), Double(values[$0.above])) }
    }

    private static func select(ranks: UnsafeBufferPointer<Int>, in values: UnsafeMutableBufferPointer<Float>) {
        guard values.count > 1, !ranks.isEmpty else { return }
        let depthBudget = 2 * (Int.bitWidth - values.count.leadingZeroBitCount)
        select(ranks: ranks[...], in: values, range: 0..<values.count, budget: depthBudget)
    }

    private static func select(
        ranks: Slice<UnsafeBufferPointer<Int>>, in values: UnsafeMutableBufferPointer<Float>, range: Range<Int>,
        budget: Int
    ) {
        var ranks = ranks, range = range, budget = budget
        while !ranks.isEmpty {
            if range.count <= insertionSortLength {
                insertionSort(values, range)
                return
            }
            if budget == 0 {
                var subrange = UnsafeMutableBufferPointer(rebasing: values[range])
                subrange.sort()
                return
            }
            budget -= 1
            let pivot = medianOfThree(values, range)
            let split = partition(values, range) { $0 < pivot }
            if split == range.lowerBound {
                // Nothing is below the pivot: it is the minimum. Everything equal to it goes left and
                // is final (this also ends runs of equal values in one step).
                let equalEnd = partition(values, range) { $0 <= pivot }
                ranks = ranks[(ranks.firstIndex { $0 >= equalEnd } ?? ranks.endIndex)...]
                range = equalEnd..<range.upperBound
                continue
            }
            let firstRight = ranks.firstIndex { $0 >= split } ?? ranks.endIndex
            select(ranks: ranks[..<firstRight], in: values, range: range.lowerBound..<split, budget: budget)
            ranks = ranks[firstRight...]
            range = split..<range.upperBound
        }
    }

    /// The median of the first, middle and last values of `range`.
    private static func medianOfThree(_ values: UnsafeMutableBufferPointer<Float>, _ range: Range<Int>) -> Float {
        let a = values[range.lowerBound], b = values[range.lowerBound + range.count / 2], c = values[range.upperBound - 1]
        return (a < b) == (b < c) ? b : ((b < a) == (a < c) ? a : c)
    }

    /// Branch-free Lomuto partition: moves the values satisfying `isLeft` to the front of `range`.
    /// Every step swaps unconditionally and advances the boundary by the comparison's result, so
    /// random data costs no mispredicted branches.
    /// - Returns: the boundary: `isLeft` holds before it and fails from it on.
    @inline(__always)
    private static func partition(
        _ values: UnsafeMutableBufferPointer<Float>, _ range: Range<Int>, isLeft: (Float) -> Bool
    ) -> Int {
        var boundary = range.lowerBound
        for index in range {
            let value = values[index]
            values[index] = values[boundary]
            values[boundary] = value
            boundary &+= isLeft(value) ? 1 : 0
        }
        return boundary
    }

    private static func insertionSort(_ values: UnsafeMutableBufferPointer<Float>, _ range: Range<Int>) {
        for index in range.dropFirst() {
            let value = values[index]
            var hole = index
            while hole > range.lowerBound && values[hole - 1] > value {
                values[hole] = values[hole - 1]
                hole -= 1
            }
            values[hole] = value
        }
    }
}
