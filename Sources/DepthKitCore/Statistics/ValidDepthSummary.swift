/// The first pass over a depth map: how many depths are valid, their extremes and their first two
/// moments, gathered in one pass. Used by ``DepthStatistics`` (count, extremes, mean; it takes its
/// standard deviation from a second, exact pass and so skips the squares) and by the analyzer (which
/// takes its standard deviation from here).
///
/// The moments are taken about a shift, the first valid depth: `Σ(d − shift)` and `Σ(d − shift)²`
/// in Float64. Every valid depth lies within `maxMeters − minMeters` of the shift, so the one-pass
/// variance `Σ(d − shift)²/n − (Σ(d − shift)/n)²` does not cancel catastrophically as `Σd²/n − mean²`
/// would at 1 m with 1 mm of noise.
///
/// Both kernels visit every pixel once; they agree exactly on `count`, `minMeters`, `maxMeters` and
/// `shiftMeters`, and on the sums up to Float64 rounding (they add in a different order).
@_spi(Benchmarking)
public struct ValidDepthSummary: Equatable, Sendable {
    /// Valid pixels.
    public var count: Int
    /// Smallest valid depth in metres (`+infinity` when `count == 0`).
    public var minMeters: Float
    /// Largest valid depth in metres (`-infinity` when `count == 0`).
    public var maxMeters: Float
    /// The first valid depth in map order, metres (0 when `count == 0`): subtracted before summing.
    public var shiftMeters: Double
    /// `Σ (d − shiftMeters)` over the valid depths, metres, accumulated in Float64.
    public var shiftedSum: Double
    /// `Σ (d − shiftMeters)²` over the valid depths, square metres, accumulated in Float64; `nil`
    /// when the pass was asked not to gather it.
    public var shiftedSquares: Double?

    /// The summary of no values.
    static func empty(gatheringSquares: Bool) -> ValidDepthSummary {
        ValidDepthSummary(shiftMeters: 0, gatheringSquares: gatheringSquares)
    }

    /// Nothing summed yet, about `shiftMeters`.
    init(shiftMeters: Double, gatheringSquares: Bool) {
        count = 0
        minMeters = .infinity
        maxMeters = -.infinity
        self.shiftMeters = shiftMeters
        shiftedSum = 0
        shiftedSquares = gatheringSquares ? 0 : nil
    }

    /// Mean valid depth, metres (NaN when `count == 0`).
    public var meanMeters: Double { shiftMeters + shiftedSum / Double(count) }

    /// Population standard deviation of the valid depths (divides by n), metres, from the one-pass
    /// shifted moments (NaN when `count == 0`); `nil` when the squares were not gathered.
    public var standardDeviationMeters: Double? {
        guard let shiftedSquares else { return nil }
        let n = Double(count)
        let meanOffset = shiftedSum / n
        return max(shiftedSquares / n - meanOffset * meanOffset, 0).squareRoot()
    }

    /// One pixel at a time: the reference the vectorised kernel is tested and benchmarked against.
    /// - Parameter gatheringSquares: whether to sum the squares too (`false` leaves ``shiftedSquares`` `nil`).
    public static func scalar(
        _ depths: UnsafeBufferPointer<Float>, range: ValidDepthRange, gatheringSquares: Bool = true
    ) -> ValidDepthSummary {
        guard let first = depths.firstIndex(where: range.contains) else {
            return .empty(gatheringSquares: gatheringSquares)
        }
        var summary = ValidDepthSummary(shiftMeters: Double(depths[first]), gatheringSquares: gatheringSquares)
        summary.add(UnsafeBufferPointer(rebasing: depths[first...]), range: range)
        return summary
    }

    /// Adds the valid depths of `depths`, one at a time.
    mutating func add(_ depths: UnsafeBufferPointer<Float>, range: ValidDepthRange) {
        guard shiftedSquares != nil else {
            // The mean alone needs no offsets: the plain sum, shifted once, is as exact.
            var sum = 0.0, added = 0
            for depth in depths where range.contains(depth) {
                added += 1
                minMeters = min(minMeters, depth)
                maxMeters = max(maxMeters, depth)
                sum += Double(depth)
            }
            count += added
            shiftedSum += sum - Double(added) * shiftMeters
            return
        }
        var squares = 0.0
        for depth in depths where range.contains(depth) {
            count += 1
            minMeters = min(minMeters, depth)
            maxMeters = max(maxMeters, depth)
            let offset = Double(depth) - shiftMeters
            shiftedSum += offset
            squares += offset * offset
        }
        shiftedSquares? += squares
    }
}
