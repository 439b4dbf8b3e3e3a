import DepthKitCore
import Foundation

/// Furniture, objects, people and buildings built as CSG trees (``FamilyLSolid``): hollow things are a
/// solid minus a smaller one, openings are boxes subtracted from walls, recesses from cabinets.
enum FamilyLParts {
    /// Matte reflectance.
    static func matte(_ albedo: Double) -> FamilyLSurface { FamilyLSurface(albedo: albedo) }
    /// Glossy reflectance.
    static func glossy(_ albedo: Double) -> FamilyLSurface { FamilyLSurface(albedo: albedo, finish: .glossy) }

    /// An axis-aligned box from `low` to `high`.
    static func block(_ low: SceneVector, _ high: SceneVector, _ surface: FamilyLSurface) -> FamilyLSolid {
        .box(centre: (low + high) / 2, half: (high - low) / 2, surface: surface)
    }

    /// A room's shell `width` × `depth` × `height` (floor at y = 0, centred on x, from z = 0 back to
    /// z = -depth), its walls 0.1 m thick, with a door cut into the left wall and a window into the back.
    static func room(width: Double, depth: Double, height: Double, _ g: inout SplitMix64) -> FamilyLSolid {
        let outer = block([-width / 2 - 0.1, -0.1, -depth - 0.1], [width / 2 + 0.1, height + 0.1, 2], matte(g.uniform(0.5...0.85)))
        let inner = block([-width / 2, 0, -depth], [width / 2, height, 2.1], matte(g.uniform(0.5...0.85)))
        let doorZ = -g.uniform(0.3...max(0.4, depth - 1.2))
        let door = block([-width / 2 - 0.2, 0, doorZ - 0.9], [-width / 2 + 0.02, 2.05, doorZ], matte(0.05))
        let windowX = g.uniform(-width / 4...width / 4)
        let window = block([windowX - 0.6, 0.9, -depth - 0.2], [windowX + 0.6, 2.1, -depth + 0.02], FamilyLSurface(albedo: 0.3, finish: .glass))
        let floor = block([-width / 2, -0.1, -depth], [width / 2, 0, 2], matte(g.uniform(0.15...0.5)))
        return .union([.difference(.difference(outer, inner), .union([door, window])), floor])
    }

    /// A table: a top at `height` over `low…high` (x, z) with four legs.
    static func table(x: ClosedRange<Double>, z: ClosedRange<Double>, height: Double, _ surface: FamilyLSurface) -> FamilyLSolid {
        var parts = [block([x.lowerBound, height - 0.03, z.lowerBound], [x.upperBound, height, z.upperBound], surface)]
        for (lx, lz) in [(x.lowerBound + 0.05, z.lowerBound + 0.05), (x.upperBound - 0.05, z.lowerBound + 0.05),
                         (x.lowerBound + 0.05, z.upperBound - 0.05), (x.upperBound - 0.05, z.upperBound - 0.05)] {
            parts.append(.cylinder(base: [lx, 0, lz], axis: [0, 1, 0], radius: 0.025, length: height - 0.03, surface: surface))
        }
        return .union(parts)
    }

    /// A hollow mug standing at `base` (a cylinder minus a smaller one, open at the top).
    static func mug(at base: SceneVector, radius: Double, height: Double, _ surface: FamilyLSurface) -> FamilyLSolid {
        .difference(
            .cylinder(base: base, axis: [0, 1, 0], radius: radius, length: height, surface: surface),
            .cylinder(base: base + [0, 0.008, 0], axis: [0, 1, 0], radius: radius - 0.005, length: height, surface: surface))
    }

    /// A hollow bowl resting at `base`: a sphere's lower cap minus a smaller sphere.
    static func bowl(at base: SceneVector, radius: Double, _ surface: FamilyLSurface) -> FamilyLSolid {
        let centre = base + [0, radius * 0.9, 0]
        let cap = FamilyLSolid.convex(planes: [(SceneVector(0, 1, 0), centre.y - radius * 0.25)], surface: surface)
        return .difference(.intersection(.sphere(centre, radius, surface), cap), .sphere(centre, radius - 0.006, surface))
    }

