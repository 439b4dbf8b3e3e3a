import DepthKitCore
import Foundation

/// Close people and pets (close_person) and table tops with objects (table_top).
extension FamilyJSubfamily {
    /// A close_person or table_top layout.
    func personOrTableLayout(_ g: inout SplitMix64) -> FamilyJLayout {
        var w = FamilyJWorld()
        let back = g.uniform(1.5...5)
        w.room(width: g.uniform(3...6), depth: back + 2, height: g.uniform(2.4...2.9), back: -2, window: g.chance(0.3), &g)
        switch self {
        case .selfie, .personBeforeWall, .childClose, .personAtTable:
            let seated = self == .personAtTable, child = self == .childClose
            let height = child ? g.uniform(0.95...1.35) : g.uniform(1.55...1.9)
            let distance = self == .selfie ? g.uniform(0.3...0.6) : child ? g.uniform(0.4...0.9) : g.uniform(0.5...1.2)
            let foot = SIMD3<Double>(g.uniform(-0.2...0.2), 0, distance)
            w.person(at: foot, height: height, seated: seated, &g)
            if seated {
                w.chair(at: foot + [0, 0, 0.15], yaw: .pi, .wood(&g))
                w.table(at: foot + [0, 0, -0.55], size: [1.2, 0.03, 0.7], height: 0.74, .wood(&g))
                w.scatter(count: g.integer(1...4), top: 0.74, x: (foot.x - 0.5)...(foot.x + 0.5), z: (distance - 0.8)...(distance - 0.4), tallest: 0.15, &g)
            }
            let headY = (seated ? 0.47 + height * 0.3 : height * 0.82) + 0.15
            let eyeY = self == .selfie ? headY - g.uniform(0...0.25) : child ? g.uniform(0.9...1.4) : headY + g.uniform(-0.35...0.1)
            let eye = SIMD3<Double>(g.uniform(-0.15...0.15), eyeY, 0), aim = foot + [g.uniform(-0.1...0.1), headY - g.uniform(0...0.35), 0]
            if self == .selfie { w.arm(elbow: eye + [0.3, -0.4, 0.45], wrist: eye + [0.12, -0.15, 0.2], .skin(&g)) }
            return FamilyJLayout(world: w, eye: eye, aim: aim, front: self == .selfie,
                                 note: "\(child ? "child" : "person") \(Int(height * 100)) cm\(seated ? " seated" : ""), \(Int(distance * 100)) cm away, wall at \(String(format: "%.1f", back)) m")
        case .petOnFloor:
            let size = g.uniform(0.35...0.9), foot = SIMD3<Double>(g.uniform(-0.2...0.2), 0, g.uniform(0.6...1.5))
            w.pet(at: foot, size: size, &g)
            let eye = SIMD3<Double>(g.uniform(-0.3...0.3), g.uniform(0.5...1.3), 0)
            return FamilyJLayout(world: w, eye: eye, aim: foot + [0, size * 0.5, 0],
                                 note: "pet \(Int(size * 100)) cm long, \(Int(foot.z * 100)) cm away")
        default:  // table tops
            let low = self == .coffeeTable, counter = self == .kitchenCounter || self == .workbench
            let top = low ? g.uniform(0.4...0.5) : counter ? g.uniform(0.86...0.95) : g.uniform(0.72...0.78)
            let z = g.uniform(0.7...1.2), width = g.uniform(1.0...1.8), depth = g.uniform(0.6...0.9)
            if counter {
                w.box(bottom: [0, 0, z], size: [width, top, depth], .object(&g))
                w.rectangle([0, top + 0.4, z + depth / 2], u: [width / 2, 0, 0], v: [0, 0.4, 0], .paint(&g))
            } else {
                w.table(at: [0, 0, z], size: [width, 0.03, depth], height: top, .wood(&g))
            }
            let x = (-width / 2 + 0.1)...(width / 2 - 0.1), zs = (z - depth / 2 + 0.1)...(z + depth / 2 - 0.1)
            switch self {
            case .diningTable:
                for _ in 0..<g.integer(2...4) {
                    let at = SIMD3<Double>(g.uniform(x), top, g.uniform(zs))
                    w.cylinder(base: at, axis: [0, 1, 0], radius: 0.13, length: 0.02, .paint(&g))
                    w.cylinder(base: at + [0.18, 0, 0.1], axis: [0, 1, 0], radius: 0.035, length: g.uniform(0.1...0.16), .metal(&g))
                }
                w.cylinder(base: [g.uniform(x), top, g.uniform(zs)], axis: [0, 1, 0], radius: 0.04, length: g.uniform(0.25...0.32), .object(&g))
                w.ellipsoid([g.uniform(x), top + 0.05, g.uniform(zs)], radii: [0.12, 0.06, 0.12], .object(&g))
            case .desk:
                w.box(bottom: [g.uniform(-0.2...0.2), top, z + depth / 2 - 0.15], size: [0.55, 0.4, 0.05], .dark(&g))
                w.rod(from: [-width / 2 + 0.2, top, z + 0.2], to: [-width / 2 + 0.25, top + 0.45, z + 0.05], radius: 0.012, .metal(&g))
                w.scatter(count: g.integer(3...6), top: top, x: x, z: zs, tallest: 0.22, &g)
            case .workbench:
                w.scatter(count: g.integer(4...9), top: top, x: x, z: zs, tallest: 0.3, &g)
                w.box(bottom: [g.uniform(x), top, z + depth / 2 - 0.2], size: [0.45, 0.25, 0.25], .metal(&g))
            case .coffeeTable:
                w.box(bottom: [g.uniform(x), top, g.uniform(zs)], size: [0.25, g.uniform(0.03...0.12), 0.2], yaw: g.uniform(0...3), .object(&g))
                w.scatter(count: g.integer(3...6), top: top, x: x, z: zs, tallest: 0.18, &g)
            default:  // .kitchenCounter
                w.cylinder(base: [g.uniform(x), top, z + 0.1], axis: [0, 1, 0], radius: 0.08, length: 0.24, .metal(&g))
                w.box(bottom: [g.uniform(x), top, z - 0.1], size: [0.4, 0.02, 0.28], yaw: g.uniform(-0.4...0.4), .wood(&g))
                w.scatter(count: g.integer(3...7), top: top, x: x, z: zs, tallest: 0.3, &g)
            }
            let eye = SIMD3<Double>(g.uniform(-0.3...0.3), top + g.uniform(0.3...0.7), z - depth / 2 - g.uniform(0.1...0.5))
            return FamilyJLayout(world: w, eye: eye, aim: [g.uniform(-0.2...0.2), top, z + g.uniform(-0.1...0.15)],
                                 note: "table \(Int(width * 100))x\(Int(depth * 100)) cm at \(Int(top * 100)) cm")
        }
    }
}
