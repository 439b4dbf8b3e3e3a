import Foundation
import DepthKitCore

extension FamilyMSurface {
    /// A flat quadrilateral `corner + u·edgeU + v·edgeV`.
    static func quad(
        corner: SIMD3<Double>, edgeU: SIMD3<Double>, edgeV: SIMD3<Double>,
        material: FamilyMMaterial = .matte, role: FamilyMRole = .surround
    ) -> FamilyMSurface {
        FamilyMSurface(columns: 1, rows: 1, material: material, role: role) { u, v in corner + u * edgeU + v * edgeV }
    }

    /// The six faces of a box of `size` (width, height, depth) standing on `base` (the bottom face's
    /// centre), turned by `yaw` radians about the vertical.
    static func box(
        base: SIMD3<Double>, size: SIMD3<Double>, yaw: Double = 0,
        material: FamilyMMaterial = .matte, role: FamilyMRole = .surround
    ) -> [FamilyMSurface] {
        let x = FamilyMVector.yawed(SIMD3(size.x, 0, 0), yaw), y = SIMD3<Double>(0, size.y, 0)
        let z = FamilyMVector.yawed(SIMD3(0, 0, size.z), yaw)
        let o = base - x / 2 - z / 2
        return [
            quad(corner: o, edgeU: x, edgeV: y, material: material, role: role),
            quad(corner: o + z, edgeU: x, edgeV: y, material: material, role: role),
            quad(corner: o, edgeU: z, edgeV: y, material: material, role: role),
            quad(corner: o + x, edgeU: z, edgeV: y, material: material, role: role),
            quad(corner: o, edgeU: x, edgeV: z, material: material, role: role),
            quad(corner: o + y, edgeU: x, edgeV: z, material: material, role: role),
        ]
    }

    /// A surface of revolution about the vertical through `base`: `radii` (metres, at evenly spaced
    /// heights from 0 to `height`, joined by Catmull–Rom splines), e.g. cups, bottles, vases, lamp
    /// shades, bowls, columns, tree crowns and heads; `aspect` squeezes the cross-section's depth (a
    /// torso), turned by `yaw`.
    static func revolution(
        base: SIMD3<Double>, height: Double, radii: [Double], aspect: Double = 1, yaw: Double = 0,
        material: FamilyMMaterial = .matte, role: FamilyMRole = .surround
    ) -> FamilyMSurface {
        let profile = radii
        return FamilyMSurface(columns: 8, rows: max(1, profile.count - 1), material: material, role: role) { u, v in
            let r = max(0, catmullRom(profile, v))
            return base + FamilyMVector.yawed(SIMD3(r * cos(2 * .pi * u), height * v, aspect * r * sin(2 * .pi * u)), yaw)
        }
    }

    /// A tube of `radius` swept along the Catmull–Rom spline through `points`: cables, hoses, railings,
    /// arms, fingers, legs, trunks.
    static func tube(
        points: [SIMD3<Double>], radius: Double, material: FamilyMMaterial = .matte, role: FamilyMRole = .surround
    ) -> FamilyMSurface {
        let path = points
        let chord = FamilyMVector.unit(path[path.count - 1] - path[0])
        let reference = abs(chord.y) < 0.9 ? SIMD3<Double>(0, 1, 0) : SIMD3<Double>(1, 0, 0)
        return FamilyMSurface(columns: 6, rows: max(2, 2 * (path.count - 1)), material: material, role: role) { u, v in
            let centre = catmullRom(path, v)
            let tangent = FamilyMVector.unit(catmullRom(path, min(1, v + 1e-3)) - catmullRom(path, max(0, v - 1e-3)))
            let normal = FamilyMVector.unit(FamilyMVector.cross(tangent, reference))
            let binormal = FamilyMVector.cross(tangent, normal)
            return centre + radius * (cos(2 * .pi * u) * normal + sin(2 * .pi * u) * binormal)
        }
    }

    /// A 2D `profile` (across, out — metres, an open polyline) extruded from `start` along `run`; `out`
    /// points along `outward` (e.g. a skirting board, door frame, kerb, shelf edge or a staircase's steps).
    static func extrusion(
        profile: [SIMD2<Double>], start: SIMD3<Double>, run: SIMD3<Double>, across: SIMD3<Double>, outward: SIMD3<Double>,
        material: FamilyMMaterial = .matte, role: FamilyMRole = .surround
    ) -> FamilyMSurface {
        let segments = profile.count - 1
        return FamilyMSurface(columns: segments, rows: 1, material: material, role: role) { u, v in
            let position = u * Double(segments)
            let index = min(max(Int(position.rounded(.down)), 0), segments - 1)
            let p = profile[index] + (profile[index + 1] - profile[index]) * (position - Double(index))
            return start + v * run + p.x * across + p.y * outward
        }
    }

    /// A bicubic Bézier patch over a 4×4 grid of `controls` (row-major in `v`): terrain, cushions, car
    /// bodies, torsos and faces.
    static func bezier(controls: [SIMD3<Double>], material: FamilyMMaterial = .matte, role: FamilyMRole = .surround) -> FamilyMSurface {
        let c = controls
        return FamilyMSurface(columns: 4, rows: 4, material: material, role: role) { u, v in
            let bu = bernstein(u), bv = bernstein(v)
            var p = SIMD3<Double>.zero
            for j in 0..<4 { for i in 0..<4 { p += bu[i] * bv[j] * c[j * 4 + i] } }
            return p
        }
    }

    /// The cubic Bernstein polynomials at `t`.
    private static func bernstein(_ t: Double) -> [Double] {
        let s = 1 - t
        return [s * s * s, 3 * s * s * t, 3 * s * t * t, t * t * t]
    }

    /// The uniform Catmull–Rom spline through `values` at `t ∈ [0, 1]` (ends repeated).
    static func catmullRom<V: SIMD>(_ values: [V], _ t: Double) -> V where V.Scalar == Double {
        let segments = values.count - 1
        guard segments > 0 else { return values[0] }
        let position = t * Double(segments)
        let i = min(max(Int(position.rounded(.down)), 0), segments - 1), s = position - Double(i)
        let p0 = values[max(i - 1, 0)], p1 = values[i], p2 = values[i + 1], p3 = values[min(i + 2, segments)]
        let a = p1 * 2, b = p2 - p0, c = p0 * 2 - p1 * 5 + p2 * 4 - p3, d = p1 * 3 - p0 - p2 * 3 + p3
        return (a + b * s + c * (s * s) + d * (s * s * s)) * 0.5
    }

    /// The Catmull–Rom spline through scalar `values`.
    static func catmullRom(_ values: [Double], _ t: Double) -> Double {
        catmullRom(values.map { SIMD2($0, 0) }, t).x
    }
}
