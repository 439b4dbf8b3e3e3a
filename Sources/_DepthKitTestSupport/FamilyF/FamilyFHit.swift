/// Where a camera ray of family F meets the nearest part: depth along the optical axis, the incidence
/// cosine, the part's material and role.
struct FamilyFHit: Sendable {
    /// Depth along the optical axis, metres.
    let depth: Double
    /// |cos| of the angle between the ray and the surface normal (1 = face on).
    let cosine: Double
    let material: FamilyFMaterial
    let role: FamilyFRole
}