    /// A cabinet or shelf unit before a back at z = `back`: a box with `rows`×`columns` recesses cut from
    /// its front, 0.02 m walls.
    static func cabinet(
        x: ClosedRange<Double>, y: ClosedRange<Double>, back: Double, depth: Double, rows: Int, columns: Int, _ surface: FamilyLSurface
    ) -> (solid: FamilyLSolid, cells: [(x: ClosedRange<Double>, y: ClosedRange<Double>)]) {
        let body = block([x.lowerBound, y.lowerBound, back], [x.upperBound, y.upperBound, back + depth], surface)
        let cw = (x.upperBound - x.lowerBound) / Double(columns), ch = (y.upperBound - y.lowerBound) / Double(rows)
        var cuts: [FamilyLSolid] = [], cells: [(x: ClosedRange<Double>, y: ClosedRange<Double>)] = []
        for r in 0..<rows {
            for c in 0..<columns {
                let x0 = x.lowerBound + Double(c) * cw + 0.02, y0 = y.lowerBound + Double(r) * ch + 0.02
                cuts.append(block([x0, y0, back + 0.02], [x0 + cw - 0.02, y0 + ch - 0.02, back + depth + 0.1], matte(0.3)))
                cells.append((x0...(x0 + cw - 0.02), y0...(y0 + ch - 0.02)))
            }
        }
        return (.difference(body, .union(cuts)), cells)
    }

    /// A person standing or sitting with the head's centre at `head`, facing +z, turned by `turn` radians.
    static func person(head: SceneVector, turn: Double, _ g: inout SplitMix64) -> FamilyLSolid {
        let skin = matte(g.uniform(0.25...0.6)), cloth = matte(g.uniform(0.1...0.7)), hair = matte(g.uniform(0.05...0.4))
        let side = SceneVector(cos(turn), 0, -sin(turn))
        return .union([
            .ellipsoid(centre: head, radii: [0.08, 0.11, 0.095], surface: skin),
            .ellipsoid(centre: head + [0, 0.03, -0.015], radii: [0.085, 0.095, 0.095], surface: hair),
            .ellipsoid(centre: head + [0, 0.02, 0.09], radii: [0.015, 0.02, 0.02], surface: skin),
            .cylinder(base: head + [0, -0.22, 0], axis: [0, 1, 0], radius: 0.05, length: 0.14, surface: skin),
            .ellipsoid(centre: head + [0, -0.42, 0], radii: [0.2 * abs(cos(turn)) + 0.11, 0.24, 0.2 * abs(sin(turn)) + 0.11], surface: cloth),
            .cylinder(base: head + [0, -0.6, 0] - side * 0.2, axis: side, radius: 0.13, length: 0.4, surface: cloth),
            .cylinder(base: head + [0, -1.3, 0], axis: [0, 1, 0], radius: 0.16, length: 0.75, surface: cloth),
        ])
    }

    /// A dog or cat lying or sitting at `base` (floor level), facing +z, `size` metres long.
    static func pet(at base: SceneVector, size: Double, _ g: inout SplitMix64) -> FamilyLSolid {
        let fur = matte(g.uniform(0.05...0.7))
        return .union([
            .ellipsoid(centre: base + [0, size * 0.3, 0], radii: [size * 0.22, size * 0.22, size * 0.45], surface: fur),
            .sphere(base + [0, size * 0.55, size * 0.45], size * 0.16, fur),
            .ellipsoid(centre: base + [0, size * 0.5, size * 0.62], radii: [size * 0.06, size * 0.06, size * 0.1], surface: fur),
        ])
    }

