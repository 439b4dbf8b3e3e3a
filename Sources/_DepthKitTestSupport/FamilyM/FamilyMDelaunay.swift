import Foundation
import DepthKitCore
/// Delaunay triangulation of points in the image plane by Bowyer–Watson insertion (O(n²) for the 576 LiDAR
/// dots: every insertion scans the triangles for circumcircles that hold the new point).
enum FamilyMDelaunay {
    /// The triangles, as index triples into `points` (counter-clockwise or not: callers use barycentric
    /// coordinates, which do not care).
    static func triangulate(_ points: [SIMD2<Double>]) -> [(Int, Int, Int)] {
        guard points.count >= 3 else { return [] }
        var low = points[0], high = points[0]
        for p in points { low = pointwiseMin(low, p); high = pointwiseMax(high, p) }
        let span = max(high.x - low.x, high.y - low.y) * 20 + 1, mid = (low + high) / 2
        var vertices = points
        vertices += [mid + SIMD2(-span, -span), mid + SIMD2(span, -span), mid + SIMD2(0, span)]
        let n = points.count
        struct Triangle { var a, b, c: Int; var centre: SIMD2<Double>; var radius2: Double }
        func make(_ a: Int, _ b: Int, _ c: Int) -> Triangle {
            let p = vertices[a], q = vertices[b], r = vertices[c]
            let d = 2 * (p.x * (q.y - r.y) + q.x * (r.y - p.y) + r.x * (p.y - q.y))
            let pp = (p * p).sum(), qq = (q * q).sum(), rr = (r * r).sum()
            let centre = SIMD2((pp * (q.y - r.y) + qq * (r.y - p.y) + rr * (p.y - q.y)) / d,
                               (pp * (r.x - q.x) + qq * (p.x - r.x) + rr * (q.x - p.x)) / d)
            let offset = p - centre
            return Triangle(a: a, b: b, c: c, centre: centre, radius2: (offset * offset).sum())
        }
        var triangles = [make(n, n + 1, n + 2)]
        for index in 0..<n {
            let p = vertices[index]
            var edges: [Int: (Int, Int, Int)] = [:]
            var kept: [Triangle] = []
            kept.reserveCapacity(triangles.count + 2)
            for t in triangles {
                let offset = p - t.centre
                if (offset * offset).sum() < t.radius2 {
                    for (e0, e1) in [(t.a, t.b), (t.b, t.c), (t.c, t.a)] {
                        let key = min(e0, e1) * (n + 3) + max(e0, e1)
                        edges[key, default: (e0, e1, 0)].2 += 1
                    }
                } else {
                    kept.append(t)
                }
            }
            for (_, edge) in edges where edge.2 == 1 { kept.append(make(edge.0, edge.1, index)) }
            triangles = kept
        }
        return triangles.filter { $0.a < n && $0.b < n && $0.c < n }.map { ($0.a, $0.b, $0.c) }
    }
}
