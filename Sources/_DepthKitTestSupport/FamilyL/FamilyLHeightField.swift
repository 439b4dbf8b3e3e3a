import DepthKitCore
import Foundation

/// Terrain as a height field: heights on an `n`×`n` grid of `cell`-metre cells from (`x0`, `z0`),
/// bilinear between samples, ray-marched over a min/max quadtree (each level stores its blocks' lowest
/// and highest corner heights; a ray that passes above a block's maximum skips the whole block, and
/// only the cells whose height range it crosses are searched for the crossing).
struct FamilyLHeightField: Sendable {
    let n: Int
    let cell: Double
    let x0: Double
    let z0: Double
    let heights: [Double]
    let surface: FamilyLSurface
    /// `levels[k]`: the (min, max) of blocks of 2^k cells, `(n >> k)`² of them.
    private let levels: [[(min: Double, max: Double)]]

    /// A field of `n` (a power of two) cells a side; `height(x, z)` gives the samples.
    init(n: Int, cell: Double, x0: Double, z0: Double, surface: FamilyLSurface, height: (Double, Double) -> Double) {
        self.n = n
        self.cell = cell
        self.x0 = x0
        self.z0 = z0
        self.surface = surface
        var samples = [Double](repeating: 0, count: (n + 1) * (n + 1))
        for j in 0...n {
            for i in 0...n { samples[j * (n + 1) + i] = height(x0 + Double(i) * cell, z0 + Double(j) * cell) }
        }
        heights = samples
        var base = [(min: Double, max: Double)](repeating: (0, 0), count: n * n)
        for j in 0..<n {
            for i in 0..<n {
                let corners = [samples[j * (n + 1) + i], samples[j * (n + 1) + i + 1],
                               samples[(j + 1) * (n + 1) + i], samples[(j + 1) * (n + 1) + i + 1]]
                base[j * n + i] = (corners.min()!, corners.max()!)
            }
        }
        var pyramid = [base]
        var side = n
        while side > 1 {
            let below = pyramid.last!, half = side / 2
            var level = [(min: Double, max: Double)](repeating: (0, 0), count: half * half)
            for j in 0..<half {
                for i in 0..<half {
                    let kids = [below[2 * j * side + 2 * i], below[2 * j * side + 2 * i + 1],
                                below[(2 * j + 1) * side + 2 * i], below[(2 * j + 1) * side + 2 * i + 1]]
                    level[j * half + i] = (kids.map(\.min).min()!, kids.map(\.max).max()!)
                }
            }
            pyramid.append(level)
            side = half
        }
        levels = pyramid
    }

    /// The bilinear height at (`x`, `z`), clamped to the grid.
    func height(_ x: Double, _ z: Double) -> Double {
        let u = ((x - x0) / cell).clamped(0, Double(n) - 1e-9), v = ((z - z0) / cell).clamped(0, Double(n) - 1e-9)
        let i = Int(u), j = Int(v), fu = u - Double(i), fv = v - Double(j), row = n + 1
        let top = heights[j * row + i] * (1 - fu) + heights[j * row + i + 1] * fu
        let bottom = heights[(j + 1) * row + i] * (1 - fu) + heights[(j + 1) * row + i + 1] * fu
        return top * (1 - fv) + bottom * fv
    }

    /// The first `t` in (`near`, `far`) where the ray meets the terrain.
    func hit(_ origin: SceneVector, _ direction: SceneVector, near: Double = 1e-4, far: Double) -> Double? {
        let extent = Double(n) * cell
        // Clip to the field's footprint in x and z.
        var t0 = near, t1 = far
        for (o, d, lo) in [(origin.x, direction.x, x0), (origin.z, direction.z, z0)] {
            if abs(d) < 1e-12 {
                if o < lo || o > lo + extent { return nil }
            } else {
                let a = (lo - o) / d, b = (lo + extent - o) / d
                t0 = max(t0, min(a, b))
                t1 = min(t1, max(a, b))
            }
        }
        guard t0 < t1 else { return nil }
        var level = levels.count - 1, t = t0
        var steps = 0
        while t < t1, steps < 4096 {
            steps += 1
            let p = origin + direction * t
            let size = cell * Double(1 << level), side = n >> level
            let bi = Int(((p.x - x0) / size).clamped(0, Double(side) - 1e-9)), bj = Int(((p.z - z0) / size).clamped(0, Double(side) - 1e-9))
            // Where the ray leaves this block in x and z.
            var leave = t1
            for (o, d, lo) in [(origin.x, direction.x, x0 + Double(bi) * size), (origin.z, direction.z, z0 + Double(bj) * size)] where abs(d) > 1e-12 {
                leave = min(leave, ((d > 0 ? lo + size : lo) - o) / d)
            }
            leave = max(leave, t + 1e-7)
            let block = levels[level][bj * side + bi]
            let yEnter = p.y, yLeave = origin.y + direction.y * leave
            if min(yEnter, yLeave) > block.max {
                t = leave
                level = min(level + 1, levels.count - 1)
            } else if max(yEnter, yLeave) < block.min {
                return t
            } else if level > 0 {
                level -= 1
            } else {
                if let crossing = crossing(origin, direction, from: t, to: leave) { return crossing }
                t = leave
            }
        }
        return nil
    }

    /// The crossing in one cell, by sampling and bisection.
    private func crossing(_ origin: SceneVector, _ direction: SceneVector, from: Double, to: Double) -> Double? {
        func above(_ t: Double) -> Double { let p = origin + direction * t; return p.y - height(p.x, p.z) }
        var a = from, fa = above(a)
        if fa <= 0 { return a }
        for k in 1...4 {
            let b = from + (to - from) * Double(k) / 4, fb = above(b)
            if fb <= 0 {
                var lo = a, hi = b
                for _ in 0..<12 {
                    let mid = (lo + hi) / 2
                    if above(mid) > 0 { lo = mid } else { hi = mid }
                }
                return hi
            }
            a = b
            fa = fb
        }
        return nil
    }
}

extension Double {
    /// This value limited to `low…high`.
    func clamped(_ low: Double, _ high: Double) -> Double { Swift.min(Swift.max(self, low), high) }
}
