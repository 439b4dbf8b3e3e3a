import Foundation

/// A solid or a sheet of family F's world, with its own ray intersection (no shared geometry code).
enum FamilyFShape: Sendable {
    /// A parallelogram sheet: `center ± halfU ± halfV`.
    case sheet(center: SceneVector, halfU: SceneVector, halfV: SceneVector)
    /// A box: `axes` orthonormal, `half` its half extents along them.
    case box(center: SceneVector, axes: [SceneVector], half: SceneVector)
    /// An ellipsoid: `axes` orthonormal, `radii` along them.
    case ellipsoid(center: SceneVector, axes: [SceneVector], radii: SceneVector)
    /// A capped cylinder from `base` along the unit `axis` for `length`.
    case cylinder(base: SceneVector, axis: SceneVector, length: Double, radius: Double)

    /// The nearest intersection in front of `origin` along `direction` (not normalised): the ray
    /// parameter and the unit surface normal.
    func intersect(origin o: SceneVector, direction d: SceneVector) -> (t: Double, normal: SceneVector)? {
        let epsilon = 1e-9
        switch self {
        case let .sheet(center, halfU, halfV):
            let n = halfU.cross(halfV)
            let denominator = d.dot(n)
            guard abs(denominator) > epsilon else { return nil }
            let t = (center - o).dot(n) / denominator
            guard t > epsilon else { return nil }
            let p = o + d * t - center
            guard abs(p.dot(halfU) / halfU.dot(halfU)) <= 1, abs(p.dot(halfV) / halfV.dot(halfV)) <= 1 else { return nil }
            return (t, n.normalized)
        case let .box(center, axes, half):
            var near = -Double.infinity, far = Double.infinity, normal = axes[0]
            let w = o - center, extents = [half.x, half.y, half.z]
            for i in 0..<3 {
                let po = w.dot(axes[i]), pd = d.dot(axes[i])
                if abs(pd) < epsilon {
                    if abs(po) > extents[i] { return nil }
                    continue
                }
                var t0 = (-extents[i] - po) / pd, t1 = (extents[i] - po) / pd
                var side = -1.0
                if t0 > t1 { swap(&t0, &t1); side = 1 }
                if t0 > near { near = t0; normal = axes[i] * side }
                far = min(far, t1)
                if near > far { return nil }
            }
            guard near > epsilon else { return nil }
            return (near, normal)
        case let .ellipsoid(center, axes, radii):
            let r = [radii.x, radii.y, radii.z], w = o - center
            let lo = (0..<3).map { w.dot(axes[$0]) / r[$0] }, ld = (0..<3).map { d.dot(axes[$0]) / r[$0] }
            let a = ld[0] * ld[0] + ld[1] * ld[1] + ld[2] * ld[2]
            let b = 2 * (lo[0] * ld[0] + lo[1] * ld[1] + lo[2] * ld[2])
            let c = lo[0] * lo[0] + lo[1] * lo[1] + lo[2] * lo[2] - 1
            let discriminant = b * b - 4 * a * c
            guard discriminant >= 0 else { return nil }
            let t = (-b - discriminant.squareRoot()) / (2 * a)
            guard t > epsilon else { return nil }
            let p = (0..<3).map { lo[$0] + ld[$0] * t }
            let normal = (axes[0] * (p[0] / r[0]) + axes[1] * (p[1] / r[1]) + axes[2] * (p[2] / r[2])).normalized
            return (t, normal)
        case let .cylinder(base, axis, length, radius):
            var best: (t: Double, normal: SceneVector)?
            let w = o - base
            let wa = w.dot(axis), da = d.dot(axis)
            let wp = w - axis * wa, dp = d - axis * da
            let a = dp.dot(dp), b = 2 * wp.dot(dp), c = wp.dot(wp) - radius * radius
            if a > epsilon {
                let discriminant = b * b - 4 * a * c
                if discriminant >= 0 {
                    let t = (-b - discriminant.squareRoot()) / (2 * a)
                    let h = wa + da * t
                    if t > epsilon, h >= 0, h <= length { best = (t, (wp + dp * t).normalized) }
                }
            }
            if abs(da) > epsilon {
                for (height, normal) in [(0.0, -axis), (length, axis)] {
                    let t = (height - wa) / da
                    let radial = wp + dp * t
                    if t > epsilon, radial.dot(radial) <= radius * radius, t < (best?.t ?? .infinity) { best = (t, normal) }
                }
            }
            return best
        }
    }
}
