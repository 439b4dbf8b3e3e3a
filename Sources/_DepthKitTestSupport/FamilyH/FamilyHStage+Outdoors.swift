import DepthKitCore
import Foundation

/// Family H's open outdoor scenes: the ground in range before a hand-held camera, trees, buildings,
/// hedges or the horizon mostly beyond the LiDAR's range, and something standing in range.
extension FamilyHStage {
    /// A lawn with trees, a bench and a path.
    mutating func buildPark(_ g: inout SplitMix64) {
        addPlane(through: .zero, facing: SIMD3(0, 1, 0), .grass(&g), .surroundings)
        add(.box(half: SIMD3(g.uniform(0.6...1.2), 0.01, 30), rounding: 0.005), at: SIMD3(g.uniform(-3...3), 0, 30), turned: .yaw(g.angle(-30...30)), .ground(&g), .surroundings)
        for _ in 0..<g.integer(2...6) {
            addTree(at: SIMD2(g.uniform(-15...15), g.uniform(5...30)), ground: 0, height: g.uniform(5...14), &g)
        }
        if g.chance(0.7) { addBench(at: SIMD2(g.uniform(-2...2), g.uniform(2.5...6)), ground: 0, yaw: g.angle(-180...180), &g) }
        else { addPost(at: SIMD2(g.uniform(-1.5...1.5), g.uniform(2...4)), ground: 0, height: 1.0, radius: 0.06, &g) }
        look(from: SIMD3(0, g.uniform(1.3...1.7), 0), pitch: -g.angle(5...30), yaw: g.angle(-30...30))
        summary = "park"
    }

    /// A street between buildings (or a car park), with parked cars and posts.
    mutating func buildStreet(_ g: inout SplitMix64, parking: Bool) {
        addPlane(through: .zero, facing: SIMD3(0, 1, 0), .ground(&g), .surroundings)
        if parking {
            for row in 0..<g.integer(1...2) {
                for slot in 0..<g.integer(2...5) where g.chance(0.75) {
                    addCar(at: SIMD2(Double(slot) * 2.6 - 4 + g.uniform(-0.2...0.2), g.uniform(4...7) + Double(row) * 6.5), ground: 0, yaw: g.angle(-5...5), &g)
                }
            }
            addBuilding(at: SIMD2(g.uniform(-10...10), g.uniform(25...45)), ground: 0, size: SIMD3(g.uniform(20...40), g.uniform(6...15), 12), yaw: 0, &g)
        } else {
            let half = g.uniform(4...7)
            for side in [-1.0, 1] {
                add(.box(half: SIMD3(1.5, 0.07, 60), rounding: 0.01), at: SIMD3(side * (half + 1.5), 0.07, 40), .stone(&g), .surroundings)
                addBuilding(at: SIMD2(side * (half + 3 + 6), g.uniform(15...30)), ground: 0, size: SIMD3(12, g.uniform(8...20), g.uniform(20...40)), yaw: .pi / 2, &g)
                addPost(at: SIMD2(side * (half + 0.3), g.uniform(3...9)), ground: 0.14, height: g.uniform(0.8...4.5), radius: g.uniform(0.05...0.1), &g)
            }
            addCar(at: SIMD2(g.pick([-1.0, 1]) * (half - 1.1), g.uniform(3...9)), ground: 0, yaw: g.angle(-4...4), &g)
            if g.chance(0.6) { addBuilding(at: SIMD2(0, g.uniform(40...70)), ground: 0, size: SIMD3(30, 15, 10), yaw: 0, &g) }
        }
        look(from: SIMD3(0, g.uniform(1.3...1.7), 0), pitch: -g.angle(3...25), yaw: g.angle(-25...25))
        summary = parking ? "car park" : "street"
    }

