import Foundation

/// The tuning generator's camera frame: x right, y down, z forward (metres).
extension SceneVector {
    /// The unit vector at `yaw` (about the vertical axis, positive to the right) and `pitch` (positive
    /// downwards) from the forward axis, radians.
    static func direction(yaw: Double, pitch: Double) -> SceneVector {
        SceneVector(sin(yaw) * cos(pitch), sin(pitch), cos(yaw) * cos(pitch))
    }
}

/// A surface a ray from the camera centre can hit; `hit` returns the ray parameter, which is the
/// camera-axis depth when the ray has a unit forward component in the camera frame.
enum Surface {
    /// The infinite plane `normal·X = offset`.
    case plane(normal: SceneVector, offset: Double)
    case sphere(centre: SceneVector, radius: Double)
    /// An axis-aligned box.
    case box(min: SceneVector, max: SceneVector)
    /// A rectangle: `centre ± s·halfU·axisU ± t·halfV·axisV` (axes orthonormal), `s, t` in [−1, 1].
    case rectangle(centre: SceneVector, axisU: SceneVector, axisV: SceneVector, halfU: Double, halfV: Double)
    /// The points within `radius` of the segment `from`–`to` (fingers, pens, limbs, posts).
    case capsule(from: SceneVector, to: SceneVector, radius: Double)
    /// An axis-aligned ellipsoid.
    case ellipsoid(centre: SceneVector, radii: SceneVector)

    func hit(_ ray: SceneVector) -> Double? {
        switch self {
        case let .plane(normal, offset):
            let facing = normal.dot(ray)
            guard abs(facing) > 1e-12 else { return nil }
            let t = offset / facing
            return t > 0 ? t : nil
        case let .sphere(centre, radius):
            return Self.sphereHit(ray, centre: centre, radius: radius)
        case let .box(low, high):
            // Slabs: the ray is inside the box between the largest entry and the smallest exit.
            var near = -Double.infinity, far = Double.infinity
            func slab(_ direction: Double, _ lower: Double, _ upper: Double) -> Bool {
                guard abs(direction) > 1e-12 else { return lower <= 0 && upper >= 0 }
                let t1 = lower / direction, t2 = upper / direction
                near = Swift.max(near, Swift.min(t1, t2))
                far = Swift.min(far, Swift.max(t1, t2))
                return true
            }
            guard slab(ray.x, low.x, high.x), slab(ray.y, low.y, high.y), slab(ray.z, low.z, high.z) else { return nil }
            return near <= far && near > 0 ? near : nil
        case let .rectangle(centre, axisU, axisV, halfU, halfV):
            let normal = axisU.cross(axisV)
            let facing = normal.dot(ray)
            guard abs(facing) > 1e-12 else { return nil }
            let t = normal.dot(centre) / facing
            guard t > 0 else { return nil }
            let local = ray * t - centre
            return abs(local.dot(axisU)) <= halfU && abs(local.dot(axisV)) <= halfV ? t : nil
        case let .capsule(from, to, radius):
            return Self.capsuleHit(ray, from: from, to: to, radius: radius)
        case let .ellipsoid(centre, radii):
            // Scale space so the ellipsoid becomes the unit sphere; the ray parameter is unchanged.
            let scaled = SceneVector(ray.x / radii.x, ray.y / radii.y, ray.z / radii.z)
            let c = SceneVector(centre.x / radii.x, centre.y / radii.y, centre.z / radii.z)
            return Self.sphereHit(scaled, centre: c, radius: 1)
        }
    }

    private static func sphereHit(_ ray: SceneVector, centre: SceneVector, radius: Double) -> Double? {
        let b = ray.dot(centre), a = ray.dot(ray), c = centre.dot(centre) - radius * radius
        let discriminant = b * b - a * c
        guard discriminant >= 0 else { return nil }
        let t = (b - discriminant.squareRoot()) / a
        return t > 0 ? t : nil
    }

