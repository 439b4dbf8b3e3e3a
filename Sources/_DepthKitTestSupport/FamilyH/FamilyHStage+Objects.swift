import DepthKitCore
import Foundation

/// Small things for family H's layouts: tableware, plants, lamps, laptops and the clutter of flat
/// surfaces (pens, coins, phones, cables), each standing on a surface whose height is given.
extension FamilyHStage {
    /// A mug, glass or can standing at `at` (x, z) on a surface at height `floor`.
    mutating func addCup(at: SIMD2<Double>, floor: Double, _ g: inout SplitMix64, role: FamilyHRole = .surroundings) {
        let radius = g.uniform(0.03...0.05), height = g.uniform(0.08...0.13)
        add(.cylinder(radius: radius, halfHeight: height / 2, rounding: 0.004), at: SIMD3(at.x, floor + height / 2, at.y),
            turned: Self.upright, .plain(&g), role)
    }

    /// A bottle or vase.
    mutating func addBottle(at: SIMD2<Double>, floor: Double, _ g: inout SplitMix64, role: FamilyHRole = .surroundings) {
        let radius = g.uniform(0.03...0.05), body = g.uniform(0.12...0.22)
        let parts = [
            FamilyHPart(.cylinder(radius: radius, halfHeight: body / 2, rounding: 0.008), at: SIMD3(0, 0, body / 2)),
            FamilyHPart(.capsule(from: SIMD3(0, 0, body), to: SIMD3(0, 0, body + 0.08), radius: 0.013), at: .zero),
        ]
        add(.blend(parts, smoothing: 0.02), at: SIMD3(at.x, floor, at.y), turned: Self.upright, .plain(&g), role)
    }

    /// A plate or a bowl.
    mutating func addPlate(at: SIMD2<Double>, floor: Double, bowl: Bool, _ g: inout SplitMix64, role: FamilyHRole = .surroundings) {
        let radius = bowl ? g.uniform(0.06...0.1) : g.uniform(0.1...0.14), height = bowl ? g.uniform(0.05...0.08) : 0.018
        add(.cylinder(radius: radius, halfHeight: height / 2, rounding: height / 3), at: SIMD3(at.x, floor + height / 2, at.y),
            turned: Self.upright, .plain(&g), role)
    }

    /// An apple, an orange or a ball.
    mutating func addFruit(at: SIMD2<Double>, floor: Double, _ g: inout SplitMix64, role: FamilyHRole = .surroundings) {
        let r = g.uniform(0.035...0.05)
        add(.ellipsoid(radii: SIMD3(r, r * 0.92, r)), at: SIMD3(at.x, floor + r * 0.92, at.y), .plain(&g), role)
    }

    /// A box, a stack of books or a toolbox.
    mutating func addBlock(at: SIMD2<Double>, floor: Double, size: SIMD3<Double>, yaw: Double, _ g: inout SplitMix64, role: FamilyHRole = .surroundings) {
        add(.box(half: size / 2, rounding: 0.004), at: SIMD3(at.x, floor + size.y / 2, at.y), turned: .yaw(yaw), .plain(&g), role)
    }

    /// A potted plant.
    mutating func addPlant(at: SIMD2<Double>, floor: Double, height: Double, _ g: inout SplitMix64, role: FamilyHRole = .surroundings) {
        let pot = height * 0.3
        add(.cylinder(radius: pot * 0.45, halfHeight: pot / 2, rounding: 0.005), at: SIMD3(at.x, floor + pot / 2, at.y),
            turned: Self.upright, .plain(&g), role)
        let crown = height * 0.4
        add(.ellipsoid(radii: SIMD3(crown * 0.8, crown, crown * 0.8)), at: SIMD3(at.x, floor + pot + crown * 0.8, at.y),
            .foliage(&g, lump: crown * 0.15), role)
    }

