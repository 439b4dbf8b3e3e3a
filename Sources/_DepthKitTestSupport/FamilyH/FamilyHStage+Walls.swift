import DepthKitCore
import Foundation

/// Family H's walls and ceilings: one plane filling at least 97 % of the frame at 0.3–4 m, seen at
/// 0–70°, with frames, switches, posters, handles or fittings at most 30 mm proud of it.
extension FamilyHStage {
    /// What the wall is.
    enum WallStyle: Sendable {
        /// Painted plaster with frames, switches and a poster, 0.5–4 m away.
        case painted
        /// Brick or tiles with mortar grooves.
        case brick
        /// Flush cupboard doors with handles.
        case cabinets
        /// A wall 0.3–0.8 m before the front camera.
        case armsLength
    }

    /// A wall of `style`.
    mutating func buildWall(_ g: inout SplitMix64, style: WallStyle) {
        let distance = style == .armsLength ? g.uniform(0.3...0.8) : g.uniform(0.5...4)
        let angle = style == .armsLength ? g.angle(0...35) : g.angle(0...70)
        let wall = 3 + distance
        addPlane(through: SIMD3(0, 0, 0), facing: SIMD3(0, 1, 0), .wood(&g), .surroundings)
        addPlane(through: SIMD3(0, g.uniform(2.4...2.8), 0), facing: SIMD3(0, -1, 0), .plaster(&g), .surroundings)
        addPlane(through: SIMD3(0, 0, wall), facing: SIMD3(0, 0, -1), style == .brick ? .brick(&g) : .plaster(&g), .subject)
        let center = SIMD3(g.uniform(-0.5...0.5), g.uniform(1.1...1.6), wall)
        func onWall(_ g: inout SplitMix64, spread: Double) -> SIMD3<Double> {
            center + SIMD3(g.uniform(-spread...spread), g.uniform(-spread...spread) * 0.6, 0)
        }
        let spread = max(distance, 0.4)
        switch style {
        case .painted, .armsLength:
            for _ in 0..<g.integer(1...4) {
                let size = SIMD3(g.uniform(0.15...0.6), g.uniform(0.15...0.6), g.uniform(0.008...0.015))
                let spot = onWall(&g, spread: spread)
                add(.ring(half: size, border: g.uniform(0.01...0.04)), at: spot, .wood(&g), .attached)
                add(.box(half: SIMD3(size.x, size.y, 0.001), rounding: 0.0005), at: spot - SIMD3(0, 0, 0.002), .print(&g), .attached)
            }
            for _ in 0..<g.integer(1...2) {
                add(.box(half: SIMD3(0.04, 0.04, 0.006), rounding: 0.003), at: onWall(&g, spread: spread * 0.5) - SIMD3(0, 0, 0.006), .plastic(&g, dark: false), .attached)
            }
            if g.chance(0.5) {
                add(.box(half: SIMD3(0.3, 0.42, 0.0003), rounding: 0.0002), at: onWall(&g, spread: spread), .print(&g), .attached)
            }
        case .brick:
            if g.chance(0.5) {
                add(.box(half: SIMD3(0.04, 0.04, 0.008), rounding: 0.003), at: onWall(&g, spread: spread * 0.5) - SIMD3(0, 0, 0.008), .plastic(&g), .attached)
            }
        case .cabinets:
            let doorWidth = g.uniform(0.4...0.6), doorHeight = g.uniform(0.6...2.2), gap = 0.003
            for column in -4...4 {
                let x = center.x + Double(column) * (doorWidth + gap)
                add(.box(half: SIMD3(doorWidth / 2, doorHeight / 2, 0.009), rounding: 0.001), at: SIMD3(x, center.y, wall - 0.009), .plastic(&g, dark: false), .attached)
                let handleX = x + (column % 2 == 0 ? 1 : -1) * (doorWidth / 2 - 0.05)
                add(.capsule(from: SIMD3(0, -0.08, 0), to: SIMD3(0, 0.08, 0), radius: 0.006), at: SIMD3(handleX, center.y, wall - 0.018 - 0.012),
                    .plain(&g), .attached)
            }
        }
        let azimuth = angle * (g.chance(0.5) ? 1 : -1)
        view(center, distance: distance, elevation: g.angle(-12...12), azimuth: azimuth)
        frame([.subject, .attached], share: 0.97...1, closest: style == .armsLength ? 0.25 : 0.45)
        summary = "wall \(String(format: "%.1f", distance)) m away at \(String(format: "%.0f", angle * 180 / .pi))°"
    }

    /// A bare ceiling seen from below (a flush light panel, a smoke detector), from lying or sitting.
    mutating func buildCeiling(_ g: inout SplitMix64) {
        let height = g.uniform(2.3...2.8)
        addPlane(through: SIMD3(0, height, 0), facing: SIMD3(0, -1, 0), .plaster(&g), .subject)
        addPlane(through: .zero, facing: SIMD3(0, 1, 0), .wood(&g), .surroundings)
        for (x, normal) in [(-2.0, SIMD3<Double>(1, 0, 0)), (2.0, SIMD3<Double>(-1, 0, 0))] {
            addPlane(through: SIMD3(x + g.uniform(-0.5...0.5), 0, 0), facing: normal, .plaster(&g), .surroundings)
        }
        let eyeHeight = g.uniform(0.4...1.5), spot = SIMD3(g.uniform(-0.3...0.3), height, g.uniform(-0.3...0.3))
        if g.chance(0.6) {
            add(.box(half: SIMD3(0.3, 0.008, 0.3), rounding: 0.004), at: spot + SIMD3(g.uniform(-0.4...0.4), -0.008, g.uniform(-0.4...0.4)), .plastic(&g, dark: false), .attached)
        }
        if g.chance(0.6) {
            add(.cylinder(radius: 0.06, halfHeight: 0.014, rounding: 0.006), at: spot + SIMD3(g.uniform(-0.5...0.5), -0.014, g.uniform(-0.5...0.5)),
                turned: Self.upright, .plastic(&g, dark: false), .attached)
        }
        let tilt = g.angle(0...35)
        view(spot, distance: height - eyeHeight, elevation: -(.pi / 2 - tilt), azimuth: g.angle(-180...180))
        frame([.subject, .attached], share: 0.97...1, closest: 0.3)
        summary = "ceiling \(String(format: "%.1f", height - eyeHeight)) m above, \(String(format: "%.0f", tilt * 180 / .pi))° off vertical"
    }
}
