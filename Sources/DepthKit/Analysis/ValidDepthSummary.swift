/// Count, extremes and moments of the valid depths (reference validity: 0.1…20 m in Float32),
/// gathered in one vectorised pass.
struct ValidDepthSummary {
    /// Valid pixels.
    var count = 0
    /// Nearest valid depth (Float32), +∞ when none.
    var minDepth = Float.infinity
    /// Farthest valid depth (Float32), −∞ when none.
    var maxDepth = -Float.infinity
    /// Σ (d − shift) over valid depths, in Float64.
    var shiftedSum = 0.0
    /// Σ (d − shift)² over valid depths, in Float64.
    var shiftedSquares = 0.0
    /// A valid depth subtracted before summing, so that the variance does not cancel catastrophically.
    var shift = 0.0

    /// The mean valid depth.
    var mean: Double { shift + shiftedSum / Double(count) }

    /// The population standard deviation of the valid depths.
    var standardDeviation: Double {
        let n = Double(count)
        let meanOffset = shiftedSum / n
        return max(shiftedSquares / n - meanOffset * meanOffset, 0).squareRoot()
    }

    /// Summarises `depth` with the reference's validity rule.
    init(_ depth: UnsafeBufferPointer<Float>) {
        let range = ReferenceAlgorithm.validRange
        guard let first = depth.firstIndex(where: range.contains) else { return }
        shift = Double(depth[first])
        let low = SIMD8<Float>(repeating: range.minMeters), high = SIMD8<Float>(repeating: range.maxMeters)
        let shift4 = SIMD4<Double>(repeating: shift)
        var minimum = SIMD8<Float>(repeating: .infinity), maximum = SIMD8<Float>(repeating: -.infinity)
        var counts = SIMD8<Int32>()
        var sumLow = SIMD4<Double>(), sumHigh = SIMD4<Double>()
        var squaresLow = SIMD4<Double>(), squaresHigh = SIMD4<Double>()
        let raw = UnsafeRawPointer(depth.baseAddress!)
        let vectorEnd = first + (depth.count - first) / 8 * 8
        var index = first
        // Int32 lanes cannot overflow: decoding limits keep maps far below 8·2^31 pixels.
        while index < vectorEnd {
            let values = raw.loadUnaligned(fromByteOffset: index &* 4, as: SIMD8<Float>.self)
            let valid = (values .>= low) .& (values .<= high)
            // Selects rather than `pointwiseMin`/`pointwiseMax`, whose generic versions do not vectorise.
            minimum.replace(with: values, where: valid .& (values .< minimum))
            maximum.replace(with: values, where: valid .& (values .> maximum))
            counts &+= SIMD8<Int32>(repeating: 0).replacing(with: 1, where: valid)
            let kept = values.replacing(with: Float(shift), where: .!valid)
            let lowHalf = widen(kept.lowHalf) - shift4, highHalf = widen(kept.highHalf) - shift4
            sumLow += lowHalf
            sumHigh += highHalf
            squaresLow += lowHalf * lowHalf
            squaresHigh += highHalf * highHalf
            index &+= 8
        }
        count = Int(counts.wrappedSum())
        minDepth = minimum.min()
        maxDepth = maximum.max()
        shiftedSum = (sumLow + sumHigh).sum()
        shiftedSquares = (squaresLow + squaresHigh).sum()
        while index < depth.count {
            let value = depth[index]
            if range.contains(value) {
                count += 1
                minDepth = min(minDepth, value)
                maxDepth = max(maxDepth, value)
                let offset = Double(value) - shift
                shiftedSum += offset
                shiftedSquares += offset * offset
            }
            index += 1
        }
    }
}

/// Float32 lanes widened to Float64. Spelled lane by lane: the generic `SIMD4<Double>(_:)` conversion
/// is not vectorised and costs 2.5× the whole summary pass.
@inline(__always)
private func widen(_ lanes: SIMD4<Float>) -> SIMD4<Double> {
    SIMD4(Double(lanes[0]), Double(lanes[1]), Double(lanes[2]), Double(lanes[3]))
}
