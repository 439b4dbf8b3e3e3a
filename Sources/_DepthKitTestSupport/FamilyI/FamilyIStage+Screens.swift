import DepthKitCore
import Foundation

/// Partial screens: a screen filling most of the view with what is around it.
extension FamilyIStage {
    mutating func screen(_ subfamily: FamilyISubfamily, _ g: inout SplitMix64) {
        plane(.zero, facing: SIMD3(0, 1, 0), g.pick([.wood, .carpet, .stone]))
        let turn = g.uniform(-0.5...0.5)
        switch subfamily {
        case .deskMonitor:
            plane(SIMD3(0, 0, -g.uniform(0.8...1.6)), facing: SIMD3(0, 0, 1), .paint)
            let top = g.uniform(0.72...0.76)
            table(x: 0, z: -0.4, width: g.uniform(1.2...1.7), depth: 0.7, height: top, g.pick([.wood, .darkWood, .paint]))
            let width = g.uniform(0.5...0.75), height = width * 9 / 16
            let center = SIMD3(0, top + 0.12 + height / 2, -0.55)
            column(x: 0, y: top, z: -0.6, radius: 0.03, height: 0.15, .metal)
            quad = screenDevice(center, facing: SIMD3(sin(turn), -0.05, cos(turn)), width: width, height: height, thickness: 0.04, bezel: 0.012)
            look(at: center, distance: 0.8, yaw: turn + g.uniform(-1...1), elevation: g.uniform(-0.15...0.3))
            notes.append("\(Int(width * 100)) cm monitor")
        case .wallTV:
            plane(.zero, facing: SIMD3(0, 0, 1), .paint)
            let width = g.uniform(0.9...1.6), height = width * 9 / 16
            let center = SIMD3(0, g.uniform(1.0...1.4), 0.06)
            block(x: 0, z: 0.25, size: SIMD3(width * 1.1, 0.45, 0.4), .darkWood)
            quad = screenDevice(center, facing: SIMD3(0, 0, 1), width: width, height: height, thickness: 0.05, bezel: 0.01)
            look(at: center, distance: 2, yaw: g.uniform(-0.8...0.8), elevation: g.uniform(-0.2...0.15))
            notes.append("\(Int(width * 100)) cm TV")
        case .tabletInHand, .tabletFrontCamera:
            plane(SIMD3(0, 0, -g.uniform(2...4)), facing: SIMD3(0, 0, 1), .paint)
            block(x: g.uniform(-1...1), z: -1.6, size: SIMD3(1.8, 0.85, 0.9), .fabric)
            table(x: g.uniform(-1.5...1.5), z: -1, width: 1, depth: 0.6, height: 0.75, .wood)
            let center = SIMD3(0, g.uniform(1.0...1.4), -0.4)
            let facing = SIMD3(sin(turn), g.uniform(-0.3...0.4), cos(turn))
            let spin = g.chance(0.4) ? Double.pi / 2 : 0
            quad = screenDevice(center, facing: facing, width: 0.25, height: 0.175, thickness: 0.02, spin: spin, bezel: 0.012)
            grip(quad!, facing: facing)
            front = subfamily == .tabletFrontCamera
            look(at: center, distance: 0.4, yaw: turn + g.uniform(-0.7...0.7), elevation: g.uniform(-0.3...0.3))
            notes.append("tablet")
        default:
            let top = g.uniform(0.7...0.76)
            plane(SIMD3(0, 0, -g.uniform(1...2.5)), facing: SIMD3(0, 0, 1), .paint)
            table(x: 0, z: -0.2, width: 1.4, depth: 0.8, height: top, .wood)
            block(x: 0, y: top, z: 0, size: SIMD3(0.32, 0.018, 0.22), .metal)
            let open = g.uniform(0.1...0.45), hinge = SIMD3(0, top + 0.018, -0.11)
            let facing = SIMD3(0, sin(open), cos(open)), up = SIMD3(0, cos(open), -sin(open))
            let center = hinge + up * 0.105 + facing * 0.006
            quad = screenDevice(center, facing: facing, width: 0.31, height: 0.21, thickness: 0.012, bezel: 0.01)
            look(at: center, distance: 0.5, yaw: g.uniform(-0.9...0.9), elevation: g.uniform(0...0.5))
            notes.append("lid open \(Int(90 + open * 180 / .pi))°")
        }
        hold(&g, portrait: 0.2)
    }
}
