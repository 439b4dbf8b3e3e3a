import Foundation
import DepthKitCore

/// Rooms and corridors (real): a phone held inside a furnished room, or looking down a corridor.
extension FamilyGLayout {
    static func room(_ subfamily: String, shot: FamilyGShot, mesh: inout FamilyGMesh, generator g: inout SplitMix64) -> FamilyGPose {
        let shell = 0, furniture = 1
        let width = g.uniform(3...6), depth = g.uniform(3...6.5), height = g.uniform(2.4...2.8)
        let left = -width / 2, right = width / 2
        mesh.addQuad(SIMD3(left, 0, 0), SIMD3(right, 0, 0), SIMD3(right, 0, depth), SIMD3(left, 0, depth), g.chance(0.2) ? .dark : .matte, part: shell)
        mesh.addQuad(SIMD3(left, height, 0), SIMD3(right, height, 0), SIMD3(right, height, depth), SIMD3(left, height, depth), .matte, part: shell)
        mesh.addQuad(SIMD3(left, 0, depth), SIMD3(right, 0, depth), SIMD3(right, height, depth), SIMD3(left, height, depth), .matte, part: shell)
        for x in [left, right] { mesh.addQuad(SIMD3(x, 0, 0), SIMD3(x, 0, depth), SIMD3(x, height, depth), SIMD3(x, height, 0), .matte, part: shell) }
        /// A point on the floor along the far wall or a side wall, `inset` metres from it.
        func againstWall(_ inset: Double) -> (SIMD3<Double>, Double) {
            switch g.integer(0...2) {
            case 0: (SIMD3(g.uniform((left + 0.8)...(right - 0.8)), 0, depth - inset), 0)
            case 1: (SIMD3(left + inset, 0, g.uniform(1.5...(depth - 0.6))), .pi / 2)
            default: (SIMD3(right - inset, 0, g.uniform(1.5...(depth - 0.6))), .pi / 2)
            }
        }
        switch subfamily {
        case "living room":
            let (sofa, turn) = againstWall(0.45)
            mesh.addUprightBox(base: sofa, width: 2.0, depth: 0.9, height: 0.45, yaw: turn, g.pick([.matte, .dark]), part: furniture)
            mesh.addUprightBox(base: sofa + SIMD3(0, 0, 0.35).turnedAboutVertical(turn), width: 2.0, depth: 0.2, height: 0.85, yaw: turn, .matte, part: furniture)
            mesh.addUprightBox(base: SIMD3(g.uniform(-0.5...0.5), 0, depth * 0.5), width: 1.0, depth: 0.55, height: 0.42, yaw: g.uniform(-0.3...0.3), .matte, part: furniture)
            let lamp = SIMD3(g.uniform((left + 0.3)...(right - 0.3)), 0, depth - 0.3)
            mesh.addTube(path: [lamp, lamp + SIMD3(0, 1.5, 0)], radius: 0.015, sides: 6, .thin, part: furniture)
            mesh.addTube(path: [lamp + SIMD3(0, 1.45, 0), lamp + SIMD3(0, 1.75, 0)], radius: 0.2, sides: 12, .matte, part: furniture)
            let (cabinet, cabinetTurn) = againstWall(0.25)
            mesh.addUprightBox(base: cabinet, width: 1.6, depth: 0.45, height: 0.55, yaw: cabinetTurn, .matte, part: furniture)
        case "bedroom":
            let (bed, turn) = againstWall(1.0)
            mesh.addUprightBox(base: bed, width: 1.6, depth: 2.0, height: 0.55, yaw: turn, .matte, part: furniture)
            mesh.addUprightBox(base: bed + SIMD3(0, 0, 0.98).turnedAboutVertical(turn), width: 1.7, depth: 0.06, height: 1.1, yaw: turn, .dark, part: furniture)
            for side in [-0.4, 0.4] {
                mesh.addEllipsoid(centre: bed + SIMD3(side, 0.62, 0.75).turnedAboutVertical(turn), radii: SIMD3(0.3, 0.08, 0.18), yaw: turn, .matte, part: furniture)
            }
            let (wardrobe, wardrobeTurn) = againstWall(0.3)
            mesh.addUprightBox(base: wardrobe, width: 1.2, depth: 0.6, height: 2.0, yaw: wardrobeTurn, .matte, part: furniture)
            mesh.addQuad(SIMD3(left + 0.8, 0.9, depth - 0.001), SIMD3(left + 2.0, 0.9, depth - 0.001), SIMD3(left + 2.0, 2.1, depth - 0.001), SIMD3(left + 0.8, 2.1, depth - 0.001), .glass, part: shell)
        case "kitchen":
            mesh.addUprightBox(base: SIMD3(0, 0, depth - 0.3), width: width, depth: 0.6, height: 0.9, .matte, part: furniture)
            mesh.addUprightBox(base: SIMD3(0, 1.45, depth - 0.18), width: width, depth: 0.35, height: 0.7, .matte, part: furniture)
            mesh.addUprightBox(base: SIMD3(right - 0.35, 0, g.uniform(1.5...(depth - 1))), width: 0.7, depth: 0.7, height: 1.85, yaw: .pi / 2, .specular, part: furniture)
            mesh.addTable(base: SIMD3(g.uniform(-0.5...0.5), 0, depth * 0.45), width: 1.2, depth: 0.8, height: 0.75, yaw: g.uniform(-0.3...0.3), part: furniture)
            for side in [-0.5, 0.5] { mesh.addChair(base: SIMD3(side, 0, depth * 0.45 - 0.6), yaw: .pi, part: furniture) }
        default: // office
            mesh.addTable(base: SIMD3(g.uniform(-0.8...0.8), 0, depth - 0.45), width: 1.4, depth: 0.7, height: 0.74, yaw: 0, part: furniture)
            addScreen(&mesh, centre: SIMD3(0, 1.05, depth - 0.35), width: 0.6, height: 0.34, bodyDepth: 0.05, .dark, part: furniture)
            mesh.addChair(base: SIMD3(g.uniform(-0.5...0.5), 0, depth - 1.1), yaw: g.uniform(-0.5...0.5), part: furniture)
            let (rack, turn) = againstWall(0.2)
            mesh.addUprightBox(base: rack, width: 0.9, depth: 0.35, height: 1.9, yaw: turn, .matte, part: furniture)
            mesh.addQuad(SIMD3(left + 0.001, 0, 0.6), SIMD3(left + 0.001, 0, 1.5), SIMD3(left + 0.001, 2.05, 1.5), SIMD3(left + 0.001, 2.05, 0.6), .matte, part: shell)
        }
        let position = SIMD3(g.uniform((left + 0.4)...(right - 0.4)), g.uniform(1.2...1.7), g.uniform(0.2...0.6))
        return FamilyGPose(position: position, yaw: g.uniform(-0.6...0.6), pitch: -g.uniform(-5...30) * .pi / 180, roll: shot.roll)
    }

