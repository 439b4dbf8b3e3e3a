import Foundation
import DepthKitCore

/// Prints on a table with the table's edge (flat): a print or magazine lying on a table or counter seen
/// 20–68° from the table's normal, the floor or a wall beyond one of the table's edges in 1–12 % of the view.
extension FamilyGLayout {
    static func printWithTableEdge(_ subfamily: String, shot: FamilyGShot, mesh: inout FamilyGMesh, generator g: inout SplitMix64) -> FamilyGPose {
        let table = 0, beyond = 1
        let top = subfamily.hasPrefix("magazine") ? g.uniform(0.88...0.94) : g.uniform(0.7...0.78)
        let width = g.uniform(1.2...2.4), depth = g.uniform(0.8...1.2)
        mesh.addUprightBox(base: SIMD3(0, 0, depth / 2), width: width, depth: depth, height: top, g.chance(0.15) ? .dark : .matte, part: table)
        mesh.addQuad(SIMD3(-10, 0, -10), SIMD3(10, 0, -10), SIMD3(10, 0, 20), SIMD3(-10, 0, 20), .matte, part: beyond)
        // The room's walls: close behind the far edge or a few metres away, beside and behind the table.
        let wallGap = subfamily == "print, wall beyond" ? g.uniform(0.05...0.6) : g.uniform(1.5...4)
        let far = depth + wallGap, side = width / 2 + g.uniform(1...3), back = -g.uniform(2...3)
        mesh.addQuad(SIMD3(-side, 0, far), SIMD3(side, 0, far), SIMD3(side, 3, far), SIMD3(-side, 3, far), .matte, part: beyond)
        mesh.addQuad(SIMD3(-side, 0, back), SIMD3(side, 0, back), SIMD3(side, 3, back), SIMD3(-side, 3, back), .matte, part: beyond)
        for x in [-side, side] { mesh.addQuad(SIMD3(x, 0, back), SIMD3(x, 0, far), SIMD3(x, 3, far), SIMD3(x, 3, back), .matte, part: beyond) }
        // The print lies near the edge the photo shows; the camera, held 0.35–0.8 m away, aims so far in from
        // that edge that the floor or wall beyond it fills 1–12 % of the view.
        let x = g.uniform(-0.3...0.3), z = depth / 2 + g.uniform(-0.1...0.1), inset = g.uniform(0.08...0.3)
        let edge: SIMD3<Double>, inward: SIMD3<Double>, reach: Double
        switch subfamily {
        case "magazine, counter's side edge": (edge, inward, reach) = (SIMD3(width / 2, top, z), SIMD3(-1, 0, 0), width)
        case "print, table's near edge": (edge, inward, reach) = (SIMD3(x, top, 0), SIMD3(0, 0, 1), depth)
        default: (edge, inward, reach) = (SIMD3(x, top, depth), SIMD3(0, 0, -1), depth)
        }
        let thickness = subfamily.hasPrefix("magazine") ? g.uniform(0.005...0.02) : 0.0004
        let sheet = SIMD2(g.uniform(0.1...0.3), g.uniform(0.15...0.42)), turn = g.uniform(-0.5...0.5)
        let u = SIMD3(sheet.x, 0, 0).turnedAboutVertical(turn), w = SIMD3(0, 0, sheet.y).turnedAboutVertical(turn)
        let middle = edge + inward * (inset + 0.21)
        mesh.addBox(corner: middle - u / 2 - w / 2, u: u, v: SIMD3(0, thickness, 0), w: w, .matte, part: table)
        // The camera stands over the table looking across it towards the edge (or, for the near edge, in
        // front of the table looking down over that edge).
        // Over the near edge the view must stop short of the far one: at most 40° there.
        let tilt = g.uniform(20...(subfamily == "print, table's near edge" ? 40 : 68)) * .pi / 180, turnAway = g.uniform(-0.5...0.5)
        let horizontal = (subfamily == "print, table's near edge" ? -inward : inward).turnedAboutVertical(turnAway)
        let direction = sin(tilt) * horizontal + SIMD3(0, cos(tilt), 0)
        let distance = g.uniform(0.35...0.8), border = g.uniform(0.01...0.12), roll = shot.roll
        let offset = shot.parameter(covering: 1 - border, of: [table], in: mesh, within: -0.3...(reach - 0.1)) { offset in
            let aim = edge + inward * offset
            return FamilyGPose(position: aim + distance * direction, lookingAt: aim, roll: roll)
        }
        let aim = edge + inward * offset
        return FamilyGPose(position: aim + distance * direction, lookingAt: aim, roll: roll)
    }
}
