import Foundation

/// Where a family G camera is and where it points: its position and its axes in world coordinates
/// (x east, y up, z north), the camera's own axes being x right, y down, z forward as in
/// `CameraIntrinsics`. Depth is the z coordinate in the camera's frame, what a depth sensor stores.
struct FamilyGPose: Sendable {
    /// The optical centre, metres.
    let position: SIMD3<Double>
    /// The optical axis (unit).
    let forward: SIMD3<Double>
    /// The image's x direction (unit).
    let right: SIMD3<Double>
    /// The image's y direction (unit).
    let down: SIMD3<Double>
    /// The roll about the optical axis, radians (±π/2 and near it: a portrait capture in the landscape map).
    let roll: Double

    /// A camera at `position` turned `yaw` radians from north towards east, tilted `pitch` radians up
    /// (negative: down) and rolled `roll` radians about its optical axis.
    init(position: SIMD3<Double>, yaw: Double, pitch: Double, roll: Double) {
        let forward = SIMD3(cos(pitch) * sin(yaw), sin(pitch), cos(pitch) * cos(yaw))
        let level = SIMD3(cos(yaw), 0, -sin(yaw))
        let levelDown = level.crossed(with: forward)
        self.position = position
        self.forward = forward
        self.right = cos(roll) * level + sin(roll) * levelDown
        self.down = -sin(roll) * level + cos(roll) * levelDown
        self.roll = roll
    }

    /// A camera at `position` aimed at `target`, rolled `roll` radians.
    init(position: SIMD3<Double>, lookingAt target: SIMD3<Double>, roll: Double) {
        let direction = (target - position).unit
        self.init(position: position, yaw: atan2(direction.x, direction.z), pitch: asin(max(-1, min(1, direction.y))), roll: roll)
    }

    /// `point` in the camera's frame (x right, y down, z forward), metres.
    func cameraCoordinates(of point: SIMD3<Double>) -> SIMD3<Double> {
        let offset = point - position
        return SIMD3(offset.dotted(with: right), offset.dotted(with: down), offset.dotted(with: forward))
    }
}
