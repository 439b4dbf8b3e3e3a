import DepthKitCore
import Foundation

/// A drawn family J scene before the camera's grid is chosen: the world, where the camera stands and
/// looks, which sensor takes it and, for the flat classes, the framing it must meet.
struct FamilyJLayout: Sendable {
    /// The scene.
    var world: FamilyJWorld
    /// The camera's position; for a framed scene, a point on its line of sight (the framing sets the
    /// distance).
    var eye: SIMD3<Double>
    /// The point the camera looks at.
    var aim: SIMD3<Double>
    /// Whether the front TrueDepth camera takes it (the rear LiDAR otherwise).
    var front = false
    /// The framing a flat class demands (nil for the real classes).
    var framing: FamilyJFraming?
    /// The camera distances from `aim` the framing may choose from, metres.
    var distances: ClosedRange<Double> = 0.1...8
    /// The drawn sizes and counts, for the details.
    var note: String

    /// The unit direction `tilt` degrees off the unit `normal`, turned `azimuth` degrees about it
    /// (azimuth 0 leans toward +y, or toward +z for a normal along y).
    static func direction(normal: SIMD3<Double>, tilt: Double, azimuth: Double) -> SIMD3<Double> {
        var a = FamilyJCamera.cross(normal, abs(normal.y) < 0.9 ? [0, 1, 0] : [0, 0, 1])
        a /= (a * a).sum().squareRoot()
        let b = FamilyJCamera.cross(a, normal), t = tilt * .pi / 180, p = azimuth * .pi / 180
        return normal * cos(t) + (b * cos(p) + a * sin(p)) * sin(t)
    }

    /// A framed layout: the camera looks at `aim` from `direction` (a unit vector from the surface toward
    /// the camera) at the distance where the rectangle `centre ± u ± v` covers a share drawn from the class's
    /// `shares` less 8 % of their span at each end.
    static func framed(
        _ world: FamilyJWorld, surface centre: SIMD3<Double>, u: SIMD3<Double>, v: SIMD3<Double>, shares: ClosedRange<Double>,
        aim: SIMD3<Double>, direction: SIMD3<Double>, distances: ClosedRange<Double>,
        front: Bool = false, note: String, _ g: inout SplitMix64
    ) -> Self {
        let margin = (shares.upperBound - shares.lowerBound) * 0.08
        let target = g.uniform((shares.lowerBound + margin)...(shares.upperBound - margin))
        return Self(
            world: world, eye: aim + direction, aim: aim, front: front,
            framing: FamilyJFraming(centre: centre, u: u, v: v, shares: shares, target: target), distances: distances, note: note)
    }
}
