import DepthKitCore

/// The look of a family J surface: albedo, texture and material.
struct FamilyJFinish: Sendable {
    /// Linear RGB albedo, each channel in 0…1.
    var colour: SIMD3<Float>
    /// The pattern modulating the albedo across the surface.
    var texture: FamilyJTexture
    /// How the surface returns infrared light.
    var material: FamilyJMaterial

    /// A random colour around `base` (each channel ±`spread`), clamped to 0.02…0.95.
    static func tint(_ base: SIMD3<Float>, spread: Float, _ g: inout SplitMix64) -> SIMD3<Float> {
        let jitter = SIMD3<Float>(
            Float(g.uniform(-1...1)), Float(g.uniform(-1...1)), Float(g.uniform(-1...1))) * spread
        return (base + jitter).clamped(lowerBound: SIMD3(repeating: 0.02), upperBound: SIMD3(repeating: 0.95))
    }

    /// Painted plaster: pale, faint grain.
    static func paint(_ g: inout SplitMix64) -> Self {
        Self(colour: tint([0.75, 0.72, 0.66], spread: 0.15, &g), texture: .grain(cells: 40, amount: 0.04), material: .matte)
    }
    /// Wood: mid brown with stripes.
    static func wood(_ g: inout SplitMix64) -> Self {
        Self(colour: tint([0.5, 0.34, 0.2], spread: 0.12, &g), texture: .stripes(count: g.uniform(8...30), amount: 0.2), material: .matte)
    }
    /// Fabric or carpet: any colour, coarse grain.
    static func fabric(_ g: inout SplitMix64) -> Self {
        Self(colour: tint([0.45, 0.42, 0.4], spread: 0.3, &g), texture: .grain(cells: 90, amount: 0.15), material: .matte)
    }
    /// Skin or fur.
    static func skin(_ g: inout SplitMix64) -> Self {
        Self(colour: tint([0.7, 0.5, 0.4], spread: 0.2, &g), texture: .grain(cells: 20, amount: 0.05), material: .matte)
    }
    /// Hair, black plastic, tyres, asphalt.
    static func dark(_ g: inout SplitMix64) -> Self {
        Self(colour: tint([0.06, 0.06, 0.07], spread: 0.04, &g), texture: .grain(cells: 60, amount: 0.1), material: .dark)
    }
    /// Lacquer or metal: any colour, glossy.
    static func metal(_ g: inout SplitMix64) -> Self {
        Self(colour: tint([0.5, 0.5, 0.55], spread: 0.35, &g), texture: .plain, material: .glossy)
    }
    /// Any object: a random colour, matte.
    static func object(_ g: inout SplitMix64) -> Self {
        Self(colour: tint([0.5, 0.5, 0.5], spread: 0.45, &g), texture: .grain(cells: 12, amount: 0.08), material: .matte)
    }
    /// A screen showing a scene: a random picture behind glass.
    static func screen(_ g: inout SplitMix64) -> Self {
        Self(colour: [1, 1, 1], texture: .picture(FamilyJPicture.random(&g)), material: .glossy)
    }
    /// A print or photo: a random picture on paper.
    static func print(_ g: inout SplitMix64) -> Self {
        Self(colour: [1, 1, 1], texture: .picture(FamilyJPicture.random(&g)), material: .matte)
    }
    /// Ground: grass, sand, gravel, asphalt.
    static func ground(_ g: inout SplitMix64) -> Self {
        let colours: [SIMD3<Float>] = [[0.25, 0.4, 0.15], [0.7, 0.62, 0.45], [0.45, 0.43, 0.4], [0.2, 0.2, 0.21]]
        return Self(colour: tint(g.pick(colours), spread: 0.06, &g), texture: .grain(cells: 200, amount: 0.25), material: .matte)
    }
}
