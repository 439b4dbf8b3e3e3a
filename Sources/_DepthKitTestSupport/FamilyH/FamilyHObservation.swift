/// What one ray of a family H camera sees: the surface's range and depth, how squarely it faces the
/// ray, its infrared reflectivity, its shaded visible tone and its role.
struct FamilyHObservation: Sendable {
    /// Distance along the ray, metres.
    var range: Double
    /// Depth along the optical axis, metres.
    var depth: Double
    /// Cosine of the angle between the ray and the surface normal (0…1).
    var facing: Double
    /// Infrared reflectivity at normal incidence.
    var reflectivity: Double
    /// Shaded visible tone, 0…1 (what the colour camera sees).
    var tone: Double
    /// The solid's role.
    var role: FamilyHRole

    /// The tone of open sky, which no ray hits.
    static let skyTone = 0.93

    private static let light = FamilyHGeometry.normalized(SIMD3(0.35, 0.85, -0.4))

    /// Traces the ray through image point (`u`, `v`); `nil` when it meets nothing (the sky).
    static func observe(_ world: FamilyHWorld, _ camera: FamilyHCamera, u: Double, v: Double, near: Double = 0.05) -> Self? {
        let (direction, axial) = camera.ray(u: u, v: v)
        guard let hit = world.trace(from: camera.eye, along: direction, near: near) else { return nil }
        let point = camera.eye + direction * hit.range
        let solid = world.solids[hit.solid]
        let normal = world.normal(at: point, solid: hit.solid)
        let facing = min(max(-FamilyHGeometry.dot(normal, direction), 0), 1)
        let shade = 0.35 + 0.65 * max(0, FamilyHGeometry.dot(normal, light))
        return Self(range: hit.range, depth: hit.range * axial, facing: facing, reflectivity: solid.material.reflectivity,
                    tone: solid.tone(at: point) * shade, role: solid.role)
    }
}
