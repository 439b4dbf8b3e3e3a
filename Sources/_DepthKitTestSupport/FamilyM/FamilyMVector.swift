import Foundation
import DepthKitCore
/// The small vector algebra family M's geometry and sensors share (metres, right-handed, y up).
enum FamilyMVector {
    /// The dot product.
    static func dot(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double { (a * b).sum() }

    /// The cross product.
    static func cross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
    }

    /// `a` scaled to length 1 (`a` itself when it has no length).
    static func unit(_ a: SIMD3<Double>) -> SIMD3<Double> {
        let length = dot(a, a).squareRoot()
        return length > 0 ? a / length : a
    }

    /// `a` rotated by `angle` radians about the vertical axis.
    static func yawed(_ a: SIMD3<Double>, _ angle: Double) -> SIMD3<Double> {
        SIMD3(a.x * cos(angle) + a.z * sin(angle), a.y, -a.x * sin(angle) + a.z * cos(angle))
    }
}
