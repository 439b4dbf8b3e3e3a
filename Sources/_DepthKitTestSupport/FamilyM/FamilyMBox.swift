import Foundation
import DepthKitCore
/// An axis-aligned bounding box, tested against rays by the slab method: the coarse grid that seeds
/// family M's Newton iterations is made of these.
struct FamilyMBox: Sendable {
    /// The lowest corner, metres.
    var low: SIMD3<Double>
    /// The highest corner, metres.
    var high: SIMD3<Double>

    /// The smallest box holding `points`, grown by `margin` metres on every side.
    init(points: [SIMD3<Double>], margin: Double) {
        var low = SIMD3<Double>(repeating: .infinity), high = SIMD3<Double>(repeating: -.infinity)
        for point in points {
            low = pointwiseMin(low, point)
            high = pointwiseMax(high, point)
        }
        self.low = low - margin
        self.high = high + margin
    }

    /// The box holding both boxes.
    func union(_ other: FamilyMBox) -> FamilyMBox {
        var box = self
        box.low = pointwiseMin(low, other.low)
        box.high = pointwiseMax(high, other.high)
        return box
    }

    /// The ray parameter where the ray `origin + t·direction` (with `inverse` = 1/direction) enters the
    /// box (0 when it starts inside), or `nil` when it misses the box, or the box lies wholly behind the
    /// origin or beyond `limit`.
    func entry(_ origin: SIMD3<Double>, inverse: SIMD3<Double>, limit: Double) -> Double? {
        let a = (low - origin) * inverse, b = (high - origin) * inverse
        let near = pointwiseMin(a, b), far = pointwiseMax(a, b)
        let enter = max(near.max(), 0), leave = min(far.min(), limit)
        return enter <= leave ? enter : nil
    }

    /// The box's centre.
    var centre: SIMD3<Double> { (low + high) / 2 }
}
