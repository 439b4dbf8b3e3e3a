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
    /// Subdivision depth limit (halvings of a cell's side, either side).
    static let depthLimit = 24

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
    func sample(for camera: FamilyJCamera, spacing: Double = 1.2, generator g: inout SplitMix64, into surfels: inout [FamilyJSurfel]) {
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
            // The cell's middle and the middles of its four sides (not its corners: a cell touching a pole
            // or the seam of a cylinder has corners that coincide).
            let sm = (s0 + s1) / 2, tm = (t0 + t1) / 2, middle = point(sm, tm)
            let left = point(s0, tm), right = point(s1, tm), top = point(sm, t0), bottom = point(sm, t1)
            func distance(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double { ((a - b) * (a - b)).sum().squareRoot() }
            let size = max(distance(left, middle) + distance(middle, right), distance(top, middle) + distance(middle, bottom))
            let local = camera.local(middle), reach = size * 0.8
            if local.z + reach < 0.02 || sides.contains(where: { ($0 * local).sum() < -reach }) { continue }
            // The cell's extent along s and along t: on the image when the cell is in front of the camera, so
            // that grazing surfaces are not oversampled; in the world otherwise.
            let inFront = local.z - reach > 0.02
            func length(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double {
                guard inFront else { return distance(a, b) }
                let ca = camera.local(a), cb = camera.local(b)
                let d = SIMD2(ca.x / ca.z - cb.x / cb.z, ca.y / ca.z - cb.y / cb.z) * focal
                return (d * d).sum().squareRoot()
            }
            let alongS = length(left, middle) + length(middle, right), alongT = length(top, middle) + length(middle, bottom)
            if inFront, max(alongS, alongT) <= spacing || cell.depth >= Self.depthLimit {
                let s = s0 + (s1 - s0) * g.uniform(0.4...0.6), t = t0 + (t1 - t0) * g.uniform(0.4...0.6)
                let n = normal(s, t)
                // Half-axes 1.7× the cell's half-sides cover the cell from the jittered centre; a side
                // that collapses (a pole, a disc's centre) is widened across the other.
                var a = (right - left) * (0.5 * 1.7), b = (bottom - top) * (0.5 * 1.7)
                let aa = (a * a).sum(), bb = (b * b).sum()
                if aa < 0.01 * bb { a = FamilyJCamera.cross(n, b) * 0.3 }
                if bb < 0.01 * aa { b = FamilyJCamera.cross(n, a) * 0.3 }
                surfels.append(FamilyJSurfel(
                    position: point(s, t), normal: n, axisS: a, axisT: b,
                    colour: finish.texture.colour(finish.colour, s: s, t: t), material: finish.material))
                continue
            }
            // Cells crossing the camera's plane are split down to a centimetre, then dropped (nothing that
            // close is measured: the sensors' nearest returns are 8 and 15 cm away).
            guard cell.depth < Self.depthLimit, inFront || size > 0.01 else { continue }
            // Split the long sides only, so that thin strips and foreshortened cells are not oversampled.
            let threshold = inFront ? spacing : 0
            let splitS = alongS > threshold && alongS >= alongT / 2, splitT = alongT > threshold && alongT >= alongS / 2
            for s in splitS ? [s0...sm, sm...s1] : [cell.s] {
                for t in splitT ? [t0...tm, tm...t1] : [cell.t] { cells.append((s, t, cell.depth + 1)) }
            }
        }
    }
}
