extension ValidDepthSummary {
    /// Eight pixels at a time with SIMD lanes: a validity mask, masked minimum and maximum, a lane
    /// count and a Float64 sum per lane; the tail of fewer than eight pixels goes through
    /// ``scalar(_:range:)``. O(n), single pass, no allocation.
    public static func vectorised(_ depths: UnsafeBufferPointer<Float>, range: ValidDepthRange) -> ValidDepthSummary {
        typealias Lanes = SIMD8<Float>
        let laneCount = Lanes.scalarCount
        let blockCount = depths.count / laneCount
        let lower = Lanes(repeating: range.minMeters), upper = Lanes(repeating: range.maxMeters)
        var counts = SIMD8<Int32>.zero
        var minima = Lanes(repeating: .infinity), maxima = Lanes(repeating: -.infinity)
        var lowSums = SIMD4<Double>.zero, highSums = SIMD4<Double>.zero
        if let base = depths.baseAddress, blockCount > 0 {
            let raw = UnsafeRawPointer(base)
            for block in 0..<blockCount {
                let values = raw.loadUnaligned(fromByteOffset: block &* MemoryLayout<Lanes>.size, as: Lanes.self)
                // NaN fails both comparisons, so it is never valid.
                let valid = (values .>= lower) .& (values .<= upper)
                counts &+= SIMD8<Int32>.zero.replacing(with: 1, where: valid)
                // `replace(where:)` rather than `pointwiseMin/Max`, which do not inline into the loop.
                minima.replace(with: values, where: valid .& (values .< minima))
                maxima.replace(with: values, where: valid .& (values .> maxima))
                let kept = values.replacing(with: 0, where: .!valid)
                lowSums += SIMD4<Double>(kept.lowHalf)
                highSums += SIMD4<Double>(kept.highHalf)
            }
        }
        let tail = UnsafeBufferPointer(rebasing: depths[(blockCount * laneCount)...])
        var summary = scalar(tail, range: range)
        summary.count += Int(counts.wrappedSum())
        summary.minMeters = min(summary.minMeters, minima.min())
        summary.maxMeters = max(summary.maxMeters, maxima.max())
        summary.sumMeters += (lowSums + highSums).sum()
        return summary
    }
}
