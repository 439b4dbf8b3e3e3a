/// Introselect for several ranks at once: after ``select(ranks:in:)`` each requested rank holds the
/// value a full ascending sort would put there, in expected O(n·log k) for k ranks and at worst
/// O(n·log n) (a subrange that keeps partitioning badly is sorted instead).
enum OrderStatistics {
    /// Subranges this short are finished by insertion sort.
    private static let insertionSortLength = 16

    /// Rearranges `values` so that `values[r]` is the r-th smallest value for every `r` in `ranks`.
    /// - Parameters:
    ///   - ranks: ascending, distinct indices into `values`.
    ///   - values: no NaN (NaN has no order).
    static func select(ranks: [Int], in values: UnsafeMutableBufferPointer<Float>) {
        guard values.count > 1, !ranks.isEmpty else { return }
        let depthBudget = 2 * (Int.bitWidth - values.count.leadingZeroBitCount)
        ranks.withUnsafeBufferPointer { ranks in
            select(ranks: ranks[...], in: values, range: 0..<values.count, budget: depthBudget)
        }
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
            let split = partition(values, range)
            let firstRight = ranks.firstIndex { $0 > split } ?? ranks.endIndex
            select(ranks: ranks[..<firstRight], in: values, range: range.lowerBound..<(split + 1), budget: budget)
            ranks = ranks[firstRight...]
            range = (split + 1)..<range.upperBound
        }
    }

    /// Hoare partition around the median of the first, middle and last values.
    /// - Returns: `split` with every value in `range.lowerBound...split` ≤ every value after it,
    ///   and `split < range.upperBound − 1`, so both sides are non-empty.
    private static func partition(_ values: UnsafeMutableBufferPointer<Float>, _ range: Range<Int>) -> Int {
        let first = range.lowerBound, middle = first + range.count / 2, last = range.upperBound - 1
        let a = values[first], b = values[middle], c = values[last]
        let medianIndex = (a < b) == (b < c) ? middle : ((b < a) == (a < c) ? first : last)
        values.swapAt(first, medianIndex)
        let pivot = values[first]
        var i = first - 1, j = range.upperBound
        while true {
            repeat { i += 1 } while values[i] < pivot
            repeat { j -= 1 } while values[j] > pivot
            if i >= j { return j }
            values.swapAt(i, j)
        }
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
