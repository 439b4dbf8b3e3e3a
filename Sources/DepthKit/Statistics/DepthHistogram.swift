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

    /// Bins `values` (all finite) whose extremes are `minMeters` and `maxMeters` (`binCount ≤ 65536`).
    ///
    /// For the percentile selection each bin is also split into equal buckets (at most 65536 in
    /// all): `bucketOfValue[i]` receives value `i`'s bucket and `bucketCounts` the values per
    /// bucket. Buckets are ordered like the values they hold.
    init(
        _ values: UnsafeBufferPointer<Float>, minMeters: Float, maxMeters: Float, binCount: Int,
        bucketOfValue: UnsafeMutableBufferPointer<UInt16>, bucketCounts: inout [Int], kernel: StatisticsKernel
    ) {
        let binning = Binning(minMeters: minMeters, maxMeters: maxMeters, binCount: binCount)
        var tallies = [Int32](repeating: 0, count: binCount * binning.bucketsPerBin)
        tallies.withUnsafeMutableBufferPointer { tallies in
            let laneCount = SIMD4<Float>.scalarCount
            let vectorisedCount = kernel == .vectorised ? values.count / laneCount * laneCount : 0
            for start in stride(from: 0, to: vectorisedCount, by: laneCount) {
                let block = SIMD4(values[start], values[start + 1], values[start + 2], values[start + 3])
                let (buckets, decided) = binning.buckets(of: block)
                for lane in 0..<laneCount {
                    let bucket = decided[lane] ? Int(buckets[lane]) : binning.bucket(of: block[lane])
                    tallies[bucket] &+= 1
                    bucketOfValue[start + lane] = UInt16(truncatingIfNeeded: bucket)
                }
            }
            for index in vectorisedCount..<values.count {
                let bucket = binning.bucket(of: values[index])
                tallies[bucket] &+= 1
                bucketOfValue[index] = UInt16(truncatingIfNeeded: bucket)
            }
        }
        bucketCounts = tallies.map(Int.init)
        let bucketsPerBin = binning.bucketsPerBin
        counts = (0..<binCount).map { bin in
            tallies[(bin * bucketsPerBin)..<((bin + 1) * bucketsPerBin)].reduce(0) { $0 + Int($1) }
        }
        lowerMeters = binning.lower
        upperMeters = binning.upper
    }
}

/// numpy's bin assignment: the scaled offset truncated, then moved by at most one bin so that the
/// edges `lower + i·step` (and `upper` for the last) decide; and the bucket inside the bin.
private struct Binning {
    let lower: Double
    let upper: Double
    let step: Double
    let scale: Double
    let lastBin: Int
    /// Equal buckets per bin for the percentile selection: up to 64, at most 65536 in all.
    let bucketsPerBin: Int

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
        bucketsPerBin = max(1, min(64, 65_536 / binCount))
    }

    /// Left edge of `bin` (exactly numpy's `linspace` value).
    func edge(_ bin: Int) -> Double { Double(bin) * step + lower }

    /// `bin · bucketsPerBin + bucket inside the bin`.
    func bucket(of value: Float) -> Int {
        let depth = Double(value)
        let position = (depth - lower) * scale
        var bin = Int(position)
        var fraction = position - Double(bin)
        // Far from both edges (rounding moves `position` by far less than 1e-6 of a bin) the
        // truncated position is the bin; only near an edge do the edges themselves decide.
        if !(fraction > 1e-6 && fraction < 1 - 1e-6 && bin < lastBin) {
            bin = min(bin, lastBin)
            if depth < edge(bin) {
                bin -= 1
            } else if bin != lastBin && depth >= edge(bin + 1) {
                bin += 1
            }
            fraction = min(max(position - Double(bin), 0), 1)
        }
        let inside = min(max(roundedDown(fraction * Double(bucketsPerBin)), 0), bucketsPerBin - 1)
        return bin &* bucketsPerBin &+ inside
    }

    /// ``bucket(of:)`` for four values at once, for the lanes far from every bin edge (`decided`);
    /// the caller sends the others through ``bucket(of:)``. Integer conversions go through the
    /// bits of `x + 1.5·2⁵²`, which SIMD lanes do without leaving the vector registers.
    func buckets(of values: SIMD4<Float>) -> (buckets: SIMD4<Int64>, decided: SIMDMask<SIMD4<Int64>>) {
        let magic = SIMD4<Double>(repeating: Self.magic)
        let position = (SIMD4<Double>(values) - lower) * scale
        let bin = ((position - 0.5) + magic) - magic
        let fraction = position - bin
        let decided = (fraction .> 1e-6) .& (fraction .< 1 - 1e-6) .& (bin .< Double(lastBin))
        let perBin = Double(bucketsPerBin)
        var inside = ((fraction * perBin - 0.5) + magic) - magic
        inside.replace(with: 0, where: inside .< 0)
        inside.replace(with: perBin - 1, where: inside .> perBin - 1)
        let bucketBits = unsafeBitCast((bin * perBin + inside) + magic, to: SIMD4<Int64>.self)
        return (bucketBits &- unsafeBitCast(magic, to: SIMD4<Int64>.self), decided)
    }

    /// 1.5·2⁵²: adding it to `|x| < 2⁵¹` leaves the nearest integer to `x` in the low mantissa bits.
    private static let magic = 6_755_399_441_055_744.0

    /// `x − 0.5` rounded to the nearest integer, ties to even: `⌊x⌋`, except that an integral `x`
    /// may give `x − 1`; monotonic, and exactly what the SIMD lanes compute. `|x| < 2⁵⁰`.
    private func roundedDown(_ x: Double) -> Int {
        Int(Int64(bitPattern: ((x - 0.5) + Self.magic).bitPattern &- Self.magic.bitPattern))
    }
}
