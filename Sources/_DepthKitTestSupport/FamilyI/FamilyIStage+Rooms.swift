import DepthKitCore
import Foundation

/// Furnished rooms seen from inside: floor, walls and ceiling as half-spaces, furniture as boxes,
/// cylinders and ellipsoids.
extension FamilyIStage {
    mutating func room(_ subfamily: FamilyISubfamily, _ g: inout SplitMix64) {
        let width = g.uniform(3...5), depth = g.uniform(3.5...6), height = g.uniform(2.4...2.8)
        enclose(width: width, depth: depth, height: height, &g)
        let back = -depth, left = -width / 2, right = width / 2
        switch subfamily {
        case .livingRoom:
            let sofaZ = back + 0.5
            block(x: 0, z: sofaZ, size: SIMD3(2.0, 0.45, 0.9), .fabric)
            block(x: 0, z: sofaZ - 0.35, size: SIMD3(2.0, 0.85, 0.2), .fabric)
            table(x: g.uniform(-0.3...0.3), z: sofaZ + 1.1, width: 1.0, depth: 0.6, height: 0.42, .wood)
            column(x: right - 0.4, z: back + 0.4, radius: 0.15, height: 1.6, .metal)
            block(x: left + 0.3, z: back + 2.2, size: SIMD3(0.45, 0.55, 1.6), .darkWood)
        case .bedroom:
            block(x: g.uniform(-0.5...0.5), z: back + 1.05, size: SIMD3(1.6, 0.5, 2.1), .fabric)
            panel(SIMD3(0, 0.6, back + 0.02), facing: SIMD3(0, 0, 1), width: 1.7, height: 1.1, thickness: 0.06, .darkWood)
            for side in [-0.4, 0.4] { add(.ellipsoid(center: SIMD3(side, 0.6, back + 0.35), radii: SIMD3(0.3, 0.09, 0.2)), .fabric) }
            block(x: left + 0.35, z: back + 2.6, size: SIMD3(0.6, 2.0, 1.2), yaw: .pi / 2, .wood)
            block(x: 1.1, z: back + 0.25, size: SIMD3(0.45, 0.55, 0.4), .wood)
        case .kitchen:
            block(x: 0, z: back + 0.3, size: SIMD3(width, 0.9, 0.6), .wood)
            block(x: 0, y: 1.45, z: back + 0.18, size: SIMD3(width, 0.7, 0.35), .wood)
            block(x: right - 0.4, z: back + 0.9, size: SIMD3(0.7, 1.85, 0.7), .metal)
            let tableZ = back + g.uniform(2.0...2.8)
            table(x: 0, z: tableZ, width: 1.2, depth: 0.8, height: 0.75, .wood)
            chair(x: -0.35, z: tableZ + 0.55, yaw: 0, .wood)
            chair(x: 0.35, z: tableZ - 0.55, yaw: .pi, .wood)
        case .office:
            table(x: 0, z: back + 0.45, width: 1.6, depth: 0.75, height: 0.74, .paint)
            screenDevice(SIMD3(0, 1.05, back + 0.35), facing: SIMD3(0, 0, 1), width: 0.6, height: 0.34, thickness: 0.04, bezel: 0.012)
            chair(x: 0.1, z: back + 1.1, yaw: 0, .plastic)
            block(x: right - 0.2, z: back + 1.8, size: SIMD3(0.4, 1.9, 0.9), .darkWood)
            plant(x: left + 0.4, z: back + 0.5, size: 0.6)
        default:
            block(x: left + 0.55, z: back + 0.55, size: SIMD3(0.85, 0.45, 0.85), yaw: .pi / 4, .fabric)
            plant(x: right - 0.4, z: back + 0.4, size: 0.7)
            table(x: 0.3, z: back + 0.9, width: 0.5, depth: 0.5, height: 0.55, .wood)
            panel(SIMD3(0, 1.6, back + 0.25), facing: SIMD3(0, 0, 1), width: 0.8, height: 0.04, thickness: 0.25, .wood)
        }
        let corner = subfamily == .roomCorner
        eye = SIMD3(g.uniform(-0.5...0.5) * width / 2, g.uniform(1.2...1.7), -g.uniform(0.2...0.6))
        let aim = corner ? SIMD3((g.chance(0.5) ? left : right) * 0.8, g.uniform(0.6...1.4), back + 0.3)
            : SIMD3(g.uniform(-0.8...0.8), g.uniform(0.3...1.1), back + g.uniform(0.3...1.5))
        target = aim
        notes.append(String(format: "%.1f×%.1f m", width, depth))
        hold(&g, portrait: 0.3)
    }

    /// A room `width`×`depth`×`height`: floor, ceiling and four walls round x ∈ ±width/2, z ∈ −depth…0.8.
    mutating func enclose(width: Double, depth: Double, height: Double, _ g: inout SplitMix64) {
        plane(.zero, facing: SIMD3(0, 1, 0), g.pick([.wood, .carpet, .stone]))
        plane(SIMD3(0, height, 0), facing: SIMD3(0, -1, 0), .paint)
        plane(SIMD3(-width / 2, 0, 0), facing: SIMD3(1, 0, 0), .paint)
        plane(SIMD3(width / 2, 0, 0), facing: SIMD3(-1, 0, 0), g.pick([.paint, .darkPaint]))
        plane(SIMD3(0, 0, -depth), facing: SIMD3(0, 0, 1), .paint)
        plane(SIMD3(0, 0, 0.8), facing: SIMD3(0, 0, -1), .paint)
    }
}
