import DepthKitCore

/// What a family H surface looks like to the colour camera (the tone that guides the depth's
/// densification) and to the depth sensor's infrared (its reflectivity), and its fine relief.
struct FamilyHMaterial: Sendable {
    /// The visible albedo, 0…1.
    var tone: Double
    /// How much a printed or displayed pattern varies the tone (0: plain).
    var contrast: Double
    /// The pattern's feature size, metres.
    var patternScale: Double
    /// The share of infrared light returned towards the sensor at normal incidence, 0…1.
    var reflectivity: Double
    /// The fine geometry.
    var relief: FamilyHRelief

    init(
        tone: Double, contrast: Double = 0, patternScale: Double = 0.05,
        reflectivity: Double, relief: FamilyHRelief = .none
    ) {
        self.tone = tone
        self.contrast = contrast
        self.patternScale = patternScale
        self.reflectivity = reflectivity
        self.relief = relief
    }

    /// Painted plaster (a wall, a ceiling).
    static func plaster(_ g: inout SplitMix64) -> Self {
        Self(tone: g.uniform(0.55...0.92), contrast: 0.03, reflectivity: g.uniform(0.6...0.9),
             relief: FamilyHRelief(kind: .plaster, amplitude: g.uniform(0.0003...0.0012), scale: g.uniform(0.02...0.06)))
    }

    /// Brick or tiles with mortar grooves.
    static func brick(_ g: inout SplitMix64) -> Self {
        Self(tone: g.uniform(0.3...0.7), contrast: 0.12, patternScale: 0.07, reflectivity: g.uniform(0.35...0.6),
             relief: FamilyHRelief(kind: .grout, amplitude: g.uniform(0.002...0.006), scale: g.pick([0.075, 0.1, 0.15])))
    }

    /// A screen's cover glass: dark when off, lit content when on.
    static func screen(_ g: inout SplitMix64, lit: Bool) -> Self {
        Self(tone: lit ? g.uniform(0.4...0.8) : g.uniform(0.03...0.1), contrast: lit ? g.uniform(0.2...0.5) : 0.02,
             patternScale: 0.04, reflectivity: g.uniform(0.2...0.45))
    }

    /// Black or grey plastic (a bezel, a stand, a keyboard).
    static func plastic(_ g: inout SplitMix64, dark: Bool = true) -> Self {
        Self(tone: dark ? g.uniform(0.05...0.2) : g.uniform(0.5...0.85), reflectivity: dark ? g.uniform(0.15...0.35) : g.uniform(0.5...0.8))
    }

    /// A printed page, poster or photograph.
    static func print(_ g: inout SplitMix64, crumpled: Bool = false) -> Self {
        Self(tone: g.uniform(0.6...0.95), contrast: g.uniform(0.2...0.6), patternScale: g.uniform(0.01...0.05),
             reflectivity: g.uniform(0.6...0.9),
             relief: crumpled ? FamilyHRelief(kind: .crumpled, amplitude: g.uniform(0.001...0.004), scale: g.uniform(0.03...0.07)) : .none)
    }

    /// Wood (a table, a shelf, a door).
    static func wood(_ g: inout SplitMix64) -> Self {
        Self(tone: g.uniform(0.2...0.7), contrast: 0.1, patternScale: 0.03, reflectivity: g.uniform(0.4...0.7),
             relief: FamilyHRelief(kind: .grain, amplitude: 0.0003, scale: 0.02))
    }

    /// Upholstery, clothing or carpet.
    static func fabric(_ g: inout SplitMix64, amplitude: ClosedRange<Double> = 0.001...0.004) -> Self {
        Self(tone: g.uniform(0.1...0.8), contrast: 0.05, reflectivity: g.uniform(0.3...0.7),
             relief: FamilyHRelief(kind: .fabric, amplitude: g.uniform(amplitude), scale: g.uniform(0.02...0.06)))
    }

    /// Skin.
    static func skin(_ g: inout SplitMix64) -> Self {
        Self(tone: g.uniform(0.25...0.8), reflectivity: g.uniform(0.45...0.75))
    }

    /// Hair: dark and poorly reflective in the infrared.
    static func hair(_ g: inout SplitMix64) -> Self {
        Self(tone: g.uniform(0.05...0.6), reflectivity: g.uniform(0.1...0.35),
             relief: FamilyHRelief(kind: .fabric, amplitude: 0.003, scale: 0.02))
    }

    /// Grass.
    static func grass(_ g: inout SplitMix64) -> Self {
        Self(tone: g.uniform(0.25...0.5), contrast: 0.1, reflectivity: g.uniform(0.4...0.7),
             relief: FamilyHRelief(kind: .grass, amplitude: g.uniform(0.01...0.04), scale: g.uniform(0.03...0.06)))
    }

    /// Asphalt, paving, gravel or earth.
    static func ground(_ g: inout SplitMix64) -> Self {
        Self(tone: g.uniform(0.15...0.55), contrast: 0.08, reflectivity: g.uniform(0.15...0.5),
             relief: FamilyHRelief(kind: .grain, amplitude: g.uniform(0.001...0.006), scale: g.uniform(0.01...0.05)))
    }

    /// Bark of a trunk (relief along the trunk's local z).
    static func bark(_ g: inout SplitMix64) -> Self {
        Self(tone: g.uniform(0.15...0.4), reflectivity: g.uniform(0.3...0.5),
             relief: FamilyHRelief(kind: .bark, amplitude: g.uniform(0.005...0.015), scale: 0.2))
    }

    /// Leaves of a canopy, a hedge or a house plant.
    static func foliage(_ g: inout SplitMix64, lump: Double) -> Self {
        Self(tone: g.uniform(0.2...0.45), contrast: 0.15, reflectivity: g.uniform(0.45...0.75),
             relief: FamilyHRelief(kind: .foliage, amplitude: lump, scale: lump * 3))
    }

    /// Concrete, stone or rendered façade.
    static func stone(_ g: inout SplitMix64) -> Self {
        Self(tone: g.uniform(0.35...0.75), contrast: 0.05, reflectivity: g.uniform(0.4...0.7),
             relief: FamilyHRelief(kind: .grain, amplitude: g.uniform(0.001...0.003), scale: 0.03))
    }

    /// Glazed ceramic, painted metal or glass bottles: a plain tone.
    static func plain(_ g: inout SplitMix64) -> Self {
        Self(tone: g.uniform(0.1...0.9), reflectivity: g.uniform(0.3...0.8))
    }

    /// A book's spine or a packet's label: one of many tones side by side.
    static func spine(_ g: inout SplitMix64) -> Self {
        Self(tone: g.uniform(0.05...0.95), contrast: 0.1, reflectivity: g.uniform(0.3...0.8))
    }
}
