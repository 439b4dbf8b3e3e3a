import Foundation
import DepthKitCore

/// Walls with relief (flat): a wall at 0.5–3.5 m seen up to 70° off its normal (less when far), its relief
/// 1–30 mm (frames, posters, switches, bricks, uneven plaster, a closed door, a skirting board), or a bare ceiling.
extension FamilyGLayout {
    static func wallWithRelief(_ subfamily: String, shot: FamilyGShot, mesh: inout FamilyGMesh, generator g: inout SplitMix64) -> FamilyGPose {
        let wall = 0, floor = 1
        let towardsCamera = SIMD3<Double>(0, 0, -1)
        if subfamily == "ceiling" {
            let height = g.uniform(2.3...2.9)
            mesh.addQuad(SIMD3(-20, height, -20), SIMD3(20, height, -20), SIMD3(20, height, 20), SIMD3(-20, height, 20), .matte, part: wall)
            for _ in 0..<g.integer(0...3) {
                let at = SIMD3(g.uniform(-1...1), height, g.uniform(-1...1))
                mesh.addTube(path: [at, at - SIMD3(0, g.uniform(0.005...0.028), 0)], radius: g.uniform(0.04...0.12), sides: 12, capped: true,
                             g.pick([.matte, .specular]), part: wall)
            }
            let aim = SIMD3(g.uniform(-0.3...0.3), height, g.uniform(-0.3...0.3))
            let direction = viewpoint(normal: SIMD3(0, -1, 0), yawDegrees: g.uniform(-30...30), elevationDegrees: g.uniform(-30...30))
            return FamilyGPose(position: aim + g.uniform(0.8...2.2) * direction, lookingAt: aim, roll: shot.roll)
        }
        let distance = g.uniform(0.5...3.5), skirting = subfamily == "skirting board"
        let widest = distance <= 1.5 ? 70 : 70 - 12 * (distance - 1.5)
        let aim = SIMD3(g.uniform(-0.5...0.5), skirting ? g.uniform(0.25...0.6) : g.uniform(1.1...1.6), 0)
        let direction = viewpoint(normal: towardsCamera, yawDegrees: g.uniform(-widest...widest), elevationDegrees: skirting ? g.uniform(0...30) : g.uniform(-15...15))
        let paint: FamilyGMaterial = g.chance(0.1) ? .dark : (g.chance(0.15) ? .specular : .matte)
        mesh.addQuad(SIMD3(-20, skirting ? 0 : -20, 0), SIMD3(20, skirting ? 0 : -20, 0), SIMD3(20, 20, 0), SIMD3(-20, 20, 0), paint, part: wall)
        // Relief within 1 m + the distance of the aim (at most 3.5 m) covers the view of the wall in range.
        let reach = min(3.5, 1 + distance)
        func proud(_ x: Double, _ y: Double, width: Double, height: Double, depth: Double, _ material: FamilyGMaterial) {
            mesh.addBox(corner: SIMD3(x, y, 0), u: SIMD3(width, 0, 0), v: SIMD3(0, height, 0), w: towardsCamera * depth, material, part: wall)
        }
        switch subfamily {
        case "brick or tiles":
            let brick = g.chance(0.6)
            let size = brick ? SIMD2(0.215, 0.065) : SIMD2(repeating: g.uniform(0.1...0.3)), joint = brick ? 0.01 : 0.003
            let depth = brick ? g.uniform(0.004...0.012) : g.uniform(0.002...0.005)
            let columns = Int(2 * reach / (size.x + joint)), rows = Int(2 * reach / (size.y + joint))
            for row in 0..<rows {
                let y = aim.y - reach + Double(row) * (size.y + joint)
                guard y >= -1 else { continue }
                let shift = brick && row % 2 == 1 ? (size.x + joint) / 2 : 0
                for column in 0..<columns {
                    proud(aim.x - reach + shift + Double(column) * (size.x + joint), y, width: size.x, height: size.y, depth: depth, paint)
                }
            }
        case "uneven plaster":
            let amplitude = g.uniform(0.001...0.005), waves = SIMD2(g.uniform(20...60), g.uniform(20...60)), phase = g.uniform(0...6)
            mesh.addPatch(origin: aim + SIMD3(reach, -reach, -0.01), u: SIMD3(-2 * reach, 0, 0), v: SIMD3(0, 2 * reach, 0), columns: 70, rows: 70, paint, part: wall) { s, t in
                amplitude * (sin(waves.x * s + phase) * cos(waves.y * t) + 0.5 * sin(2.3 * waves.y * t + 1.7 * waves.x * s))
            }
        case "closed door":
            let doorWidth = g.uniform(0.8...0.92), left = aim.x + g.uniform(-0.9...0.1)
            let recess = g.uniform(0.001...0.02), trim = g.uniform(0.06...0.09), trimDepth = g.uniform(0.01...0.02)
            let doorMaterial: FamilyGMaterial = g.chance(0.2) ? .dark : .matte
            proud(left, 0, width: doorWidth, height: 2.05, depth: recess + 0.0005, doorMaterial)
            proud(left - trim, 0, width: trim, height: 2.05 + trim, depth: trimDepth, .matte)
            proud(left + doorWidth, 0, width: trim, height: 2.05 + trim, depth: trimDepth, .matte)
            proud(left, 2.05, width: doorWidth, height: trim, depth: trimDepth, .matte)
            proud(left + doorWidth - 0.12, 0.95, width: 0.05, height: 0.16, depth: recess + 0.008, .specular)
        default:
            if skirting {
                mesh.addQuad(SIMD3(-20, 0, -20), SIMD3(20, 0, -20), SIMD3(20, 0, 0), SIMD3(-20, 0, 0), .matte, part: floor)
                proud(-20, 0, width: 40, height: g.uniform(0.07...0.15), depth: g.uniform(0.012...0.02), .matte)
            }
            for _ in 0..<g.integer(skirting ? 0...1 : 1...4) {
                let width = g.uniform(0.2...0.9), height = g.uniform(0.2...0.9)
                let x = aim.x + g.uniform(-1.5...1.0), y = aim.y + g.uniform(-0.8...0.5)
                let poster = subfamily == "posters" && g.chance(0.7)
                proud(x, y, width: width, height: height, depth: poster ? 0.001 : g.uniform(0.01...0.03), poster ? .matte : g.pick([.matte, .dark, .specular]))
            }
            if g.chance(0.5) { proud(aim.x + g.uniform(-1...1), aim.y - g.uniform(0.1...0.4), width: 0.085, height: 0.085, depth: 0.01, .matte) }
        }
        let roll = shot.roll
        guard skirting else { return FamilyGPose(position: aim + distance * direction, lookingAt: aim, roll: roll) }
        // The floor in at most 5 % of the view: the aim rises until the floor all but leaves it.
        let rise = shot.parameter(covering: 1 - g.uniform(0...0.05), of: [wall], in: mesh, within: 0...2.5) { rise in
            let raised = aim + SIMD3(0, rise, 0)
            return FamilyGPose(position: raised + distance * direction, lookingAt: raised, roll: roll)
        }
        let raised = aim + SIMD3(0, rise, 0)
        return FamilyGPose(position: raised + distance * direction, lookingAt: raised, roll: roll)
    }
}