    static func corridor(_ subfamily: String, shot: FamilyGShot, mesh: inout FamilyGMesh, generator g: inout SplitMix64) -> FamilyGPose {
        let shell = 0, fittings = 1
        let width = g.uniform(1.1...2.2), height = g.uniform(2.3...2.8), length = g.uniform(6...25)
        let left = -width / 2, right = width / 2, hotel = subfamily == "hotel corridor"
        mesh.addQuad(SIMD3(left, 0, -1), SIMD3(right, 0, -1), SIMD3(right, 0, length), SIMD3(left, 0, length), hotel ? .dark : .matte, part: shell)
        mesh.addQuad(SIMD3(left, height, -1), SIMD3(right, height, -1), SIMD3(right, height, length), SIMD3(left, height, length), .matte, part: shell)
        let turn = subfamily == "corridor with a turn", branch = g.uniform(3...8)
        // The side walls, cut by recessed doorways where there are doors.
        let doors = subfamily == "corridor with doors" || hotel
        for (x, outward) in [(left, -1.0), (right, 1.0)] {
            let wallEnd = turn && outward > 0 ? length - width : length
            var z = -1.0
            while z < wallEnd {
                let next = min(wallEnd, z + g.uniform(2...5))
                let doorway = doors && next - z > 1.4 && next < wallEnd
                let doorStart = next - 1.0
                let solidEnd = doorway ? doorStart : next
                mesh.addQuad(SIMD3(x, 0, z), SIMD3(x, 0, solidEnd), SIMD3(x, height, solidEnd), SIMD3(x, height, z), .matte, part: shell)
                if doorway {
                    let recess = g.uniform(0.05...0.2), door = x + outward * recess
                    mesh.addQuad(SIMD3(x, 2.05, doorStart), SIMD3(x, 2.05, next), SIMD3(x, height, next), SIMD3(x, height, doorStart), .matte, part: shell)
                    mesh.addQuad(SIMD3(door, 0, doorStart), SIMD3(door, 0, next), SIMD3(door, 2.05, next), SIMD3(door, 2.05, doorStart), g.pick([.matte, .dark]), part: fittings)
                    for edge in [doorStart, next] { mesh.addQuad(SIMD3(x, 0, edge), SIMD3(door, 0, edge), SIMD3(door, 2.05, edge), SIMD3(x, 2.05, edge), .matte, part: shell) }
                    mesh.addQuad(SIMD3(x, 2.05, doorStart), SIMD3(door, 2.05, doorStart), SIMD3(door, 2.05, next), SIMD3(x, 2.05, next), .matte, part: shell)
                }
                z = next
            }
            if doors || g.chance(0.5) {
                mesh.addBox(corner: SIMD3(x, 0, -1), u: SIMD3(-outward * 0.015, 0, 0), v: SIMD3(0, 0.1, 0), w: SIMD3(0, 0, wallEnd + 1), .matte, part: fittings)
            }
            if hotel {
                for lamp in stride(from: 2.0, to: wallEnd, by: 4) {
                    mesh.addBox(corner: SIMD3(x, 1.7, lamp), u: SIMD3(-outward * 0.12, 0, 0), v: SIMD3(0, 0.2, 0), w: SIMD3(0, 0, 0.15), .matte, part: fittings)
                }
            }
        }
        let farRight = turn ? right + branch : right
        mesh.addQuad(SIMD3(left, 0, length), SIMD3(farRight, 0, length), SIMD3(farRight, height, length), SIMD3(left, height, length), g.pick([.matte, .glass]), part: shell)
        if turn {
            let start = length - width
            mesh.addQuad(SIMD3(right, 0, start), SIMD3(right + branch, 0, start), SIMD3(right + branch, 0, length), SIMD3(right, 0, length), .matte, part: shell)
            mesh.addQuad(SIMD3(right, height, start), SIMD3(right + branch, height, start), SIMD3(right + branch, height, length), SIMD3(right, height, length), .matte, part: shell)
            mesh.addQuad(SIMD3(right, 0, start), SIMD3(right + branch, 0, start), SIMD3(right + branch, height, start), SIMD3(right, height, start), .matte, part: shell)
            mesh.addQuad(SIMD3(right + branch, 0, start), SIMD3(right + branch, 0, length), SIMD3(right + branch, height, length), SIMD3(right + branch, height, start), .matte, part: shell)
        }
        for light in stride(from: 1.5, to: length, by: g.uniform(2.5...4)) {
            mesh.addBox(corner: SIMD3(-0.2, height, light), u: SIMD3(0.4, 0, 0), v: SIMD3(0, -0.04, 0), w: SIMD3(0, 0, 0.4), .matte, part: fittings)
        }
        let position = SIMD3(g.uniform(-0.25...0.25) * width, g.uniform(1.3...1.7), g.uniform(0...1))
        return FamilyGPose(position: position, yaw: g.uniform(-0.25...0.25), pitch: g.uniform(-12...6) * .pi / 180, roll: shot.roll)
    }
}
