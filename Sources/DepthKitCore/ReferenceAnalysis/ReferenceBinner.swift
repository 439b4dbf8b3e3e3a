/// The reference's bin `min(floor((d − min)/bw), 49)` of a Float32 depth, exactly.
///
/// The rule is Float64 arithmetic, monotone in the depth, so each bin is an interval of Float32
/// values. ``lowerBounds(into:)`` finds the intervals' ends once (bisection over bit patterns near
/// the nominal boundary `min + k·bw`), and ``FineDepthBins`` places them among the fine bins that the
/// histogram pass counts: no Float64 work per pixel.
/// ``bin(_:)`` is the direct form (a multiplication by `1/bw`, with the exact division only within
/// 1e-9 of a bin boundary), for the few values tested outside the per-pixel loop.
struct ReferenceBinner {
    private let minDepth: Double
    private let binWidth: Double
    private let inverseWidth: Double
    private let minDepth32: Float
    private static let margin = 1e-9

    /// `nil` when `max ≤ min` (the reference then builds no histogram).
    init?(summary: ValidDepthSummary) {
        guard summary.maxMeters > summary.minMeters else { return nil }
        minDepth = Double(summary.minMeters)
        binWidth = (Double(summary.maxMeters) - minDepth) / Double(ReferenceAlgorithm.binCount)
        inverseWidth = 1 / binWidth
        minDepth32 = summary.minMeters
    }

    /// The reference's bin of `value`.
    @inline(__always)
    func bin(_ value: Float) -> Int {
        let depth = Double(value)
        let estimate = (depth - minDepth) * inverseWidth
        // Truncation is the floor here (estimate ≥ 0) and, unlike `rounded(.down)`, needs no libm call
        // on baseline x86-64.
        let truncated = Int(estimate)
        let whole = Double(truncated)
        if estimate - whole > Self.margin && whole + 1 - estimate > Self.margin {
            return min(truncated, ReferenceAlgorithm.binCount - 1)
        }
        return ReferenceAlgorithm.bin(depth, minDepth: minDepth, binWidth: binWidth)
    }

    /// Fills `bounds` (``ReferenceAlgorithm/binCount`` + 1 values): `bounds[k]` is the smallest Float32
    /// whose bin is `k` or more, `bounds[0] = −∞` and `bounds[binCount] = +∞`.
    func lowerBounds(into bounds: UnsafeMutableBufferPointer<Float>) {
        let last = ReferenceAlgorithm.binCount
        bounds[0] = -.infinity
        bounds[last] = .infinity
        let lowest = minDepth32, highest = Float(minDepth + binWidth * Double(last))
        for k in 1..<last {
            let nominal = Float(minDepth + binWidth * Double(k))
            // The boundary lies within a few units in the last place of the nominal one (positive floats
            // order like their bit patterns, so ±32 patterns is ±32 units); bisect there
            // when the bracket holds, over the whole range otherwise.
            let low = Float(bitPattern: nominal.bitPattern &- 32), high = Float(bitPattern: nominal.bitPattern &+ 32)
            let bracketed = low >= lowest && bin(low) < k && bin(high) >= k
            bounds[k] = bracketed
                ? ScreenUniformity.firstFloat(from: low, through: high) { bin($0) >= k }
                : ScreenUniformity.firstFloat(from: lowest, through: max(highest, lowest)) { bin($0) >= k }
        }
    }
}
