import Foundation
import DepthKitCore

/// Partial screens (flat): a screen filling 70–97 % of the view, with what stands around it.
extension FamilyGLayout {
    static func partialScreen(_ subfamily: String, shot: FamilyGShot, mesh: inout FamilyGMesh, generator g: inout SplitMix64) -> FamilyGPose {
        let screen = 1, room = 0
        let screenMaterial: FamilyGMaterial = g.pick([.specular, .matte])
        let centre: SIMD3<Double>, normal: SIMD3<Double>, minimumDistance: Double
        switch subfamily {
        case "desk monitor":
            let width = g.uniform(0.48...0.8), height = width * g.uniform(0.56...0.63), back = g.uniform(0.5...0.7)
            addDesk(&mesh, depth: back + 0.15, wallGap: g.uniform(0...0.4), part: room)
            centre = SIMD3(0, 0.74 + g.uniform(0.08...0.18) + height / 2, back)
            normal = SIMD3(0, 0, -1)
            addScreen(&mesh, centre: centre, width: width, height: height, bodyDepth: g.uniform(0.02...0.06), screenMaterial, part: screen)
            mesh.addTube(path: [SIMD3(0, 0.74, back + 0.05), centre + SIMD3(0, 0, 0.05)], radius: 0.025, .matte, part: room)
            minimumDistance = 0.3
        case "wall TV":
            let width = g.uniform(0.9...1.45), height = width * 0.5625, wall = 4.0
            addRoomShell(&mesh, width: g.uniform(3...5), depth: wall, height: 2.6, part: room)
            centre = SIMD3(g.uniform(-0.5...0.5), g.uniform(1.0...1.4), wall - g.uniform(0.03...0.08))
            normal = SIMD3(0, 0, -1)
            addScreen(&mesh, centre: centre, width: width, height: height, bodyDepth: wall - centre.z, screenMaterial, part: screen)
            mesh.addUprightBox(base: SIMD3(centre.x, 0, wall - 0.22), width: width + g.uniform(0.2...0.6), depth: 0.44,
                               height: centre.y - height / 2 - g.uniform(0.1...0.3), .matte, part: room)
            minimumDistance = 0.5
        case "tablet in hand":
            let width = g.uniform(0.2...0.3), height = width * g.uniform(0.7...0.75)
            addRoomShell(&mesh, width: g.uniform(3...6), depth: g.uniform(2.5...6), height: 2.6, part: room)
            centre = SIMD3(0, 1.2, 0.6)
            normal = SIMD3(0, 0, -1)
            addScreen(&mesh, centre: centre, width: width, height: height, bodyDepth: 0.008, screenMaterial, part: screen)
            let side = g.chance(0.5) ? 1.0 : -1.0
            let grip = centre + SIMD3(side * width / 2, -g.uniform(0...height / 3), -0.012)
            mesh.addHand(elbow: grip + SIMD3(side * 0.2, -0.25, -0.1), wrist: grip + SIMD3(side * 0.04, -0.08, -0.01),
                         palmNormal: SIMD3(0, 0, -1), curl: 0.6, pointing: false, part: room)
            minimumDistance = 0.3
        default: // laptop
            let width = g.uniform(0.3...0.36), height = width * 0.64, lean = g.uniform(10...35) * .pi / 180
            addDesk(&mesh, depth: 0.8, wallGap: g.uniform(0.1...1.5), part: room)
            mesh.addBox(corner: SIMD3(-width / 2, 0.74, 0.2), u: SIMD3(width, 0, 0), v: SIMD3(0, 0.018, 0), w: SIMD3(0, 0, 0.23), .matte, part: room)
            let up = SIMD3(0, cos(lean), sin(lean))
            centre = SIMD3(0, 0.758, 0.43) + up * (height / 2 + 0.01)
            normal = SIMD3(0, sin(lean), -cos(lean))
            addScreen(&mesh, centre: centre, width: width, height: height, bodyDepth: 0.006, up: up, screenMaterial, part: screen)
            minimumDistance = 0.3
        }
        let direction = viewpoint(normal: normal, yawDegrees: g.uniform(-50...50), elevationDegrees: g.uniform(-10...25))
        let share = g.uniform(0.7...0.97), roll = shot.roll
        let distance = shot.parameter(covering: share, of: [screen], in: mesh, within: 0.15...6) { distance in
            FamilyGPose(position: centre + distance * direction, lookingAt: centre, roll: roll)
        }
        let aim = centre + SIMD3(g.uniform(-0.02...0.02), g.uniform(-0.02...0.02), 0)
        return FamilyGPose(position: centre + max(distance, minimumDistance) * direction, lookingAt: aim, roll: roll)
    }

    /// A screen: its glass face (part `part`) of `width`×`height` centred at `centre`, facing −z turned
    /// up by `up`, with a bezel and a body `bodyDepth` deep behind it.
    static func addScreen(
        _ mesh: inout FamilyGMesh, centre: SIMD3<Double>, width: Double, height: Double, bodyDepth: Double,
        up: SIMD3<Double> = SIMD3(0, 1, 0), _ material: FamilyGMaterial, part: Int
    ) {
        let across = SIMD3<Double>(1, 0, 0), back = across.crossed(with: up).unit
        let corner = centre - across * width / 2 - up * height / 2
        mesh.addQuad(corner, corner + across * width, corner + across * width + up * height, corner + up * height, material, part: part)
        let bezel = 0.012
        mesh.addBox(corner: corner - across * bezel - up * bezel + back * 0.001, u: across * (width + 2 * bezel), v: up * (height + 2 * bezel),
                    w: back * max(bodyDepth, 0.004), .dark, part: part)
    }

    /// A desk (a solid block 0.74 m high, 1.6 m wide, `depth` deep from z = 0) on a floor, a wall
    /// `wallGap` behind it.
    static func addDesk(_ mesh: inout FamilyGMesh, depth: Double, wallGap: Double, part: Int) {
        mesh.addUprightBox(base: SIMD3(0, 0, depth / 2), width: 1.6, depth: depth, height: 0.74, .matte, part: part)
        addRoomShell(&mesh, width: 4, depth: depth + wallGap, height: 2.6, part: part)
    }

    /// A room's floor (y = 0), far wall (z = `depth`), side walls and ceiling around x = 0, from z = −4.
    static func addRoomShell(_ mesh: inout FamilyGMesh, width: Double, depth: Double, height: Double, part: Int) {
        let left = -width / 2, right = width / 2, near = -4.0
        mesh.addQuad(SIMD3(left, 0, near), SIMD3(right, 0, near), SIMD3(right, 0, depth), SIMD3(left, 0, depth), .matte, part: part)
        mesh.addQuad(SIMD3(left, height, near), SIMD3(right, height, near), SIMD3(right, height, depth), SIMD3(left, height, depth), .matte, part: part)
        mesh.addQuad(SIMD3(left, 0, depth), SIMD3(right, 0, depth), SIMD3(right, height, depth), SIMD3(left, height, depth), .matte, part: part)
        for x in [left, right] {
            mesh.addQuad(SIMD3(x, 0, near), SIMD3(x, 0, depth), SIMD3(x, height, depth), SIMD3(x, height, near), .matte, part: part)
        }
    }
}
