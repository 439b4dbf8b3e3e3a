import Foundation

/// The procedural displacement of a family H surface: fine geometry added to a solid's distance
/// field near its surface, in the solid's local coordinates.
struct FamilyHRelief: Sendable {
    /// The surface's physical character.
    enum Kind: String, Sendable {
        /// No displacement.
        case none
        /// Painted plaster: smooth bumps of a fraction of a millimetre to a millimetre.
        case plaster
        /// A woven fabric: a fine weave and soft folds.
        case fabric
        /// Grass: blades standing up to the amplitude above the ground.
        case grass
        /// Bark: ridges running along the trunk (local z).
        case bark
        /// Crumpled paper: sharp creases.
        case crumpled
        /// Bricks or tiles: mortar grooves on a grid in the local x-y plane.
        case grout
        /// Foliage: large lumps of leaves on a canopy or a hedge.
        case foliage
        /// Asphalt, gravel or packed earth: fine grain.
        case grain
    }

    /// The kind.
    var kind: Kind
    /// The largest displacement, metres.
    var amplitude: Double
    /// The feature size, metres.
    var scale: Double

    /// No relief.
    static let none = FamilyHRelief(kind: .none, amplitude: 0, scale: 1)

    /// The outward displacement at local point `p`, metres (within ±`amplitude`).
    func displacement(_ p: SIMD3<Double>, seed: UInt64) -> Double {
        let q = p / scale
        switch kind {
        case .none:
            return 0
        case .plaster, .grain:
            return amplitude * FamilyHNoise.fractal(q, seed: seed, octaves: 2)
        case .fabric:
            let weave = sin(2 * .pi * q.x * 4) * sin(2 * .pi * q.y * 4)
            return amplitude * (0.3 * weave + 0.7 * FamilyHNoise.value(q, seed: seed))
        case .grass:
            return amplitude * max(0, FamilyHNoise.fractal(q, seed: seed, octaves: 2))
        case .bark:
            let angle = atan2(p.y, p.x)
            return amplitude * abs(sin(angle * 9 + 2 * FamilyHNoise.value(SIMD3(0, 0, q.z), seed: seed)))
        case .crumpled:
            return amplitude * (1 - 2 * abs(FamilyHNoise.fractal(q, seed: seed, octaves: 2)))
        case .grout:
            let row = floor(q.y), shift = row.truncatingRemainder(dividingBy: 2) == 0 ? 0 : 0.5
            let fx = q.x * 0.5 + shift - floor(q.x * 0.5 + shift), fy = q.y - row
            let edge = min(min(fx, 1 - fx) * 2, min(fy, 1 - fy)) * scale
            return edge < 0.006 ? -amplitude * (1 - edge / 0.006) : 0
        case .foliage:
            return amplitude * FamilyHNoise.fractal(q, seed: seed, octaves: 2)
        }
    }
}
