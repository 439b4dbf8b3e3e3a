import DepthKitCore
import Foundation

/// Family F's pinhole camera: a grid, focal lengths and principal point (pixel centres at integer
/// coordinates), a roll about the optical axis (±90° is a portrait capture kept in the sensor's
/// landscape grid) and a look-at pose.
struct FamilyFCamera: Sendable {
    let width: Int
    let height: Int
    let fx: Double
    let fy: Double
    let cx: Double
    let cy: Double
    /// Roll about the optical axis, degrees.
    let rollDegrees: Double
    private(set) var eye = SceneVector(0, 0, 0)
    private(set) var forward = SceneVector.north
    private(set) var right = SceneVector.east
    private(set) var up = SceneVector.up

    init(width: Int, height: Int, horizontalFieldOfViewDegrees: Double, principalShift: (Double, Double), rollDegrees: Double) {
        self.width = width
        self.height = height
        fx = Double(width) / 2 / tan(horizontalFieldOfViewDegrees * .pi / 360)
        fy = fx
        cx = Double(width - 1) / 2 + principalShift.0 * Double(width)
        cy = Double(height - 1) / 2 + principalShift.1 * Double(height)
        self.rollDegrees = rollDegrees
    }

    /// The phone was held upright (the map's columns run across the world's horizontal).
    var isPortrait: Bool { abs(rollDegrees) > 45 }

    /// tan of half the view across the world's horizontal and vertical (as the photographer sees it).
    var halfTangents: (horizontal: Double, vertical: Double) {
        let across = Double(width) / 2 / fx, down = Double(height) / 2 / fy
        return isPortrait ? (down, across) : (across, down)
    }

    /// The intrinsics the map was rendered with.
    var intrinsics: CameraIntrinsics {
        // Positive focal lengths and finite values by construction.
        try! CameraIntrinsics(fx: fx, fy: fy, cx: cx, cy: cy)
    }

    /// Places the camera at `eye` looking at `target`, then rolls it.
    mutating func look(from eye: SceneVector, at target: SceneVector) {
        let f = (target - eye).normalized
        let helper = abs(f.z) > 0.98 ? SceneVector.north : SceneVector.up
        let r = f.cross(helper).normalized, u = r.cross(f)
        let roll = rollDegrees * .pi / 180
        self.eye = eye
        forward = f
        right = r * cos(roll) + u * sin(roll)
        up = u * cos(roll) - r * sin(roll)
    }

    /// The ray through pixel (`x`, `y`), scaled so that its component along the optical axis is 1 (a
    /// hit's ray parameter is its depth).
    func direction(x: Double, y: Double) -> SceneVector {
        forward + right * ((x - cx) / fx) - up * ((y - cy) / fy)
    }
}
