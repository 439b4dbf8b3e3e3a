import DepthKitCore
import Foundation

extension FamilyLSubfamily {
    /// Rooms (furnished, seen from inside), shelves (cabinets with recesses and what stands in them) and
    /// corridors and stairwells (long narrow shells, doors, rails, lockers, pipes, steps).
    func indoorLayout(_ g: inout SplitMix64) -> FamilyLLayout {
        let P = FamilyLParts.self
        var solids: [FamilyLSolid] = []
        var eye: SceneVector, target: SceneVector, detail: String
        switch kind {
        case .room:
            let width = g.uniform(3...6), depth = g.uniform(3...6), height = g.uniform(2.4...3)
            solids.append(P.room(width: width, depth: depth, height: height, &g))
            let wood = P.matte(g.uniform(0.15...0.6)), fabric = P.matte(g.uniform(0.05...0.7))
            func along(_ f: Double) -> Double { -depth + f * depth }
            switch self {
            case .livingRoom:
                solids.append(P.block([-1.1, 0, -depth + 0.05], [1.1, 0.45, -depth + 0.95], fabric))
                solids.append(P.block([-1.1, 0.45, -depth + 0.05], [1.1, 0.85, -depth + 0.3], fabric))
                solids.append(P.table(x: -0.5...0.5, z: along(0.4)...along(0.55), height: 0.45, wood))
                solids.append(.cylinder(base: [width / 2 - 0.4, 0, -depth + 0.4], axis: [0, 1, 0], radius: 0.02, length: 1.5, surface: P.matte(0.3)))
                solids.append(.sphere([width / 2 - 0.4, 1.6, -depth + 0.4], 0.2, P.matte(0.9)))
                detail = "living room, sofa, coffee table, lamp"
            case .bedroom:
                solids.append(P.block([-0.8, 0, -depth + 0.05], [0.8, 0.55, -depth + 2.05], fabric))
                solids.append(P.block([-0.8, 0, -depth + 0.05], [0.8, 1.1, -depth + 0.12], wood))
                solids.append(P.block([width / 2 - 0.6, 0, -depth + 0.5], [width / 2 - 0.01, 2.1, -depth + 2.0], wood))
                detail = "bedroom, bed and wardrobe"
            case .kitchen:
                let cabinets = P.cabinet(x: (-width / 2 + 0.05)...(width / 2 - 0.05), y: 0.1...0.88, back: -depth, depth: 0.6, rows: 1, columns: 4, wood)
                solids.append(cabinets.solid)
                solids.append(P.block([-width / 2, 0.88, -depth], [width / 2, 0.92, -depth + 0.62], P.glossy(g.uniform(0.1...0.8))))
                solids.append(P.cabinet(x: (-width / 2 + 0.05)...(width / 2 - 0.05), y: 1.45...2.2, back: -depth, depth: 0.35, rows: 1, columns: 3, wood).solid)
                solids.append(P.table(x: -0.6...0.6, z: along(0.45)...along(0.65), height: 0.9, wood))
                detail = "kitchen, cabinets, worktop, island"
            case .office:
                solids.append(P.table(x: -0.8...0.8, z: (-depth + 0.05)...(-depth + 0.85), height: 0.74, wood))
                solids.append(P.panel(centre: [0, 1.05, -depth + 0.35], normal: [0, 0, 1], width: 0.6, height: 0.34, thickness: 0.03, P.glossy(0.1)))
                solids.append(P.block([-0.25, 0, -depth + 1.0], [0.25, 0.47, -depth + 1.5], fabric))
                solids.append(P.block([-0.25, 0.47, -depth + 1.45], [0.25, 1.1, -depth + 1.52], fabric))
                solids.append(P.cabinet(x: (width / 2 - 1.0)...(width / 2 - 0.05), y: 0...1.9, back: -depth, depth: 0.35, rows: 5, columns: 1, wood).solid)
                detail = "office, desk, monitor, chair, shelves"
            default:
                solids.append(P.table(x: -0.5...0.5, z: along(0.3)...along(0.6), height: 0.75, wood))
                for (x, z) in [(-0.75, 0.45), (0.75, 0.45), (0, 0.2), (0, 0.7)] {
                    solids.append(P.block([x - 0.2, 0.45, along(z) - 0.2], [x + 0.2, 0.49, along(z) + 0.2], wood))
                    solids.append(P.block([x - 0.2, 0.49, along(z) - 0.22], [x + 0.2, 0.95, along(z) - 0.18], wood))
                }
                detail = "dining room, table and chairs"
            }
            eye = [g.uniform(-width / 4...width / 4), g.uniform(1.2...1.7), g.uniform(0.8...1.9)]
            target = [g.uniform(-width / 4...width / 4), g.uniform(0.5...1.2), -depth]
            detail += String(format: ", %.1f × %.1f m", width, depth)
        case .shelf:
            solids.append(P.room(width: 4, depth: 4, height: 2.6, &g))
            let wide = g.uniform(0.8...2), rows = g.integer(3...6), columns = self == .cubbies ? g.integer(2...4) : 1
            let unit = P.cabinet(x: (-wide / 2)...(wide / 2), y: 0...(0.35 * Double(rows)), back: -4, depth: g.uniform(0.28...0.4), rows: rows, columns: columns, P.matte(g.uniform(0.15...0.8)))
            solids.append(unit.solid)
            for cell in unit.cells {
                var x = cell.x.lowerBound + 0.01
                while x < cell.x.upperBound - 0.05 {
                    switch self {
                    case .bookshelf:
                        let thick = g.uniform(0.015...0.06), tall = min(g.uniform(0.17...0.3), cell.y.upperBound - cell.y.lowerBound - 0.01)
                        solids.append(P.block([x, cell.y.lowerBound, -3.98], [x + thick, cell.y.lowerBound + tall, -3.98 + g.uniform(0.14...0.24)], P.matte(g.uniform(0.05...0.9))))
                        x += thick + (g.chance(0.1) ? g.uniform(0.03...0.12) : 0.001)
                    case .kitchenShelf:
                        let r = g.uniform(0.035...0.07)
                        solids.append(g.chance(0.6)
                            ? P.mug(at: [x + r, cell.y.lowerBound, -3.82], radius: r, height: g.uniform(0.08...0.11), P.matte(g.uniform(0.2...0.9)))
                            : P.bowl(at: [x + r * 1.5, cell.y.lowerBound, -3.82], radius: r * 1.5, P.matte(g.uniform(0.2...0.9))))
                        x += r * 3.2
                    case .pantry:
                        let r = g.uniform(0.03...0.06)
                        solids.append(.cylinder(base: [x + r, cell.y.lowerBound, -3.8], axis: [0, 1, 0], radius: r, length: g.uniform(0.1...0.28), surface: FamilyLSurface(albedo: g.uniform(0.1...0.7), finish: g.chance(0.5) ? .glass : .matte)))
                        x += r * 2.2
                    default:
                        let w = min(cell.x.upperBound - x - 0.01, g.uniform(0.15...0.3))
                        if w > 0.05 { solids.append(P.block([x, cell.y.lowerBound, -3.96], [x + w, cell.y.lowerBound + g.uniform(0.1...0.28), -3.72], P.matte(g.uniform(0.1...0.8)))) }
                        x += w + 0.03
                    }
                }
            }
            eye = [g.uniform(-0.6...0.6), g.uniform(1.0...1.6), -4 + g.uniform(0.8...1.9)]
            target = [g.uniform(-0.2...0.2), 0.17 * Double(rows), -4]
            detail = String(format: "%@, %d × %d cells, %.1f m wide", rawValue, rows, columns, wide)
        default:
            let width = g.uniform(1.3...2.4), length = g.uniform(8...25), height = g.uniform(2.3...2.9)
            solids.append(P.room(width: width, depth: length, height: height, &g))
            var z = -g.uniform(1...3)
            while z > -length + 1 {
                switch self {
                case .officeCorridor, .hospitalCorridor:
                    let side = g.pick([-1.0, 1])
                    solids.append(P.block([side * width / 2 - 0.04, 0, z - 0.9], [side * width / 2 + 0.04, 2.05, z], P.matte(g.uniform(0.05...0.6))))
                    if self == .hospitalCorridor {
                        solids.append(.cylinder(base: [side * (width / 2 - 0.06), 0.9, z], axis: [0, 0, -1], radius: 0.02, length: 2.5, surface: P.matte(0.6)))
                    }
                    z -= g.uniform(2...4)
                case .lockerCorridor:
                    solids.append(P.block([width / 2 - 0.45, 0, z - 0.4], [width / 2, 1.8, z], P.glossy(g.uniform(0.1...0.6))))
                    z -= 0.4
                case .basementCorridor:
                    solids.append(.cylinder(base: [g.uniform(-width / 3...width / 3), height - g.uniform(0.1...0.4), z], axis: [0, 0, -1], radius: g.uniform(0.03...0.1), length: 3, surface: P.matte(g.uniform(0.2...0.6))))
                    z -= 3
                default:
                    z = -length
                }
            }
            if self == .stairwell {
                let rise = g.uniform(0.15...0.19), run = g.uniform(0.25...0.32), start = -g.uniform(1.5...3)
                for k in 0..<16 {
                    solids.append(P.block([-width / 2, 0, start - Double(k + 1) * run], [width / 2, Double(k + 1) * rise, start - Double(k) * run], P.matte(0.5)))
                }
                solids.append(.cylinder(base: [width / 2 - 0.06, 0.9, start], axis: SceneVector(0, rise, -run).unitByDivision, radius: 0.02, length: 5, surface: P.matte(0.3)))
            }
            eye = [g.uniform(-width / 4...width / 4), g.uniform(1.3...1.7), g.uniform(0.5...1.8)]
            target = [g.uniform(-0.2...0.2), g.uniform(0.6...1.8), -length]
            detail = String(format: "%@, %.1f m wide, %.0f m long", rawValue, width, length)
        }
        return FamilyLLayout(world: FamilyLWorld(solids: solids), eye: eye, target: target, rule: .free, details: detail)
    }
}