    /// An open field to the horizon with a fence, posts or a rock in range and distant trees.
    mutating func buildOpenField(_ g: inout SplitMix64) {
        addPlane(through: .zero, facing: SIMD3(0, 1, 0), g.chance(0.6) ? .grass(&g) : .ground(&g), .surroundings)
        let fence = g.uniform(2.5...6), lean = g.angle(-30...30)
        for i in 0..<g.integer(3...8) {
            let along = Double(i) * g.uniform(1.5...2.5) - 5
            addPost(at: SIMD2(along * cos(lean), fence + along * sin(lean)), ground: 0, height: g.uniform(0.9...1.3), radius: 0.05, &g)
        }
        if g.chance(0.5) { addRock(at: SIMD2(g.uniform(-2...2), g.uniform(2...5)), ground: 0, size: g.uniform(0.3...0.8), &g) }
        for _ in 0..<g.integer(0...5) {
            addTree(at: SIMD2(g.uniform(-40...40), g.uniform(30...80)), ground: 0, height: g.uniform(6...15), &g)
        }
        look(from: SIMD3(0, g.uniform(1.3...1.7), 0), pitch: -g.angle(2...25), yaw: g.angle(-30...30))
        summary = "open field"
    }

    /// A lawn with a hedge or garden wall, pots and a house beyond.
    mutating func buildGarden(_ g: inout SplitMix64) {
        addPlane(through: .zero, facing: SIMD3(0, 1, 0), .grass(&g), .surroundings)
        let hedge = g.uniform(3...6)
        addHedge(from: SIMD2(-8, hedge), to: SIMD2(g.uniform(-1...3), hedge + g.uniform(-1...1)), ground: 0, height: g.uniform(0.6...1.8), leafy: g.chance(0.6), &g)
        for _ in 0..<g.integer(1...3) {
            addPlant(at: SIMD2(g.uniform(-2...2), g.uniform(1.8...hedge - 0.6)), floor: 0, height: g.uniform(0.4...1.0), &g)
        }
        addBuilding(at: SIMD2(g.uniform(-5...5), hedge + g.uniform(8...15)), ground: 0, size: SIMD3(10, 6, 8), yaw: g.angle(-15...15), &g)
        for _ in 0..<g.integer(0...3) {
            addTree(at: SIMD2(g.uniform(-12...12), hedge + g.uniform(3...20)), ground: 0, height: g.uniform(4...10), &g)
        }
        look(from: SIMD3(0, g.uniform(1.3...1.7), 0), pitch: -g.angle(5...25), yaw: g.angle(-25...25))
        summary = "garden, hedge at \(String(format: "%.1f", hedge)) m"
    }

    /// A path up or down a slope with rocks and posts.
    mutating func buildHillside(_ g: inout SplitMix64) {
        let slope = g.angle(4...16) * (g.chance(0.5) ? 1 : -1)
        addPlane(through: .zero, facing: SIMD3(0, cos(slope), -sin(slope)), g.chance(0.5) ? .grass(&g) : .ground(&g), .surroundings)
        func ground(_ z: Double) -> Double { z * tan(slope) }
        for _ in 0..<g.integer(1...4) {
            let z = g.uniform(2...7)
            addRock(at: SIMD2(g.uniform(-3...3), z), ground: ground(z), size: g.uniform(0.2...0.7), &g)
        }
        for i in 0..<g.integer(2...5) {
            let z = 2.5 + Double(i) * g.uniform(2...4)
            addPost(at: SIMD2(g.uniform(1...2), z), ground: ground(z) - 0.1, height: 1.1, radius: 0.06, &g)
        }
        for _ in 0..<g.integer(1...5) {
            let z = g.uniform(10...40)
            addTree(at: SIMD2(g.uniform(-20...20), z), ground: ground(z) - 0.3, height: g.uniform(5...12), &g)
        }
        look(from: SIMD3(0, g.uniform(1.3...1.7), 0), pitch: slope - g.angle(5...25), yaw: g.angle(-25...25))
        summary = "hillside \(String(format: "%.0f", slope * 180 / .pi))°"
    }
}
