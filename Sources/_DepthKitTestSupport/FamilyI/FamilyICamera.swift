import Foundation
import DepthKitCore

/// A hand-held family-I camera: a pinhole at `eye` looking at a target, rolled about its optical axis
/// (±90° for a portrait capture: the map keeps the sensor's landscape grid and the world turns in it),
/// with a principal point a little off the grid's centre as real calibrations have it.
struct FamilyICamera: Sendable {
    /// Grid columns and rows.
    let width: Int
    let height: Int
    /// Pinhole intrinsics at the grid, pixels.
    let fx: Double
    let fy: Double
    let cx: Double
    let cy: Double
    /// Position (metres) and the image's right, down and forward directions in the world.
    let eye: SIMD3<Double>
    let right: SIMD3<Double>
    let down: SIMD3<Double>
    let forward: SIMD3<Double>
    /// The roll about the optical axis, degrees (about ±90 in portrait).
    let rollDegrees: Double
    /// Horizontal field of view, degrees, and the principal point's offset from the grid's centre, pixels.
    let fovDegrees: Double
    let offset: SIMD2<Double>

    /// Looks from `eye` at `target`, rolled `rollDegrees`, with a `fovDegrees` horizontal field of view
    /// and the principal point moved by `offset` (pixels).
    init(eye: SIMD3<Double>, target: SIMD3<Double>, rollDegrees: Double, width: Int, height: Int,
         fovDegrees: Double, offset: SIMD2<Double> = .zero) {
        self.width = width
        self.height = height
        fx = Double(width) / 2 / tan(fovDegrees * .pi / 360)
        fy = fx
        cx = Double(width - 1) / 2 + offset.x
        cy = Double(height - 1) / 2 + offset.y
        self.eye = eye
        let forward = (target - eye).unit
        let worldUp: SIMD3<Double> = Swift.abs(forward.y) > 0.98 ? SIMD3(0, 0, -1) : SIMD3(0, 1, 0)
        let right0 = forward.crossed(with: worldUp).unit
        let down0 = forward.crossed(with: right0)
        let roll = rollDegrees * .pi / 180
        right = right0 * cos(roll) + down0 * sin(roll)
        down = down0 * cos(roll) - right0 * sin(roll)
        self.forward = forward
        self.rollDegrees = rollDegrees
        self.fovDegrees = fovDegrees
        self.offset = offset
    }

    /// The same pose and field of view on another grid (the stereo camera's half-resolution pass).
    func resized(width: Int, height: Int) -> FamilyICamera {
        let scale = Double(width) / Double(self.width)
        return FamilyICamera(eye: eye, target: eye + forward, rollDegrees: rollDegrees, width: width, height: height,
                             fovDegrees: fovDegrees, offset: offset * scale)
    }

    /// The same camera moved to `eye`, looking at `target`.
    func moved(to eye: SIMD3<Double>, lookingAt target: SIMD3<Double>) -> FamilyICamera {
        FamilyICamera(eye: eye, target: target, rollDegrees: rollDegrees, width: width, height: height,
                      fovDegrees: fovDegrees, offset: offset)
    }

    /// The unit world direction through pixel centre (`x`, `y`).
    func ray(x: Double, y: Double) -> SIMD3<Double> {
        (forward + right * ((x - cx) / fx) + down * ((y - cy) / fy)).unit
    }

    /// `p` in camera coordinates (x right, y down, z forward, metres).
    func local(_ p: SIMD3<Double>) -> SIMD3<Double> {
        let d = p - eye
        return SIMD3(d.dotted(with: right), d.dotted(with: down), d.dotted(with: forward))
    }

    /// The intrinsics handed to the analyzer with the map.
    var intrinsics: CameraIntrinsics {
        // fx, fy > 0 and every value finite by construction.
        try! CameraIntrinsics(fx: fx, fy: fy, cx: cx, cy: cy)
    }
}
