import DepthKitCore

/// How a family J surface returns the sensors' infrared light.
enum FamilyJMaterial: UInt8, Sendable {
    /// Diffuse (paint, paper, wood, fabric, skin): returns within the sensor's range.
    case matte
    /// Low reflectance (black plastic, dark fabric, hair, asphalt): its range shrinks with its albedo.
    case dark
    /// Glossy (screen glass, metal, lacquer, water): returns drop out at oblique incidence.
    case glossy
}
