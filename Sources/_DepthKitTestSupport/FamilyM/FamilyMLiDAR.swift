import Foundation
import DepthKitCore

/// The rear LiDAR as ARKit's pipeline seen from outside: 576 dots (8×8 emitters copied 3×3 by a
/// diffractive element into a 24×24 pattern over the field of view) return a range each or nothing
/// (beyond 5 m; lost on dark, glossy or sunlit surfaces; seen through glass), with noise growing with
/// range; where a glossy surface's own return is lost, the echo of what it mirrors comes back instead
/// when it is bright enough, from the mirror image's range; ``FamilyMDensifier`` turns them into ARKit's dense map and confidence.
struct FamilyMLiDAR: Sendable {
    /// One dot: where it lands on the sensor grid (pixels), and its range if it came back.
    struct Return: Sendable {
        let x: Double
        let y: Double
        var depth: Double?
        var strong: Bool
    }

    /// ARKit's range limit, metres.
    static let range = 5.0
    /// The nearest range returned, metres.
    static let nearest = 0.2
    /// Dots per side.
    static let side = 24
    /// 0 indoors; up to 1 in full sunlight (ambient light swamps returns, more so the farther they are).
    var sunlight = 0.0
    /// How far the 3×3 copies of the emitter block are misplaced (a fraction of a dot spacing), per device.
    var copyOffsets: [SIMD2<Double>] = Array(repeating: .zero, count: 9)

    /// A device: its diffractive copies' misplacement and the light it works in.
    static func random(_ g: inout SplitMix64, sunlight: Double) -> FamilyMLiDAR {
        FamilyMLiDAR(sunlight: sunlight, copyOffsets: (0..<9).map { _ in SIMD2(g.uniform(-0.12...0.12), g.uniform(-0.12...0.12)) })
    }

    /// The range noise's standard deviation at `depth` metres: about 5 mm at 0.3 m growing to about
    /// 2 cm at 4 m indoors, worse in sunlight (docs/VERDICT_VALIDATION.md, family M, sensors).
    func sigma(_ depth: Double) -> Double { (0.004 + 0.0035 * depth) * (1 + 0.8 * sunlight) }

    /// Fires the 576 dots into `world` through `camera`.
    func fire(_ world: FamilyMWorld, camera: FamilyMCamera, generator g: inout SplitMix64) -> [Return] {
        let side = Self.side, block = side / 3
        let sx = Double(camera.width) / Double(side), sy = Double(camera.height) / Double(side)
        var returns: [Return] = []
        returns.reserveCapacity(side * side)
        for j in 0..<side {
            for i in 0..<side {
                let copy = copyOffsets[(j / block) * 3 + i / block]
                let x = (Double(i) + 0.5 + copy.x + g.uniform(-0.06...0.06)) * sx
                let y = (Double(j) + 0.5 + copy.y + g.uniform(-0.06...0.06)) * sy
                returns.append(Return(x: x, y: y, depth: nil, strong: false))
                let ray = camera.ray(x: x, y: y)
                guard let hit = world.nearest(camera.position, ray, limit: 40, skip: { $0.material == .glass }) else { continue }
                let depth = camera.depth(distance: hit.distance, ray: ray)
                var lost = 0.02 + sunlight * 0.03 * depth * depth
                switch hit.surface.material {
                case .matte, .glass: break
                case .dark: lost += 0.15 + 0.05 * depth
                case .glossy: lost += 0.25
                }
                guard depth >= Self.nearest, depth <= Self.range else { continue }
                var range = depth
                if g.chance(min(lost, 0.97)) {
                    // The surface's own return is lost. A direct time-of-flight receiver keeps every echo
                    // apart in its histogram, so a mirrored echo only counts when the direct one is missing,
                    // and only when it is bright enough to be read at all.
                    guard hit.surface.material == .glossy,
                          let echo = mirrorRange(world, hit.surface, camera: camera, ray: ray, distance: hit.distance),
                          Self.echoBrightness(echo) >= Self.faintest else { continue }
                    range = echo
                }
                returns[returns.count - 1].depth = range + sigma(range) * g.nextGaussian()
                returns[returns.count - 1].strong = hit.surface.material == .matte && depth < 3.5 && sunlight < 0.5
            }
        }
        return returns
    }

    /// A glossy surface's specular reflectance: glass, lacquer or glaze at normal incidence,
    /// ((n − 1) / (n + 1))² for n ≈ 1.5 (Fresnel).
    static let specularReflectance = 0.04
    /// The faintest return the receiver reads, as albedo over range squared: a 10 % grey surface at the
    /// 5 m range limit.
    static let faintest = 0.1 / (range * range)

    /// How bright the echo of a glossy surface's mirror image is when it comes back from `echo` metres, in
    /// the units of ``faintest``: two specular bounces off the surface and a diffuse one off a mid-grey
    /// (50 %) mirrored surface. It is read only up to about 0.45 m, so the room a screen mirrors (at least
    /// twice the screen's distance away) is never read; a glossy cup or table beside a near wall can be.
    static func echoBrightness(_ echo: Double) -> Double { specularReflectance * specularReflectance * 0.5 / (echo * echo) }

    /// The depth at which a glossy `surface`, met `distance` metres along `ray`, shows the mirror image of
    /// what faces it: the dot's light bounces off the surface to the first thing the mirrored ray meets and
    /// back the same way, so the echo comes from the path to the surface plus that bounce, along the dot's
    /// own ray (`nil` when the mirrored ray meets nothing). For a screen held 0.3–1 m away this is the room
    /// or the person behind the camera: at least the camera's distance beyond the screen.
    func mirrorRange(_ world: FamilyMWorld, _ surface: FamilyMSurface, camera: FamilyMCamera, ray: SIMD3<Double>, distance: Double) -> Double? {
        let point = camera.position + distance * ray
        // The surface's normal from two neighbouring rays that meet the same surface.
        let (right, down) = camera.axes
        let rays = [FamilyMVector.unit(ray + 1e-3 * right), FamilyMVector.unit(ray + 1e-3 * down)]
        let near = rays.compactMap { r in surface.hit(camera.position, r, inverse: 1 / r, limit: 2 * distance + 1).map { camera.position + $0 * r } }
        guard near.count == 2 else { return nil }
        var normal = FamilyMVector.unit(FamilyMVector.cross(near[0] - point, near[1] - point))
        if FamilyMVector.dot(normal, ray) > 0 { normal = -normal }
        let mirrored = ray - 2 * FamilyMVector.dot(ray, normal) * normal
        guard let bounce = world.nearest(point + 1e-4 * normal, mirrored, limit: 40, skip: { $0.material == .glass }) else { return nil }
        return camera.depth(distance: distance + bounce.distance, ray: ray)
    }
}
