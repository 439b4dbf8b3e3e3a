import DepthKitCore
import Foundation

/// Composite things of family J scenes, each made of the world's primitives with real-world sizes.
extension FamilyJWorld {
    /// Floor, ceiling and three walls of a room `width` × `depth` × `height` in front of z = `back`
    /// (the camera's side is left open), with an optional window in the far wall.
    mutating func room(width: Double, depth: Double, height: Double, back: Double = -1, window: Bool, _ g: inout SplitMix64) {
        let floor: FamilyJFinish = g.chance(0.5) ? .wood(&g) : .fabric(&g), paint = FamilyJFinish.paint(&g)
        let mid = back + depth / 2
        rectangle([0, 0, mid], u: [width / 2, 0, 0], v: [0, 0, depth / 2], floor)
        rectangle([0, height, mid], u: [width / 2, 0, 0], v: [0, 0, depth / 2], .paint(&g))
        rectangle([-width / 2, height / 2, mid], u: [0, 0, depth / 2], v: [0, height / 2, 0], paint)
        rectangle([width / 2, height / 2, mid], u: [0, 0, depth / 2], v: [0, height / 2, 0], paint)
        let far = window ? [(g.uniform(-0.6...0.1)...g.uniform(0.2...0.7), -0.2...0.6)] : []
        wall([0, height / 2, back + depth], u: [width / 2, 0, 0], v: [0, height / 2, 0], openings: far, paint)
    }

    /// A table: a top of `size` (width, thickness, depth) whose upper face is at `height`, on four legs.
    mutating func table(at centre: SIMD3<Double>, size: SIMD3<Double>, height: Double, yaw: Double = 0, _ finish: FamilyJFinish) {
        box(bottom: [centre.x, height - size.y, centre.z], size: size, yaw: yaw, finish, open: false)
        let c = cos(yaw), s = sin(yaw)
        for (dx, dz) in [(-1.0, -1.0), (1, -1), (-1, 1), (1, 1)] {
            let lx = dx * (size.x / 2 - 0.05), lz = dz * (size.z / 2 - 0.05)
            let foot = SIMD3<Double>(centre.x + lx * c + lz * s, 0, centre.z - lx * s + lz * c)
            box(bottom: foot, size: [0.05, height - size.y, 0.05], yaw: yaw, finish)
        }
    }

    /// A chair facing +z turned by `yaw`: seat at 0.45 m, a back, four legs.
    mutating func chair(at foot: SIMD3<Double>, yaw: Double, _ finish: FamilyJFinish) {
        table(at: foot, size: [0.44, 0.04, 0.44], height: 0.46, yaw: yaw, finish)
        let back = SIMD3<Double>(foot.x - sin(yaw) * 0.2, 0.46, foot.z - cos(yaw) * 0.2)
        box(bottom: back, size: [0.42, 0.45, 0.03], yaw: yaw, finish)
    }

    /// A forearm and hand from `elbow` to `wrist`, fingers spread along the same direction.
    mutating func arm(elbow: SIMD3<Double>, wrist: SIMD3<Double>, _ finish: FamilyJFinish) {
        rod(from: elbow, to: wrist, radius: 0.032, finish)
        let along = wrist - elbow, unit = along / (along * along).sum().squareRoot()
        var side = FamilyJCamera.cross(unit, [0, 1, 0])
        if (side * side).sum() < 1e-6 { side = [1, 0, 0] }
        side /= (side * side).sum().squareRoot()
        ellipsoid(wrist + unit * 0.05, radii: [0.045, 0.045, 0.045], finish)
        for finger in 0..<4 {
            let root = wrist + unit * 0.09 + side * (Double(finger) - 1.5) * 0.019
            rod(from: root, to: root + unit * (0.07 + 0.01 * Double(finger % 2)), radius: 0.009, finish)
        }
    }

