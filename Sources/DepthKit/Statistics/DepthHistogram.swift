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

    /// Bins `values` (all finite) whose extremes are `minMeters` and `maxMeters`.
    init(_ values: UnsafeBufferPointer<Float>, minMeters: Float, maxMeters: Float, binCount: Int) {
        var lower = Double(minMeters), upper = Double(maxMeters)
        if lower == upper {
            lower -= 0.5
            upper += 0.5
        }
        let step = (upper - lower) / Double(binCount)
        var edges = (0...binCount).map { Double($0) * step + lower }
        edges[binCount] = upper
        let scale = Double(binCount) / (upper - lower)
        let lastBin = binCount - 1
        var counts = [Int](repeating: 0, count: binCount)
        edges.withUnsafeBufferPointer { edges in
            counts.withUnsafeMutableBufferPointer { counts in
                for value in values {
                    let depth = Double(value)
                    var bin = min(Int((depth - lower) * scale), lastBin)
                    // The scaled index can land one bin off near an edge; the edges decide.
                    if depth < edges[bin] {
                        bin -= 1
                    } else if bin != lastBin && depth >= edges[bin + 1] {
                        bin += 1
                    }
                    counts[bin] += 1
                }
            }
        }
        lowerMeters = lower
        upperMeters = upper
        self.counts = counts
    }
}
