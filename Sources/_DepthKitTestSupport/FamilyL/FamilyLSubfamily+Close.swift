import DepthKitCore
import Foundation

extension FamilyLSubfamily {
    /// Close people and pets (the head or the animal 0.4–1.2 m from the camera, a wall or a room
    /// behind) and table tops with objects seen from close (hollow bowls and mugs, a laptop, games,
    /// vases, bottles).
    func closeLayout(_ g: inout SplitMix64) -> FamilyLLayout {
        let P = FamilyLParts.self
        var solids = [P.room(width: g.uniform(3...5), depth: g.uniform(3...5), height: 2.6, &g)]
        var eye: SceneVector, target: SceneVector, detail: String
        var front = false
        if kind == .closePerson {
            let distance = g.uniform(0.4...1.2)
            switch self {
            case .petClose:
                let size = g.uniform(0.35...0.9), base = SceneVector(g.uniform(-0.3...0.3), 0, -1.5)
                solids.append(P.pet(at: base, size: size, &g))
                target = base + [0, size * 0.45, size * 0.4]
                detail = String(format: "a pet %.2f m long", size)
            case .personWithPet:
                let head = SceneVector(g.uniform(-0.2...0.2), g.uniform(1.0...1.2), -1.5)
                solids.append(P.person(head: head, turn: g.uniform(-0.4...0.4), &g))
                solids.append(P.block([-0.6, 0, -2], [0.6, 0.45, -1.3], P.matte(g.uniform(0.1...0.6))))
                solids.append(P.pet(at: head + [g.uniform(0.25...0.45), -1.1 + 0.45, 0.25], size: g.uniform(0.3...0.5), &g))
                target = head + [0.15, -0.2, 0]
                detail = "a person seated with a pet on the lap's side"
            default:
                let head = SceneVector(g.uniform(-0.2...0.2), g.uniform(1.45...1.75), -1.5)
                let turn = self == .personSideways ? g.pick([-1.0, 1]) * g.uniform(1.0...1.57) : g.uniform(-0.35...0.35)
                solids.append(P.person(head: head, turn: turn, &g))
                target = head + [0, -0.1, 0]
                front = self == .selfie
                detail = String(format: "a person turned %.0f°", turn * 180 / .pi)
            }
            let direction = SceneVector(g.uniform(-0.3...0.3), g.uniform(-0.1...0.35), 1).unitByDivision
            eye = target + direction * distance
            detail += String(format: ", %.2f m from the camera", distance)
        } else {
            let height = g.uniform(0.45...0.95)
            let top = P.matte(g.uniform(0.1...0.75))
            solids.append(P.table(x: -0.7...0.7, z: -2.0...(-1.1), height: height, top))
            let centre = SceneVector(0, height, -1.55)
            var spots = [(-0.3, -0.2), (0.0, -0.15), (0.3, -0.2), (-0.25, 0.15), (0.05, 0.15), (0.35, 0.15)].map { centre + [$0.0 + g.uniform(-0.05...0.05), 0, $0.1] }
            spots.shuffleWith(&g)
            for (k, spot) in spots.prefix(g.integer(3...6)).enumerated() {
                let colour = P.matte(g.uniform(0.1...0.9))
                switch (self, k % 3) {
                case (.breakfast, 0): solids.append(P.bowl(at: spot, radius: g.uniform(0.06...0.09), colour))
                case (.breakfast, 1): solids.append(P.mug(at: spot, radius: 0.04, height: 0.095, colour))
                case (.breakfast, _): solids.append(.cylinder(base: spot, axis: [0, 1, 0], radius: 0.12, length: 0.015, surface: colour))
                case (.deskTop, 0):
                    solids.append(P.block(spot + [-0.16, 0, -0.11], spot + [0.16, 0.015, 0.11], P.matte(0.5)))
                    solids.append(P.panel(centre: spot + [0, 0.11, -0.13], normal: SceneVector(0, 0.3, 1).unitByDivision, width: 0.32, height: 0.21, thickness: 0.006, P.glossy(0.1)))
                case (.deskTop, 1): solids.append(P.block(spot + [-0.1, 0, -0.14], spot + [0.1, g.uniform(0.03...0.12), 0.14], colour))
                case (.deskTop, _): solids.append(P.mug(at: spot, radius: 0.04, height: 0.1, colour))
                case (.boardGame, 0): solids.append(P.block(spot + [-0.2, 0, -0.2], spot + [0.2, 0.01, 0.2], colour))
                case (.boardGame, 1): solids.append(P.block(spot + [-0.14, 0, -0.1], spot + [0.14, 0.06, 0.1], colour))
                case (.boardGame, _): solids.append(.cylinder(base: spot, axis: [0, 1, 0], radius: 0.012, length: g.uniform(0.02...0.06), surface: colour))
                case (.vasesAndPlants, 0): solids.append(P.mug(at: spot, radius: g.uniform(0.04...0.08), height: g.uniform(0.15...0.35), FamilyLSurface(albedo: g.uniform(0.1...0.8), finish: .glossy)))
                case (.vasesAndPlants, _):
                    solids.append(.cylinder(base: spot, axis: [0, 1, 0], radius: 0.06, length: 0.1, surface: colour))
                    solids.append(.sphere(spot + [0, 0.2, 0], g.uniform(0.08...0.15), P.matte(0.25)))
                case (_, 0): solids.append(P.block(spot + [-0.18, 0, -0.12], spot + [0.18, 0.02, 0.12], P.matte(0.5)))
                case (_, 1): solids.append(.cylinder(base: spot, axis: [0, 1, 0], radius: 0.035, length: g.uniform(0.2...0.3), surface: FamilyLSurface(albedo: 0.2, finish: .glass)))
                default: solids.append(.sphere(spot + [0, 0.04, 0], g.uniform(0.03...0.05), colour))
                }
            }
            target = centre + [0, 0.05, 0]
            let tilt = g.uniform(0.4...1.0), distance = g.uniform(0.45...0.9)
            eye = target + SceneVector(g.uniform(-0.3...0.3), cos(tilt), sin(tilt)).unitByDivision * distance
            detail = String(format: "%@ on a table %.2f m high, %.2f m away, %.0f° down", rawValue, height, distance, (.pi / 2 - tilt) * 180 / .pi)
        }
        return FamilyLLayout(world: FamilyLWorld(solids: solids), eye: eye, target: target, rule: .free, front: front, details: detail)
    }
}

extension Array {
    /// Shuffles in place with family L's generator (Fisher–Yates).
    mutating func shuffleWith(_ g: inout SplitMix64) {
        guard count > 1 else { return }
        for i in stride(from: count - 1, to: 0, by: -1) { swapAt(i, g.integer(0...i)) }
    }
}
