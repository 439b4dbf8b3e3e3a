import Foundation

/// An orthonormal frame: three unit axes (a shape's local axes or a camera's right, up and forward).
struct Frame3: Sendable {
    var a: SceneVector, b: SceneVector, c: SceneVector
    /// The world frame.
    static let world = Frame3(a: SceneVector(1, 0, 0), b: SceneVector(0, 1, 0), c: SceneVector(0, 0, 1))
    /// A frame turned by `yaw` about the world's y axis (radians).
    static func yawed(_ yaw: Double) -> Frame3 {
        Frame3(a: SceneVector(cos(yaw), 0, -sin(yaw)), b: SceneVector(0, 1, 0), c: SceneVector(sin(yaw), 0, cos(yaw)))
    }
    /// `v` in this frame's coordinates.
    func local(_ v: SceneVector) -> SceneVector { SceneVector(v.dot(a), v.dot(b), v.dot(c)) }
}

/// One solid or sheet the validation family's ray caster hits. Every case answers the smallest ray
/// parameter `t > minimum` at which `origin + t·direction` meets it.
enum ValidationShape: Sendable {
    /// An unbounded plane through `point` with normal `normal`.
    case plane(point: SceneVector, normal: SceneVector)
    /// A rectangle centred at `center` spanning ±`halfA` along `frame.a` and ±`halfB` along `frame.b`.
    case rectangle(center: SceneVector, frame: Frame3, halfA: Double, halfB: Double)
    /// A box centred at `center` with half sizes along its frame's axes.
    case box(center: SceneVector, frame: Frame3, half: SceneVector)
    /// An ellipsoid centred at `center` with radii along its frame's axes.
    case ellipsoid(center: SceneVector, frame: Frame3, radii: SceneVector)
    /// A capped cylinder from `from` to `to` of radius `radius`.
    case cylinder(from: SceneVector, to: SceneVector, radius: Double)

    /// The nearest hit beyond `minimum`, or `nil`.
    func hit(origin o: SceneVector, direction d: SceneVector, minimum: Double) -> Double? {
        switch self {
        case let .plane(point, normal):
            let den = d.dot(normal)
            guard abs(den) > 1e-12 else { return nil }
            let t = (point - o).dot(normal) / den
            return t > minimum ? t : nil
        case let .rectangle(center, frame, halfA, halfB):
            let den = d.dot(frame.c)
            guard abs(den) > 1e-12 else { return nil }
            let t = (center - o).dot(frame.c) / den
            guard t > minimum else { return nil }
            let p = o + d * t - center
            return abs(p.dot(frame.a)) <= halfA && abs(p.dot(frame.b)) <= halfB ? t : nil
        case let .box(center, frame, half):
            let lo = frame.local(o - center), ld = frame.local(d)
            var near = -Double.infinity, far = Double.infinity
            func slab(_ p: Double, _ v: Double, _ h: Double) -> Bool {
                if abs(v) < 1e-12 { return abs(p) <= h }
                let t1 = (-h - p) / v, t2 = (h - p) / v
                near = max(near, min(t1, t2))
                far = min(far, max(t1, t2))
                return near <= far
            }
            guard slab(lo.x, ld.x, half.x), slab(lo.y, ld.y, half.y), slab(lo.z, ld.z, half.z) else { return nil }
            if near > minimum { return near }
            return far > minimum ? far : nil
        case let .ellipsoid(center, frame, radii):
            let lo = frame.local(o - center), ld = frame.local(d)
            let p = SceneVector(lo.x / radii.x, lo.y / radii.y, lo.z / radii.z), v = SceneVector(ld.x / radii.x, ld.y / radii.y, ld.z / radii.z)
            let a = v.dot(v), b = p.dot(v), c = p.dot(p) - 1
            let disc = b * b - a * c
            guard disc >= 0 else { return nil }
            let root = disc.squareRoot()
            if (-b - root) / a > minimum { return (-b - root) / a }
            return (-b + root) / a > minimum ? (-b + root) / a : nil
        case let .cylinder(from, to, radius):
            let axisVector = to - from, length = axisVector.length
            let axis = axisVector * (1 / length)
            let w = o - from
            let dPerp = d - axis * d.dot(axis), wPerp = w - axis * w.dot(axis)
            var best: Double?
            let a = dPerp.dot(dPerp), b = dPerp.dot(wPerp), c = wPerp.dot(wPerp) - radius * radius
            if a > 1e-12 {
                let disc = b * b - a * c
                if disc >= 0 {
                    let root = disc.squareRoot()
                    for t in [(-b - root) / a, (-b + root) / a] where t > minimum {
                        let s = w.dot(axis) + d.dot(axis) * t
                        if s >= 0 && s <= length {
                            best = t
                            break
                        }
                    }
                }
            }
            let den = d.dot(axis)
            if abs(den) > 1e-12 {
                for cap in 0..<2 {
                    let t = (Double(cap) * length - w.dot(axis)) / den
                    guard t > minimum else { continue }
                    let p = w + d * t
                    let radial = p - axis * p.dot(axis)
                    if radial.dot(radial) <= radius * radius { best = min(best ?? t, t) }
                }
            }
            return best
        }
    }
}

/// A pinhole camera of the validation family: a position, right/up/forward axes and intrinsics. A ray's
/// parameter is the depth along the optical axis (the forward component of the ray's direction is 1).
struct ValidationCamera: Sendable {
    var position: SceneVector
    var axes: Frame3
    var width: Int, height: Int
    var fx: Double, fy: Double, cx: Double, cy: Double

    /// A camera at `position` looking along `yaw` (about y, radians, 0 = +z), `pitch` (up positive) and
    /// `roll` (about the view direction).
    static func looking(
        from position: SceneVector, yaw: Double, pitch: Double, roll: Double, width: Int, height: Int, fx: Double, fy: Double,
        cx: Double, cy: Double
    ) -> ValidationCamera {
        let forward = SceneVector(sin(yaw) * cos(pitch), sin(pitch), cos(yaw) * cos(pitch))
        let right = SceneVector(0, 1, 0).cross(forward).normalized
        let up = forward.cross(right)
        let rolledRight = right * cos(roll) + up * sin(roll), rolledUp = up * cos(roll) - right * sin(roll)
        return ValidationCamera(
            position: position, axes: Frame3(a: rolledRight, b: rolledUp, c: forward), width: width, height: height,
            fx: fx, fy: fy, cx: cx, cy: cy)
    }

    /// The ray through pixel (`x`, `y`)'s centre.
    func ray(_ x: Int, _ y: Int) -> SceneVector {
        let u = (Double(x) + 0.5 - cx) / fx, v = -(Double(y) + 0.5 - cy) / fy
        return axes.a * u + axes.b * v + axes.c
    }

    /// The depth along the optical axis of every pixel's nearest hit among `shapes` (`nil`: nothing hit).
    func render(_ shapes: [ValidationShape]) -> [Double?] {
        var depth = [Double?](repeating: nil, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let d = ray(x, y)
                var best: Double?
                for shape in shapes {
                    if let t = shape.hit(origin: position, direction: d, minimum: 0.02), t < (best ?? .infinity) { best = t }
                }
                depth[y * width + x] = best
            }
        }
        return depth
    }
}
