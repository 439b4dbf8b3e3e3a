/// The second pass of the two-pass variance: `Σ (x − mean)²` in Float64 over the valid depths.
/// Subtracting the mean before squaring keeps the population variance accurate to Float64 rounding
/// even when the spread is tiny next to the depth (a flat wall at 1 m with 1 mm noise), where
/// `Σx² − n·mean²` would cancel catastrophically.
@_spi(Benchmarking)
public enum SquaredDeviations {
    /// One value at a time: the reference for tests and benchmarks.
    public static func scalar(_ depths: UnsafeBufferPointer<Float>, meanMeters: Double) -> Double {
        var total = 0.0
        for depth in depths {
            let deviation = Double(depth) - meanMeters
            total += deviation * deviation
        }
        return total
    }

    /// Eight values at a time in two `SIMD4<Double>` accumulators; the tail goes through ``scalar(_:meanMeters:)``.
    public static func vectorised(_ depths: UnsafeBufferPointer<Float>, meanMeters: Double) -> Double {
        let laneCount = SIMD8<Float>.scalarCount
        let blockCount = depths.count / laneCount
        let mean = SIMD4<Double>(repeating: meanMeters)
        var low = SIMD4<Double>.zero, high = SIMD4<Double>.zero
        if let base = depths.baseAddress, blockCount > 0 {
            let raw = UnsafeRawPointer(base)
            for block in 0..<blockCount {
                let values = raw.loadUnaligned(
                    fromByteOffset: block &* MemoryLayout<SIMD8<Float>>.size, as: SIMD8<Float>.self)
                let lowDeviation = values.lowHalf.widened - mean
                let highDeviation = values.highHalf.widened - mean
                low += lowDeviation * lowDeviation
                high += highDeviation * highDeviation
            }
        }
        let tail = UnsafeBufferPointer(rebasing: depths[(blockCount * laneCount)...])
        return (low + high).sum() + scalar(tail, meanMeters: meanMeters)
    }
}
