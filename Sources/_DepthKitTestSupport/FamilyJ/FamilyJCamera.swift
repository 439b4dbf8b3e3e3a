import DepthKitCore
import Foundation

/// A family J pinhole camera: its grid, field of view and pose. Image x runs along `right`, image y
/// along `down`, and depth is the distance along `forward` (ARKit's and AVDepthData's convention),
/// with square pixels and the principal point at the grid's centre, as `CameraIntrinsics(width:height:
/// horizontalFieldOfViewDegrees:)` has it.
struct FamilyJCamera: Sendable {
    /// Columns.
    var width: Int
    /// Rows.
    var height: Int
    /// Horizontal field of view, degrees.
    var horizontalFieldOfViewDegrees: Double
    /// The optical centre, world metres.
    var position: SIMD3<Double> = .zero
    /// Unit vector along image x.
    var right: SIMD3<Double> = [1, 0, 0]
    /// Unit vector along image y.
    var down: SIMD3<Double> = [0, -1, 0]
    /// Unit optical axis.
    var forward: SIMD3<Double> = [0, 0, 1]
    /// Roll about the optical axis, degrees (±90: portrait).
    var rollDegrees = 0.0

    /// Focal length, pixels.
    var focal: Double { Double(width) / 2 / tan(horizontalFieldOfViewDegrees * .pi / 360) }
    /// Principal point x, pixels.
    var cx: Double { Double(width - 1) / 2 }
    /// Principal point y, pixels.
    var cy: Double { Double(height - 1) / 2 }

    /// Places the camera at `position` looking at `target` (world up is +y), then rolls it by
    /// `rollDegrees` about its axis (±90: a portrait capture).
    mutating func aim(from position: SIMD3<Double>, at target: SIMD3<Double>, rollDegrees: Double) {
        self.position = position
        self.rollDegrees = rollDegrees
        let axis = target - position
        forward = axis / max((axis * axis).sum().squareRoot(), 1e-9)
        var side = Self.cross([0, 1, 0], forward)
        if (side * side).sum() < 1e-8 { side = Self.cross([0, 0, 1], forward) }
        let r = side / (side * side).sum().squareRoot(), d = Self.cross(r, forward)
        let angle = rollDegrees * .pi / 180
        right = r * cos(angle) + d * sin(angle)
        down = d * cos(angle) - r * sin(angle)
    }

    /// `point` in camera coordinates: x along image x, y along image y, z the depth.
    func local(_ point: SIMD3<Double>) -> SIMD3<Double> {
        let p = point - position
        return [(p * right).sum(), (p * down).sum(), (p * forward).sum()]
    }

    /// A world direction in camera coordinates.
    func localDirection(_ vector: SIMD3<Double>) -> SIMD3<Double> {
        [(vector * right).sum(), (vector * down).sum(), (vector * forward).sum()]
    }

    /// The world direction through pixel (`x`, `y`), scaled so that its depth component is 1.
    func ray(x: Double, y: Double) -> SIMD3<Double> {
        forward + right * ((x - cx) / focal) + down * ((y - cy) / focal)
    }

    /// `a × b`.
    static func cross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
        [a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x]
    }
}
