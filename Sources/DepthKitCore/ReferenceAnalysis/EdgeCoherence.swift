/// The reference's edge coherence in one vectorised pass over the interior pixels.
///
/// The reference decides `sqrt(gx² + gy²) > 0.1` in Float64. Four pixels at a time (one SSE register)
/// compute `gx² + gy²` in Float32 instead, whose relative error (a few units in the last place, < 3e-7)
/// is far inside a ±1e-5 band around 0.01: outside the band the Float32 answer is certainly the
/// reference's; the rare lanes inside it are decided again by the exact Float64 rule.
///
/// Each row is read once into a ring of three *neighbour rows*: a depth that counts as a neighbour
/// (finite, above 0.1 m) is kept and any other becomes NaN, so that a central difference is NaN
/// exactly where the reference sets that gradient to 0, and no neighbour is tested four times.
enum EdgeCoherence {
    private static let bandLow: Float = 0.01 * (1 - 1e-5)
    private static let bandHigh: Float = 0.01 * (1 + 1e-5)

    /// Edges over valid interior centres, mapped by `1 − exp(−30·ratio)`.
    static func value(depth: UnsafeBufferPointer<Float>, width: Int, height: Int) -> Double {
        guard width >= 3, height >= 3 else { return 0 }
        let lanes = QuadRule()
        var edges = 0, centres = 0
        withUnsafeTemporaryAllocation(of: Float.self, capacity: 3 * width) { ring in
            let start = depth.baseAddress!, base = ring.baseAddress!
            func neighbours(_ y: Int) -> UnsafeMutablePointer<Float> { base + (y % 3) * width }
            lanes.markNeighbours(start, into: neighbours(0), width: width)
            lanes.markNeighbours(start + width, into: neighbours(1), width: width)
            for y in 1..<(height - 1) {
                lanes.markNeighbours(start + (y + 1) * width, into: neighbours(y + 1), width: width)
                let counts = lanes.count(
                    depth, row: y, width: width, above: neighbours(y - 1), middle: neighbours(y), below: neighbours(y + 1))
                edges &+= counts.edges
                centres &+= counts.centres
            }
        }
        return ReferenceAlgorithm.edgeCoherence(edges: edges, validCentres: centres)
    }

    /// The reference's rule at one interior pixel, in Float64: central differences over neighbours
    /// that are finite and above 0.1 m, an edge when `sqrt(gx² + gy²) > 0.1`.
    static func isEdge(_ depth: UnsafeBufferPointer<Float>, at index: Int, width: Int) -> Bool {
        let left = depth[index - 1], right = depth[index + 1], up = depth[index - width], down = depth[index + width]
        let gx = counts(left) && counts(right) ? (Double(right) - Double(left)) / 2 : 0
        let gy = counts(up) && counts(down) ? (Double(down) - Double(up)) / 2 : 0
        return (gx * gx + gy * gy).squareRoot() > ReferenceAlgorithm.edgeStep
    }

    /// Whether a depth counts as a neighbour for a gradient: finite and above 0.1 m.
    static func counts(_ value: Float) -> Bool { value.isFinite && value > ReferenceAlgorithm.neighbourFloor }

    /// The per-pixel rule on four interior pixels, with masks as bit patterns.
    ///
    /// It works on the differences themselves, not on their halves: `(d/2)² + (e/2)²` is exactly a quarter
    /// of `d² + e²` in Float32 (scaling by powers of two is exact away from underflow, and the smallest
    /// difference of two depths above 0.1 m squares far above it), so comparing `d² + e²` with four times
    /// the band's ends decides every lane as the halves would. Where a square overflows to +∞ both are
    /// certainly edges.
    private struct QuadRule {
        let low = SIMD4<Float>(repeating: ReferenceAlgorithm.validRange.minMeters)
        let high = SIMD4<Float>(repeating: ReferenceAlgorithm.validRange.maxMeters)
        let floor = SIMD4<Float>(repeating: ReferenceAlgorithm.neighbourFloor)
        let largest = SIMD4<Float>(repeating: .greatestFiniteMagnitude)
        let bandLow = SIMD4<Float>(repeating: 4 * EdgeCoherence.bandLow)
        let bandHigh = SIMD4<Float>(repeating: 4 * EdgeCoherence.bandHigh)
        let zero = SIMD4<Float>()

        @inline(__always)
        private func bits(_ mask: SIMDMask<SIMD4<Int32>>) -> SIMD4<Int32> { unsafeBitCast(mask, to: SIMD4<Int32>.self) }

