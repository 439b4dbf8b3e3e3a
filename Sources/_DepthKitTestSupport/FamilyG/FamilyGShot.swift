import Foundation
import DepthKitCore

/// How the phone is held for one family G capture: the depth camera's field of view, whether the
/// photo is a portrait one (the phone turned ±90° about its optical axis, so the scene's vertical
/// runs along the landscape map's width) and the hand's small roll; and a coarse probe render, with
/// which a layout frames its subject (a screen filling 70–97 % of the view).
struct FamilyGShot: Sendable {
    /// Horizontal field of view of the landscape map, degrees.
    let fieldOfViewDegrees: Double
    /// The roll about the optical axis, radians: ±π/2 plus a few degrees for portrait, a few degrees otherwise.
    let roll: Double
    /// The phone held upright (portrait).
    var isPortrait: Bool { abs(roll) > .pi / 4 }

    /// A hand-held shot: portrait in 45 % of captures (either way round), the hand's roll within ±`tremorDegrees`.
    init(fieldOfViewDegrees: Double, generator: inout SplitMix64, portraitShare: Double = 0.45, tremorDegrees: Double = 6) {
        self.fieldOfViewDegrees = fieldOfViewDegrees
        let tremor = generator.uniform(-tremorDegrees...tremorDegrees) * .pi / 180
        roll = generator.chance(portraitShare) ? (generator.chance(0.5) ? 1.0 : -1.0) * .pi / 2 + tremor : tremor
    }

    /// The share of a 64x48 probe render of `mesh` from `pose` showing one of `parts`.
    func coverage(of parts: Set<Int>, in mesh: FamilyGMesh, from pose: FamilyGPose) -> Double {
        FamilyGRasterizer(width: 64, height: 48, fieldOfViewDegrees: fieldOfViewDegrees).render(mesh, from: pose).coverage(of: parts)
    }

    /// The value in `range` (searched by bisection) at which `parts` of `mesh` cover about `share` of the
    /// view, the camera placed by `pose(value)` (a distance, or an aim's offset from an edge); the
    /// coverage must rise or fall steadily over `range`, and an end of `range` is returned when `share`
    /// lies beyond what it reaches.
    func parameter(
        covering share: Double, of parts: Set<Int>, in mesh: FamilyGMesh, within range: ClosedRange<Double>,
        pose: (Double) -> FamilyGPose
    ) -> Double {
        var low = range.lowerBound, high = range.upperBound
        let rising = coverage(of: parts, in: mesh, from: pose(high)) > coverage(of: parts, in: mesh, from: pose(low))
        for _ in 0..<12 {
            let middle = (low + high) / 2
            if (coverage(of: parts, in: mesh, from: pose(middle)) > share) == rising { high = middle } else { low = middle }
        }
        return (low + high) / 2
    }

    /// The world point where the ray through the view position (`across`, `down`) meets the plane
    /// through `point` with normal `normal` (`across` −1…1 spans the landscape map's width, `down` −1…1
    /// its height; beyond ±1 lies outside the view), or `nil` when the ray runs away from the plane.
    func hit(
        from pose: FamilyGPose, across: Double, down: Double, plane point: SIMD3<Double>, normal: SIMD3<Double>
    ) -> SIMD3<Double>? {
        let half = tan(fieldOfViewDegrees * .pi / 360)
        let direction = pose.forward + across * half * pose.right + down * 0.75 * half * pose.down
        let along = direction.dotted(with: normal)
        guard abs(along) > 1e-9 else { return nil }
        let t = (point - pose.position).dotted(with: normal) / along
        return t > 0 ? pose.position + t * direction : nil
    }
}
