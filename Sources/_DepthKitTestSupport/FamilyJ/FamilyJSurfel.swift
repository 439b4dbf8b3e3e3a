import DepthKitCore

/// One oriented elliptical disc of a family J scene: a point of a sampled surface with its normal, the two
/// half-axes of the ellipse that covers its cell (along the surface's two parameters) and the look the
/// splatter and the sensors need.
struct FamilyJSurfel: Sendable {
    /// The disc's centre, world metres.
    var position: SIMD3<Double>
    /// The disc's unit normal (either side faces the camera).
    var normal: SIMD3<Double>
    /// The ellipse's first half-axis (along the surface's first parameter), metres.
    var axisS: SIMD3<Double>
    /// The ellipse's second half-axis, metres.
    var axisT: SIMD3<Double>
    /// Linear RGB albedo, each channel in 0…1.
    var colour: SIMD3<Float>
    /// How the surface returns light to the sensors.
    var material: FamilyJMaterial
}
