import Foundation
import DepthKitCore

/// The rear LiDAR as ARKit's pipeline seen from outside: 576 dots (8×8 emitters copied 3×3 by a
/// diffractive element into a 24×24 pattern over the field of view) return a range each or nothing
/// (beyond 5 m; lost on dark, glossy or sunlit surfaces; bent by multipath on glossy ones; seen through
/// glass), with noise growing with range; ``FamilyMDensifier`` turns them into ARKit's dense map and
/// confidence.
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
                var bias = 0.0
                switch hit.surface.material {
                case .matte, .glass: break
                case .dark: lost += 0.15 + 0.05 * depth
                case .glossy:
                    lost += 0.25
                    if g.chance(0.1) { bias = g.uniform(0.03...0.25) }
                }
                guard depth >= Self.nearest, depth <= Self.range, !g.chance(min(lost, 0.97)) else { continue }
                returns[returns.count - 1].depth = depth + bias + sigma(depth) * g.nextGaussian()
                returns[returns.count - 1].strong = hit.surface.material == .matte && depth < 3.5 && sunlight < 0.5
            }
        }
        return returns
    }
}
