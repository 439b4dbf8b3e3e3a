import Foundation
import DepthKitCore

/// Shelves (real): a shelving unit against a wall, filled with books, tins, jars, boxes or tools.
extension FamilyGLayout {
    static func shelf(_ subfamily: String, shot: FamilyGShot, mesh: inout FamilyGMesh, generator g: inout SplitMix64) -> FamilyGPose {
        let unit = 0, room = 1
        let width = g.uniform(0.8...2.0), depth = g.uniform(0.25...0.45), boards = g.integer(3...6), spacing = g.uniform(0.28...0.4)
        let height = Double(boards) * spacing + 0.1, back = 0.0
        addRoomShell(&mesh, width: width + g.uniform(5...7), depth: back + 0.001, height: max(2.6, height + 0.3), part: room)
        let frame: FamilyGMaterial = subfamily == "garage rack" ? .thin : .matte
        for x in [-width / 2, width / 2 - 0.02] {
            mesh.addBox(corner: SIMD3(x, 0, back - depth), u: SIMD3(0.02, 0, 0), v: SIMD3(0, height, 0), w: SIMD3(0, 0, depth), frame, part: unit)
        }
        for board in 0...boards {
            let y = 0.05 + Double(board) * spacing
            mesh.addBox(corner: SIMD3(-width / 2, y, back - depth), u: SIMD3(width, 0, 0), v: SIMD3(0, 0.02, 0), w: SIMD3(0, 0, depth), .matte, part: unit)
            guard board < boards else { continue }
            var x = -width / 2 + 0.03
            while x < width / 2 - 0.1 {
                let clearance = spacing - 0.03
                switch subfamily {
                case "bookcase":
                    let thickness = g.uniform(0.015...0.06), tall = g.uniform(0.55...0.95) * clearance
                    if g.chance(0.1) { x += g.uniform(0.05...0.2); continue }
                    mesh.addBox(corner: SIMD3(x, y + 0.02, back - g.uniform(0.6...0.95) * depth), u: SIMD3(thickness, 0, 0), v: SIMD3(0, tall, 0),
                                w: SIMD3(0, 0, g.uniform(0.14...0.24)), g.pick([.matte, .matte, .dark, .specular]), part: unit)
                    x += thickness + 0.002
                case "pantry shelf":
                    let radius = g.uniform(0.03...0.06), tall = g.uniform(0.4...0.9) * clearance, front = back - depth + radius + g.uniform(0...0.05)
                    let material: FamilyGMaterial = g.pick([.specular, .glass, .matte])
                    mesh.addTube(path: [SIMD3(x + radius, y + 0.02, front), SIMD3(x + radius, y + 0.02 + tall, front)], radius: radius, sides: 10, capped: true, material, part: unit)
                    x += 2 * radius + g.uniform(0.005...0.03)
                case "cube storage":
                    let size = g.uniform(0.2...0.3)
                    if g.chance(0.7) {
                        mesh.addBox(corner: SIMD3(x, y + 0.02, back - depth + 0.02), u: SIMD3(size, 0, 0), v: SIMD3(0, min(size, clearance) * 0.9, 0), w: SIMD3(0, 0, depth - 0.04),
                                    g.pick([.matte, .dark]), part: unit)
                    } else {
                        mesh.addEllipsoid(centre: SIMD3(x + size / 2, y + 0.02 + 0.08, back - depth / 2), radii: SIMD3(0.08, 0.08, 0.08), stacks: 6, slices: 10, .matte, part: unit)
                    }
                    x += size + 0.04
                default: // garage rack
                    let size = SIMD3(g.uniform(0.15...0.45), g.uniform(0.3...0.9) * clearance, g.uniform(0.15...depth))
                    if g.chance(0.4) {
                        mesh.addTube(path: [SIMD3(x + 0.09, y + 0.02, back - depth + 0.1), SIMD3(x + 0.09, y + 0.02 + min(0.2, clearance * 0.8), back - depth + 0.1)],
                                     radius: 0.085, sides: 12, capped: true, .specular, part: unit)
                        x += 0.2
                    } else {
                        mesh.addBox(corner: SIMD3(x, y + 0.02, back - size.z), u: SIMD3(size.x, 0, 0), v: SIMD3(0, size.y, 0), w: SIMD3(0, 0, size.z), g.pick([.matte, .dark, .specular]), part: unit)
                        x += size.x + g.uniform(0.02...0.1)
                    }
                }
            }
        }
        let aim = SIMD3(g.uniform(-0.2...0.2) * width, min(height * 0.5, 1.4) + g.uniform(-0.2...0.2), back - depth)
        let direction = viewpoint(normal: SIMD3(0, 0, -1), yawDegrees: g.uniform(-35...35), elevationDegrees: g.uniform(-15...12))
        let share = g.uniform(0.55...0.92), roll = shot.roll
        let distance = shot.parameter(covering: share, of: [unit], in: mesh, within: 0.3...3) { distance in
            FamilyGPose(position: aim + distance * direction, lookingAt: aim, roll: roll)
        }
        return FamilyGPose(position: aim + max(distance, 0.45) * direction, lookingAt: aim, roll: roll)
    }
}
