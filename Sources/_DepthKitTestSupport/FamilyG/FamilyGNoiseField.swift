import DepthKitCore

/// A smooth random field in 0…1 over a pixel grid (value noise: uniform draws on a coarse lattice,
/// bilinearly interpolated), so that the sensor's holes come in patches and its bias wanders slowly.
struct FamilyGNoiseField: Sendable {
    private let lattice: [Double]
    private let columns: Int
    private let cell: Double

    /// A field whose lattice cells are `cellPixels` wide, covering `width`×`height` pixels.
    init(width: Int, height: Int, cellPixels: Double, generator: inout SplitMix64) {
        cell = max(1, cellPixels)
        columns = Int(Double(width) / cell) + 2
        let rows = Int(Double(height) / cell) + 2
        lattice = (0..<(columns * rows)).map { _ in generator.uniform(0...1) }
    }

    /// The field's value at pixel (`x`, `y`).
    func value(x: Int, y: Int) -> Double {
        let fx = Double(x) / cell, fy = Double(y) / cell
        let x0 = Int(fx), y0 = Int(fy), tx = fx - Double(x0), ty = fy - Double(y0)
        func at(_ i: Int, _ j: Int) -> Double { lattice[j * columns + i] }
        let top = at(x0, y0) * (1 - tx) + at(x0 + 1, y0) * tx
        let bottom = at(x0, y0 + 1) * (1 - tx) + at(x0 + 1, y0 + 1) * tx
        return top * (1 - ty) + bottom * ty
    }
}
