import DepthKitCore
import Foundation

/// Flat surfaces with clutter: small low things lying on them (≤ 45 mm), or a hand and forearm
/// reaching in from outside the view before them. The things lying on the surface are labelled with it;
/// hands are not.
extension FamilyIStage {
    mutating func clutter(_ subfamily: FamilyISubfamily, _ g: inout SplitMix64) {
        plane(.zero, facing: SIMD3(0, 1, 0), g.pick([.wood, .carpet, .stone]))
        switch subfamily {
        case .deskItems, .counterCutlery:
            let top = subfamily == .deskItems ? g.uniform(0.72...0.76) : g.uniform(0.88...0.94)
            if subfamily == .deskItems {
                quad = table(x: 0, z: 0, width: g.uniform(1.4...1.8), depth: g.uniform(0.8...1), height: top,
                             g.pick([.wood, .darkWood, .paint]), labelled: true)
            } else {
                plane(SIMD3(0, 0, -0.35), facing: SIMD3(0, 0, 1), .ceramic)
                block(x: 0, z: 0, size: SIMD3(2.4, top, 0.7), .stone, labelled: true)
                quad = [SIMD3(-1.2, top, 0.35), SIMD3(1.2, top, 0.35), SIMD3(1.2, top, -0.35), SIMD3(-1.2, top, -0.35)]
            }
            let count = g.integer(3...8)
            for _ in 0..<count { smallThing(on: SIMD3(g.uniform(-0.3...0.3), top, g.uniform(-0.25...0.25)), &g) }
            look(at: SIMD3(g.uniform(-0.1...0.1), top, g.uniform(-0.1...0.1)), distance: 0.6,
                 yaw: g.uniform(-.pi...Double.pi), elevation: g.uniform(0.9...1.45))
            notes.append("\(count) things lying on it")
        case .monitorFingers:
            plane(SIMD3(0, 0, -0.9), facing: SIMD3(0, 0, 1), .paint)
            table(x: 0, z: -0.4, width: 1.4, depth: 0.7, height: 0.74, .wood)
            let width = g.uniform(0.5...0.8), height = width * 9 / 16, center = SIMD3(0, 0.86 + height / 2, -0.55)
            quad = screenDevice(center, facing: SIMD3(0, 0, 1), width: width, height: height, thickness: 0.04, bezel: 0.012)
            let side = g.chance(0.5) ? quad![1] : quad![0], inward = (center - side).unit
            hand(tip: side + inward * g.uniform(0.04...0.09) + SIMD3(0, 0, 0.015), toward: inward, palm: SIMD3(0, 0, -1), reachBack: 0.5)
            look(at: center, distance: 0.6, yaw: g.uniform(-0.5...0.5), elevation: g.uniform(-0.1...0.2))
            notes.append("fingers reaching in")
        case .heldPrintWithArm:
            plane(SIMD3(0, 0, -g.uniform(0.3...1.2)), facing: SIMD3(0, 0, 1), .paint)
            let center = SIMD3(0, g.uniform(1.1...1.5), 0), facing = SIMD3(g.uniform(-0.3...0.3), g.uniform(-0.2...0.2), 1)
            quad = panel(center, facing: facing, width: g.pick([0.297, 0.42]), height: g.pick([0.21, 0.297]), thickness: 0.012,
                         spin: g.chance(0.3) ? .pi / 2 : 0, .paper, labelled: true)
            grip(quad!, facing: facing)
            let side = g.chance(0.5) ? -1.0 : 1.0, tip = center + SIMD3(side * 0.1, -0.06, 0.07)
            hand(tip: tip, toward: tip - (center + SIMD3(side * 0.45, -0.35, 0.1)), palm: SIMD3(0, 0, -1), reachBack: 0.4)
            look(at: center, distance: 0.5, yaw: g.uniform(-0.5...0.5), elevation: g.uniform(-0.2...0.2))
            notes.append("arm before the print")
        default:
            plane(SIMD3(0, 0, 0), facing: SIMD3(0, 0, 1), g.pick([.paint, .darkPaint]), labelled: true)
            let height = g.uniform(2.4...2.7)
            plane(SIMD3(0, height, 0), facing: SIMD3(0, -1, 0), .paint)
            quad = [SIMD3(-3, 0, 0), SIMD3(3, 0, 0), SIMD3(3, height, 0), SIMD3(-3, height, 0)]
            let x = g.uniform(-0.5...0.5)
            add(.capsule(a: SIMD3(x, 0.3, 0.004), b: SIMD3(x, height, 0.004), radius: 0.004), .plastic, labelled: true)
            add(.capsule(a: SIMD3(-3, 0.3, 0.004), b: SIMD3(3, 0.3, 0.004), radius: 0.004), .plastic, labelled: true)
            for _ in 0..<g.integer(1...4) {
                let size = g.uniform(0.06...0.12)
                panel(SIMD3(g.uniform(-1...1), g.uniform(0.3...1.6), g.uniform(0.015...0.04)), facing: SIMD3(0, 0, 1),
                      width: size, height: size, thickness: 0.04, .plastic, labelled: true)
            }
            look(at: SIMD3(x, g.uniform(0.9...1.4), 0), distance: 1.2, yaw: g.uniform(-0.8...0.8), elevation: g.uniform(-0.25...0.25))
            notes.append("cables and boxes")
        }
        hold(&g, portrait: 0.25)
    }

    /// A coin, a phone, a pen, a cable, a note or keys lying on the surface at `spot` (all ≤ 45 mm high).
    private mutating func smallThing(on spot: SIMD3<Double>, _ g: inout SplitMix64) {
        let yaw = g.uniform(0...Double.pi)
        let along = SIMD3(cos(yaw), 0, sin(yaw))
        switch g.integer(0...5) {
        case 0: column(x: spot.x, y: spot.y, z: spot.z, radius: 0.012, height: 0.002, .metal, labelled: true)
        case 1: block(x: spot.x, y: spot.y, z: spot.z, size: SIMD3(0.075, 0.009, 0.155), yaw: yaw, .bezel, labelled: true)
        case 2: add(.capsule(a: spot + SIMD3(0, 0.005, 0) - along * 0.07, b: spot + SIMD3(0, 0.005, 0) + along * 0.07, radius: 0.005), .plastic, labelled: true)
        case 3:
            var point = spot + SIMD3(0, 0.003, 0)
            for _ in 0..<5 {
                let next = point + SIMD3(g.uniform(-0.08...0.08), 0, g.uniform(-0.08...0.08))
                add(.capsule(a: point, b: next, radius: 0.003), .plastic, labelled: true)
                point = next
            }
        case 4: block(x: spot.x, y: spot.y, z: spot.z, size: SIMD3(0.076, 0.001, 0.076), yaw: yaw, .paper, labelled: true)
        default: block(x: spot.x, y: spot.y, z: spot.z, size: SIMD3(0.05, 0.04, 0.08), yaw: yaw, .fabric, labelled: true)
        }
    }
}