    private static func capsuleHit(_ ray: SceneVector, from: SceneVector, to: SceneVector, radius: Double) -> Double? {
        // The infinite cylinder around the segment, limited to the segment, then both end spheres.
        let axis = to - from, length = axis.length
        let direction = axis * (1 / length)
        var best: Double?
        func keep(_ t: Double?) { if let t, t > 0, t < (best ?? .infinity) { best = t } }
        let rayPerp = ray - direction * ray.dot(direction)
        let originPerp = (from * -1) - direction * (from * -1).dot(direction)
        let a = rayPerp.dot(rayPerp), b = rayPerp.dot(originPerp), c = originPerp.dot(originPerp) - radius * radius
        let discriminant = b * b - a * c
        if a > 1e-12 && discriminant >= 0 {
            let t = (-b - discriminant.squareRoot()) / a
            let along = (ray * t - from).dot(direction)
            if along >= 0 && along <= length { keep(t) }
        }
        keep(sphereHit(ray, centre: from, radius: radius))
        keep(sphereHit(ray, centre: to, radius: radius))
        return best
    }
}

/// Surfaces seen together: the nearest hit wins.
extension Array where Element == Surface {
    func nearestHit(_ ray: SceneVector) -> Double? {
        var best: Double?
        for surface in self {
            if let t = surface.hit(ray), t < (best ?? .infinity) { best = t }
        }
        return best
    }
}

extension Array where Element == Surface {
    /// The index of the surface nearest along `ray`, `nil` when nothing is hit.
    func nearestIndex(_ ray: SceneVector) -> Int? {
        var best: Double = .infinity, index: Int?
        for (i, surface) in enumerated() {
            if let t = surface.hit(ray), t < best {
                best = t
                index = i
            }
        }
        return index
    }
}

/// A pinhole camera at the origin, turned by yaw (right), pitch (down) and roll.
struct SceneCamera {
    var width: Int
    var height: Int
    var horizontalFieldOfViewDegrees: Double
    var yaw = 0.0
    var pitch = 0.0
    var roll = 0.0

    var focal: Double { Double(width) / 2 / tan(horizontalFieldOfViewDegrees * .pi / 360) }

    /// The world ray (unit forward component in the camera frame) through normalised image
    /// coordinates `(cx, cy)` = `((x − cx)/f, (y − cy)/f)`.
    func ray(_ cx: Double, _ cy: Double) -> SceneVector {
        let cr = cos(roll), sr = sin(roll)
        let rx = cx * cr - cy * sr, ry = cx * sr + cy * cr
        let cp = cos(pitch), sp = sin(pitch)
        let py = ry * cp + sp, pz = -ry * sp + cp
        let cyaw = cos(yaw), syaw = sin(yaw)
        return SceneVector(rx * cyaw + pz * syaw, py, -rx * syaw + pz * cyaw)
    }

    /// The ray through pixel `(x, y)` of a `width`×`height` grid.
    func ray(x: Double, y: Double) -> SceneVector {
        ray((x - Double(width - 1) / 2) / focal, (y - Double(height - 1) / 2) / focal)
    }

    /// The ray through the image point at `(s, t)` in [−1, 1]² (corners at ±1).
    func ray(s: Double, t: Double) -> SceneVector {
        ray(x: (s + 1) / 2 * Double(width - 1), y: (t + 1) / 2 * Double(height - 1))
    }

    /// The share of a coarse 48×36 grid of rays whose nearest surface is one of `subjects`.
    func share(of subjects: Set<Int>, in surfaces: [Surface]) -> Double {
        let columns = 48, rows = 36
        var hits = 0
        for row in 0..<rows {
            for column in 0..<columns {
                let s = (Double(column) + 0.5) / Double(columns) * 2 - 1, t = (Double(row) + 0.5) / Double(rows) * 2 - 1
                if let index = surfaces.nearestIndex(ray(s: s, t: t)), subjects.contains(index) { hits += 1 }
            }
        }
        return Double(hits) / Double(columns * rows)
    }
}

/// The value in `range` at which the increasing function `share` reaches `target` (bisection).
func solve(_ range: ClosedRange<Double>, target: Double, iterations: Int = 14, share: (Double) -> Double) -> Double {
    var low = range.lowerBound, high = range.upperBound
    for _ in 0..<iterations {
        let middle = (low + high) / 2
        if share(middle) < target { low = middle } else { high = middle }
    }
    return (low + high) / 2
}
