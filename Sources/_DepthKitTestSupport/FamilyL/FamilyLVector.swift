import Foundation

/// A point or direction in family L's world (metres; x right, y up, z towards the viewer).
typealias FamilyLVector = SIMD3<Double>

extension SIMD3 where Scalar == Double {
    /// The dot product.
    func dot(_ other: Self) -> Double { (self * other).sum() }
    /// The cross product.
    func cross(_ o: Self) -> Self { Self(y * o.z - z * o.y, z * o.x - x * o.z, x * o.y - y * o.x) }
    /// The length.
    var length: Double { dot(self).squareRoot() }
    /// This direction at unit length.
    var normalised: Self { self / Swift.max(length, 1e-12) }
    /// This vector turned by `angle` radians about the unit `axis` (Rodrigues).
    func rotated(about axis: Self, by angle: Double) -> Self {
        self * cos(angle) + axis.cross(self) * sin(angle) + axis * (axis.dot(self) * (1 - cos(angle)))
    }
}