    /// A desk lamp: a foot, an arm and a shade.
    mutating func addLamp(at: SIMD2<Double>, floor: Double, _ g: inout SplitMix64, role: FamilyHRole = .surroundings) {
        let height = g.uniform(0.3...0.5), parts = [
            FamilyHPart(.cylinder(radius: 0.07, halfHeight: 0.01, rounding: 0.004), at: SIMD3(0, 0, 0.01)),
            FamilyHPart(.capsule(from: SIMD3(0, 0, 0.01), to: SIMD3(0.05, 0, height), radius: 0.01), at: .zero),
            FamilyHPart(.capsule(from: SIMD3(0.05, 0, height), to: SIMD3(0.17, 0, height - 0.05), radius: 0.04), at: .zero),
        ]
        add(.union(parts), at: SIMD3(at.x, floor, at.y), turned: Self.upright.then(.roll(g.angle(0...360))), .plastic(&g, dark: g.chance(0.5)), role)
    }

    /// An open laptop whose keyboard faces `yaw`, its lid opened by `opening` radians beyond upright.
    mutating func addLaptop(at: SIMD2<Double>, floor: Double, yaw: Double, opening: Double, _ g: inout SplitMix64,
                            lidRole: FamilyHRole = .surroundings, baseRole: FamilyHRole = .surroundings) {
        let turn = FamilyHRotation.yaw(yaw), width = g.uniform(0.3...0.36), depth = width * 0.68
        add(.box(half: SIMD3(width / 2, 0.008, depth / 2), rounding: 0.004), at: SIMD3(at.x, floor + 0.008, at.y), turned: turn, .plastic(&g, dark: g.chance(0.5)), baseRole)
        let hinge = SIMD3(at.x, floor + 0.016, at.y) + turn.toWorld(SIMD3(0, 0, depth / 2))
        let lidHeight = (width - 0.02) / 1.55 + 0.02
        let up = turn.toWorld(SIMD3(0, cos(opening), sin(opening))), facing = turn.toWorld(SIMD3(0, sin(opening), -cos(opening)))
        addScreen(center: hinge + up * (lidHeight / 2) + facing * 0.006, facing: facing, width: width - 0.02, aspect: 1.55,
                  stand: false, lit: g.chance(0.7), &g, subject: lidRole == .subject, thickness: 0.004...0.008)
    }

    /// A pen, a pencil or a marker lying at `at` on the surface with normal `normal` through `at`.
    mutating func addPen(at: SIMD3<Double>, along direction: SIMD3<Double>, normal: SIMD3<Double>, _ g: inout SplitMix64) {
        let radius = g.uniform(0.004...0.008), half = direction * g.uniform(0.06...0.08)
        add(.capsule(from: -half, to: half, radius: radius), at: at + normal * radius, .plastic(&g, dark: g.chance(0.5)), .clutter)
    }

    /// A flat thing lying on the surface: a coin, a phone, a notebook, a remote (`size`: x, z extents and thickness ≤ 45 mm).
    mutating func addFlatThing(at: SIMD3<Double>, normal: SIMD3<Double>, size: SIMD3<Double>, spin: Double, _ g: inout SplitMix64) {
        let turn = FamilyHRotation.facing(normal).then(.roll(spin))
        add(.box(half: size / 2, rounding: min(size.z / 2, 0.003)), at: at + normal * (size.z / 2), turned: turn,
            .plastic(&g, dark: g.chance(0.5)), .clutter)
    }

    /// A cable lying on (or hanging just before) a surface: a chain of capsules through `points`.
    mutating func addCable(through points: [SIMD3<Double>], radius: Double, _ g: inout SplitMix64, role: FamilyHRole = .clutter) {
        guard let first = points.first else { return }
        let parts = zip(points, points.dropFirst()).map { FamilyHPart(.capsule(from: $0 - first, to: $1 - first, radius: radius), at: .zero) }
        add(.union(parts), at: first, .plastic(&g, dark: g.chance(0.7)), role)
    }
}
