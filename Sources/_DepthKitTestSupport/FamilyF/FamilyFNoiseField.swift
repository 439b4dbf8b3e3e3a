import DepthKitCore
/// A smooth random field over a pixel grid (bilinear between random values every `spacing` pixels):
/// family F's correlated depth error and its clustered holes.
struct FamilyFNoiseField: Sendable {
    private let columns: Int
    private let spacing: Double
    private let knots: [Double]

    /// Knot values drawn by `draw` (uniform for hole patterns, Gaussian for errors).
    init(width: Int, height: Int, spacing: Double, generator: inout SplitMix64, draw: (inout SplitMix64) -> Double) {
        self.spacing = max(spacing, 1)
        columns = Int(Double(width) / self.spacing) + 2
        let rows = Int(Double(height) / self.spacing) + 2
        var knots = [Double]()
        knots.reserveCapacity(columns * rows)
        for _ in 0..<(columns * rows) { knots.append(draw(&generator)) }
        self.knots = knots
    }

    /// The field's value at pixel (`x`, `y`).
    func value(x: Int, y: Int) -> Double {
        let u = Double(x) / spacing, v = Double(y) / spacing
        let i = Int(u), j = Int(v), a = u - Double(i), b = v - Double(j)
        let k = j * columns + i
        let top = knots[k] * (1 - a) + knots[k + 1] * a
        let bottom = knots[k + columns] * (1 - a) + knots[k + columns + 1] * a
        return top * (1 - b) + bottom * b
    }
}
