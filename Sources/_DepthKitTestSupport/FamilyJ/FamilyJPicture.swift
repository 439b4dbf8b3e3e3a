import DepthKitCore

/// What a screen or a print in a family J scene shows: a sky-over-ground gradient with a few coloured
/// blocks (buildings, people, text), in the surface's own 0…1 coordinates.
struct FamilyJPicture: Sendable {
    /// One coloured rectangle of the picture, in 0…1 surface coordinates.
    struct Block: Sendable {
        var s: ClosedRange<Double>
        var t: ClosedRange<Double>
        var colour: SIMD3<Float>
    }

    /// The colour above the horizon.
    var top: SIMD3<Float>
    /// The colour below the horizon.
    var bottom: SIMD3<Float>
    /// Where the horizon lies, 0 (top) … 1.
    var horizon: Double
    /// Blocks drawn over the gradient, later ones on top.
    var blocks: [Block]

    /// A random picture of 3–9 blocks.
    static func random(_ g: inout SplitMix64) -> Self {
        let blocks = (0..<g.integer(3...9)).map { _ in
            let s0 = g.uniform(0...0.85), t0 = g.uniform(0...0.85)
            return Block(
                s: s0...(s0 + g.uniform(0.05...0.4)), t: t0...(t0 + g.uniform(0.05...0.4)),
                colour: FamilyJFinish.tint([0.5, 0.5, 0.5], spread: 0.45, &g))
        }
        return Self(
            top: FamilyJFinish.tint([0.55, 0.7, 0.9], spread: 0.2, &g),
            bottom: FamilyJFinish.tint([0.35, 0.35, 0.3], spread: 0.2, &g), horizon: g.uniform(0.3...0.7), blocks: blocks)
    }

    /// The colour at surface coordinates `s`, `t`.
    func colour(s: Double, t: Double) -> SIMD3<Float> {
        for block in blocks.reversed() where block.s.contains(s) && block.t.contains(t) { return block.colour }
        return t < horizon ? top : bottom
    }
}
