import DepthKitCore
import Foundation

/// Table tops seen from close with several objects standing on them: a dining table, a desk, a
/// workbench, a coffee table, a kitchen counter.
extension FamilyIStage {
    mutating func tableTop(_ subfamily: FamilyISubfamily, _ g: inout SplitMix64) {
        plane(.zero, facing: SIMD3(0, 1, 0), g.pick([.wood, .carpet, .stone]))
        let height: Double
        switch subfamily {
        case .coffeeTable: height = g.uniform(0.38...0.5)
        case .kitchenCounter, .workbench: height = g.uniform(0.88...0.95)
        default: height = g.uniform(0.72...0.77)
        }
        if subfamily == .kitchenCounter || subfamily == .workbench {
            plane(SIMD3(0, 0, -0.35), facing: SIMD3(0, 0, 1), subfamily == .workbench ? .wood : .ceramic)
            block(x: 0, z: 0, size: SIMD3(2.4, height, 0.7), subfamily == .workbench ? .wood : .stone)
        } else {
            table(x: 0, z: 0, width: g.uniform(1.2...1.8), depth: g.uniform(0.7...1.0), height: height, g.pick([.wood, .darkWood, .paint]))
        }
        let count = g.integer(4...9)
        for _ in 0..<count {
            let x = g.uniform(-0.45...0.45), z = g.uniform(-0.25...0.25)
            switch (subfamily, g.integer(0...3)) {
            case (.dining, 0): column(x: x, y: height, z: z, radius: 0.12, height: 0.02, .ceramic)
            case (.dining, 1): column(x: x, y: height, z: z, radius: 0.035, height: 0.28, .plastic)
            case (.dining, 2): add(.ellipsoid(center: SIMD3(x, height + 0.04, z), radii: SIMD3(0.09, 0.05, 0.09)), .ceramic)
            case (.desk, 0):
                block(x: x, y: height, z: z, size: SIMD3(0.32, 0.018, 0.22), .metal)
                panel(SIMD3(x, height + 0.12, z - 0.11), facing: SIMD3(0, 0.3, 1), width: 0.31, height: 0.21, thickness: 0.012, .bezel)
            case (.desk, 1): block(x: x, y: height, z: z, size: SIMD3(0.24, g.uniform(0.04...0.15), 0.17), yaw: g.uniform(0...1), .book)
            case (.desk, 2):
                column(x: x, y: height, z: z, radius: 0.06, height: 0.02, .metal)
                add(.capsule(a: SIMD3(x, height, z), b: SIMD3(x + 0.1, height + 0.4, z), radius: 0.012), .metal)
            case (.workbench, 0): block(x: x, y: height, z: z, size: SIMD3(0.35, 0.15, 0.2), yaw: g.uniform(0...1), .plastic)
            case (.workbench, 1):
                block(x: x, y: height, z: z, size: SIMD3(0.06, 0.2, 0.2), .plastic)
                add(.cylinder(base: SIMD3(x, height + 0.17, z), axis: SIMD3(0, 0, -1), radius: 0.03, length: 0.15), .metal)
            case (.coffeeTable, 0): plant(x: x, y: height, z: z, size: 0.25)
            case (.coffeeTable, 1): block(x: x, y: height, z: z, size: SIMD3(0.05, 0.02, 0.18), yaw: g.uniform(0...2), .plastic)
            case (.coffeeTable, 2): block(x: x, y: height, z: z, size: SIMD3(0.22, 0.01, 0.29), yaw: g.uniform(0...2), .paper)
            case (.kitchenCounter, 0): column(x: x, y: height, z: z, radius: 0.09, height: 0.24, .metal)
            case (.kitchenCounter, 1): block(x: x, y: height, z: z, size: SIMD3(0.28, 0.2, 0.16), yaw: g.uniform(0...1), .metal)
            case (.kitchenCounter, 2):
                for _ in 0..<4 { add(.ellipsoid(center: SIMD3(x + g.uniform(-0.06...0.06), height + 0.04, z + g.uniform(-0.06...0.06)), radii: SIMD3(repeating: 0.04)), .foliage) }
            default: column(x: x, y: height, z: z, radius: g.uniform(0.035...0.05), height: g.uniform(0.08...0.14), g.pick([.ceramic, .metal, .plastic]))
            }
        }
        look(at: SIMD3(g.uniform(-0.1...0.1), height, g.uniform(-0.1...0.1)), distance: g.uniform(0.5...1.0),
             yaw: g.uniform(-0.8...0.8), elevation: g.uniform(0.5...1.05))
        notes.append("\(count) objects")
        hold(&g, portrait: subfamily == .kitchenCounter ? 0.6 : 0.3)
    }
}
