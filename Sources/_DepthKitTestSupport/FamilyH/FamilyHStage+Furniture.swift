import DepthKitCore
import Foundation

/// Rooms and furniture for family H's layouts: the room's shell, tables, chairs, sofas, beds,
/// cabinets, bookcases and screens, each built from boxes, cylinders and rings.
extension FamilyHStage {
    /// Local z turned to point up (world +y): a standing cylinder.
    static let upright = FamilyHRotation.pitch(.pi / 2)

    /// A room: the floor at y = 0, the ceiling at `height`, side walls at x = ±`width`/2, the far wall at
    /// z = `depth` and a wall behind the camera at z = −2.
    mutating func addRoom(width: Double, depth: Double, height: Double, _ g: inout SplitMix64, far: FamilyHRole = .surroundings) {
        let wall = FamilyHMaterial.plaster(&g)
        addPlane(through: SIMD3(0, 0, 0), facing: SIMD3(0, 1, 0), g.chance(0.5) ? .wood(&g) : .fabric(&g), .surroundings)
        addPlane(through: SIMD3(0, height, 0), facing: SIMD3(0, -1, 0), .plaster(&g), .surroundings)
        addPlane(through: SIMD3(-width / 2, 0, 0), facing: SIMD3(1, 0, 0), wall, .surroundings)
        addPlane(through: SIMD3(width / 2, 0, 0), facing: SIMD3(-1, 0, 0), wall, .surroundings)
        addPlane(through: SIMD3(0, 0, depth), facing: SIMD3(0, 0, -1), wall, far)
        addPlane(through: SIMD3(0, 0, -2), facing: SIMD3(0, 0, 1), wall, .surroundings)
    }

    /// A table whose top's upper face is at `top` (y), centred on `center` (x, z), turned by `yaw`.
    mutating func addTable(
        center: SIMD2<Double>, top: Double, width: Double, depth: Double, yaw: Double = 0,
        _ material: FamilyHMaterial, _ role: FamilyHRole = .surroundings
    ) {
        let turn = FamilyHRotation.yaw(yaw), thickness = 0.03
        add(.box(half: SIMD3(width / 2, thickness / 2, depth / 2), rounding: 0.004),
            at: SIMD3(center.x, top - thickness / 2, center.y), turned: turn, material, role)
        for (sx, sz) in [(-1.0, -1.0), (1, -1), (-1, 1), (1, 1)] {
            let corner = turn.toWorld(SIMD3(sx * (width / 2 - 0.06), 0, sz * (depth / 2 - 0.06)))
            add(.cylinder(radius: 0.025, halfHeight: (top - thickness) / 2, rounding: 0.005),
                at: SIMD3(center.x + corner.x, (top - thickness) / 2, center.y + corner.z), turned: Self.upright, material, .surroundings)
        }
    }

    /// A chair standing at `at` (x, z) whose seat faces `yaw`.
    mutating func addChair(at: SIMD2<Double>, yaw: Double, _ g: inout SplitMix64) {
        let turn = FamilyHRotation.yaw(yaw), material = g.chance(0.5) ? FamilyHMaterial.wood(&g) : .plastic(&g, dark: g.chance(0.5))
        let seat = g.uniform(0.43...0.48)
        add(.box(half: SIMD3(0.21, 0.02, 0.21), rounding: 0.01), at: SIMD3(at.x, seat, at.y), turned: turn, material, .surroundings)
        let back = turn.toWorld(SIMD3(0, 0, -0.2))
        add(.box(half: SIMD3(0.2, 0.2, 0.015), rounding: 0.01), at: SIMD3(at.x + back.x, seat + 0.25, at.y + back.z), turned: turn, material, .surroundings)
        for (sx, sz) in [(-1.0, -1.0), (1, -1), (-1, 1), (1, 1)] {
            let corner = turn.toWorld(SIMD3(sx * 0.18, 0, sz * 0.18))
            add(.cylinder(radius: 0.015, halfHeight: seat / 2, rounding: 0.003),
                at: SIMD3(at.x + corner.x, seat / 2, at.y + corner.z), turned: Self.upright, material, .surroundings)
        }
    }

    /// A sofa at `at` (x, z), its seat facing `yaw`.
    mutating func addSofa(at: SIMD2<Double>, yaw: Double, width: Double, _ g: inout SplitMix64) {
        let turn = FamilyHRotation.yaw(yaw), cloth = FamilyHMaterial.fabric(&g)
        func place(_ local: SIMD3<Double>) -> SIMD3<Double> { SIMD3(at.x, 0, at.y) + turn.toWorld(local) }
        add(.box(half: SIMD3(width / 2, 0.22, 0.45), rounding: 0.06), at: place(SIMD3(0, 0.22, 0)), turned: turn, cloth, .surroundings)
        add(.box(half: SIMD3(width / 2, 0.25, 0.1), rounding: 0.07), at: place(SIMD3(0, 0.6, -0.36)), turned: turn, cloth, .surroundings)
        for side in [-1.0, 1] {
            add(.box(half: SIMD3(0.1, 0.15, 0.45), rounding: 0.06), at: place(SIMD3(side * (width / 2 - 0.1), 0.55, 0)), turned: turn, cloth, .surroundings)
        }
        add(.box(half: SIMD3(0.2, 0.18, 0.07), rounding: 0.06), at: place(SIMD3(g.uniform(-0.3...0.3) * width, 0.6, -0.22)),
            turned: turn.then(.pitch(-0.3)), .fabric(&g), .surroundings)
    }

