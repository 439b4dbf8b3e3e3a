/// The reference's edge coherence in one pass over the interior pixels, without branches in the
/// inner loop.
enum EdgeCoherence {
    /// Edges over valid interior centres, mapped by `1 − exp(−30·ratio)`.
    static func value(depth: UnsafeBufferPointer<Float>, width: Int, height: Int) -> Double {
        guard width >= 3, height >= 3 else { return 0 }
        let range = ReferenceAlgorithm.validRange
        let floor = ReferenceAlgorithm.neighbourFloor
        let step = ReferenceAlgorithm.edgeStep
        var edges = 0, centres = 0
        for y in 1..<(height - 1) {
            let row = y &* width
            for index in (row &+ 1)..<(row &+ width &- 1) {
                let centre = depth[index]
                let isCentre = range.contains(centre)
                let left = depth[index &- 1], right = depth[index &+ 1]
                let up = depth[index &- width], down = depth[index &+ width]
                // A neighbour counts when finite and above 0.1 m: `> floor` rejects NaN and −∞, `< ∞` rejects +∞.
                let horizontal = left > floor && left < .infinity && right > floor && right < .infinity
                let vertical = up > floor && up < .infinity && down > floor && down < .infinity
                let gx = horizontal ? (Double(right) - Double(left)) / 2 : 0
                let gy = vertical ? (Double(down) - Double(up)) / 2 : 0
                let isEdge = (gx * gx + gy * gy).squareRoot() > step
                centres &+= isCentre ? 1 : 0
                edges &+= isCentre && isEdge ? 1 : 0
            }
        }
        return ReferenceAlgorithm.edgeCoherence(edges: edges, validCentres: centres)
    }
}
