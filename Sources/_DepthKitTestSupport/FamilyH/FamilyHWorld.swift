/// A family H scene as a signed distance field: the union of its solids, rendered by sphere tracing.
struct FamilyHWorld: Sendable {
    /// Where a ray met a surface.
    struct Hit: Sendable {
        /// Distance along the ray, metres.
        var range: Double
        /// The solid hit (an index into ``solids``).
        var solid: Int
    }

    /// A solid a ray may meet: where the ray enters and leaves its bounding sphere, or, for a half-space,
    /// how fast the ray approaches the plane (the cosine to its inward normal).
    private struct Candidate {
        var index: Int
        var enter: Double
        var exit: Double
    }

    /// The solids; half-spaces first.
    let solids: [FamilyHSolid]
    /// Each solid's bounding sphere, or a half-space's outward normal, kept apart so that culling reads
    /// no more than it needs.
    private let centers: [SIMD3<Double>], bounds: [Double], normals: [SIMD3<Double>]
    private let planes: Int

    init(_ solids: [FamilyHSolid]) {
        let planes = solids.filter { $0.bound == .infinity }
        self.solids = planes + solids.filter { $0.bound != .infinity }
        self.planes = planes.count
        centers = self.solids.map(\.center)
        bounds = self.solids.map(\.bound)
        normals = self.solids.map(\.placement.rotation.z)
    }

    /// Sphere-traces the ray from `origin` along the unit vector `direction` between `near` and `far`
    /// metres; `nil` when it leaves the scene (the sky) or runs out of steps away from any surface.
    /// A bounded solid is only evaluated inside its bounding sphere (before it, the step runs to the
    /// sphere), and a plane only inside its relief's shell (before it, the step runs to the shell), so
    /// that rays grazing a floor or a wall take few steps.
    func trace(from origin: SIMD3<Double>, along direction: SIMD3<Double>, near: Double = 0.05, far: Double = 80) -> Hit? {
        withUnsafeTemporaryAllocation(of: Candidate.self, capacity: max(solids.count, 1)) { buffer in
            var count = 0
            for i in solids.indices {
                if i < planes {
                    buffer[count] = Candidate(index: i, enter: -FamilyHGeometry.dot(direction, normals[i]), exit: .infinity)
                    count += 1
                    continue
                }
                let offset = origin - centers[i]
                let b = FamilyHGeometry.dot(offset, direction), c = FamilyHGeometry.dot(offset, offset) - bounds[i] * bounds[i]
                let discriminant = b * b - c
                guard discriminant >= 0 else { continue }
                let root = discriminant.squareRoot()
                guard -b + root >= near, -b - root <= far else { continue }
                buffer[count] = Candidate(index: i, enter: -b - root, exit: -b + root)
                count += 1
            }
            let candidates = UnsafeBufferPointer(rebasing: buffer[0..<count])
            return solids.withUnsafeBufferPointer { solids in
                var t = near
                for _ in 0..<220 {
                    let p = origin + direction * t
                    var step = Double.infinity, closest = Double.infinity, hit = -1
                    for candidate in candidates {
                        let i = candidate.index
                        if i < planes {
                            let above = FamilyHGeometry.dot(p - centers[i], normals[i])
                            if above > solids[i].reliefShell {
                                if candidate.enter > 1e-9 { step = min(step, (above - solids[i].reliefShell) / candidate.enter + 0.0001) }
                                continue
                            }
                        } else {
                            if t < candidate.enter {
                                step = min(step, candidate.enter - t + 0.0001)
                                continue
                            }
                            if t > candidate.exit || FamilyHGeometry.length(p - centers[i]) - bounds[i] >= step { continue }
                        }
                        let d = solids[i].distance(p)
                        step = min(step, d)
                        if d < closest {
                            closest = d
                            hit = i
                        }
                    }
                    if hit >= 0, closest < 0.0004 + 0.0008 * t { return Hit(range: t, solid: hit) }
                    // Near a surface its relief may steepen the field beyond slope 1: shorter steps there.
                    t += step > 0.05 ? step : max(step * 0.8, 0.0002)
                    if t > far { return nil }
                }
                return nil
            }
        }
    }

    /// The outward unit normal of solid `index` at `p` (its distance field's gradient).
    func normal(at p: SIMD3<Double>, solid index: Int) -> SIMD3<Double> {
        let solid = solids[index], e = 0.0007
        let a = SIMD3<Double>(1, -1, -1), b = SIMD3<Double>(-1, -1, 1), c = SIMD3<Double>(-1, 1, -1), d = SIMD3<Double>(1, 1, 1)
        let gradient = a * solid.distance(p + a * e) + b * solid.distance(p + b * e)
            + c * solid.distance(p + c * e) + d * solid.distance(p + d * e)
        return FamilyHGeometry.normalized(gradient)
    }
}
