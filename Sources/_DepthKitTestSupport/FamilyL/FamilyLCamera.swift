import DepthKitCore
import Foundation

/// A pinhole camera held by hand: a position, a view direction, a roll, a horizontal field of view
/// and a grid; portrait captures are the landscape sensor turned ±90° (the grid's sides swapped, the
/// field of view then spanning the short side's twin).
struct FamilyLCamera: Sendable {
    var position: SceneVector
    /// Unit forward, right and down axes.
    private(set) var forward: SceneVector
    private(set) var right: SceneVector
    private(set) var down: SceneVector
    let width: Int
    let height: Int
    /// Focal length, pixels.
    let focal: Double
    /// The horizontal field of view of the written map, degrees.
    let fieldOfViewDegrees: Double

    /// A camera at `position` looking at `target`, rolled by `roll` radians, on a `width`×`height`
    /// grid whose long side spans `longSideFieldOfView` degrees (portrait when `height > width`).
    init(position: SceneVector, target: SceneVector, roll: Double, width: Int, height: Int, longSideFieldOfView: Double) {
        self.position = position
        self.width = width
        self.height = height
        let long = Double(max(width, height))
        focal = long / 2 / tan(longSideFieldOfView * .pi / 360)
        fieldOfViewDegrees = 2 * atan(Double(width) / 2 / focal) * 180 / .pi
        forward = [0, 0, -1]
        right = [1, 0, 0]
        down = [0, -1, 0]
        look(at: target, roll: roll)
    }

    /// Points the camera at `target` with `roll` radians about the view axis.
    mutating func look(at target: SceneVector, roll: Double) {
        forward = (target - position).unitByDivision
        var level = forward.cross([0, 1, 0])
        if level.length < 1e-6 { level = [1, 0, 0] }
        level = level.unitByDivision
        right = level.rotated(about: forward, by: roll)
        down = forward.cross(right).unitByDivision
    }

    /// The ray through pixel (`x`, `y`) (pixel centres at integers, principal point at the centre),
    /// scaled so that its parameter is the depth along the optical axis.
    func ray(_ x: Double, _ y: Double) -> SceneVector {
        forward + right * ((x - Double(width - 1) / 2) / focal) + down * ((y - Double(height - 1) / 2) / focal)
    }

    /// Where the world point `p` falls on the grid, and its depth; `nil` behind the camera.
    func project(_ p: SceneVector) -> (x: Double, y: Double, depth: Double)? {
        let v = p - position, depth = v.dot(forward)
        guard depth > 1e-6 else { return nil }
        return (v.dot(right) / depth * focal + Double(width - 1) / 2, v.dot(down) / depth * focal + Double(height - 1) / 2, depth)
    }

    /// This camera turned by small angles (radians) about its right and down axes, as a hand shakes.
    func shaken(pitch: Double, yaw: Double) -> Self {
        var copy = self
        copy.forward = forward.rotated(about: right, by: pitch).rotated(about: down, by: yaw).unitByDivision
        copy.right = right.rotated(about: down, by: yaw).unitByDivision
        copy.down = copy.forward.cross(copy.right).unitByDivision
        return copy
    }
}
