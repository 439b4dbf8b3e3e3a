/// The first pass over a depth map: how many depths are valid, their extremes and their first two
/// moments, gathered in one pass. Used by ``DepthStatistics`` (count, extremes, mean) and by the
/// analyzer (which also takes its standard deviation from here).
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
    /// `Σ (d − shiftMeters)²` over the valid depths, square metres, accumulated in Float64.
    public var shiftedSquares: Double

    /// The summary of no values.
    public static let empty = ValidDepthSummary(shiftMeters: 0)

    /// Nothing summed yet, about `shiftMeters`.
    init(shiftMeters: Double) {
        count = 0
        minMeters = .infinity
        maxMeters = -.infinity
        self.shiftMeters = shiftMeters
        shiftedSum = 0
        shiftedSquares = 0
    }

    /// Mean valid depth, metres (NaN when `count == 0`).
    public var meanMeters: Double { shiftMeters + shiftedSum / Double(count) }

    /// Population standard deviation of the valid depths (divides by n), metres, from the one-pass
    /// shifted moments (NaN when `count == 0`).
    public var standardDeviationMeters: Double {
        let n = Double(count)
        let meanOffset = shiftedSum / n
        return max(shiftedSquares / n - meanOffset * meanOffset, 0).squareRoot()
    }

    /// One pixel at a time: the reference the vectorised kernel is tested and benchmarked against.
    public static func scalar(_ depths: UnsafeBufferPointer<Float>, range: ValidDepthRange) -> ValidDepthSummary {
        guard let first = depths.firstIndex(where: range.contains) else { return .empty }
        var summary = ValidDepthSummary(shiftMeters: Double(depths[first]))
        summary.add(UnsafeBufferPointer(rebasing: depths[first...]), range: range)
        return summary
    }

    /// Adds the valid depths of `depths`, one at a time.
    mutating func add(_ depths: UnsafeBufferPointer<Float>, range: ValidDepthRange) {
        for depth in depths where range.contains(depth) {
            count += 1
            minMeters = min(minMeters, depth)
            maxMeters = max(maxMeters, depth)
            let offset = Double(depth) - shiftMeters
            shiftedSum += offset
            shiftedSquares += offset * offset
        }
    }
}
