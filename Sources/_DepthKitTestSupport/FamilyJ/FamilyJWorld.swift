import DepthKitCore
import Foundation

/// A family J scene before any camera: its procedural surfaces (``FamilyJPatch``), built with a small
/// vocabulary of rectangles, boxes, cylinders, ellipsoids, discs and ground. World units are metres,
/// +y is up; the floor of rooms is y = 0.
struct FamilyJWorld: Sendable {
    /// Every surface.
    var patches: [FamilyJPatch] = []

    /// Adds the rectangle `centre ± u ± v`.
    mutating func rectangle(_ centre: SIMD3<Double>, u: SIMD3<Double>, v: SIMD3<Double>, _ finish: FamilyJFinish) {
        patches.append(FamilyJPatch(shape: .rectangle(centre: centre, u: u, v: v), finish: finish))
    }

    /// Adds a box standing on `bottom` (the centre of its base), `size` = (width, height, depth), turned by
    /// `yaw` radians about +y; its base is left out when `open` (it rests on something).
    mutating func box(bottom: SIMD3<Double>, size: SIMD3<Double>, yaw: Double = 0, _ finish: FamilyJFinish, open: Bool = true) {
        let ax = SIMD3<Double>(cos(yaw), 0, -sin(yaw)) * (size.x / 2), az = SIMD3<Double>(sin(yaw), 0, cos(yaw)) * (size.z / 2)
        let ay = SIMD3<Double>(0, size.y / 2, 0), centre = bottom + ay
        rectangle(centre + ay, u: ax, v: az, finish)
        if !open { rectangle(centre - ay, u: ax, v: az, finish) }
        rectangle(centre + ax, u: az, v: ay, finish)
        rectangle(centre - ax, u: az, v: ay, finish)
        rectangle(centre + az, u: ax, v: ay, finish)
        rectangle(centre - az, u: ax, v: ay, finish)
    }

    /// Adds a cylinder from `base` along `axis` (any length, normalised here) for `length`, with caps.
    mutating func cylinder(base: SIMD3<Double>, axis: SIMD3<Double>, radius: Double, length: Double, _ finish: FamilyJFinish) {
        let unit = axis / (axis * axis).sum().squareRoot()
        patches.append(FamilyJPatch(shape: .cylinder(base: base, axis: unit, radius: radius, length: length), finish: finish))
        var side = FamilyJCamera.cross(unit, abs(unit.y) < 0.9 ? [0, 1, 0] : [1, 0, 0])
        side /= (side * side).sum().squareRoot()
        let other = FamilyJCamera.cross(unit, side)
        for end in [base, base + unit * length] {
            patches.append(FamilyJPatch(shape: .disc(centre: end, u: side, v: other, radius: radius), finish: finish))
        }
    }

    /// Adds a cylinder between two points.
    mutating func rod(from a: SIMD3<Double>, to b: SIMD3<Double>, radius: Double, _ finish: FamilyJFinish) {
        let axis = b - a
        cylinder(base: a, axis: axis, radius: radius, length: (axis * axis).sum().squareRoot(), finish)
    }

    /// Adds an ellipsoid.
    mutating func ellipsoid(_ centre: SIMD3<Double>, radii: SIMD3<Double>, _ finish: FamilyJFinish) {
        patches.append(FamilyJPatch(shape: .ellipsoid(centre: centre, radii: radii), finish: finish))
    }

    /// Adds ground.
    mutating func terrain(_ ground: FamilyJTerrain, _ finish: FamilyJFinish) {
        patches.append(FamilyJPatch(shape: .terrain(ground), finish: finish))
    }

    /// Adds the wall `centre ± u ± v` with rectangular openings (windows onto the far outside, doorways),
    /// each given as (s, t) ranges of −1…1 over `u` and `v`, as the strips around them.
    mutating func wall(_ centre: SIMD3<Double>, u: SIMD3<Double>, v: SIMD3<Double>, openings: [(ClosedRange<Double>, ClosedRange<Double>)], _ finish: FamilyJFinish) {
        guard let opening = openings.first else { return rectangle(centre, u: u, v: v, finish) }
        let (s, t) = (opening.0.clamped(to: -1...1), opening.1.clamped(to: -1...1))
        func part(_ s: ClosedRange<Double>, _ t: ClosedRange<Double>) {
            guard s.upperBound - s.lowerBound > 1e-6, t.upperBound - t.lowerBound > 1e-6 else { return }
            let ms = (s.lowerBound + s.upperBound) / 2, mt = (t.lowerBound + t.upperBound) / 2
            let hs = (s.upperBound - s.lowerBound) / 2, ht = (t.upperBound - t.lowerBound) / 2
            wall(centre + u * ms + v * mt, u: u * hs, v: v * ht, openings: Array(openings.dropFirst()).map { rest in
                ((rest.0.lowerBound - ms) / hs...(rest.0.upperBound - ms) / hs, (rest.1.lowerBound - mt) / ht...(rest.1.upperBound - mt) / ht)
            }.filter { $0.0.upperBound > -1 && $0.0.lowerBound < 1 && $0.1.upperBound > -1 && $0.1.lowerBound < 1 }, finish)
        }
        part(-1...s.lowerBound, -1...1)
        part(s.upperBound...1, -1...1)
        part(s, -1...t.lowerBound)
        part(s, t.upperBound...1)
    }
}
