import Foundation

/// The small vector algebra family G's meshes and cameras need, on `SIMD3<Double>` (metres).
extension SIMD3 where Scalar == Double {
    /// The dot product.
    func dotted(with other: Self) -> Double { x * other.x + y * other.y + z * other.z }

    /// The cross product `self × other`.
    func crossed(with other: Self) -> Self {
        Self(y * other.z - z * other.y, z * other.x - x * other.z, x * other.y - y * other.x)
    }

    /// The Euclidean length.
    var norm: Double { dotted(with: self).squareRoot() }

    /// This vector scaled to length 1 (itself when it is zero).
    var unit: Self {
        let length = norm
        return length > 0 ? self / length : self
    }

    /// This vector turned by `radians` about the world's vertical axis (y), counter-clockwise seen from above.
    func turnedAboutVertical(_ radians: Double) -> Self {
        Self(x * cos(radians) + z * sin(radians), y, -x * sin(radians) + z * cos(radians))
    }
}
