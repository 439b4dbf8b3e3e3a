/// Counts of valid depths in equal-width bins over `[lowerMeters, upperMeters]`, the valid range's
/// extremes. Bin `i` holds depths in `[edge(i), edge(i+1))`, the last bin also holds `upperMeters`;
/// edges are `lowerMeters + i·(upperMeters − lowerMeters)/binCount` in Float64. This is
/// `numpy.histogram(values.astype(float64), bins)` exactly, including its rule for a single
/// distinct value: the range is widened to `[value − 0.5, value + 0.5]`.
public struct DepthHistogram: Equatable, Sendable {
    /// Lower edge of the first bin, metres.
    public let lowerMeters: Double
    /// Upper edge of the last bin, metres.
    public let upperMeters: Double
    /// Values per bin, from near to far; `counts.count` is the bin count.
    public let counts: [Int]

    /// Width of every bin in metres.
    public var binWidthMeters: Double { (upperMeters - lowerMeters) / Double(counts.count) }

    /// Bins `values` (all finite) whose extremes are `minMeters` and `maxMeters`, writing each
    /// value's bin to `binOfValue` (same length as `values`; `binCount ≤ 65536`). Bins are ordered
    /// like the values, so the percentile selection uses them as buckets.
    init(
        _ values: UnsafeBufferPointer<Float>, minMeters: Float, maxMeters: Float, binCount: Int,
        binOfValue: UnsafeMutableBufferPointer<UInt16>
    ) {
        let binning = Binning(minMeters: minMeters, maxMeters: maxMeters, binCount: binCount)
        // Four interleaved tallies: neighbouring pixels usually share a bin, and one tally would make
        // every increment wait for the previous one.
        let ways = 4
        var tallies = [Int32](repeating: 0, count: binCount * ways)
        tallies.withUnsafeMutableBufferPointer { tallies in
            for index in values.indices {
                let bin = binning.bin(of: values[index])
                tallies[bin &* ways &+ (index & (ways - 1))] &+= 1
                binOfValue[index] = UInt16(truncatingIfNeeded: bin)
            }
        }
        let counts = (0..<binCount).map { bin in
            (0..<ways).reduce(0) { $0 + Int(tallies[bin * ways + $1]) }
        }
        lowerMeters = binning.lower
        upperMeters = binning.upper
        self.counts = counts
    }
}

/// numpy's bin assignment: the scaled offset truncated, then moved by at most one bin so that the
/// edges `lower + i·step` (and `upper` for the last) decide.
private struct Binning {
    let lower: Double
    let upper: Double
    let step: Double
    let scale: Double
    let lastBin: Int

    init(minMeters: Float, maxMeters: Float, binCount: Int) {
        var lower = Double(minMeters), upper = Double(maxMeters)
        if lower == upper {
            lower -= 0.5
            upper += 0.5
        }
        self.lower = lower
        self.upper = upper
        step = (upper - lower) / Double(binCount)
        scale = Double(binCount) / (upper - lower)
        lastBin = binCount - 1
    }

    /// Left edge of `bin` (exactly numpy's `linspace` value).
    func edge(_ bin: Int) -> Double { Double(bin) * step + lower }

    func bin(of value: Float) -> Int {
        let depth = Double(value)
        let position = (depth - lower) * scale
        var bin = Int(position)
        // Far from both edges (rounding moves `position` by far less than 1e-6 of a bin) the
        // truncated position is the bin; only near an edge do the edges themselves decide.
        let fraction = position - Double(bin)
        if fraction > 1e-6 && fraction < 1 - 1e-6 && bin < lastBin {
            return bin
        }
        bin = min(bin, lastBin)
        if depth < edge(bin) {
            bin -= 1
        } else if bin != lastBin && depth >= edge(bin + 1) {
            bin += 1
        }
        return bin
    }
}
