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
        let vectorisedCount = kernel == .vectorised ? binning.assignBuckets(values, to: bucketOfValue) : 0
        for index in vectorisedCount..<values.count {
            bucketOfValue[index] = UInt16(truncatingIfNeeded: binning.bucket(of: values[index]))
        }
        var tallies = [Int32](repeating: 0, count: binCount * binning.bucketsPerBin)
        tallies.withUnsafeMutableBufferPointer { tallies in
            for bucket in bucketOfValue { tallies[Int(bucket)] &+= 1 }
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

    /// ``bucket(of:)`` for the values from the first on, eight at a time in Float32 lanes; returns
    /// how many were assigned (a multiple of eight), the caller assigns the rest.
    ///
    /// The lanes compute the position `(value − lower)·scale` in Float32 (`lower` is then the
    /// Float32 `minMeters`): three roundings, so within `binCount·2⁻²²` of the exact position, while
    /// numpy's Float64 edges lie within `binCount·2⁻²⁹` of theirs. A lane whose position is more than
    /// `binCount·2⁻²¹` from every edge is therefore in the bin it truncates to; the few others go
    /// through ``bucket(of:)``. Buckets stay ordered like the values: the lanes' positions are
    /// monotonic in the value, and a value ``bucket(of:)`` assigns near an edge gets its bin's first
    /// or last bucket.
    func assignBuckets(_ values: UnsafeBufferPointer<Float>, to bucketOfValue: UnsafeMutableBufferPointer<UInt16>) -> Int {
        typealias Lanes = SIMD8<Float>
        guard Double(Float(lower)) == lower else {
            // Only a range widened around a single value can have a lower edge Float32 cannot
            // hold: every value is that value, and all share its bucket.
            guard let value = values.first else { return 0 }
            bucketOfValue.initialize(repeating: UInt16(truncatingIfNeeded: bucket(of: value)))
            return values.count
        }
        let blockCount = values.count / Lanes.scalarCount
        guard blockCount > 0, let base = values.baseAddress, let destination = bucketOfValue.baseAddress else { return 0 }
        let source = UnsafeRawPointer(base)
        let lowerLanes = Lanes(repeating: Float(lower)), scaleLanes = Lanes(repeating: Float(scale))
        let margin = Float(lastBin + 1) * 0x1p-21
        let binCountLanes = Lanes(repeating: Float(lastBin + 1))
        let perBin = Lanes(repeating: Float(bucketsPerBin))
        let lastInside = perBin - 1
        let magic = Lanes(repeating: Self.magic32), magicBits = SIMD8<Int32>(repeating: Int32(bitPattern: Self.magic32.bitPattern))
        for block in 0..<blockCount {
            let offset = block &* Lanes.scalarCount
            let values = source.loadUnaligned(fromByteOffset: offset &* MemoryLayout<Float>.size, as: Lanes.self)
            let position = (values - lowerLanes) * scaleLanes
            let bin = ((position - 0.5) + magic) - magic
            let fraction = position - bin
            let decided = (fraction .> margin) .& (fraction .< 1 - margin) .& (bin .< binCountLanes)
            var inside = ((fraction * perBin - 0.5) + magic) - magic
            inside.replace(with: 0, where: inside .< 0)
            inside.replace(with: lastInside, where: inside .> lastInside)
            let bucketBits = unsafeBitCast((bin * perBin + inside) + magic, to: SIMD8<Int32>.self) &- magicBits
            var buckets = SIMD8<UInt16>(truncatingIfNeeded: bucketBits)
            // `all(decided)` calls a non-inlined reduction; the two halves' bits are checked inline.
            let decidedBits = unsafeBitCast(decided, to: SIMD8<Int32>.self)
            let halves = unsafeBitCast(decidedBits.lowHalf & decidedBits.highHalf, to: SIMD2<UInt64>.self)
            if halves[0] & halves[1] != .max {
                for lane in 0..<Lanes.scalarCount where !decided[lane] {
                    buckets[lane] = UInt16(truncatingIfNeeded: bucket(of: values[lane]))
                }
            }
            UnsafeMutableRawPointer(destination).storeBytes(
                of: buckets, toByteOffset: offset &* MemoryLayout<UInt16>.size, as: SIMD8<UInt16>.self)
        }
        return blockCount * Lanes.scalarCount
    }

    /// 1.5·2²³: adding it to `|x| < 2²²` leaves the nearest integer to `x` in the low mantissa bits.
    private static let magic32: Float = 12_582_912

    /// 1.5·2⁵²: adding it to `|x| < 2⁵¹` leaves the nearest integer to `x` in the low mantissa bits.
    private static let magic = 6_755_399_441_055_744.0

    /// `x − 0.5` rounded to the nearest integer, ties to even: `⌊x⌋`, except that an integral `x`
    /// may give `x − 1`; monotonic, and exactly what the SIMD lanes compute. `|x| < 2⁵⁰`.
    private func roundedDown(_ x: Double) -> Int {
        Int(Int64(bitPattern: ((x - 0.5) + Self.magic).bitPattern &- Self.magic.bitPattern))
    }
}