    /// A bed against the wall at z = `wall`, its foot towards the camera.
    mutating func addBed(x: Double, wall: Double, width: Double, _ g: inout SplitMix64) {
        let cloth = FamilyHMaterial.fabric(&g, amplitude: 0.003...0.012)
        add(.box(half: SIMD3(width / 2, 0.27, 1.0), rounding: 0.08), at: SIMD3(x, 0.27, wall - 1.0), cloth, .surroundings)
        add(.box(half: SIMD3(width / 2 + 0.03, 0.5, 0.04), rounding: 0.02), at: SIMD3(x, 0.5, wall - 0.04), .wood(&g), .surroundings)
        for side in [-0.25, 0.25] where width > 1.2 || side < 0 {
            add(.ellipsoid(radii: SIMD3(0.3, 0.08, 0.18)), at: SIMD3(x + side * width, 0.6, wall - 0.3), .fabric(&g), .surroundings)
        }
    }

    /// A run of cabinets (or a counter, when `counter`) along the wall at z = `wall`, from x = `from` to `to`.
    mutating func addCabinets(from: Double, to: Double, wall: Double, height: Double, depth: Double, counter: Bool, _ g: inout SplitMix64) {
        let front = FamilyHMaterial.plastic(&g, dark: g.chance(0.3)), width = to - from
        add(.box(half: SIMD3(width / 2, height / 2, depth / 2), rounding: 0.005), at: SIMD3((from + to) / 2, height / 2, wall - depth / 2), front, .surroundings)
        if counter {
            add(.box(half: SIMD3(width / 2 + 0.02, 0.02, depth / 2 + 0.02), rounding: 0.004),
                at: SIMD3((from + to) / 2, height + 0.02, wall - depth / 2), .stone(&g), .surroundings)
        }
        let doors = max(Int(width / 0.5), 1)
        for door in 0..<doors {
            let x = from + (Double(door) + 0.5) * width / Double(doors)
            add(.capsule(from: SIMD3(0, -0.06, 0), to: SIMD3(0, 0.06, 0), radius: 0.008),
                at: SIMD3(x + 0.18, height * 0.75, wall - depth - 0.03), .plain(&g), .surroundings)
        }
    }

    /// A bookcase of `rows` shelves against the plane z = `back`, centred on x, each book a solid of its own.
    mutating func addBookcase(
        x: Double, back: Double, width: Double, height: Double, depth: Double, rows: Int,
        fill: ClosedRange<Double>, _ g: inout SplitMix64, role: FamilyHRole = .surroundings
    ) {
        let wood = FamilyHMaterial.wood(&g), z = back - depth / 2
        for side in [-1.0, 1] {
            add(.box(half: SIMD3(0.01, height / 2, depth / 2), rounding: 0.002), at: SIMD3(x + side * width / 2, height / 2, z), wood, role)
        }
        add(.box(half: SIMD3(width / 2, height / 2, 0.006), rounding: 0.001), at: SIMD3(x, height / 2, back - 0.006), wood, role)
        let gap = height / Double(rows)
        for row in 0...rows {
            add(.box(half: SIMD3(width / 2, 0.009, depth / 2), rounding: 0.002), at: SIMD3(x, Double(row) * gap + 0.009, z), wood, role)
        }
        for row in 0..<rows {
            var cursor = -width / 2 + 0.02
            let limit = width / 2 - 0.02 - (1 - g.uniform(fill)) * width, shelf = Double(row) * gap + 0.018
            while cursor < limit {
                let thick = g.uniform(0.015...0.05), tall = min(g.uniform(0.15...0.3), gap - 0.03)
                let deep = min(g.uniform(0.12...0.25), depth - 0.01)
                let lean = g.chance(0.1) ? g.uniform(-0.25...0.25) : 0
                add(.box(half: SIMD3(thick / 2, tall / 2, deep / 2), rounding: 0.002),
                    at: SIMD3(x + cursor + thick / 2, shelf + tall / 2, back - 0.012 - deep / 2 - g.uniform(0...0.04)), turned: .roll(lean),
                    .spine(&g), role)
                cursor += thick + (g.chance(0.1) ? g.uniform(0.02...0.1) : 0.001)
            }
        }
    }

    /// A monitor or television: a `width`-wide screen whose glass faces `normal`, with its bezel and,
    /// when `stand`, a foot below it. The glass is the subject when `subject`.
    mutating func addScreen(
        center: SIMD3<Double>, facing normal: SIMD3<Double>, width: Double, aspect: Double, stand: Bool,
        lit: Bool, _ g: inout SplitMix64, subject: Bool, thickness: ClosedRange<Double> = 0.01...0.05
    ) {
        let turn = FamilyHRotation.facing(normal), height = width / aspect
        let bezel = g.uniform(0.004...0.02), depth = g.uniform(thickness)
        let glassRole: FamilyHRole = subject ? .subject : .surroundings, rimRole: FamilyHRole = subject ? .attached : .surroundings
        add(.box(half: SIMD3(width / 2, height / 2, depth / 2), rounding: 0.003), at: center - normal * (depth / 2 + 0.001), turned: turn,
            .screen(&g, lit: lit), glassRole)
        add(.ring(half: SIMD3(width / 2 + bezel, height / 2 + bezel, 0.002 + depth / 2), border: bezel + 0.002),
            at: center - normal * (depth / 2 - 0.0015), turned: turn, .plastic(&g), rimRole)
        if stand {
            add(.box(half: SIMD3(0.03, height / 4, 0.015), rounding: 0.005), at: center - normal * (depth + 0.02) - SIMD3(0, height / 2, 0),
                turned: turn, .plastic(&g), .surroundings)
        }
    }
}
