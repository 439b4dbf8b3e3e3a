import DepthKitCore
import Foundation

/// Outdoors: a ground in range near the camera (flat, or a slope) with the things on it, buildings and
/// trees mostly beyond the LiDAR's range; in landscape and in portrait.
extension FamilyIStage {
    mutating func outdoor(_ subfamily: FamilyISubfamily, _ g: inout SplitMix64) {
        reach = 80
        let paved = subfamily == .streetFacade || subfamily == .parkingLot
        if subfamily == .hillside {
            let slope = g.uniform(0.08...0.35)
            plane(.zero, facing: SIMD3(0, cos(slope), sin(slope)), .grass)
            for _ in 0..<g.integer(3...8) {
                let z = -g.uniform(3...25), x = g.uniform(-10...10), size = g.uniform(0.3...1.2)
                add(.ellipsoid(center: SIMD3(x, -z * tan(slope), z), radii: SIMD3(size, 0.6 * size, size)), .stone)
            }
            for _ in 0..<g.integer(2...6) {
                let z = -g.uniform(8...40)
                tree(x: g.uniform(-15...15), z: z, height: g.uniform(4...12))
            }
            notes.append("slope \(Int(slope * 180 / .pi))°")
        } else {
            plane(.zero, facing: SIMD3(0, 1, 0), paved ? .asphalt : .grass)
        }
        switch subfamily {
        case .openField:
            for _ in 0..<g.integer(3...8) { tree(x: g.uniform(-30...30), z: -g.uniform(20...60), height: g.uniform(5...15)) }
            if g.chance(0.5) { block(x: g.uniform(-2...2), z: -g.uniform(4...10), size: SIMD3(1.6, 0.45, 0.5), .wood) }
        case .streetFacade:
            for index in 0..<g.integer(2...4) {
                let width = g.uniform(8...20), depth = g.uniform(10...30)
                block(x: -20 + Double(index) * 14 + g.uniform(-2...2), z: -depth - 5, size: SIMD3(width, g.uniform(8...20), 8), g.pick([.brick, .paint, .stone]))
            }
            for _ in 0..<g.integer(1...4) { car(x: g.uniform(-6...6), z: -g.uniform(4...12), yaw: .pi / 2, g.pick([.metal, .paint, .darkPaint])) }
            column(x: g.uniform(-4...4), z: -g.uniform(3...8), radius: 0.07, height: 4.5, .metal)
        case .garden:
            for _ in 0..<g.integer(3...7) {
                let size = g.uniform(0.4...1.4)
                add(.ellipsoid(center: SIMD3(g.uniform(-4...4), 0.5 * size, -g.uniform(2...7)), radii: SIMD3(size, 0.8 * size, size)), .foliage)
            }
            block(x: g.uniform(-2...2), z: -g.uniform(3...6), size: SIMD3(1.5, 0.45, 0.5), .wood)
            panel(SIMD3(0, 0.9, -g.uniform(8...14)), facing: SIMD3(0, 0, 1), width: 20, height: 1.8, thickness: 0.05, .wood)
        case .parkingLot:
            for row in 0..<2 {
                for _ in 0..<g.integer(2...5) {
                    car(x: g.uniform(-8...8), z: -4 - Double(row) * 7 - g.uniform(0...2), yaw: g.uniform(-0.1...0.1), g.pick([.metal, .paint, .darkPaint]))
                }
            }
            block(x: 0, z: -2.5, size: SIMD3(12, 0.12, 0.2), .stone)
        case .pathPortrait:
            block(x: 0, y: -0.02, z: -20, size: SIMD3(g.uniform(1...2.5), 0.04, 40), .stone)
            for side in [-1.0, 1.0] {
                for _ in 0..<g.integer(2...4) { tree(x: side * g.uniform(2.5...6), z: -g.uniform(3...30), height: g.uniform(4...10)) }
            }
        default:
            break
        }
        let height = g.uniform(1.3...1.7), yaw = g.uniform(-0.6...0.6), pitch = -g.uniform(0.08...0.6)
        eye = SIMD3(0, height, 0)
        target = eye + SIMD3(sin(yaw) * cos(pitch), sin(pitch), -cos(yaw) * cos(pitch)) * 5
        notes.append("looking \(Int(-pitch * 180 / .pi))° down")
        hold(&g, portrait: subfamily == .pathPortrait ? 1 : 0.35)
    }
}
