import DepthKitCore
import Foundation

/// Family H's corridors: walls, floor and ceiling running away from the camera to a far end, with
/// doors and frames on the walls; straight, seen aside, turning a corner, or a hotel's carpeted one.
extension FamilyHStage {
    /// A corridor `length` metres long looked along at `yaw`; `corner` opens a side corridor at its end.
    mutating func buildCorridor(_ g: inout SplitMix64, length: Double, yaw: Double, corner: Bool, hotel: Bool = false) {
        let width = g.uniform(1.1...2.4), height = g.uniform(2.3...2.9), wall = FamilyHMaterial.plaster(&g)
        addPlane(through: .zero, facing: SIMD3(0, 1, 0), hotel ? .fabric(&g, amplitude: 0.002...0.005) : g.chance(0.5) ? .wood(&g) : .stone(&g), .surroundings)
        addPlane(through: SIMD3(0, height, 0), facing: SIMD3(0, -1, 0), .plaster(&g), .surroundings)
        addPlane(through: SIMD3(0, 0, length), facing: SIMD3(0, 0, -1), wall, .surroundings)
        addPlane(through: SIMD3(0, 0, -1.5), facing: SIMD3(0, 0, 1), wall, .surroundings)
        let opening = corner ? g.uniform(1.2...2.0) : 0
        let leftRun = length - opening
        add(.box(half: SIMD3(0.1, height / 2, (leftRun + 1.5) / 2), rounding: 0), at: SIMD3(-width / 2 - 0.1, height / 2, (leftRun - 1.5) / 2), wall, .surroundings)
        add(.box(half: SIMD3(0.1, height / 2, (length + 1.5) / 2), rounding: 0), at: SIMD3(width / 2 + 0.1, height / 2, (length - 1.5) / 2), wall, .surroundings)
        if corner {
            add(.box(half: SIMD3(4, height / 2, 0.1), rounding: 0), at: SIMD3(-width / 2 - 4, height / 2, leftRun - 0.1), wall, .surroundings)
            addPlane(through: SIMD3(-width / 2 - 7, 0, 0), facing: SIMD3(1, 0, 0), wall, .surroundings)
        }
        let spacing = hotel ? g.uniform(3...4) : g.uniform(2.5...6)
        var z = g.uniform(1...3)
        while z < leftRun - 1 {
            for side in [-1.0, 1] where g.chance(hotel ? 0.9 : 0.6) {
                let door = SIMD3(side * (width / 2 - 0.01), 1.02, z)
                add(.box(half: SIMD3(0.45, 1.02, 0.02), rounding: 0.004), at: door, turned: .yaw(.pi / 2), .wood(&g), .surroundings)
                add(.ring(half: SIMD3(0.5, 1.06, 0.025), border: 0.05), at: door + SIMD3(0, 0.03, 0), turned: .yaw(.pi / 2), .plastic(&g, dark: false), .surroundings)
            }
            if hotel {
                add(.cylinder(radius: 0.15, halfHeight: 0.04, rounding: 0.02), at: SIMD3(0, height - 0.04, z), turned: Self.upright, .plastic(&g, dark: false), .surroundings)
            }
            z += spacing
        }
        if !hotel, g.chance(0.5) {
            add(.box(half: SIMD3(0.3, 0.4, 0.015), rounding: 0.003), at: SIMD3(-width / 2 + 0.015, 1.5, g.uniform(1.5...max(leftRun - 1, 1.6))),
                turned: .yaw(.pi / 2), .print(&g), .surroundings)
        }
        look(from: SIMD3(g.uniform(-0.25...0.25) * width, g.uniform(1.3...1.6), 0), pitch: g.angle(-12...5), yaw: yaw)
        summary = "\(hotel ? "hotel " : "")corridor \(String(format: "%.1f", width)) m wide, \(String(format: "%.0f", length)) m long\(corner ? ", corner" : "")"
    }
}
