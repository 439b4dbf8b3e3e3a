import Foundation
import DepthKitCore

/// Table tops (real): a table seen from close, from above and at a slant, with things 5–30 cm tall on it.
extension FamilyGLayout {
    static func tableTop(_ subfamily: String, shot: FamilyGShot, mesh: inout FamilyGMesh, generator g: inout SplitMix64) -> FamilyGPose {
        let table = 0, things = 1
        let top = g.uniform(0.7...0.9)
        mesh.addUprightBox(base: SIMD3(0, 0, 0), width: g.uniform(1.2...2), depth: g.uniform(0.8...1.2), height: top, g.chance(0.2) ? .dark : .matte, part: table)
        mesh.addQuad(SIMD3(-10, 0, -10), SIMD3(10, 0, -10), SIMD3(10, 0, 10), SIMD3(-10, 0, 10), .matte, part: table)
        func spot() -> SIMD3<Double> { SIMD3(g.uniform(-0.3...0.3), top, g.uniform(-0.25...0.25)) }
        func addCylinder(_ at: SIMD3<Double>, radius: Double, height: Double, _ material: FamilyGMaterial) {
            mesh.addTube(path: [at, at + SIMD3(0, height, 0)], radius: radius, sides: 12, capped: true, material, part: things)
        }
        for _ in 0..<g.integer(3...7) {
            let at = spot(), yaw = g.uniform(0...(2 * .pi))
            switch subfamily {
            case "desk things":
                switch g.integer(0...3) {
                case 0: addCylinder(at, radius: 0.04, height: g.uniform(0.09...0.12), g.pick([.matte, .specular]))
                case 1: mesh.addUprightBox(base: at, width: 0.17, depth: 0.24, height: g.uniform(0.05...0.15), yaw: yaw, .matte, part: things)
                case 2:
                    addCylinder(at, radius: 0.07, height: 0.02, .dark)
                    mesh.addTube(path: [at + SIMD3(0, 0.02, 0), at + SIMD3(0.05, 0.3, 0.05), at + SIMD3(0.18, 0.38, 0.1)], radius: 0.01, sides: 6, .thin, part: things)
                    mesh.addEllipsoid(centre: at + SIMD3(0.2, 0.34, 0.11), radii: SIMD3(0.07, 0.05, 0.07), stacks: 6, slices: 10, .matte, part: things)
                default: mesh.addUprightBox(base: at, width: 0.3, depth: 0.21, height: 0.02, yaw: yaw, .dark, part: things)
                }
            case "dinner table":
                switch g.integer(0...3) {
                case 0: addCylinder(at, radius: g.uniform(0.1...0.14), height: 0.02, .matte)
                case 1: addCylinder(at, radius: g.uniform(0.06...0.09), height: g.uniform(0.05...0.08), .matte)
                case 2: addCylinder(at, radius: 0.035, height: g.uniform(0.1...0.15), .glass)
                default: addCylinder(at, radius: 0.035, height: g.uniform(0.25...0.32), g.pick([.glass, .dark]))
                }
            case "fruit and tools":
                switch g.integer(0...2) {
                case 0: mesh.addEllipsoid(centre: at + SIMD3(0, 0.04, 0), radii: SIMD3(repeating: g.uniform(0.03...0.05)), stacks: 6, slices: 10, .matte, part: things)
                case 1: mesh.addUprightBox(base: at, width: 0.4, depth: 0.2, height: g.uniform(0.12...0.22), yaw: yaw, g.pick([.matte, .specular]), part: things)
                default:
                    mesh.addTube(path: [at + SIMD3(0, 0.015, 0), at + SIMD3(0.3, 0.015, 0).turnedAboutVertical(yaw)], radius: 0.015, sides: 6, capped: true, .matte, part: things)
                    mesh.addUprightBox(base: at, width: 0.1, depth: 0.03, height: 0.05, yaw: yaw, .specular, part: things)
                }
            default: // potted plants
                let radius = g.uniform(0.06...0.1), height = g.uniform(0.1...0.18)
                addCylinder(at, radius: radius, height: height, g.pick([.matte, .dark]))
                mesh.addEllipsoid(centre: at + SIMD3(0, height + radius, 0), radii: SIMD3(radius * 1.5, radius * 1.3, radius * 1.5), stacks: 6, slices: 10, .foliage, part: things)
            }
        }
        let aim = SIMD3(g.uniform(-0.1...0.1), top + 0.05, g.uniform(-0.1...0.1))
        let down = g.uniform(35...75) * .pi / 180, azimuth = g.uniform(0...(2 * .pi)), distance = g.uniform(0.4...1.0)
        let direction = SIMD3(cos(down) * sin(azimuth), sin(down), cos(down) * cos(azimuth))
        return FamilyGPose(position: aim + distance * direction, lookingAt: aim, roll: shot.roll)
    }
}
