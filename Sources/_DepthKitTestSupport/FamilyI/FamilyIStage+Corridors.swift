import DepthKitCore
import Foundation

/// Corridors: floor, ceiling and walls running away from the camera along −z to a far end (a door, a
/// turn, or beyond range), with doors, frames, radiators and lights along them.
extension FamilyIStage {
    mutating func corridor(_ subfamily: FamilyISubfamily, _ g: inout SplitMix64) {
        reach = 35
        let width = g.uniform(1.0...1.8), height = g.uniform(2.3...2.7)
        let length = subfamily == .longCorridor ? g.uniform(15...30) : g.uniform(4...12)
        plane(.zero, facing: SIMD3(0, 1, 0), g.pick([.wood, .carpet, .stone]))
        plane(SIMD3(0, height, 0), facing: SIMD3(0, -1, 0), .paint)
        let wall: FamilyIMaterial = g.pick([.paint, .darkPaint])
        if subfamily == .turningCorridor {
            let opening = g.uniform(1.1...1.6)
            block(x: width / 2 + 0.1, z: -length / 2, size: SIMD3(0.2, height, length + 1), wall)
            block(x: -width / 2 - 0.1, z: -(length - opening) / 2, size: SIMD3(0.2, height, length - opening + 1), wall)
            block(x: -2.5, z: -length - 0.1, size: SIMD3(5 + width, height, 0.2), wall)
            block(x: -3 - width / 2, z: -length + opening + 0.1, size: SIMD3(6, height, 0.2), wall)
            notes.append("turns left")
        } else {
            plane(SIMD3(-width / 2, 0, 0), facing: SIMD3(1, 0, 0), wall)
            plane(SIMD3(width / 2, 0, 0), facing: SIMD3(-1, 0, 0), wall)
            plane(SIMD3(0, 0, -length), facing: SIMD3(0, 0, 1), .paint)
            panel(SIMD3(g.uniform(-0.2...0.2), 1.02, -length + 0.03), facing: SIMD3(0, 0, 1), width: 0.9, height: 2.04, thickness: 0.05, .wood)
        }
        if subfamily == .doorsCorridor || subfamily == .longCorridor {
            var z = -g.uniform(1...3)
            while z > -length + 1 {
                let side = g.chance(0.5) ? -1.0 : 1.0, x = side * width / 2
                if g.chance(0.7) {
                    panel(SIMD3(x, 1.02, z), facing: SIMD3(-side, 0, 0), width: 1.0, height: 2.1, thickness: g.uniform(0.03...0.08), .wood)
                } else {
                    block(x: x - side * 0.05, y: 0.15, z: z, size: SIMD3(0.1, 0.6, 1.0), .metal)
                }
                z -= g.uniform(1.5...4)
            }
            if subfamily == .longCorridor {
                for step in stride(from: 2.0, to: length, by: 3) {
                    panel(SIMD3(0, height - 0.02, -step), facing: SIMD3(0, -1, 0), width: 0.6, height: 0.6, thickness: 0.04, .ceramic)
                }
            }
        }
        eye = SIMD3(g.uniform(-0.25...0.25) * width, g.uniform(1.3...1.7), -g.uniform(0...0.5))
        let yaw = g.uniform(-0.3...0.3), pitch = g.uniform(-0.3...0.1)
        target = eye + SIMD3(sin(yaw), sin(pitch), -cos(yaw)) * 3
        notes.append(String(format: "%.1f m wide, %.0f m long", width, length))
        hold(&g, portrait: subfamily == .portraitCorridor ? 1 : 0.25)
    }
}
