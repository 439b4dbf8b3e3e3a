/// One shape of a scene with its material, albedo, texture and role.
struct FamilyKPrimitive: Sendable {
    /// The geometry.
    var shape: FamilyKShape
    /// How it returns light.
    var material: FamilyKMaterial
    /// Its diffuse reflectance at the sensor's near-infrared wavelength, 0…1.
    var albedo: Double
    /// Its colour pattern.
    var texture: FamilyKTexture
    /// What it is in the scene.
    var role: FamilyKRole
}
