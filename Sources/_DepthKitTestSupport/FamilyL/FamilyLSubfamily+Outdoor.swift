import DepthKitCore
import Foundation

extension FamilyLSubfamily {
    /// Open outdoor scenes: terrain (a height field, ``FamilyLHeightField``) in range near the camera,
    /// buildings, trees, cars and the sea mostly beyond it; framed so that 45–88 % of the frame is beyond
    /// the LiDAR's range (by pitching the camera), the ground in range below.
    func outdoorLayout(_ g: inout SplitMix64) -> FamilyLLayout {
        let P = FamilyLParts.self
        var solids: [FamilyLSolid] = []
        let phases = (0..<6).map { _ in g.uniform(0...(2 * .pi)) }
        let bumps = g.uniform(0.01...0.08)
        /// Small-scale roughness: grass tufts, gravel, sand ripples.
        func rough(_ x: Double, _ z: Double, _ scale: Double) -> Double {
            bumps * (sin(x * 7.3 / scale + phases[0]) * sin(z * 6.1 / scale + phases[1]) + 0.5 * sin((x + z) * 17 / scale + phases[2]))
        }
        var ground = P.matte(g.uniform(0.1...0.5))
        let height: (Double, Double) -> Double
        var detail: String
        switch self {
        case .street:
            let kerb = g.uniform(3...5), step = g.uniform(0.1...0.16)
            ground = P.matte(g.uniform(0.08...0.3))
            height = { x, z in (abs(x) > kerb ? step : 0) + 0.2 * rough(x, z, 3) }
            let front = -g.uniform(9...25)
            solids.append(P.facade(x: -15...15, front: front, height: g.uniform(8...20), depth: 10, &g))
            for sign in [-1.0, 1] {
                let x = sign * g.uniform(7...12)
                solids.append(P.block([min(x, x + sign * 10), 0, front], [max(x, x + sign * 10), g.uniform(6...15), -g.uniform(5...8)], P.matte(g.uniform(0.2...0.6))))
            }
            detail = String(format: "street, kerb %.0f mm at %.1f m, façade %.0f m", step * 1000, kerb, -front)
        case .park:
            ground = P.matte(g.uniform(0.15...0.4))
            height = { x, z in 0.3 * sin(x * 0.15 + phases[3]) * sin(z * 0.11 + phases[4]) + rough(x, z, 1) }
            for _ in 0..<g.integer(3...9) {
                solids.append(P.tree(at: [g.uniform(-20...20), -0.3, -g.uniform(6...35)], height: g.uniform(4...12), &g))
            }
            detail = "park, grass and trees"
        case .beach:
            ground = P.matte(g.uniform(0.3...0.6))
            let slope = g.uniform(0.01...0.05)
            height = { x, z in slope * z + 0.5 * rough(x, z, 2) }
            solids.append(.convex(planes: [(SceneVector(0, 1, 0), -slope * 25 - 0.2)], surface: P.matte(0.03)))
            detail = String(format: "beach sloping %.1f %% to the sea", slope * 100)
        case .carPark:
            ground = P.matte(g.uniform(0.06...0.18))
            height = { x, z in 0.1 * rough(x, z, 4) }
            for _ in 0..<g.integer(2...7) {
                let x = g.uniform(-12...12), z = -g.uniform(4.5...25)
                solids.append(P.car(at: [x, 0, z], &g))
            }
            for _ in 0..<g.integer(1...3) {
                solids.append(.cylinder(base: [g.uniform(-10...10), 0, -g.uniform(8...25)], axis: [0, 1, 0], radius: 0.08, length: 6, surface: P.matte(0.4)))
            }
            detail = "car park, asphalt and cars"
        case .field:
            let amplitude = g.uniform(0.3...1.5), wave = g.uniform(8...20)
            height = { x, z in amplitude * sin(x / wave + phases[3]) * sin(z / (wave * 1.3) + phases[4]) + rough(x, z, 1) }
            for k in 0..<g.integer(0...8) {
                solids.append(.cylinder(base: [-6 + Double(k) * 2.5, -0.5, -g.uniform(6...9)], axis: [0, 1, 0], radius: 0.05, length: 1.7, surface: P.matte(0.3)))
            }
            detail = String(format: "rolling field, hills %.1f m over %.0f m, a fence", amplitude, wave)
        default:
            // Up to 30 % uphill: steeper, the ground stays in range wherever a hand-held camera looks.
            let slope = g.pick([-1.0, 1]) * g.uniform(0.1...0.3)
            ground = P.matte(g.uniform(0.1...0.45))
            height = { x, z in -slope * z + 0.08 * sin(x * 0.7 + phases[5]) + 2 * rough(x, z, 2) }
            for _ in 0..<g.integer(2...6) {
                let x = g.uniform(-10...10), z = -g.uniform(3...25)
                solids.append(.ellipsoid(centre: [x, -slope * z, z], radii: [g.uniform(0.3...1.2), g.uniform(0.2...0.7), g.uniform(0.3...1.2)], surface: P.matte(g.uniform(0.1...0.5))))
            }
            detail = String(format: "mountainside, slope %+.0f %% ahead, boulders", slope * 100)
        }
        let terrain = FamilyLHeightField(n: 128, cell: 0.5, x0: -32, z0: -60, surface: ground, height: height)
        let eye = SceneVector(g.uniform(-1...1), 0, 2)
        let standing = terrain.height(eye.x, eye.z) + g.uniform(1.2...1.75)
        let eyeAt = SceneVector(eye.x, standing, eye.z)
        return FamilyLLayout(
            world: FamilyLWorld(solids: solids, terrain: terrain), eye: eyeAt,
            target: eyeAt + [g.uniform(-3...3), g.uniform(-3...0), -10], rule: .beyondRange(0.45...0.88), outdoor: true,
            details: detail + String(format: ", eye %.2f m above the ground", standing - terrain.height(eye.x, eye.z)))
    }
}
