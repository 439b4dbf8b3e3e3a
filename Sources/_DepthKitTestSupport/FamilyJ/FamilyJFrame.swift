import DepthKitCore

/// What a family J camera sees before any sensor: per pixel, the true depth (0 where nothing was hit:
/// sky, or beyond the scene), the albedo (the colour image a guided densifier uses), the material and
/// the cosine of the incidence angle.
struct FamilyJFrame: Sendable {
    /// Columns.
    var width: Int
    /// Rows.
    var height: Int
    /// True depth along the optical axis, metres; 0 where nothing was hit.
    var depth: [Float]
    /// Linear RGB albedo.
    var colour: [SIMD3<Float>]
    /// The front surface's material.
    var material: [FamilyJMaterial]
    /// |cos| of the angle between the pixel's ray and the front surface's normal.
    var incidence: [Float]
}
