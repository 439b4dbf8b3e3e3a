import Foundation

extension FamilyIVolume {
    /// Where a ray first enters a solid: its distance along the ray (metres) and the solid's index.
    struct Hit: Sendable {
        let distance: Double
        let solid: Int
    }

    /// The first surface along the unit `direction` from `origin`: each level's distance range is walked
    /// brick by brick (3D DDA), and inside a kept brick voxel by voxel; the surface is where the
    /// trilinearly interpolated distance turns negative, placed by the secant between a voxel's entry and
    /// exit. `nil` when the ray leaves the last level without one.
    func cast(from origin: SIMD3<Double>, along direction: SIMD3<Double>) -> Hit? {
        for (number, level) in Self.levels.enumerated() where !bricks[number].isEmpty {
            if let hit = walk(level, bricks[number], origin, direction) { return hit }
        }
        return nil
    }

    private func walk(_ level: Level, _ index: [SIMD3<Int32>: Int32], _ o: SIMD3<Double>, _ d: SIMD3<Double>) -> Hit? {
        let size = level.brick
        var t = level.near
        let start = o + d * (t + 1e-9)
        var cell = SIMD3<Int32>((start / size).rounded(.down))
        var step = SIMD3<Int32>(repeating: 0), next = SIMD3<Double>(repeating: .infinity)
        var delta = SIMD3<Double>(repeating: .infinity)
        for axis in 0..<3 where d[axis] != 0 {
            step[axis] = d[axis] > 0 ? 1 : -1
            let boundary = Double(cell[axis] + (d[axis] > 0 ? 1 : 0)) * size
            next[axis] = (boundary - o[axis]) / d[axis]
            delta[axis] = size / Swift.abs(d[axis])
        }
        while t < level.far {
            let exit = min(next.x, next.y, next.z, level.far)
            if let brick = index[cell], let hit = march(level, brick: Int(brick), corner: SIMD3<Double>(cell) * size, o, d, from: t, to: exit) {
                return hit
            }
            let axis = next.x <= next.y && next.x <= next.z ? 0 : (next.y <= next.z ? 1 : 2)
            cell[axis] += step[axis]
            t = next[axis]
            next[axis] += delta[axis]
        }
        return nil
    }

    private func march(_ level: Level, brick: Int, corner: SIMD3<Double>, _ o: SIMD3<Double>, _ d: SIMD3<Double>,
                       from entry: Double, to exit: Double) -> Hit? {
        let v = level.voxel, base = brick * Self.samplesPerBrick
        let local = (o - corner) / v, direction = d / v
        var t = entry
        let first = local + direction * (t + 1e-9)
        var cell = SIMD3<Int>(first.rounded(.down))
        cell = pointwiseMin(pointwiseMax(cell, .zero), SIMD3(repeating: 7))
        var step = SIMD3<Int>(repeating: 0), next = SIMD3<Double>(repeating: .infinity)
        var delta = SIMD3<Double>(repeating: .infinity)
        for axis in 0..<3 where d[axis] != 0 {
            step[axis] = d[axis] > 0 ? 1 : -1
            next[axis] = (Double(cell[axis] + (d[axis] > 0 ? 1 : 0)) - local[axis]) / direction[axis]
            delta[axis] = 1 / Swift.abs(direction[axis])
        }
        return distances.withUnsafeBufferPointer { samples -> Hit? in
            while t < exit {
                let leave = min(next.x, next.y, next.z, exit)
                let origin = base + cell.z * 81 + cell.y * 9 + cell.x
                let c = (samples[origin], samples[origin + 1], samples[origin + 9], samples[origin + 10],
                         samples[origin + 81], samples[origin + 82], samples[origin + 90], samples[origin + 91])
                func hit(at distance: Double) -> Hit {
                    let nearest = SIMD3<Int>((local + direction * distance).rounded(.toNearestOrAwayFromZero))
                    let sample = pointwiseMin(pointwiseMax(nearest, .zero), SIMD3(repeating: 8))
                    return Hit(distance: distance, solid: Int(owners[base + sample.z * 81 + sample.y * 9 + sample.x]))
                }
                if min(min(min(c.0, c.1), min(c.2, c.3)), min(min(c.4, c.5), min(c.6, c.7))) <= 0 {
                    func value(_ at: Double) -> Double {
                        let f = local + direction * at - SIMD3<Double>(cell)
                        let x = min(max(f.x, 0), 1), y = min(max(f.y, 0), 1), z = min(max(f.z, 0), 1)
                        let near = (Double(c.0) * (1 - x) + Double(c.1) * x) * (1 - y) + (Double(c.2) * (1 - x) + Double(c.3) * x) * y
                        let far = (Double(c.4) * (1 - x) + Double(c.5) * x) * (1 - y) + (Double(c.6) * (1 - x) + Double(c.7) * x) * y
                        return near * (1 - z) + far * z
                    }
                    // Four steps through the voxel, so that a solid thinner than a voxel is not stepped over.
                    var before = value(t), previous = t
                    if before <= 0 { return hit(at: t) }
                    for quarter in 1...4 {
                        let at = t + (leave - t) * Double(quarter) / 4, after = value(at)
                        if after <= 0 { return hit(at: previous + (at - previous) * before / (before - after)) }
                        before = after
                        previous = at
                    }
                }
                let axis = next.x <= next.y && next.x <= next.z ? 0 : (next.y <= next.z ? 1 : 2)
                cell[axis] += step[axis]
                if cell[axis] < 0 || cell[axis] > 7 { return nil }
                t = next[axis]
                next[axis] += delta[axis]
            }
            return nil
        }
    }
}