    /// A hand and forearm reaching in along `direction` (unit, horizontal or not) to the fingertips at `tip`.
    static func forearm(tip: SceneVector, direction: SceneVector, _ g: inout SplitMix64) -> FamilyLSolid {
        let skin = matte(g.uniform(0.25...0.6))
        return .union([
            .ellipsoid(centre: tip - direction * 0.09, radii: [0.045, 0.02, 0.045], surface: skin),
            .cylinder(base: tip - direction * 0.5, axis: direction, radius: 0.035, length: 0.38, surface: skin),
        ])
    }

    /// A building's façade at z = `front` spanning `x`, `height` tall, `depth` deep, with a grid of
    /// windows cut 0.25 m into it (glass at their back).
    static func facade(x: ClosedRange<Double>, front: Double, height: Double, depth: Double, _ g: inout SplitMix64) -> FamilyLSolid {
        let wall = matte(g.uniform(0.2...0.7))
        let body = block([x.lowerBound, 0, front - depth], [x.upperBound, height, front], wall)
        var windows: [FamilyLSolid] = []
        var y = 1.0
        while y + 1.5 < height {
            var wx = x.lowerBound + 0.8
            while wx + 1.2 < x.upperBound {
                windows.append(block([wx, y, front - 0.25], [wx + 1.2, y + 1.4, front + 0.1], FamilyLSurface(albedo: 0.15, finish: .glass)))
                wx += 2.2
            }
            y += 3
        }
        return windows.isEmpty ? body : .difference(body, .union(windows))
    }

    /// A tree: a trunk and a crown.
    static func tree(at base: SceneVector, height: Double, _ g: inout SplitMix64) -> FamilyLSolid {
        .union([
            .cylinder(base: base, axis: [0, 1, 0], radius: 0.15, length: height * 0.5, surface: matte(0.2)),
            .ellipsoid(centre: base + [0, height * 0.65, 0], radii: [height * 0.3, height * 0.35, height * 0.3], surface: matte(g.uniform(0.15...0.4))),
        ])
    }

    /// A car parked at `base`, its length along x.
    static func car(at base: SceneVector, _ g: inout SplitMix64) -> FamilyLSolid {
        let paint = glossy(g.uniform(0.05...0.8))
        var parts: [FamilyLSolid] = [
            block(base + [-2.2, 0.3, -0.9], base + [2.2, 0.95, 0.9], paint),
            block(base + [-1.1, 0.95, -0.8], base + [1.0, 1.45, 0.8], FamilyLSurface(albedo: 0.1, finish: .glass)),
        ]
        for (wx, wz) in [(-1.4, -0.95), (1.4, -0.95), (-1.4, 0.75), (1.4, 0.75)] {
            parts.append(.cylinder(base: base + [wx, 0.32, wz], axis: [0, 0, 1], radius: 0.32, length: 0.2, surface: matte(0.05)))
        }
        return .union(parts)
    }

    /// A flat panel (a screen, a print, a door) centred at `centre` facing the unit `normal`, `width` ×
    /// `height` × `thickness`.
    static func panel(centre: SceneVector, normal: SceneVector, width: Double, height: Double, thickness: Double, _ surface: FamilyLSurface) -> FamilyLSolid {
        var right = SceneVector(0, 1, 0).cross(normal)
        right = right.length < 1e-6 ? [1, 0, 0] : right.unitByDivision
        let up = normal.cross(right).unitByDivision
        return .box(centre: centre - normal * (thickness / 2), half: [width / 2, height / 2, thickness / 2], right: right, up: up, surface: surface)
    }

    /// Where a hand holds the camera to look at `centre` (facing `normal`) from `distance` at `angle`
    /// radians off the normal, towards a drawn side.
    static func eye(looking centre: SceneVector, normal: SceneVector, angle: Double, distance: Double, _ g: inout SplitMix64) -> SceneVector {
        var side = SceneVector(0, 1, 0).cross(normal)
        side = side.length < 1e-6 ? [1, 0, 0] : side.unitByDivision
        let axis = side.rotated(about: normal, by: g.uniform(0...(2 * .pi)))
        return centre + normal.rotated(about: axis, by: angle) * distance
    }
}
