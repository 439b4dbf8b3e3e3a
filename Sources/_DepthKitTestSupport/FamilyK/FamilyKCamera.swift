import Foundation

/// A hand-held pinhole camera: where the phone is, where it looks, its roll (±90° for portrait
/// captures, whose depth map is still written on the sensor's landscape grid) and its horizontal field
/// of view across the sensor's long side.
struct FamilyKCamera: Sendable {
    /// The optical centre, metres.
    var position: FamilyKVector
    /// Heading of the optical axis, degrees clockwise from +z seen from above.
    var yawDegrees: Double
    /// Tilt of the optical axis below the horizon, degrees (positive looks down).
    var pitchDegrees: Double
    /// Rotation about the optical axis, degrees (±90: portrait).
    var rollDegrees: Double
    /// Field of view across the grid's width, degrees.
    var horizontalFieldOfViewDegrees: Double

    /// A camera at `position` looking at `target`.
    init(at position: FamilyKVector, lookingAt target: FamilyKVector, rollDegrees: Double, horizontalFieldOfViewDegrees: Double) {
        let d = FamilyKMath.normalized(target - position)
        self.position = position
        yawDegrees = atan2(d.x, d.z) * 180 / .pi
        pitchDegrees = -asin(max(-1, min(1, d.y))) * 180 / .pi
        self.rollDegrees = rollDegrees
        self.horizontalFieldOfViewDegrees = horizontalFieldOfViewDegrees
    }

    /// Whether the phone is held in portrait (roll within 45° of ±90°).
    var isPortrait: Bool { abs(abs(rollDegrees) - 90) < 45 }

    /// The unit optical axis.
    var forward: FamilyKVector {
        let yaw = yawDegrees * .pi / 180, pitch = pitchDegrees * .pi / 180
        return FamilyKVector(sin(yaw) * cos(pitch), -sin(pitch), cos(yaw) * cos(pitch))
    }

    /// The ray through the continuous pixel position (`x`, `y`) of a `width`×`height` grid; its direction
    /// has a unit component along the optical axis, so the hit's `t` is its depth.
    func ray(x: Double, y: Double, width: Int, height: Int) -> FamilyKRay {
        let f = forward, yaw = yawDegrees * .pi / 180, roll = rollDegrees * .pi / 180
        let right0 = FamilyKVector(cos(yaw), 0, -sin(yaw)), up0 = FamilyKMath.cross(f, right0)
        let right = cos(roll) * right0 + sin(roll) * up0, up = -sin(roll) * right0 + cos(roll) * up0
        let focal = Double(width) / 2 / tan(horizontalFieldOfViewDegrees * .pi / 360)
        let u = (x - Double(width) / 2) / focal, v = (y - Double(height) / 2) / focal
        return FamilyKRay(origin: position, direction: f + u * right - v * up)
    }
}
