/// The reference's edge coherence in one vectorised pass over the interior pixels.
///
/// The reference decides `sqrt(gx² + gy²) > 0.1` in Float64. Four pixels at a time (one SSE register)
/// compute `gx² + gy²` in Float32 instead, whose relative error (a few units in the last place, < 3e-7)
/// is far inside a ±1e-5 band around 0.01: outside the band the Float32 answer is certainly the
/// reference's; the rare lanes inside it are decided again by the exact Float64 rule.
enum EdgeCoherence {
    private static let bandLow: Float = 0.01 * (1 - 1e-5)
    private static let bandHigh: Float = 0.01 * (1 + 1e-5)

    /// Edges over valid interior centres, mapped by `1 − exp(−30·ratio)`.
    static func value(depth: UnsafeBufferPointer<Float>, width: Int, height: Int) -> Double {
        guard width >= 3, height >= 3 else { return 0 }
        let lanes = QuadRule()
        let raw = UnsafeRawPointer(depth.baseAddress!)
        var edgeLanes = SIMD4<Int32>(), centreLanes = SIMD4<Int32>()
        var edges = 0, centres = 0
        for y in 1..<(height - 1) {
            let row = y &* width
            var x = 1
            // Two quads per step: masks stay in SSE registers (eight-lane masks are legalised to
            // 16-bit lanes and shuffles on baseline x86-64).
            while x &+ 8 <= width &- 1 {
                let index = row &+ x
                let first = lanes.classify(raw, at: index, width: width)
                let second = lanes.classify(raw, at: index &+ 4, width: width)
                // Set lanes are −1: subtracting them counts.
                edgeLanes &-= first.edges &+ second.edges
                centreLanes &-= first.centres &+ second.centres
                let undecided = first.undecided | second.undecided << 4
                if undecided != 0 {
                    for lane in 0..<8 where undecided & (1 << lane) != 0 && isEdge(depth, at: index &+ lane, width: width) {
                        edges &+= 1
                    }
                }
                x &+= 8
            }
            while x < width &- 1 {
                let index = row &+ x
                if ReferenceAlgorithm.validRange.contains(depth[index]) {
                    centres &+= 1
                    if isEdge(depth, at: index, width: width) { edges &+= 1 }
                }
                x &+= 1
            }
        }
        edges &+= Int(edgeLanes.wrappedSum())
        centres &+= Int(centreLanes.wrappedSum())
        return ReferenceAlgorithm.edgeCoherence(edges: edges, validCentres: centres)
    }

    /// The reference's rule at one interior pixel, in Float64: central differences over neighbours
    /// that are finite and above 0.1 m, an edge when `sqrt(gx² + gy²) > 0.1`.
    static func isEdge(_ depth: UnsafeBufferPointer<Float>, at index: Int, width: Int) -> Bool {
        func counts(_ value: Float) -> Bool { value.isFinite && value > ReferenceAlgorithm.neighbourFloor }
        let left = depth[index - 1], right = depth[index + 1], up = depth[index - width], down = depth[index + width]
        let gx = counts(left) && counts(right) ? (Double(right) - Double(left)) / 2 : 0
        let gy = counts(up) && counts(down) ? (Double(down) - Double(up)) / 2 : 0
        return (gx * gx + gy * gy).squareRoot() > ReferenceAlgorithm.edgeStep
    }

    /// The per-pixel rule on four interior pixels, with masks as bit patterns.
    private struct QuadRule {
        let low = SIMD4<Float>(repeating: ReferenceAlgorithm.validRange.minMeters)
        let high = SIMD4<Float>(repeating: ReferenceAlgorithm.validRange.maxMeters)
        let floor = SIMD4<Float>(repeating: ReferenceAlgorithm.neighbourFloor)
        let largest = SIMD4<Float>(repeating: .greatestFiniteMagnitude)
        let bandLow = SIMD4<Float>(repeating: EdgeCoherence.bandLow)
        let bandHigh = SIMD4<Float>(repeating: EdgeCoherence.bandHigh)

        /// The four pixels from `index`: valid centres and edges among them (−1 where set), and the
        /// valid centres whose magnitude lies in the undecided band as the low four bits of a mask.
        @inline(__always)
        func classify(_ raw: UnsafeRawPointer, at index: Int, width: Int)
            -> (edges: SIMD4<Int32>, centres: SIMD4<Int32>, undecided: Int) {
            @inline(__always) func load(_ index: Int) -> SIMD4<Float> {
                raw.loadUnaligned(fromByteOffset: index &* 4, as: SIMD4<Float>.self)
            }
            @inline(__always) func bits(_ mask: SIMDMask<SIMD4<Int32>>) -> SIMD4<Int32> {
                unsafeBitCast(mask, to: SIMD4<Int32>.self)
            }
            // A neighbour counts when finite and above 0.1 m: `> floor` rejects NaN and −∞, `≤ the largest
            // finite value` rejects +∞ (written `< ∞`, it compiles to three comparisons).
            @inline(__always) func counts(_ value: SIMD4<Float>) -> SIMD4<Int32> {
                bits(value .> floor) & bits(value .<= largest)
            }
            let centre = load(index), left = load(index &- 1), right = load(index &+ 1)
            let up = load(index &- width), down = load(index &+ width)
            let isCentre = bits(centre .>= low) & bits(centre .<= high)
            let gx = unsafeBitCast(unsafeBitCast((right - left) * 0.5, to: SIMD4<Int32>.self) & counts(left) & counts(right),
                                   to: SIMD4<Float>.self)
            let gy = unsafeBitCast(unsafeBitCast((down - up) * 0.5, to: SIMD4<Int32>.self) & counts(up) & counts(down),
                                   to: SIMD4<Float>.self)
            let magnitude = gx * gx + gy * gy
            let undecided = isCentre & bits(magnitude .>= bandLow) & bits(magnitude .<= bandHigh)
            var mask = 0
            if undecided != SIMD4<Int32>() {
                for lane in 0..<4 where undecided[lane] != 0 { mask |= 1 << lane }
            }
            return (isCentre & bits(magnitude .> bandHigh), isCentre, mask)
        }
    }
}
