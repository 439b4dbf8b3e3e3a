import DepthKitCore
import Foundation

/// Outdoor things for family H's layouts: trees, buildings, cars, benches, rocks, posts, hedges and
/// walls, standing on the ground at y = `ground`.
extension FamilyHStage {
    /// A tree: a trunk with bark and a lumpy canopy.
    mutating func addTree(at: SIMD2<Double>, ground: Double, height: Double, _ g: inout SplitMix64) {
        let trunk = height * g.uniform(0.35...0.5), radius = g.uniform(0.1...0.3)
        add(.cylinder(radius: radius, halfHeight: trunk / 2 + 0.2, rounding: 0.02), at: SIMD3(at.x, ground + trunk / 2 - 0.2, at.y),
            turned: Self.upright, .bark(&g), .surroundings)
        let crown = (height - trunk) / 2, width = crown * g.uniform(0.8...1.3)
        add(.ellipsoid(radii: SIMD3(width, crown, width)), at: SIMD3(at.x, ground + trunk + crown * 0.9, at.y),
            .foliage(&g, lump: min(crown * 0.12, 0.35)), .surroundings)
    }

    /// A building: a block of `size` with a grid of windows set in frames.
    mutating func addBuilding(at: SIMD2<Double>, ground: Double, size: SIMD3<Double>, yaw: Double, _ g: inout SplitMix64) {
        let turn = FamilyHRotation.yaw(yaw)
        add(.box(half: size / 2, rounding: 0.02), at: SIMD3(at.x, ground + size.y / 2, at.y), turned: turn,
            g.chance(0.5) ? .brick(&g) : .stone(&g), .surroundings)
        var windows = [FamilyHPart]()
        let columns = max(Int(size.x / 2.5), 1), floors = max(Int(size.y / 3), 1)
        for column in 0..<columns {
            for level in 0..<floors {
                let x = -size.x / 2 + (Double(column) + 0.5) * size.x / Double(columns), y = -size.y / 2 + (Double(level) + 0.55) * 3
                windows.append(FamilyHPart(.ring(half: SIMD3(0.6, 0.75, 0.06), border: 0.08), at: SIMD3(x, y, -size.z / 2)))
            }
        }
        add(.union(windows), at: SIMD3(at.x, ground + size.y / 2, at.y), turned: turn, .plain(&g), .surroundings)
    }

    /// A parked car whose length runs along `yaw`.
    mutating func addCar(at: SIMD2<Double>, ground: Double, yaw: Double, _ g: inout SplitMix64) {
        let turn = FamilyHRotation.yaw(yaw), paint = FamilyHMaterial.plain(&g)
        func place(_ local: SIMD3<Double>) -> SIMD3<Double> { SIMD3(at.x, ground, at.y) + turn.toWorld(local) }
        add(.box(half: SIMD3(0.9, 0.35, 2.2), rounding: 0.15), at: place(SIMD3(0, 0.65, 0)), turned: turn, paint, .surroundings)
        add(.box(half: SIMD3(0.8, 0.3, 1.2), rounding: 0.2), at: place(SIMD3(0, 1.15, -0.2)), turned: turn, .screen(&g, lit: false), .surroundings)
        for (sx, sz) in [(-1.0, -1.0), (1, -1), (-1, 1), (1, 1)] {
            add(.cylinder(radius: 0.32, halfHeight: 0.11, rounding: 0.05), at: place(SIMD3(sx * 0.82, 0.32, sz * 1.35)),
                turned: turn.then(.yaw(.pi / 2)), .plastic(&g), .surroundings)
        }
    }

    /// A park bench facing `yaw`.
    mutating func addBench(at: SIMD2<Double>, ground: Double, yaw: Double, _ g: inout SplitMix64) {
        let turn = FamilyHRotation.yaw(yaw), wood = FamilyHMaterial.wood(&g)
        func place(_ local: SIMD3<Double>) -> SIMD3<Double> { SIMD3(at.x, ground, at.y) + turn.toWorld(local) }
        add(.box(half: SIMD3(0.9, 0.025, 0.22), rounding: 0.01), at: place(SIMD3(0, 0.45, 0)), turned: turn, wood, .surroundings)
        add(.box(half: SIMD3(0.9, 0.15, 0.02), rounding: 0.01), at: place(SIMD3(0, 0.7, -0.22)), turned: turn.then(.pitch(-0.2)), wood, .surroundings)
        for side in [-0.8, 0.8] {
            add(.box(half: SIMD3(0.03, 0.22, 0.2), rounding: 0.01), at: place(SIMD3(side, 0.22, 0)), turned: turn, .plastic(&g), .surroundings)
        }
    }

    /// A boulder or a stone.
    mutating func addRock(at: SIMD2<Double>, ground: Double, size: Double, _ g: inout SplitMix64) {
        var stone = FamilyHMaterial.stone(&g)
        stone.relief = FamilyHRelief(kind: .foliage, amplitude: size * 0.08, scale: size * 0.5)
        add(.ellipsoid(radii: SIMD3(size, size * g.uniform(0.4...0.7), size * g.uniform(0.7...1.1))), at: SIMD3(at.x, ground + size * 0.2, at.y),
            turned: .yaw(g.angle(0...180)), stone, .surroundings)
    }

    /// A post, a bollard or a lamp post.
    mutating func addPost(at: SIMD2<Double>, ground: Double, height: Double, radius: Double, _ g: inout SplitMix64) {
        add(.cylinder(radius: radius, halfHeight: height / 2, rounding: min(radius / 2, 0.02)), at: SIMD3(at.x, ground + height / 2, at.y),
            turned: Self.upright, g.chance(0.5) ? .wood(&g) : .plastic(&g), .surroundings)
    }

    /// A hedge or a garden wall running from `from` to `to` (x, z).
    mutating func addHedge(from: SIMD2<Double>, to: SIMD2<Double>, ground: Double, height: Double, leafy: Bool, _ g: inout SplitMix64) {
        let middle = (from + to) / 2, run = to - from, length = (run * run).sum().squareRoot()
        add(.box(half: SIMD3(length / 2, height / 2, leafy ? 0.4 : 0.15), rounding: leafy ? 0.2 : 0.02),
            at: SIMD3(middle.x, ground + height / 2, middle.y), turned: .yaw(atan2(-run.y, run.x)),
            leafy ? .foliage(&g, lump: 0.08) : .brick(&g), .surroundings)
    }
}
