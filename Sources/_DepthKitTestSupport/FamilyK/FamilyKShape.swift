import Foundation

/// A procedural shape family K's scenes are built of: flat parallelograms (panels, screens, prints,
/// leaves), oriented boxes (furniture, books, buildings), vertical cylinders (the slices of lathed
/// solids), ellipsoids (heads, pets, rocks) and triangles (terrain grids).
enum FamilyKShape: Sendable {
    /// The points `origin + a·u + b·v`, a and b in 0…1.
    case parallelogram(origin: FamilyKVector, u: FamilyKVector, v: FamilyKVector)
    /// A box around `center` with unit axes `right`, `up`, `forward` and half sizes `half` along them.
    case box(center: FamilyKVector, right: FamilyKVector, up: FamilyKVector, forward: FamilyKVector, half: FamilyKVector)
    /// A capped vertical cylinder standing on `base`.
    case cylinder(base: FamilyKVector, radius: Double, height: Double)
    /// An axis-aligned ellipsoid.
    case ellipsoid(center: FamilyKVector, radii: FamilyKVector)
    /// A triangle.
    case triangle(FamilyKVector, FamilyKVector, FamilyKVector)

    /// The nearest intersection in `(1e-6, tMax)`: its parameter and the unit normal facing the ray.
    func intersect(_ ray: FamilyKRay, tMax: Double) -> (t: Double, normal: FamilyKVector)? {
        let o = ray.origin, d = ray.direction
        var hit: (Double, FamilyKVector)?
        switch self {
        case let .parallelogram(origin, u, v):
            let n = FamilyKMath.cross(u, v), denominator = FamilyKMath.dot(n, d)
            guard abs(denominator) > 1e-12 else { return nil }
            let t = FamilyKMath.dot(n, origin - o) / denominator
            guard t > 1e-6, t < tMax else { return nil }
            let p = ray.at(t) - origin, nn = FamilyKMath.dot(n, n)
            let a = FamilyKMath.dot(FamilyKMath.cross(p, v), n) / nn, b = FamilyKMath.dot(FamilyKMath.cross(u, p), n) / nn
            guard (0...1).contains(a), (0...1).contains(b) else { return nil }
            hit = (t, n)
        case let .box(center, right, up, forward, half):
            let rel = o - center
            let lo = FamilyKVector(FamilyKMath.dot(rel, right), FamilyKMath.dot(rel, up), FamilyKMath.dot(rel, forward))
            let ld = FamilyKVector(FamilyKMath.dot(d, right), FamilyKMath.dot(d, up), FamilyKMath.dot(d, forward))
            var near = -Double.infinity, far = Double.infinity, nearAxis = 0, farAxis = 0
            for axis in 0..<3 {
                if abs(ld[axis]) < 1e-15 {
                    guard abs(lo[axis]) <= half[axis] else { return nil }
                    continue
                }
                var t0 = (-half[axis] - lo[axis]) / ld[axis], t1 = (half[axis] - lo[axis]) / ld[axis]
                if t0 > t1 { swap(&t0, &t1) }
                if t0 > near { near = t0; nearAxis = axis }
                if t1 < far { far = t1; farAxis = axis }
                guard near <= far else { return nil }
            }
            let (t, axis) = near > 1e-6 ? (near, nearAxis) : (far, farAxis)
            guard t > 1e-6, t < tMax else { return nil }
            hit = (t, [right, up, forward][axis])
        case let .cylinder(base, radius, height):
            let ox = o.x - base.x, oz = o.z - base.z
            let a = d.x * d.x + d.z * d.z, b = 2 * (ox * d.x + oz * d.z), c = ox * ox + oz * oz - radius * radius
            if a > 1e-15 {
                let disc = b * b - 4 * a * c
                if disc >= 0 {
                    let root = disc.squareRoot()
                    for t in [(-b - root) / (2 * a), (-b + root) / (2 * a)] where t > 1e-6 && t < (hit?.0 ?? tMax) {
                        let y = o.y + t * d.y - base.y
                        if y >= 0, y <= height { hit = (t, FamilyKVector(ox + t * d.x, 0, oz + t * d.z)); break }
                    }
                }
            }
            if abs(d.y) > 1e-15 {
                for capY in [base.y, base.y + height] {
                    let t = (capY - o.y) / d.y
                    guard t > 1e-6, t < (hit?.0 ?? tMax) else { continue }
                    let x = ox + t * d.x, z = oz + t * d.z
                    if x * x + z * z <= radius * radius { hit = (t, FamilyKVector(0, 1, 0)) }
                }
            }
        case let .ellipsoid(center, radii):
            let lo = (o - center) / radii, ld = d / radii
            let a = FamilyKMath.dot(ld, ld), b = 2 * FamilyKMath.dot(lo, ld), c = FamilyKMath.dot(lo, lo) - 1
            let disc = b * b - 4 * a * c
            guard disc >= 0 else { return nil }
            let root = disc.squareRoot()
            var t = (-b - root) / (2 * a)
            if t <= 1e-6 { t = (-b + root) / (2 * a) }
            guard t > 1e-6, t < tMax else { return nil }
            hit = (t, (ray.at(t) - center) / (radii * radii))
        case let .triangle(p0, p1, p2):
            let e1 = p1 - p0, e2 = p2 - p0, p = FamilyKMath.cross(d, e2), det = FamilyKMath.dot(e1, p)
            guard abs(det) > 1e-15 else { return nil }
            let s = o - p0, u = FamilyKMath.dot(s, p) / det
            guard (0...1).contains(u) else { return nil }
            let q = FamilyKMath.cross(s, e1), v = FamilyKMath.dot(d, q) / det
            guard v >= 0, u + v <= 1 else { return nil }
            let t = FamilyKMath.dot(e2, q) / det
            guard t > 1e-6, t < tMax else { return nil }
            hit = (t, FamilyKMath.cross(e1, e2))
        }
        guard let (t, n) = hit else { return nil }
        let unit = FamilyKMath.normalized(n)
        return (t, FamilyKMath.dot(unit, d) > 0 ? -unit : unit)
    }

    /// The axis-aligned bounds: lowest and highest corner.
    var bounds: (low: FamilyKVector, high: FamilyKVector) {
        func of(_ points: [FamilyKVector]) -> (FamilyKVector, FamilyKVector) {
            points.dropFirst().reduce((points[0], points[0])) { (pointwiseMin($0.0, $1), pointwiseMax($0.1, $1)) }
        }
        switch self {
        case let .parallelogram(origin, u, v): return of([origin, origin + u, origin + v, origin + u + v])
        case let .box(center, right, up, forward, half):
            func magnitude(_ v: FamilyKVector) -> FamilyKVector { FamilyKVector(abs(v.x), abs(v.y), abs(v.z)) }
            let extent = magnitude(right) * half.x + magnitude(up) * half.y + magnitude(forward) * half.z
            return (center - extent, center + extent)
        case let .cylinder(base, radius, height):
            return (base - FamilyKVector(radius, 0, radius), base + FamilyKVector(radius, height, radius))
        case let .ellipsoid(center, radii): return (center - radii, center + radii)
        case let .triangle(a, b, c): return of([a, b, c])
        }
    }
}