    /// A person standing (or sitting when `seated`) at `foot`, facing −z toward the camera.
    mutating func person(at foot: SIMD3<Double>, height: Double, seated: Bool, _ g: inout SplitMix64) {
        let skin = FamilyJFinish.skin(&g), cloth = FamilyJFinish.fabric(&g), hair = FamilyJFinish.dark(&g)
        let hip = seated ? 0.47 : height * 0.52, shoulder = hip + height * 0.3
        if !seated {
            for side in [-0.1, 0.1] { rod(from: foot + [side, 0, 0], to: foot + [side, hip, 0], radius: 0.065, cloth) }
        } else {
            for side in [-0.1, 0.1] {
                rod(from: foot + [side, hip, 0], to: foot + [side, hip, -0.42], radius: 0.07, cloth)
                rod(from: foot + [side, 0, -0.42], to: foot + [side, hip, -0.42], radius: 0.055, cloth)
            }
        }
        ellipsoid(foot + [0, (hip + shoulder) / 2, 0], radii: [0.19, (shoulder - hip) / 2 + 0.05, 0.12], cloth)
        for side in [-1.0, 1.0] {
            rod(from: foot + [side * 0.22, shoulder - 0.03, 0], to: foot + [side * 0.25, shoulder - 0.3, -0.05], radius: 0.045, cloth)
            rod(from: foot + [side * 0.25, shoulder - 0.3, -0.05], to: foot + [side * 0.2, shoulder - 0.5, -0.2], radius: 0.038, skin)
        }
        let head = foot + [0, shoulder + 0.15, 0]
        rod(from: foot + [0, shoulder - 0.02, 0], to: head, radius: 0.055, skin)
        ellipsoid(head + [0, 0.02, 0], radii: [0.085, 0.115, 0.1], skin)
        ellipsoid(head + [0, 0.07, 0.02], radii: [0.092, 0.08, 0.1], hair)
        ellipsoid(head + [0, 0.0, -0.1], radii: [0.015, 0.025, 0.02], skin)
    }

    /// A dog or cat lying or standing at `foot`, body along x, `size` its body length.
    mutating func pet(at foot: SIMD3<Double>, size: Double, _ g: inout SplitMix64) {
        let fur: FamilyJFinish = g.chance(0.3) ? .dark(&g) : .skin(&g), legs = size * 0.45
        ellipsoid(foot + [0, legs + size * 0.18, 0], radii: [size / 2, size * 0.2, size * 0.17], fur)
        for (dx, dz) in [(-0.35, -0.1), (0.35, -0.1), (-0.35, 0.1), (0.35, 0.1)] {
            rod(from: foot + [dx * size, 0, dz * size], to: foot + [dx * size, legs + 0.05, dz * size], radius: size * 0.05, fur)
        }
        let head = foot + [size * 0.55, legs + size * 0.4, -size * 0.05]
        ellipsoid(head, radii: [size * 0.16, size * 0.15, size * 0.14], fur)
        ellipsoid(head + [size * 0.12, -size * 0.04, -size * 0.04], radii: [size * 0.1, size * 0.07, size * 0.07], fur)
        rod(from: foot + [-size * 0.5, legs + size * 0.2, 0], to: foot + [-size * 0.85, legs + size * 0.45, 0], radius: size * 0.04, fur)
    }

    /// Shelves: a case `size` (width, height, depth) against z = `backZ` + depth, `boards` boards, filled
    /// with books, boxes or jars of random sizes.
    mutating func shelves(centreX: Double, frontZ: Double, size: SIMD3<Double>, boards: Int, floorY: Double = 0, _ g: inout SplitMix64) {
        let carcass: FamilyJFinish = g.chance(0.5) ? .wood(&g) : .paint(&g), back = frontZ + size.z
        rectangle([centreX, floorY + size.y / 2, back], u: [size.x / 2, 0, 0], v: [0, size.y / 2, 0], carcass)
        for side in [-1.0, 1.0] {
            box(bottom: [centreX + side * size.x / 2, floorY, frontZ + size.z / 2], size: [0.02, size.y, size.z], carcass)
        }
        let gap = size.y / Double(boards)
        for board in 0...boards {
            let y = floorY + Double(board) * gap
            box(bottom: [centreX, max(floorY, y - 0.02), frontZ + size.z / 2], size: [size.x, 0.02, size.z], carcass)
            guard board < boards else { continue }
            var x = centreX - size.x / 2 + 0.02
            while x < centreX + size.x / 2 - 0.06 {
                let w = g.uniform(0.02...0.07), h = gap * g.uniform(0.5...0.9), d = size.z * g.uniform(0.6...0.95)
                if g.chance(0.12) { x += g.uniform(0.05...0.2); continue }
                if g.chance(0.15) {
                    cylinder(base: [x + 0.04, y, back - d / 2], axis: [0, 1, 0], radius: 0.04, length: h * 0.8, .object(&g))
                    x += 0.09
                } else {
                    box(bottom: [x + w / 2, y, back - d / 2], size: [w, h, d], .object(&g))
                    x += w + 0.002
                }
            }
        }
    }

