import DepthKitCore
import Foundation

/// One procedural surface of a family J scene, parametrised over the unit square, with its finish.
/// ``sample(for:generator:into:)`` turns it into surfels spaced about a pixel apart as the camera sees
/// them (adaptive subdivision of the parameter square, cells outside the view dropped).
struct FamilyJPatch: Sendable {
    /// The surface's shape.
    enum Shape: Sendable {
        /// The parallelogram `centre + (2s−1)·u + (2t−1)·v`.
        case rectangle(centre: SIMD3<Double>, u: SIMD3<Double>, v: SIMD3<Double>)
        /// The side of a cylinder from `base` along the unit `axis` for `length`, of `radius`.
        case cylinder(base: SIMD3<Double>, axis: SIMD3<Double>, radius: Double, length: Double)
        /// An ellipsoid with axis-aligned `radii`.
        case ellipsoid(centre: SIMD3<Double>, radii: SIMD3<Double>)
        /// A disc of `radius` around `centre`, spanned by the unit vectors `u` and `v`.
        case disc(centre: SIMD3<Double>, u: SIMD3<Double>, v: SIMD3<Double>, radius: Double)
        /// Ground.
        case terrain(FamilyJTerrain)
    }

    /// The shape.
    var shape: Shape
    /// The look.
    var finish: FamilyJFinish

    /// The most surfels one patch may give (a cap before the buffer grows without bound).
    static let surfelLimit = 1_500_000
    /// Subdivision depth limit (4^14 cells).
    static let depthLimit = 14

    /// The surface point at `s`, `t` in 0…1.
    func point(_ s: Double, _ t: Double) -> SIMD3<Double> {
        switch shape {
        case let .rectangle(centre, u, v):
            return centre + u * (2 * s - 1) + v * (2 * t - 1)
        case let .cylinder(base, axis, radius, length):
            var side = FamilyJCamera.cross(axis, abs(axis.y) < 0.9 ? [0, 1, 0] : [1, 0, 0])
            side /= (side * side).sum().squareRoot()
            let other = FamilyJCamera.cross(axis, side), angle = 2 * .pi * s
            return base + axis * (length * t) + (side * cos(angle) + other * sin(angle)) * radius
        case let .ellipsoid(centre, radii):
            let azimuth = 2 * .pi * s, polar = .pi * t
            return centre + radii * SIMD3(sin(polar) * cos(azimuth), cos(polar), sin(polar) * sin(azimuth))
        case let .disc(centre, u, v, radius):
            let angle = 2 * .pi * t
            return centre + (u * cos(angle) + v * sin(angle)) * (radius * s.squareRoot())
        case let .terrain(ground):
            let x = ground.x.lowerBound + s * (ground.x.upperBound - ground.x.lowerBound)
            let z = ground.z.lowerBound + t * (ground.z.upperBound - ground.z.lowerBound)
            return [x, ground.height(x: x, z: z), z]
        }
    }

    /// The unit normal at `s`, `t` (from the parametrisation's differentials; either orientation).
    func normal(_ s: Double, _ t: Double) -> SIMD3<Double> {
        let e = 1e-4
        let ds = point(min(s + e, 1), t) - point(max(s - e, 0), t)
        let dt = point(s, min(t + e, 1)) - point(s, max(t - e, 0))
        let n = FamilyJCamera.cross(ds, dt), length = (n * n).sum().squareRoot()
        if length > 1e-12 { return n / length }
        if case let .ellipsoid(centre, _) = shape {
            let radial = point(s, t) - centre
            return radial / max((radial * radial).sum().squareRoot(), 1e-9)
        }
        return [0, 1, 0]
    }

    /// Appends surfels covering the part of the patch `camera` sees, about `spacing` pixels apart.
    func sample(for camera: FamilyJCamera, spacing: Double = 1.1, generator g: inout SplitMix64, into surfels: inout [FamilyJSurfel]) {
        let start = surfels.count
        var cells: [(s: ClosedRange<Double>, t: ClosedRange<Double>, depth: Int)] = [(0...1, 0...1, 0)]
        let focal = camera.focal, margin = 2.0
        // The view's four side planes in camera coordinates (unit normals pointing inside).
        let sides: [SIMD3<Double>] = [
            [focal, 0, camera.cx + margin], [-focal, 0, Double(camera.width - 1) - camera.cx + margin],
            [0, focal, camera.cy + margin], [0, -focal, Double(camera.height - 1) - camera.cy + margin],
        ].map { $0 / ($0 * $0).sum().squareRoot() }
        while let cell = cells.popLast() {
            guard surfels.count - start < Self.surfelLimit else { return }
            let (s0, s1, t0, t1) = (cell.s.lowerBound, cell.s.upperBound, cell.t.lowerBound, cell.t.upperBound)
            let p00 = point(s0, t0), p10 = point(s1, t0), p01 = point(s0, t1), p11 = point(s1, t1)
            let sm = (s0 + s1) / 2, tm = (t0 + t1) / 2, middle = point(sm, tm)
            var size = 0.0
            for (a, b) in [(p00, p10), (p01, p11), (p00, p01), (p10, p11), (p00, middle), (p11, middle)] {
                let d = a - b
                size = max(size, (d * d).sum())
            }
            size = size.squareRoot()
            let local = camera.local(middle), reach = size * 0.8
            if local.z + reach < 0.02 || sides.contains(where: { ($0 * local).sum() < -reach }) { continue }
            if local.z - reach > 0.02 {
                if focal * size / local.z <= spacing || cell.depth >= Self.depthLimit {
                    let s = s0 + (s1 - s0) * g.uniform(0.3...0.7), t = t0 + (t1 - t0) * g.uniform(0.3...0.7)
                    surfels.append(FamilyJSurfel(
                        position: point(s, t), normal: normal(s, t), radius: size * 0.95,
                        colour: finish.texture.colour(finish.colour, s: s, t: t), material: finish.material))
                    continue
                }
            } else if cell.depth >= Self.depthLimit {
                continue
            }
            cells.append((s0...sm, t0...tm, cell.depth + 1))
            cells.append((sm...s1, t0...tm, cell.depth + 1))
            cells.append((s0...sm, tm...t1, cell.depth + 1))
            cells.append((sm...s1, tm...t1, cell.depth + 1))
        }
    }
}
