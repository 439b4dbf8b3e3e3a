import Foundation
import DepthKitCore

/// A pinhole camera held by hand: position, heading, pitch and roll (a portrait capture is a roll of
/// ±90° on top of the hand's tilt), over the sensor's landscape pixel grid.
struct FamilyMCamera: Sendable {
    /// The sensor grid, pixels (always landscape: the sensor turns with the phone).
    var width: Int
    var height: Int
    /// The horizontal field of view across `width`, degrees.
    var horizontalFieldOfViewDegrees: Double
    /// Where the camera is, metres.
    var position: SIMD3<Double>
    /// Heading about the vertical, radians (0 looks along +z).
    var yaw: Double = 0
    /// Up (+) or down (−) from the horizontal, radians.
    var pitch: Double = 0
    /// About the optical axis, radians (±π/2 for a portrait capture).
    var roll: Double = 0

    /// The focal length in pixels.
    var focal: Double { Double(width) / 2 / tan(horizontalFieldOfViewDegrees * .pi / 360) }

    /// The optical axis.
    var forward: SIMD3<Double> { SIMD3(sin(yaw) * cos(pitch), sin(pitch), cos(yaw) * cos(pitch)) }

    /// The image's right and down directions in the world.
    var axes: (right: SIMD3<Double>, down: SIMD3<Double>) {
        let f = forward
        let right = FamilyMVector.unit(FamilyMVector.cross(SIMD3(0, 1, 0), f))
        let up = FamilyMVector.cross(f, right)
        let r = cos(roll) * right + sin(roll) * up, u = cos(roll) * up - sin(roll) * right
        return (r, -u)
    }

    /// The unit ray through the sensor point `(x, y)` (pixel units, centres at +0.5).
    func ray(x: Double, y: Double) -> SIMD3<Double> {
        let (right, down) = axes
        let f = focal
        return FamilyMVector.unit(forward + (x - Double(width) / 2) / f * right + (y - Double(height) / 2) / f * down)
    }

    /// The depth ARKit reports for a hit `distance` metres along `ray`: along the optical axis.
    func depth(distance: Double, ray: SIMD3<Double>) -> Double { distance * FamilyMVector.dot(ray, forward) }

    /// The share of a `columns`×`rows` sample of the frame whose first hit satisfies `predicate`
    /// (`nil`: nothing within 200 m).
    func share(of world: FamilyMWorld, columns: Int = 40, rows: Int = 30, where predicate: ((distance: Double, surface: FamilyMSurface)?) -> Bool) -> Double {
        var count = 0
        for row in 0..<rows {
            for column in 0..<columns {
                let ray = ray(x: (Double(column) + 0.5) * Double(width) / Double(columns), y: (Double(row) + 0.5) * Double(height) / Double(rows))
                if predicate(world.nearest(position, ray, skip: { $0.material == .glass }).map { ($0.distance * FamilyMVector.dot(ray, forward), $0.surface) }) { count += 1 }
            }
        }
        return Double(count) / Double(columns * rows)
    }
}
