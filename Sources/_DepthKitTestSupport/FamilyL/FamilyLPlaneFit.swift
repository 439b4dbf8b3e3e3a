import DepthKitCore
import Foundation

/// A robust plane in inverse depth over the image (`1/z = a·x + b·y + c`, which a flat surface obeys
/// exactly under a pinhole camera), fitted to a superpixel's LiDAR returns by iteratively reweighted
/// least squares with Huber weights that drop returns beyond four times the residual scale (a second
/// bounce, a dot on another surface); one or two returns give a constant.
struct FamilyLPlaneFit: Sendable {
    let a: Double
    let b: Double
    let c: Double
    /// Root-mean-square relative depth residual of the returns.
    let relativeResidual: Double
    /// Returns used.
    let support: Int

    /// Fits `returns` (pixel x, y, depth); `nil` when there are none.
    init?(_ returns: [(x: Double, y: Double, depth: Double)]) {
        guard !returns.isEmpty else { return nil }
        support = returns.count
        let inverse = returns.map { 1 / $0.depth }
        var (a, b, c) = (0.0, 0.0, inverse.sorted()[inverse.count / 2])
        if returns.count >= 3 {
            let mx = returns.map(\.x).reduce(0, +) / Double(returns.count), my = returns.map(\.y).reduce(0, +) / Double(returns.count)
            var weights = [Double](repeating: 1, count: returns.count)
            for _ in 0..<4 {
                // Normal equations in centred coordinates.
                var m = [[Double]](repeating: [0, 0, 0], count: 3), r = [0.0, 0, 0]
                for (i, p) in returns.enumerated() {
                    let v = [p.x - mx, p.y - my, 1.0], w = weights[i]
                    for j in 0..<3 {
                        for k in 0..<3 { m[j][k] += w * v[j] * v[k] }
                        r[j] += w * v[j] * inverse[i]
                    }
                }
                guard let solution = Self.solve(m, r) else { break }
                (a, b, c) = (solution[0], solution[1], solution[2] - solution[0] * mx - solution[1] * my)
                let residuals = returns.indices.map { abs(inverse[$0] - (a * returns[$0].x + b * returns[$0].y + c)) }
                let scale = max(1.5 * residuals.sorted()[residuals.count / 2], 1e-4 * c)
                weights = residuals.map { $0 <= scale ? 1 : $0 <= 4 * scale ? scale / $0 : 0 }
            }
        }
        self.a = a
        self.b = b
        self.c = c
        let squares = returns.map { p -> Double in
            let fitted = 1 / max(a * p.x + b * p.y + c, 1e-3)
            return (fitted - p.depth) * (fitted - p.depth) / (p.depth * p.depth)
        }
        relativeResidual = (squares.reduce(0, +) / Double(squares.count)).squareRoot()
    }

    /// The fitted depth at pixel (`x`, `y`), kept within `range`.
    func depth(_ x: Double, _ y: Double, within range: ClosedRange<Double>) -> Double {
        let inverse = a * x + b * y + c
        return inverse > 0 ? min(max(1 / inverse, range.lowerBound), range.upperBound) : range.upperBound
    }

    /// Solves the 3×3 system by Cramer's rule; `nil` when singular.
    private static func solve(_ m: [[Double]], _ r: [Double]) -> [Double]? {
        func det(_ m: [[Double]]) -> Double {
            m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
                + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0])
        }
        let d = det(m)
        guard abs(d) > 1e-9 * max(1, m[2][2] * m[0][0] * m[1][1]) else { return nil }
        return (0..<3).map { column in
            var replaced = m
            for row in 0..<3 { replaced[row][column] = r[row] }
            return det(replaced) / d
        }
    }
}
