import DepthKitCore

/// One oriented disc of a family J scene: a point of a sampled surface with the normal, the radius and
/// the look the splatter and the sensors need.
struct FamilyJSurfel: Sendable {
    /// The disc's centre, world metres.
    var position: SIMD3<Double>
    /// The disc's unit normal (either side faces the camera).
    var normal: SIMD3<Double>
    /// The disc's radius, metres.
    var radius: Double
    /// Linear RGB albedo, each channel in 0…1.
    var colour: SIMD3<Float>
    /// How the surface returns light to the sensors.
    var material: FamilyJMaterial
}
