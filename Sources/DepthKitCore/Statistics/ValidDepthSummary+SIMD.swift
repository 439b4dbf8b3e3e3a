extension ValidDepthSummary {
    /// Eight pixels at a time with SIMD lanes, from the first valid depth on: a validity mask, minimum
    /// and maximum (invalid lanes hold the shift), a lane count and Float64 shifted sums (and squares) per lane; the tail of
    /// fewer than eight pixels goes through the scalar loop. O(n), single pass, no allocation.
    /// - Parameter gatheringSquares: whether to sum the squares too. `false` leaves ``shiftedSquares``
    ///   `nil` and sums the plain depths, shifting the total once: as exact for the mean, a fifth faster.
    public static func vectorised(
        _ depths: UnsafeBufferPointer<Float>, range: ValidDepthRange, gatheringSquares: Bool = true
    ) -> ValidDepthSummary {
        // Two specialisations of one loop: the flag is a constant in each.
        gatheringSquares
            ? vectorised(depths, range: range, squares: true) : vectorised(depths, range: range, squares: false)
    }

    @inline(__always)
    private static func vectorised(
        _ depths: UnsafeBufferPointer<Float>, range: ValidDepthRange, squares gatheringSquares: Bool
    ) -> ValidDepthSummary {
        guard let first = depths.firstIndex(where: range.contains) else {
            return .empty(gatheringSquares: gatheringSquares)
        }
        let shift = Double(depths[first])
        var summary = ValidDepthSummary(shiftMeters: shift, gatheringSquares: gatheringSquares)
        // The offsets are taken in even and odd lane pairs (see `SIMD4.widenedPairs`); each Float64 lane
        // still adds the same pixels in the same order as one four-lane accumulator would.
        let shiftPairs = SIMD2<Double>(repeating: shift)
        // Valid depths (and the shift that replaces the invalid ones) are positive normal numbers when
        // the range starts above zero: their widening can then stay on bit patterns.
        let positiveNormal = range.minMeters >= .leastNormalMagnitude
        // With every depth within 2²⁷ of the smallest, each is a multiple of the smallest one's ulp
        // and below 2²⁸ times it: a sum of two, a difference from the shift and twice the shift all
        // fit Float64's 53 bits. So `(a + b) − 2·shift` rounds the exact `a − shift + b − shift`
        // once, as `(a − shift) + (b − shift)` does: the same sum without the offsets, which the
        // optimiser then keeps in whole vectors (it splits lanes where the offsets also feed the squares).
        let exactPairSums = positiveNormal && range.maxMeters <= range.minMeters * 0x1p27
        let twiceShiftPairs = shiftPairs + shiftPairs
        // Every mask is taken on a SIMD4<Float> half, one SSE register: SIMD8 masks compile to
        // 16-bit lanes and shuffles.
        let lanes = MaskedLanes(range: range, shift: depths[first])
        var extremes = LaneExtremes()
        var counts = SIMD4<Int32>.zero
        // One accumulator each for the sums and the squares (of the even and the odd lanes): with two of
        // each, SSE2's sixteen registers no longer hold all of the loop's state.
        var sums = SIMD4<Double>.zero
        var evenSums = SIMD2<Double>.zero, oddSums = SIMD2<Double>.zero
        var evenSquares = SIMD2<Double>.zero, oddSquares = SIMD2<Double>.zero
        // A valid depth exists, so the buffer is not empty.
        let raw = UnsafeRawPointer(depths.baseAddress!)
        let vectorEnd = first + (depths.count - first) / 8 * 8
        var index = first
        // Int32 lanes cannot overflow: decoding limits keep maps far below 4·2³¹ pixels.
        while index < vectorEnd {
            let values = raw.loadUnaligned(fromByteOffset: index &* MemoryLayout<Float>.size, as: SIMD8<Float>.self)
            let lowLanes = lanes.split(values.lowHalf, widening: gatheringSquares)
            let highLanes = lanes.split(values.highHalf, widening: gatheringSquares)
            counts &-= lowLanes.validBits &+ highLanes.validBits
            extremes.add(lowLanes.kept, highLanes.kept)
            if gatheringSquares {
                // Invalid lanes hold the shift, so they add zero.
                let low = lowLanes.kept.widenedPairs(positiveNormal: positiveNormal)
                let high = highLanes.kept.widenedPairs(positiveNormal: positiveNormal)
                let lowEven = low.even - shiftPairs, lowOdd = low.odd - shiftPairs
                let highEven = high.even - shiftPairs, highOdd = high.odd - shiftPairs
                if exactPairSums {
                    evenSums += (low.even + high.even) - twiceShiftPairs
                    oddSums += (low.odd + high.odd) - twiceShiftPairs
                } else {
                    evenSums += lowEven + highEven
                    oddSums += lowOdd + highOdd
                }
                evenSquares += lowEven * lowEven + highEven * highEven
                oddSquares += lowOdd * lowOdd + highOdd * highOdd
            } else {
                // The mean alone needs no offsets: the plain sum (invalid lanes zero), shifted once
                // below, is as exact.
                sums += lowLanes.zeroed.widened + highLanes.zeroed.widened
            }
            index &+= 8
        }
        summary.count = Int(counts.wrappedSum())
        summary.minMeters = extremes.minima.min()
        summary.maxMeters = extremes.maxima.max()
        if gatheringSquares {
            // Lanes 0…3 in order, as one four-lane accumulator sums them.
            summary.shiftedSum = SIMD4(evenSums[0], oddSums[0], evenSums[1], oddSums[1]).sum()
            summary.shiftedSquares = SIMD4(evenSquares[0], oddSquares[0], evenSquares[1], oddSquares[1]).sum()
        } else {
            // count·shift is exact (a Float32 times an integer below 2²⁹).
            summary.shiftedSum = sums.sum() - Double(summary.count) * shift
        }
        summary.add(UnsafeBufferPointer(rebasing: depths[vectorEnd...]), range: range)
        return summary
    }
}

