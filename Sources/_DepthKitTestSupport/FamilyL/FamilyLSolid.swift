import DepthKitCore
import Foundation

/// A constructive-solid-geometry tree: convex polyhedra (half-spaces and boxes), ellipsoids and capped
/// cylinders combined by union, intersection and difference. A ray is intersected with the whole tree
/// as *intervals* (``FamilyLInterval``): the leaves give the stretches inside them, the operators combine
/// the stretches, and the first stretch entered in front of the camera is what the ray sees.
indirect enum FamilyLSolid: Sendable {
    /// The intersection of half-spaces `normal · p ≤ offset` (a box, a slab, a wedge, one half-space).
    case convex(planes: [(normal: SceneVector, offset: Double)], surface: FamilyLSurface)
    /// An axis-aligned ellipsoid.
    case ellipsoid(centre: SceneVector, radii: SceneVector, surface: FamilyLSurface)
    /// A cylinder from `base` along the unit `axis` for `length`, of `radius`.
    case cylinder(base: SceneVector, axis: SceneVector, radius: Double, length: Double, surface: FamilyLSurface)
    case union([FamilyLSolid])
    case intersection(FamilyLSolid, FamilyLSolid)
    case difference(FamilyLSolid, FamilyLSolid)

    /// A box centred at `centre` with half-extents `half` along the unit axes `right` and `up` and their
    /// cross product.
    static func box(
        centre: SceneVector, half: SceneVector, right: SceneVector = [1, 0, 0], up: SceneVector = [0, 1, 0],
        surface: FamilyLSurface
    ) -> Self {
        let depth = right.cross(up)
        var planes: [(normal: SceneVector, offset: Double)] = []
        for (axis, extent) in [(right, half.x), (up, half.y), (depth, half.z)] {
            planes.append((axis, axis.dot(centre) + extent))
            planes.append((-axis, -axis.dot(centre) + extent))
        }
        return .convex(planes: planes, surface: surface)
    }

    /// A sphere.
    static func sphere(_ centre: SceneVector, _ radius: Double, _ surface: FamilyLSurface) -> Self {
        .ellipsoid(centre: centre, radii: [radius, radius, radius], surface: surface)
    }

    /// Every surface's role in this tree set to `role`.
    func with(_ role: FamilyLSurface.Role) -> Self {
        switch self {
        case .convex(let planes, let surface): .convex(planes: planes, surface: surface.with(role))
        case .ellipsoid(let centre, let radii, let surface): .ellipsoid(centre: centre, radii: radii, surface: surface.with(role))
        case .cylinder(let base, let axis, let radius, let length, let surface):
            .cylinder(base: base, axis: axis, radius: radius, length: length, surface: surface.with(role))
        case .union(let parts): .union(parts.map { $0.with(role) })
        case .intersection(let a, let b): .intersection(a.with(role), b.with(role))
        case .difference(let a, let b): .difference(a.with(role), b.with(role))
        }
    }

    /// The stretches of the ray `origin + t·direction` inside this solid, sorted.
    func intervals(_ origin: SceneVector, _ direction: SceneVector) -> [FamilyLInterval] {
        switch self {
        case .convex(let planes, let surface):
            var enter = -Double.infinity, exit = Double.infinity
            for plane in planes {
                let along = plane.normal.dot(direction), gap = plane.offset - plane.normal.dot(origin)
                if abs(along) < 1e-12 {
                    if gap < 0 { return [] }
                } else if along > 0 {
                    exit = min(exit, gap / along)
                } else {
                    enter = max(enter, gap / along)
                }
                if enter >= exit { return [] }
            }
            return [FamilyLInterval(enter: enter, exit: exit, enterSurface: surface, exitSurface: surface)]
        case .ellipsoid(let centre, let radii, let surface):
            let o = (origin - centre) / radii, d = direction / radii
            return Self.quadratic(a: d.dot(d), b: 2 * o.dot(d), c: o.dot(o) - 1, surface: surface)
        case .cylinder(let base, let axis, let radius, let length, let surface):
            let o = origin - base, along = axis.dot(direction), start = axis.dot(o)
            let op = o - axis * start, dp = direction - axis * along
            let side = Self.quadratic(a: dp.dot(dp), b: 2 * op.dot(dp), c: op.dot(op) - radius * radius, surface: surface)
            let caps: [FamilyLInterval]
            if abs(along) < 1e-12 {
                caps = (0...length).contains(start)
                    ? [FamilyLInterval(enter: -.infinity, exit: .infinity, enterSurface: surface, exitSurface: surface)] : []
            } else {
                let t0 = -start / along, t1 = (length - start) / along
                caps = [FamilyLInterval(enter: min(t0, t1), exit: max(t0, t1), enterSurface: surface, exitSurface: surface)]
            }
            return FamilyLInterval.intersection(side, caps)
        case .union(let parts):
            return parts.reduce([]) { FamilyLInterval.union($0, $1.intervals(origin, direction)) }
        case .intersection(let a, let b):
            let first = a.intervals(origin, direction)
            return first.isEmpty ? [] : FamilyLInterval.intersection(first, b.intervals(origin, direction))
        case .difference(let a, let b):
            let first = a.intervals(origin, direction)
            return first.isEmpty ? [] : FamilyLInterval.difference(first, b.intervals(origin, direction))
        }
    }

    /// The interval where `a·t² + b·t + c < 0`, if any (an infinite one when the ray runs parallel
    /// to a cylinder's axis inside it).
    private static func quadratic(a: Double, b: Double, c: Double, surface: FamilyLSurface) -> [FamilyLInterval] {
        if a < 1e-14 {
            return c < 0 ? [FamilyLInterval(enter: -.infinity, exit: .infinity, enterSurface: surface, exitSurface: surface)] : []
        }
        let discriminant = b * b - 4 * a * c
        guard discriminant > 0 else { return [] }
        let root = discriminant.squareRoot()
        return [FamilyLInterval(enter: (-b - root) / (2 * a), exit: (-b + root) / (2 * a), enterSurface: surface, exitSurface: surface)]
    }
}
