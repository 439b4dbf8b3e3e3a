extension ValidDepthSummary {
    /// Eight pixels at a time with SIMD lanes, from the first valid depth on: a validity mask, masked
    /// minimum and maximum, a lane count and Float64 shifted sums and squares per lane; the tail of
    /// fewer than eight pixels goes through the scalar loop. O(n), single pass, no allocation.
    public static func vectorised(_ depths: UnsafeBufferPointer<Float>, range: ValidDepthRange) -> ValidDepthSummary {
        typealias Lanes = SIMD8<Float>
        guard let first = depths.firstIndex(where: range.contains) else { return .empty }
        let shift = Double(depths[first])
        var summary = ValidDepthSummary(shiftMeters: shift)
        let lower = Lanes(repeating: range.minMeters), upper = Lanes(repeating: range.maxMeters)
        let shiftLanes = SIMD4<Double>(repeating: shift)
        var counts = SIMD8<Int32>.zero
        var minima = Lanes(repeating: .infinity), maxima = Lanes(repeating: -.infinity)
        var lowSums = SIMD4<Double>.zero, highSums = SIMD4<Double>.zero
        var lowSquares = SIMD4<Double>.zero, highSquares = SIMD4<Double>.zero
        // A valid depth exists, so the buffer is not empty.
        let raw = UnsafeRawPointer(depths.baseAddress!)
        let vectorEnd = first + (depths.count - first) / Lanes.scalarCount * Lanes.scalarCount
        var index = first
        // Int32 lanes cannot overflow: decoding limits keep maps far below 8·2³¹ pixels.
        while index < vectorEnd {
            let values = raw.loadUnaligned(fromByteOffset: index &* MemoryLayout<Float>.size, as: Lanes.self)
            // NaN fails both comparisons, so it is never valid.
            let valid = (values .>= lower) .& (values .<= upper)
            counts &+= SIMD8<Int32>.zero.replacing(with: 1, where: valid)
            // `replace(where:)` rather than `pointwiseMin/Max`, which do not inline into the loop.
            minima.replace(with: values, where: valid .& (values .< minima))
            maxima.replace(with: values, where: valid .& (values .> maxima))
            // Invalid lanes hold the shift, so they add zero.
            let kept = values.replacing(with: Float(shift), where: .!valid)
            let lowOffsets = kept.lowHalf.widened - shiftLanes, highOffsets = kept.highHalf.widened - shiftLanes
            lowSums += lowOffsets
            highSums += highOffsets
            lowSquares += lowOffsets * lowOffsets
            highSquares += highOffsets * highOffsets
            index &+= Lanes.scalarCount
        }
        summary.count = Int(counts.wrappedSum())
        summary.minMeters = minima.min()
        summary.maxMeters = maxima.max()
        summary.shiftedSum = (lowSums + highSums).sum()
        summary.shiftedSquares = (lowSquares + highSquares).sum()
        summary.add(UnsafeBufferPointer(rebasing: depths[vectorEnd...]), range: range)
        return summary
    }
}