/// Four depths split by validity with bit masks, which keep the loop branch-free
/// (`replacing(with:where:)` compiled to branches around lanes).
private struct MaskedLanes {
    let lower: SIMD4<Float>
    let upper: SIMD4<Float>
    /// The first valid depth in every lane.
    let shift: SIMD4<Float>

    init(range: ValidDepthRange, shift: Float) {
        lower = SIMD4(repeating: range.minMeters)
        upper = SIMD4(repeating: range.maxMeters)
        self.shift = SIMD4(repeating: shift)
    }

    /// `validBits`: all ones in valid lanes, zero elsewhere (NaN fails both comparisons, so it is
    /// never valid); `kept`: invalid lanes replaced by the shift, itself a valid depth; `zeroed`:
    /// invalid lanes replaced by zero.
    @inline(__always)
    func split(_ values: SIMD4<Float>, widening: Bool) -> (validBits: SIMD4<Int32>, kept: SIMD4<Float>, zeroed: SIMD4<Float>) {
        let valid = (values .>= lower) .& (values .<= upper)
        // A comparison mask's lanes are all ones or zero.
        let validBits = unsafeBitCast(valid, to: SIMD4<Int32>.self)
        let zeroed = unsafeBitCast(values, to: SIMD4<Int32>.self) & validBits
        // Measured: the loop that widens `kept` (squares) compiles to vector code only with a
        // select, the one that does not only with bit masks.
        let kept = widening
            ? values.replacing(with: shift, where: .!valid)
            : unsafeBitCast(zeroed | (unsafeBitCast(shift, to: SIMD4<Int32>.self) & ~validBits), to: SIMD4<Float>.self)
        return (validBits, kept, unsafeBitCast(zeroed, to: SIMD4<Float>.self))
    }
}

/// Lane-wise minimum and maximum of depths without NaN: `replace(where:)` on an unmasked
/// comparison compiles to `minps`/`maxps`.
private struct LaneExtremes {
    var minima = SIMD4<Float>(repeating: .infinity)
    var maxima = SIMD4<Float>(repeating: -.infinity)

    /// Adds two vectors: their lane-wise extremes first (two registers of state, not four).
    @inline(__always)
    mutating func add(_ low: SIMD4<Float>, _ high: SIMD4<Float>) {
        let lower = low.replacing(with: high, where: high .< low)
        let upper = low.replacing(with: high, where: high .> low)
        minima.replace(with: lower, where: lower .< minima)
        maxima.replace(with: upper, where: upper .> maxima)
    }
}
