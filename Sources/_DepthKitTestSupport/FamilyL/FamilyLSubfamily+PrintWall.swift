import DepthKitCore
import Foundation

extension FamilyLSubfamily {
    /// Prints on tables (print_with_table_edge: seen 20–55° from the table's normal, the table and print
    /// covering 88–99 % of the frame, what lies beyond the far edge the rest) and walls with relief
    /// (wall_with_relief: 0.5–4 m, 0–60°, relief 1–30 mm, the wall and its relief ≥ 90 % of the frame).
    func printOrWallLayout(_ g: inout SplitMix64) -> FamilyLLayout {
        let P = FamilyLParts.self
        var solids: [FamilyLSolid] = []
        var centre: SceneVector, normal: SceneVector, eye: SceneVector, detail: String
        var front = false
        if kind == .printWithTableEdge {
            let height: Double, beyond: Double
            switch self {
            case .printOnCounter: height = g.uniform(0.86...0.95); beyond = g.uniform(0.05...0.6)
            case .printOnCoffeeTable: height = g.uniform(0.38...0.5); beyond = 1.5
            default: height = g.uniform(0.7...0.78); beyond = 1.5
            }
            let (pw, ph) = g.pick([(0.21, 0.297), (0.297, 0.21), (0.15, 0.1), (0.25, 0.2)])
            let far = -(ph / 2 + g.uniform(0.15...0.6)), halfWidth = g.uniform(0.6...1.1)
            let top = P.matte(g.uniform(0.1...0.75))
            solids.append(P.block([-halfWidth, 0, far], [halfWidth, height, 1.6], top).with(.labelled))
            solids.append(P.block([-pw / 2, height, -ph / 2], [pw / 2, height + 0.0008, ph / 2], P.matte(g.uniform(0.2...0.9))).with(.labelled))
            solids.append(P.block([-6, -0.1, -8], [6, 0, 4], P.matte(g.uniform(0.1...0.5))))
            switch self {
            case .printOnCounter:
                solids.append(P.block([-6, 0, far - beyond - 0.1], [6, 2.6, far - beyond], P.matte(g.uniform(0.3...0.85))))
                detail = String(format: "print on a counter, a wall %.2f m beyond its edge", beyond)
            case .printOnDiningTable:
                let chair = P.matte(g.uniform(0.1...0.6)), cz = far - g.uniform(0.15...0.4), cx = g.uniform(-0.4...0.4)
                solids.append(P.block([cx - 0.22, 0.42, cz - 0.42], [cx + 0.22, 0.46, cz], chair))
                solids.append(P.block([cx - 0.22, 0.46, cz - 0.44], [cx + 0.22, 0.95, cz - 0.4], chair))
                solids.append(P.block([-6, 0, -5], [6, 2.6, -4.9], P.matte(0.7)))
                detail = "print on a dining table, a chair beyond"
            case .printOnCoffeeTable:
                solids.append(P.block([-1.2, 0, far - 2], [1.2, 0.012, far], P.matte(g.uniform(0.1...0.7))))
                solids.append(P.block([-2, 0, far - 3], [2, 0.85, far - 2.2], P.matte(g.uniform(0.1...0.5))))
                detail = "print on a coffee table, a rug and a sofa beyond"
            default:
                solids.append(P.block([-6, 0, -4.5], [6, 2.6, -4.4], P.matte(0.7)))
                detail = "print on a desk, the floor beyond"
            }
            centre = [0, height, 0]
            normal = [0, 1, 0]
            // 20–55° from the normal: steeper, a 60–70° frame turned a quarter sees past the table's horizon.
            let tilt = g.uniform(0.35...0.96), turn = g.uniform(-0.4...0.4)
            eye = centre + SceneVector(sin(turn) * sin(tilt), cos(tilt), cos(turn) * sin(tilt)) * g.uniform(0.35...0.8)
            detail += String(format: ", %.0f° from the table's normal, far edge %.2f m beyond the print", tilt * 180 / .pi, -far)
        } else {
            let paint = P.matte(g.uniform(0.25...0.9))
            let wallZ = -4.0
            centre = [g.uniform(-0.5...0.5), g.uniform(1.0...1.6), wallZ]
            normal = [0, 0, 1]
            var relief: [FamilyLSolid] = []
            switch self {
            case .framesAndSwitches:
                for _ in 0..<g.integer(1...4) {
                    let at = centre + [g.uniform(-1.2...1.2), g.uniform(-0.6...0.6), 0], size = SceneVector(g.uniform(0.2...0.9), g.uniform(0.2...0.7), 0)
                    relief.append(P.block(at - size / 2, at + size / 2 + [0, 0, g.uniform(0.001...0.03)], P.matte(g.uniform(0.05...0.9))))
                }
                let at = centre + [g.uniform(-1...1), g.uniform(-0.4...0), 0]
                relief.append(P.block(at + [-0.04, -0.04, 0], at + [0.04, 0.04, 0.01], P.matte(0.85)))
                detail = "a wall with frames, posters and a switch"
            case .panelledDoor, .wardrobeFront:
                let doors = self == .panelledDoor ? 1 : g.integer(2...4), w = self == .panelledDoor ? 0.9 : g.uniform(0.45...0.6)
                for d in 0..<doors {
                    let x0 = centre.x - Double(doors) * w / 2 + Double(d) * w
                    let slab = P.block([x0 + 0.002, 0, wallZ], [x0 + w - 0.002, 2.05, wallZ + 0.02], P.matte(g.uniform(0.2...0.85)))
                    var recesses: [FamilyLSolid] = []
                    if self == .panelledDoor {
                        for (y0, y1) in [(0.15, 0.95), (1.1, 1.9)] {
                            recesses.append(P.block([x0 + 0.12, y0, wallZ + 0.02 - g.uniform(0.006...0.015)], [x0 + w - 0.12, y1, wallZ + 0.03], P.matte(0.5)))
                        }
                    } else {
                        relief.append(P.block([x0 + w - 0.05, 0.9, wallZ + 0.02], [x0 + w - 0.03, 1.3, wallZ + 0.035], P.glossy(0.6)))
                    }
                    relief.append(recesses.isEmpty ? slab : .difference(slab, .union(recesses)))
                }
                detail = self == .panelledDoor ? "a panelled door in a wall" : "a wardrobe's \(doors) fronts with flush pulls"
            case .tiledWall:
                let size = g.pick([0.1, 0.15, 0.2, 0.3]), grout = 0.002
                let slab = P.block([-3, 0, wallZ], [3, 2.6, wallZ + 0.008], FamilyLSurface(albedo: g.uniform(0.3...0.9), finish: .glossy))
                var grooves: [FamilyLSolid] = []
                for k in stride(from: -3.0, through: 3.0, by: size) { grooves.append(P.block([k - grout, 0, wallZ + 0.006], [k + grout, 2.6, wallZ + 0.01], P.matte(0.4))) }
                for k in stride(from: 0.0, through: 2.6, by: size) { grooves.append(P.block([-3, k - grout, wallZ + 0.006], [3, k + grout, wallZ + 0.01], P.matte(0.4))) }
                relief.append(.difference(slab, .union(grooves)))
                detail = String(format: "a tiled wall, %.0f mm tiles", size * 1000)
            default:
                // The ceiling, looked up at by the front camera.
                front = true
                let height = 2.5
                centre = [g.uniform(-0.3...0.3), height, -1.5]
                normal = [0, -1, 0]
                solids.append(P.block([-3, height, -6], [3, height + 0.1, 3], paint).with(.labelled))
                let at = centre + [g.uniform(-0.4...0.4), 0, g.uniform(-0.4...0.4)]
                relief.append(.cylinder(base: at, axis: [0, -1, 0], radius: g.uniform(0.1...0.2), length: g.uniform(0.01...0.028), surface: P.matte(0.9)))
                detail = "a ceiling with a flush light"
            }
            if !front { solids.append(P.block([-8, 0, wallZ - 0.1], [8, 2.6, wallZ], paint).with(.labelled)) }
            // The relief is part of the labelled wall.
            solids += relief.map { $0.with(.labelled) }
            solids.append(P.block([-6, -0.1, -8], [6, 0, 4], P.matte(0.3)))
            solids.append(P.block([-6, 2.6, -8], [6, 2.7, 4], P.matte(0.8)))
            // Up to 60° off the wall's normal: beyond that a 60–70° frame runs past the wall's end or the floor.
            let angle = g.uniform(0...(front ? 0.6 : 1.05))
            let distance = front ? g.uniform(0.7...1.5) : g.uniform(0.5...4)
            eye = P.eye(looking: centre, normal: normal, angle: angle, distance: distance, &g)
            eye.y = min(max(eye.y, 0.3), 2.4)
            detail += String(format: ", %.2f m away, %.0f° off its normal", distance, angle * 180 / .pi)
        }
        return FamilyLLayout(
            world: FamilyLWorld(solids: solids), eye: eye, target: centre,
            rule: .labelledShare(kind == .printWithTableEdge ? 0.88...0.99 : 0.9...1.0, clutter: true), front: front, details: detail)
    }
}
