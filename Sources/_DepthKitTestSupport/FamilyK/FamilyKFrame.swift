import Foundation

/// What one ray per pixel sees of a scene at a grid: the depth, the distance along the ray, the
/// incidence, the returned share of the rear sensor's pulse, a weak glass return before it, the grey
/// level of the colour image and the role of the primitive hit. Pixels that see nothing (sky, beyond
/// every object) have infinite depth.
struct FamilyKFrame: Sendable {
    /// Grid width and height.
    let width: Int, height: Int
    /// Depth along the optical axis, metres (∞ for no hit).
    var depth: [Double]
    /// Distance along the ray, metres (∞ for no hit).
    var range: [Double]
    /// The share of the pulse returned by the hit surface (material, albedo, texture and incidence).
    var reflectance: [Double]
    /// The range of a pane of glass before the hit, if any (∞ otherwise).
    var glassRange: [Double]
    /// The colour image's grey level, 0…1.
    var grey: [Double]
    /// The role of the primitive hit (`nil`: nothing hit).
    var roles: [FamilyKRole?]

    /// Traces one ray through every pixel centre of a `width`×`height` grid, the sun or lamps shining from `light`.
    init(_ scene: FamilyKBoundingVolumeHierarchy, camera: FamilyKCamera, width: Int, height: Int, light: FamilyKVector) {
        self.width = width
        self.height = height
        let count = width * height
        depth = Array(repeating: .infinity, count: count)
        range = Array(repeating: .infinity, count: count)
        reflectance = Array(repeating: 0, count: count)
        glassRange = Array(repeating: .infinity, count: count)
        grey = Array(repeating: 0.75, count: count)
        roles = Array(repeating: nil, count: count)
        let hasGlass = scene.primitives.contains { $0.material == .glass }
        let sun = FamilyKMath.normalized(light)
        for y in 0..<height {
            for x in 0..<width {
                let i = y * width + x
                let ray = camera.ray(x: Double(x) + 0.5, y: Double(y) + 0.5, width: width, height: height)
                let length = FamilyKMath.length(ray.direction)
                guard let hit = scene.nearest(ray) else { continue }
                let primitive = scene.primitives[hit.index], point = ray.at(hit.t)
                let cosine = -FamilyKMath.dot(hit.normal, ray.direction) / length
                let albedo = min(1, primitive.albedo * primitive.texture.value(at: point))
                depth[i] = hit.t
                range[i] = hit.t * length
                reflectance[i] = primitive.material.returned(albedo: albedo, cosine: cosine)
                let shade = 0.35 + 0.65 * max(0, FamilyKMath.dot(hit.normal, sun))
                grey[i] = primitive.material == .screen ? min(1, 0.15 + 0.6 * albedo) : min(1, albedo * shade)
                roles[i] = primitive.role
                if hasGlass, let pane = scene.nearest(ray, tMax: hit.t, glass: true) {
                    glassRange[i] = pane.t * length
                }
            }
        }
    }

    /// The share of pixels whose hit has `role`.
    func share(_ role: FamilyKRole) -> Double {
        Double(roles.lazy.filter { $0 == role }.count) / Double(roles.count)
    }

    /// The share of pixels farther than `meters` along the ray or seeing nothing.
    func shareBeyond(_ meters: Double) -> Double {
        Double(range.lazy.filter { $0 > meters }.count) / Double(range.count)
    }
}
