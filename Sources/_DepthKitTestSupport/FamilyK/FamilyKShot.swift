import DepthKitCore
import Foundation

/// The hand-held camera's draws shared by every layout: field of view, roll (portrait in a quarter of
/// the captures) and a helper to aim the phone at a point from a distance and an angle.
struct FamilyKShot: Sendable {
    /// Field of view across the grid's width, degrees.
    var fieldOfView: Double
    /// Roll about the optical axis, degrees (±90 ± a few: portrait).
    var roll: Double

    /// Draws a shot; `portrait` forces the orientation.
    static func random(_ g: inout SplitMix64, portrait: Bool? = nil) -> FamilyKShot {
        let turned = portrait ?? g.chance(0.25)
        let tremor = g.nextGaussian() * 3
        return FamilyKShot(fieldOfView: g.uniform(57...68), roll: turned ? (g.chance(0.5) ? 90 : -90) + tremor : tremor)
    }

    /// A camera `distance` from `target`, off the surface normal `normal` by `yawOff` degrees sideways and
    /// `pitchOff` degrees up (both measured about the world's vertical and the normal's horizontal).
    func aim(at target: FamilyKVector, normal: FamilyKVector, distance: Double, yawOff: Double, pitchOff: Double) -> FamilyKCamera {
        let n = FamilyKMath.normalized(normal)
        let side = abs(n.y) > 0.9 ? FamilyKVector(1, 0, 0) : FamilyKMath.normalized(FamilyKMath.cross(FamilyKVector(0, 1, 0), n))
        let lift = FamilyKMath.cross(n, side)
        let a = yawOff * .pi / 180, b = pitchOff * .pi / 180
        let direction = cos(b) * (cos(a) * n + sin(a) * side) + sin(b) * lift
        return FamilyKCamera(at: target + direction * distance, lookingAt: target, rollDegrees: roll, horizontalFieldOfViewDegrees: fieldOfView)
    }

    /// A camera at `position` looking at `target`.
    func look(from position: FamilyKVector, at target: FamilyKVector) -> FamilyKCamera {
        FamilyKCamera(at: position, lookingAt: target, rollDegrees: roll, horizontalFieldOfViewDegrees: fieldOfView)
    }
}
