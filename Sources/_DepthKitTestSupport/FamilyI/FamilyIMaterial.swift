/// What a family-I surface is made of, as the two sensors and the colour camera see it.
struct FamilyIMaterial: Sendable, Equatable {
    /// Short name for the scene's details.
    let name: String
    /// Diffuse reflectivity at the sensors' 940 nm (0…1): sets the returned signal, hence noise and dropouts.
    let reflectivity: Double
    /// Mean visible brightness (0…1): the colour guide of the LiDAR's upsampling.
    let brightness: Double
    /// Amplitude of the visible pattern on it (0…1): a screen's picture, a print, wood grain, foliage.
    let pattern: Double
    /// Share of the near-infrared light reflected like a mirror (glass, glossy screens): strong only near
    /// normal incidence.
    let gloss: Double

    static let paint = FamilyIMaterial(name: "paint", reflectivity: 0.8, brightness: 0.8, pattern: 0.03, gloss: 0)
    static let darkPaint = FamilyIMaterial(name: "dark paint", reflectivity: 0.35, brightness: 0.3, pattern: 0.03, gloss: 0)
    static let wood = FamilyIMaterial(name: "wood", reflectivity: 0.55, brightness: 0.5, pattern: 0.25, gloss: 0.05)
    static let darkWood = FamilyIMaterial(name: "dark wood", reflectivity: 0.3, brightness: 0.25, pattern: 0.2, gloss: 0.05)
    static let screen = FamilyIMaterial(name: "screen", reflectivity: 0.2, brightness: 0.5, pattern: 0.8, gloss: 0.6)
    static let bezel = FamilyIMaterial(name: "bezel", reflectivity: 0.08, brightness: 0.08, pattern: 0, gloss: 0.3)
    static let paper = FamilyIMaterial(name: "paper", reflectivity: 0.85, brightness: 0.85, pattern: 0.7, gloss: 0.05)
    static let fabric = FamilyIMaterial(name: "fabric", reflectivity: 0.6, brightness: 0.45, pattern: 0.15, gloss: 0)
    static let skin = FamilyIMaterial(name: "skin", reflectivity: 0.65, brightness: 0.6, pattern: 0.05, gloss: 0.02)
    static let hair = FamilyIMaterial(name: "hair", reflectivity: 0.2, brightness: 0.15, pattern: 0.1, gloss: 0)
    static let metal = FamilyIMaterial(name: "metal", reflectivity: 0.5, brightness: 0.6, pattern: 0.05, gloss: 0.5)
    static let plastic = FamilyIMaterial(name: "plastic", reflectivity: 0.45, brightness: 0.4, pattern: 0.05, gloss: 0.1)
    static let ceramic = FamilyIMaterial(name: "ceramic", reflectivity: 0.75, brightness: 0.85, pattern: 0.02, gloss: 0.2)
    static let grass = FamilyIMaterial(name: "grass", reflectivity: 0.45, brightness: 0.35, pattern: 0.4, gloss: 0)
    static let foliage = FamilyIMaterial(name: "foliage", reflectivity: 0.5, brightness: 0.3, pattern: 0.6, gloss: 0)
    static let asphalt = FamilyIMaterial(name: "asphalt", reflectivity: 0.12, brightness: 0.2, pattern: 0.1, gloss: 0)
    static let stone = FamilyIMaterial(name: "stone", reflectivity: 0.4, brightness: 0.55, pattern: 0.2, gloss: 0)
    static let brick = FamilyIMaterial(name: "brick", reflectivity: 0.45, brightness: 0.4, pattern: 0.2, gloss: 0)
    static let carpet = FamilyIMaterial(name: "carpet", reflectivity: 0.4, brightness: 0.35, pattern: 0.1, gloss: 0)
    static let book = FamilyIMaterial(name: "book", reflectivity: 0.5, brightness: 0.5, pattern: 0.5, gloss: 0.05)
}
