import Foundation
import DepthKitCore
/// ARKit's dense depth from the 576 LiDAR returns, as family M models it: the returns (and the dots of
/// holes wider than one dot) are Delaunay-triangulated in the image; inside a triangle whose three
/// returns lie on one smooth surface the inverse depth is interpolated barycentrically (exact on any
/// plane, since 1/z is affine in the image for a plane); a triangle with a long or discontinuous edge is
/// broken: each of its pixels takes its nearest vertex and extends that vertex's own plane (fitted to its
/// neighbours on the same surface), so a step stays a step and a plane stays a plane on both sides.
/// Confidence: 2 inside intact triangles of strong returns, 1 where interpolated from weak returns or
/// extended, 0 where no return is near.
struct FamilyMDensifier: Sendable {
    /// The dense result: depth (`nil`: no data), ARKit's confidence, and the nearest return's depth that
    /// a dense writer puts where there is no data.
    struct Output: Sendable {
        var depth: [Double?]
        var confidence: [UInt8]
        var fill: [Double]
    }

    /// The LiDAR's noise model (for the smoothness tolerance).
    let lidar: FamilyMLiDAR

    /// Densifies `returns` (``FamilyMLiDAR/fire``, row-major 24×24) onto a `width`×`height` grid.
    func densify(_ returns: [FamilyMLiDAR.Return], width: Int, height: Int) -> Output {
        let side = FamilyMLiDAR.side
        let inverse = returns.map { $0.depth.map { 1 / $0 } }
        func at(_ i: Int, _ j: Int) -> Int? { (0..<side).contains(i) && (0..<side).contains(j) ? j * side + i : nil }
        // How far (in 1/m) a return may stray from its neighbour's plane and still be the same surface: six
        // standard deviations of the noise in 1/z (σ·w²) and 1 % for curvature.
        func tolerance(_ w: Double) -> Double { 6 * lidar.sigma(1 / w) * w * w + 0.01 * w }
        // Every valid dot's gradient of 1/z in the image, from its neighbours on the same surface.
        var gradient = [SIMD2<Double>](repeating: .zero, count: returns.count)
        for j in 0..<side {
            for i in 0..<side {
                guard let w = inverse[j * side + i] else { continue }
                var same: [(SIMD2<Double>, Double)] = []
                for (di, dj) in [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (-1, -1), (1, -1), (-1, 1)] {
                    guard let n = at(i + di, j + dj), let wn = inverse[n] else { continue }
                    let opposite = at(i - di, j - dj).flatMap { inverse[$0] }
                    let beyond = at(i + 2 * di, j + 2 * dj).flatMap { inverse[$0] }
                    let tol = tolerance(w)
                    let smooth = abs(wn - w) <= tol / 2
                        || opposite.map { abs((wn - w) - (w - $0)) <= tol } == true
                        || beyond.map { abs(($0 - wn) - (wn - w)) <= tol } == true
                    if smooth { same.append((SIMD2(returns[n].x - returns[j * side + i].x, returns[n].y - returns[j * side + i].y), wn - w)) }
                }
                var a = 0.0, b = 0.0, c = 0.0, ex = 0.0, ey = 0.0
                for (d, dw) in same { a += d.x * d.x; b += d.x * d.y; c += d.y * d.y; ex += d.x * dw; ey += d.y * dw }
                let determinant = a * c - b * b
                if same.count >= 2, determinant > 1e-6 * (a + c) * (a + c) {
                    gradient[j * side + i] = SIMD2((c * ex - b * ey) / determinant, (a * ey - b * ex) / determinant)
                }
            }
        }
        // Vertices: the returns, and the lost dots that are not lone holes (those are filled across).
        var vertices: [Int] = []
        for j in 0..<side {
            for i in 0..<side {
                let neighbours = [(1, 0), (-1, 0), (0, 1), (0, -1)].compactMap { at(i + $0.0, j + $0.1) }
                let valid = neighbours.filter { inverse[$0] != nil }.count
                if inverse[j * side + i] != nil || 2 * valid < neighbours.count { vertices.append(j * side + i) }
            }
        }
        let points = vertices.map { SIMD2(returns[$0].x, returns[$0].y) }
        let spacing = max(Double(width), Double(height)) / Double(side)
        func continuous(_ a: Int, _ b: Int) -> Bool {
            guard let wa = inverse[a], let wb = inverse[b] else { return false }
            let d = SIMD2(returns[b].x - returns[a].x, returns[b].y - returns[a].y)
            guard (d * d).sum() <= 6.8 * spacing * spacing else { return false }
            return abs(wb - wa - (gradient[a] * d).sum()) <= tolerance(wb) || abs(wa - wb + (gradient[b] * d).sum()) <= tolerance(wa)
        }
        func extend(_ v: Int, _ x: Double, _ y: Double) -> Double? {
            guard let w = inverse[v] else { return nil }
            let e = w + gradient[v].x * (x - returns[v].x) + gradient[v].y * (y - returns[v].y)
            return e > 1 / FamilyMLiDAR.range && e < 1 / FamilyMLiDAR.nearest ? 1 / e : nil
        }
        var output = Output(
            depth: Array(repeating: nil, count: width * height), confidence: Array(repeating: 0, count: width * height),
            fill: Array(repeating: FamilyMLiDAR.range, count: width * height))
        var assigned = [Bool](repeating: false, count: width * height)
        for (p, q, r) in FamilyMDelaunay.triangulate(points) {
            let a = vertices[p], b = vertices[q], c = vertices[r]
            let intact = continuous(a, b) && continuous(b, c) && continuous(c, a)
            let pa = points[p], pb = points[q], pc = points[r]
            let area = (pb.x - pa.x) * (pc.y - pa.y) - (pc.x - pa.x) * (pb.y - pa.y)
            guard abs(area) > 1e-9 else { continue }
            let x0 = max(0, Int(min(pa.x, pb.x, pc.x).rounded(.down))), x1 = min(width - 1, Int(max(pa.x, pb.x, pc.x)))
            let y0 = max(0, Int(min(pa.y, pb.y, pc.y).rounded(.down))), y1 = min(height - 1, Int(max(pa.y, pb.y, pc.y)))
            guard x0 <= x1, y0 <= y1 else { continue }
            for y in y0...y1 {
                for x in x0...x1 where !assigned[y * width + x] {
                    let px = Double(x) + 0.5, py = Double(y) + 0.5
                    let la = ((pb.x - px) * (pc.y - py) - (pc.x - px) * (pb.y - py)) / area
                    let lb = ((pc.x - px) * (pa.y - py) - (pa.x - px) * (pc.y - py)) / area
                    let lc = 1 - la - lb
                    guard la >= -1e-9, lb >= -1e-9, lc >= -1e-9 else { continue }
                    assigned[y * width + x] = true
                    if intact, let wa = inverse[a], let wb = inverse[b], let wc = inverse[c] {
                        output.depth[y * width + x] = 1 / (la * wa + lb * wb + lc * wc)
                        output.confidence[y * width + x] = returns[a].strong && returns[b].strong && returns[c].strong ? 2 : 1
                    } else {
                        let here = SIMD2(px, py)
                        let da = ((pa - here) * (pa - here)).sum(), db = ((pb - here) * (pb - here)).sum()
                        let dc = ((pc - here) * (pc - here)).sum()
                        let nearest = da <= db && da <= dc ? a : db <= dc ? b : c
                        output.depth[y * width + x] = extend(nearest, px, py)
                        output.confidence[y * width + x] = output.depth[y * width + x] == nil ? 0 : 1
                    }
                }
            }
        }
        // Outside the triangulation (the frame's border strip) and the fill value: the nearest dot.
        let fill = nearestFill(returns)
        for y in 0..<height {
            for x in 0..<width {
                let px = Double(x) + 0.5, py = Double(y) + 0.5
                let i = min(side - 1, Int(px / (Double(width) / Double(side)))), j = min(side - 1, Int(py / (Double(height) / Double(side))))
                output.fill[y * width + x] = fill[j * side + i]
                if !assigned[y * width + x], returns[j * side + i].depth != nil {
                    output.depth[y * width + x] = extend(j * side + i, px, py)
                    output.confidence[y * width + x] = output.depth[y * width + x] == nil ? 0 : 1
                }
            }
        }
        return output
    }

    /// Every dot's nearest return's depth (grid steps, breadth first); the range limit when none came back.
    private func nearestFill(_ returns: [FamilyMLiDAR.Return]) -> [Double] {
        let side = FamilyMLiDAR.side
        var fill = returns.map(\.depth)
        var frontier = (0..<fill.count).filter { fill[$0] != nil }
        while !frontier.isEmpty {
            var next: [Int] = []
            for index in frontier {
                let i = index % side, j = index / side
                for (di, dj) in [(1, 0), (-1, 0), (0, 1), (0, -1)] {
                    let ni = i + di, nj = j + dj
                    guard (0..<side).contains(ni), (0..<side).contains(nj), fill[nj * side + ni] == nil else { continue }
                    fill[nj * side + ni] = fill[index]
                    next.append(nj * side + ni)
                }
            }
            frontier = next
        }
        return fill.map { $0 ?? FamilyMLiDAR.range }
    }
}
