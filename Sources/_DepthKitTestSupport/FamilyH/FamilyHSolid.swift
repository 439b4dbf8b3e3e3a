/// One object of a family H scene: a shape placed in the world with its material and role.
final class FamilyHSolid: Sendable {
    /// The shape, in local coordinates.
    let shape: FamilyHShape
    /// Where the local coordinates sit in the world.
    let placement: FamilyHPlacement
    /// Its look and fine relief.
    let material: FamilyHMaterial
    /// What it is to the scene's label.
    let role: FamilyHRole
    /// The seed of its relief and texture.
    let seed: UInt64
    /// The centre of its bounding sphere (world).
    let center: SIMD3<Double>
    /// The radius of its bounding sphere, relief included (`infinity` for a half-space).
    let bound: Double
    /// How far from the bare shape its relief is evaluated, metres (beyond it the bare distance is exact
    /// up to the relief's amplitude).
    let reliefShell: Double

    init(_ shape: FamilyHShape, at placement: FamilyHPlacement, material: FamilyHMaterial, role: FamilyHRole, seed: UInt64) {
        self.shape = shape
        self.placement = placement
        self.material = material
        self.role = role
        self.seed = seed
        center = placement.origin
        bound = shape.boundingRadius + material.relief.amplitude
        reliefShell = material.relief.amplitude > 0 ? 2 * material.relief.amplitude + 0.005 : 0
    }

    /// The signed distance from world point `p`, relief included near the surface.
    func distance(_ p: SIMD3<Double>) -> Double {
        let local = placement.local(p)
        let base = shape.distance(local)
        guard base < reliefShell else { return base }
        return base - material.relief.displacement(local, seed: seed)
    }

    /// The visible tone at world point `p` on the surface.
    func tone(at p: SIMD3<Double>) -> Double {
        let local = placement.local(p)
        var tone = material.tone
        if material.contrast > 0 {
            tone += material.contrast * FamilyHNoise.value(local / material.patternScale, seed: seed ^ 0x7465_7874)
        }
        return min(max(tone, 0.01), 1)
    }
}
