/// The reference's edge coherence in one vectorised pass over the interior pixels.
///
/// The reference decides `sqrt(gx² + gy²) > 0.1` in Float64. Eight pixels at a time compute
/// `gx² + gy²` in Float32 instead, whose relative error (a few units in the last place, < 3e-7) is far
/// inside a ±1e-5 band around 0.01: outside the band the Float32 answer is certainly the reference's;
/// the rare lanes inside it are decided again by the exact Float64 rule.
enum EdgeCoherence {
    private static let bandLow: Float = 0.01 * (1 - 1e-5)
    private static let bandHigh: Float = 0.01 * (1 + 1e-5)

    /// Edges over valid interior centres, mapped by `1 − exp(−30·ratio)`.
    static func value(depth: UnsafeBufferPointer<Float>, width: Int, height: Int) -> Double {
        guard width >= 3, height >= 3 else { return 0 }
        let range = ReferenceAlgorithm.validRange
        let low = SIMD8<Float>(repeating: range.minMeters), high = SIMD8<Float>(repeating: range.maxMeters)
        let floor = SIMD8<Float>(repeating: ReferenceAlgorithm.neighbourFloor)
        let infinity = SIMD8<Float>(repeating: .infinity)
        let bandLow = SIMD8<Float>(repeating: Self.bandLow), bandHigh = SIMD8<Float>(repeating: Self.bandHigh)
        let raw = UnsafeRawPointer(depth.baseAddress!)
        func load(_ index: Int) -> SIMD8<Float> { raw.loadUnaligned(fromByteOffset: index &* 4, as: SIMD8<Float>.self) }
        var edgeLanes = SIMD8<Int32>(), centreLanes = SIMD8<Int32>()
        var edges = 0, centres = 0
        for y in 1..<(height - 1) {
            let row = y &* width
            var x = 1
            while x &+ 8 <= width &- 1 {
                let index = row &+ x
                let centre = load(index)
                let left = load(index &- 1), right = load(index &+ 1)
                let up = load(index &- width), down = load(index &+ width)
                // Selections as bit operations on the masks' bit patterns (see `SIMDMask.bits`).
                let isCentre = (centre .>= low).bits & (centre .<= high).bits
                // A neighbour counts when finite and above 0.1 m: `> floor` rejects NaN and −∞, `< ∞` rejects +∞.
                let horizontal = (left .> floor).bits & (left .< infinity).bits & (right .> floor).bits & (right .< infinity).bits
                let vertical = (up .> floor).bits & (up .< infinity).bits & (down .> floor).bits & (down .< infinity).bits
                let gx = unsafeBitCast(unsafeBitCast((right - left) * 0.5, to: SIMD8<Int32>.self) & horizontal, to: SIMD8<Float>.self)
                let gy = unsafeBitCast(unsafeBitCast((down - up) * 0.5, to: SIMD8<Int32>.self) & vertical, to: SIMD8<Float>.self)
                let magnitude = gx * gx + gy * gy
                // Set lanes are −1: subtracting them counts.
                edgeLanes &-= isCentre & (magnitude .> bandHigh).bits
                centreLanes &-= isCentre
                let undecided = isCentre & (magnitude .>= bandLow).bits & (magnitude .<= bandHigh).bits
                if SIMDMask(bits: undecided).hasSetLane {
                    for lane in 0..<8 where undecided[lane] != 0 && isEdge(depth, at: index &+ lane, width: width) {
                        edges &+= 1
                    }
                }
                x &+= 8
            }
            while x < width &- 1 {
                let index = row &+ x
                if range.contains(depth[index]) {
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
}
