/// Percentiles of the valid depths in metres, as `numpy.percentile(values, q)` with the default
/// `linear` method computes them on the values as Float64.
public struct DepthPercentiles: Equatable, Sendable {
    /// 5th percentile, metres.
    public let p5: Double
    /// 25th percentile (lower quartile), metres.
    public let p25: Double
    /// 50th percentile, metres.
    public let median: Double
    /// 75th percentile (upper quartile), metres.
    public let p75: Double
    /// 95th percentile, metres.
    public let p95: Double

    /// The percentiles reported, in percent.
    static let levels: [Double] = [5, 25, 50, 75, 95]

    /// Computes the percentiles by selection (``OrderStatistics``), reordering `values`.
    /// `values` must be non-empty and free of NaN.
    init(selectingIn values: UnsafeMutableBufferPointer<Float>) {
        let positions = Self.levels.map { LinearPosition(percent: $0, count: values.count) }
        let ranks = Set(positions.flatMap { [$0.below, $0.above] }).sorted()
        OrderStatistics.select(ranks: ranks, in: values)
        let results = positions.map { $0.interpolate(Double(values[$0.below]), Double(values[$0.above])) }
        p5 = results[0]
        p25 = results[1]
        median = results[2]
        p75 = results[3]
        p95 = results[4]
    }
}

/// Where numpy's `linear` method places percentile `q` among `n` sorted values: the virtual index
/// `(n − 1)·q/100`, split into the ranks around it and the fraction between them.
private struct LinearPosition {
    let below: Int
    let above: Int
    let fraction: Double

    init(percent: Double, count: Int) {
        let virtualIndex = Double(count - 1) * (percent / 100)
        let floor = virtualIndex.rounded(.down)
        below = Int(floor)
        above = min(below + 1, count - 1)
        fraction = virtualIndex - floor
    }

    /// numpy's `_lerp`: from the nearer end, so that the result never leaves `[a, b]`.
    func interpolate(_ a: Double, _ b: Double) -> Double {
        let difference = b - a
        return fraction >= 0.5 ? b - difference * (1 - fraction) : a + difference * fraction
    }
}
