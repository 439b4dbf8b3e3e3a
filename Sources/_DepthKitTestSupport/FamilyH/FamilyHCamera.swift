import Foundation

/// A hand-held phone camera of family H: a pinhole at `eye` whose axes are the image's right, the
/// image's down and the optical axis, on a landscape sensor grid. Held upright (portrait), the scene
/// appears turned by 90° in the landscape map.
struct FamilyHCamera: Sendable {
    /// Columns of the sensor grid.
    let width: Int
    /// Rows of the sensor grid.
    let height: Int
    /// The grid's horizontal field of view, degrees.
    let horizontalFieldOfViewDegrees: Double
    /// The centre of projection (world, metres).
    let eye: SIMD3<Double>
    /// x: the image's right, y: the image's down, z: the optical axis (world).
    let axes: FamilyHRotation
    /// Whether the phone was held upright.
    let portrait: Bool
    /// The turn about the optical axis, radians (a quarter turn included when `portrait`).
    let roll: Double

    /// The focal length in pixels.
    var focal: Double { Double(width) / 2 / tan(horizontalFieldOfViewDegrees * .pi / 360) }

    /// A camera at `eye` looking at `target`, turned by `roll` radians about its optical axis (plus a
    /// quarter turn when `portrait`).
    static func aimed(
        eye: SIMD3<Double>, target: SIMD3<Double>, roll: Double, portrait: Bool,
        width: Int, height: Int, horizontalFieldOfViewDegrees: Double
    ) -> FamilyHCamera {
        let forward = FamilyHGeometry.normalized(target - eye)
        let level = FamilyHRotation.facing(forward)
        // `facing` gives x = up × forward (the image's right) and y = up: the image's down is −y.
        let right = level.x, down = -level.y
        let c = cos(roll), s = sin(roll)
        let axes = FamilyHRotation(x: right * c + down * s, y: down * c - right * s, z: forward)
        return FamilyHCamera(
            width: width, height: height, horizontalFieldOfViewDegrees: horizontalFieldOfViewDegrees,
            eye: eye, axes: axes, portrait: portrait, roll: roll)
    }

    /// The same camera turned to look at `target`.
    func aimed(at target: SIMD3<Double>) -> FamilyHCamera {
        Self.aimed(eye: eye, target: target, roll: roll, portrait: portrait, width: width, height: height,
                   horizontalFieldOfViewDegrees: horizontalFieldOfViewDegrees)
    }

    /// The same camera on a `width`×`height` grid with the same field of view.
    func resampled(width: Int, height: Int) -> FamilyHCamera {
        FamilyHCamera(width: width, height: height, horizontalFieldOfViewDegrees: horizontalFieldOfViewDegrees,
                      eye: eye, axes: axes, portrait: portrait, roll: roll)
    }

    /// The same camera moved to `eye`.
    func moved(to eye: SIMD3<Double>) -> FamilyHCamera {
        FamilyHCamera(width: width, height: height, horizontalFieldOfViewDegrees: horizontalFieldOfViewDegrees,
                      eye: eye, axes: axes, portrait: portrait, roll: roll)
    }

    /// The unit ray through image point (`u`, `v`) (pixel centres at integers) in world coordinates, and
    /// the cosine between it and the optical axis (depth = range × that cosine).
    func ray(u: Double, v: Double) -> (direction: SIMD3<Double>, axial: Double) {
        let f = focal
        let local = SIMD3((u - Double(width - 1) / 2) / f, (v - Double(height - 1) / 2) / f, 1)
        let length = FamilyHGeometry.length(local)
        return (axes.toWorld(local / length), 1 / length)
    }
}