        /// The valid centres and the edges among them on interior row `y` of `depth`; `above`, `middle`
        /// and `below` are the neighbour rows around it (``markNeighbours(_:into:width:)``).
        func count(
            _ depth: UnsafeBufferPointer<Float>, row y: Int, width: Int,
            above: UnsafePointer<Float>, middle: UnsafePointer<Float>, below: UnsafePointer<Float>
        ) -> (edges: Int, centres: Int) {
            let row = y &* width
            let centre = UnsafeRawPointer(depth.baseAddress! + row)
            var edgeLanes = SIMD4<Int32>(), centreLanes = SIMD4<Int32>(), reachingLanes = SIMD4<Int32>()
            // Two quads per step, then one; no call inside the loop, so that its constants and sums
            // stay in registers (a call clobbers every SSE register).
            var x = 1
            while x &+ 8 <= width &- 1 {
                let first = classify(centre: centre, above: above, middle: middle, below: below, at: x)
                let second = classify(centre: centre, above: above, middle: middle, below: below, at: x &+ 4)
                // Set lanes are −1: subtracting them counts.
                edgeLanes &-= first.edges &+ second.edges
                centreLanes &-= first.centres &+ second.centres
                reachingLanes &-= first.reaching &+ second.reaching
                x &+= 8
            }
            if x &+ 4 <= width &- 1 {
                let quad = classify(centre: centre, above: above, middle: middle, below: below, at: x)
                edgeLanes &-= quad.edges
                centreLanes &-= quad.centres
                reachingLanes &-= quad.reaching
                x &+= 4
            }
            var edges = Int(edgeLanes.wrappedSum()), centres = Int(centreLanes.wrappedSum())
            // The rare row with a magnitude in the band (more centres reach it than pass it): its quads
            // again, those lanes by the exact rule.
            if reachingLanes != edgeLanes {
                for quad in Swift.stride(from: 1, to: x, by: 4) {
                    let lanes = classify(centre: centre, above: above, middle: middle, below: below, at: quad)
                    let undecided = lanes.reaching & ~lanes.edges
                    for lane in 0..<4 where undecided[lane] != 0 && isEdge(depth, at: row &+ quad &+ lane, width: width) {
                        edges &+= 1
                    }
                }
            }
            while x < width &- 1 {
                let index = row &+ x
                if ReferenceAlgorithm.validRange.contains(depth[index]) {
                    centres &+= 1
                    if isEdge(depth, at: index, width: width) { edges &+= 1 }
                }
                x &+= 1
            }
            return (edges, centres)
        }

        /// Copies the `width` depths from `row` into `neighbours`, NaN where a depth does not count as a
        /// neighbour (``EdgeCoherence/counts(_:)``): at or below 0.1 m (−∞ included) or +∞ become all ones,
        /// a NaN pattern; a NaN depth stays NaN.
        func markNeighbours(_ row: UnsafePointer<Float>, into neighbours: UnsafeMutablePointer<Float>, width: Int) {
            var x = 0
            while x &+ 4 <= width {
                let value = UnsafeRawPointer(row + x).loadUnaligned(as: SIMD4<Float>.self)
                let excluded = bits(value .<= floor) | bits(value .> largest)
                UnsafeMutableRawPointer(neighbours + x)
                    .storeBytes(of: unsafeBitCast(value, to: SIMD4<Int32>.self) | excluded, as: SIMD4<Int32>.self)
                x &+= 4
            }
            while x < width {
                neighbours[x] = EdgeCoherence.counts(row[x]) ? row[x] : .nan
                x &+= 1
            }
        }

        /// The four pixels from column `x`: valid centres and edges among them (−1 where set), and the
        /// valid centres whose magnitude reaches the undecided band (−1 there): the edges and the centres
        /// in the band. `centre` is the depth row,
        /// `above`, `middle` and `below` the neighbour rows around it.
        @inline(__always)
        private func classify(
            centre: UnsafeRawPointer, above: UnsafePointer<Float>, middle: UnsafePointer<Float>, below: UnsafePointer<Float>, at x: Int
        ) -> (edges: SIMD4<Int32>, centres: SIMD4<Int32>, reaching: SIMD4<Int32>) {
            @inline(__always) func load(_ row: UnsafeRawPointer, _ column: Int) -> SIMD4<Float> {
                row.loadUnaligned(fromByteOffset: column &* 4, as: SIMD4<Float>.self)
            }
            @inline(__always) func load(_ row: UnsafePointer<Float>, _ column: Int) -> SIMD4<Float> {
                load(UnsafeRawPointer(row), column)
            }
            // A square is NaN exactly where one of its neighbours does not count: the reference's 0 there.
            // Kept where it is above 0 (never where NaN): a select on that comparison is one `maxps`.
            @inline(__always) func square(_ difference: SIMD4<Float>) -> SIMD4<Float> {
                let squared = difference * difference
                return zero.replacing(with: squared, where: squared .> zero)
            }
            let depth = load(centre, x)
            let isCentre = bits(depth .>= low) & bits(depth .<= high)
            let magnitude = square(load(middle, x &+ 1) - load(middle, x &- 1)) + square(load(below, x) - load(above, x))
            return (isCentre & bits(magnitude .> bandHigh), isCentre, isCentre & bits(magnitude .>= bandLow))
        }
    }
}
