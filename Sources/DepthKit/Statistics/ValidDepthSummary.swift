/// The first pass over a depth map: how many values are valid, their extremes and their sum.
/// Both kernels visit every pixel once; they agree exactly on `count`, `minMeters` and
/// `maxMeters`, and on `sumMeters` up to Float64 rounding (they add in a different order).
@_spi(Benchmarking)
public struct ValidDepthSummary: Equatable, Sendable {
    /// Valid pixels.
    public var count: Int
    /// Smallest valid depth in metres (`+infinity` when `count == 0`).
    public var minMeters: Float
    /// Largest valid depth in metres (`-infinity` when `count == 0`).
    public var maxMeters: Float
    /// Sum of the valid depths in metres, accumulated in Float64.
    public var sumMeters: Double

    /// The summary of no values.
    public static let empty = ValidDepthSummary(count: 0, minMeters: .infinity, maxMeters: -.infinity, sumMeters: 0)

    /// One pixel at a time: the reference the vectorised kernel is tested and benchmarked against.
    public static func scalar(_ depths: UnsafeBufferPointer<Float>, range: ValidDepthRange) -> ValidDepthSummary {
        var summary = ValidDepthSummary.empty
        for depth in depths where range.contains(depth) {
            summary.count += 1
            summary.minMeters = min(summary.minMeters, depth)
            summary.maxMeters = max(summary.maxMeters, depth)
            summary.sumMeters += Double(depth)
        }
        return summary
    }
}