    /// A parked car at `foot` (centre of its footprint), body along `yaw`.
    mutating func car(at foot: SIMD3<Double>, yaw: Double, _ g: inout SplitMix64) {
        let paint = FamilyJFinish.metal(&g), tyre = FamilyJFinish.dark(&g)
        let length = g.uniform(3.8...4.8), width = g.uniform(1.7...1.9)
        box(bottom: foot + [0, 0.3, 0], size: [length, 0.7, width], yaw: yaw, paint)
        box(bottom: foot + [0, 1.0, 0], size: [length * 0.55, 0.45, width * 0.9], yaw: yaw, FamilyJFinish(colour: [0.1, 0.12, 0.14], texture: .plain, material: .glossy))
        for (dx, dz) in [(-0.35, -0.5), (0.35, -0.5), (-0.35, 0.5), (0.35, 0.5)] {
            let x = dx * length * cos(yaw) + dz * width * sin(yaw), z = -dx * length * sin(yaw) + dz * width * cos(yaw)
            cylinder(base: foot + [x, 0.32, z] - [sin(yaw), 0, cos(yaw)] * 0.1, axis: [sin(yaw), 0, cos(yaw)], radius: 0.32, length: 0.2, tyre)
        }
    }

    /// A tree at `foot`: a trunk and a canopy.
    mutating func tree(at foot: SIMD3<Double>, _ g: inout SplitMix64) {
        let height = g.uniform(3...9), bark = FamilyJFinish(colour: FamilyJFinish.tint([0.3, 0.22, 0.15], spread: 0.05, &g), texture: .stripes(count: 40, amount: 0.2), material: .matte)
        cylinder(base: foot, axis: [0, 1, 0], radius: g.uniform(0.1...0.35), length: height * 0.6, bark)
        ellipsoid(foot + [0, height * 0.7, 0], radii: [height * 0.3, height * 0.3, height * 0.3],
                  FamilyJFinish(colour: FamilyJFinish.tint([0.2, 0.35, 0.12], spread: 0.06, &g), texture: .grain(cells: 120, amount: 0.35), material: .matte))
    }

    /// A sofa or a bed at `foot` facing −z: a base, a seat or mattress, a back.
    mutating func sofa(at foot: SIMD3<Double>, width: Double, depth: Double, seatHeight: Double, backHeight: Double, _ g: inout SplitMix64) {
        let cloth = FamilyJFinish.fabric(&g)
        box(bottom: foot, size: [width, seatHeight, depth], cloth)
        box(bottom: foot + [0, seatHeight, depth / 2 - 0.1], size: [width, backHeight, 0.2], cloth)
        for _ in 0..<g.integer(0...3) {
            ellipsoid(foot + [g.uniform(-width / 3...width / 3), seatHeight + 0.1, depth / 2 - 0.25], radii: [0.2, 0.15, 0.08], .fabric(&g))
        }
    }

    /// Small things on a surface at height `top` within `area` (x and z ranges): boxes, cylinders and
    /// lumps no taller than `tallest` metres.
    mutating func scatter(count: Int, top: Double, x: ClosedRange<Double>, z: ClosedRange<Double>, tallest: Double, _ g: inout SplitMix64) {
        for _ in 0..<count {
            let at = SIMD3<Double>(g.uniform(x), top, g.uniform(z)), h = g.uniform(min(0.01, tallest)...tallest)
            switch g.integer(0...2) {
            case 0: box(bottom: at, size: [g.uniform(0.03...0.2), h, g.uniform(0.03...0.15)], yaw: g.uniform(0...3), .object(&g))
            case 1: cylinder(base: at, axis: [0, 1, 0], radius: g.uniform(0.01...0.06), length: h, .object(&g))
            default: ellipsoid(at + [0, h / 2, 0], radii: [g.uniform(0.02...0.08), h / 2, g.uniform(0.02...0.08)], .object(&g))
            }
        }
    }
}
