import DepthKitCore

/// The colour camera's view of a family-I scene as one brightness per depth pixel (0…1), which guides
/// the LiDAR's upsampling: each material's brightness, its pattern (a screen's picture, a print's
/// content, wood grain) as blocks of a few pixels hashed from the solid and the block, and shading by
/// the incidence.
enum FamilyIGuide {
    /// The guide image of `truth`, row-major; sky (no hit) is bright.
    static func image(_ truth: FamilyITruth, seed: UInt64) -> [Double] {
        var guide = [Double](repeating: 0.9, count: truth.width * truth.height)
        for y in 0..<truth.height {
            for x in 0..<truth.width {
                let i = y * truth.width + x, solid = truth.solid[i]
                guard solid >= 0 else { continue }
                let material = truth.solids[solid].material
                var hash = SplitMix64(seed: seed ^ UInt64(solid) << 40 ^ UInt64(x / 5) << 20 ^ UInt64(y / 5))
                let block = Double(hash.next() >> 11) / Double(1 << 53) - 0.5
                guide[i] = min(1, max(0, material.brightness * (1 + material.pattern * block) * (0.5 + 0.5 * truth.incidence[i])))
            }
        }
        return guide
    }
}
