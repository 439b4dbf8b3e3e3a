import Foundation

/// A rigid frame of family N's scenes: a point and three orthonormal axes in camera coordinates, so that a
/// surface can be placed at a distance and turned by a tilt about any axis.
struct FamilyNFrame: Sendable {
    var centre: SceneVector
    var right: SceneVector
    var down: SceneVector
    var normal: SceneVector

    /// A frame at `distance` on the optical axis, its normal tilted by `tilt` radians about an axis in the
    /// image plane at `azimuth` radians (0: about the vertical axis).
    static func facing(distance: Double, tilt: Double, azimuth: Double) -> Self {
        let axis = SceneVector(sin(azimuth), cos(azimuth), 0)
        func rotate(_ p: SceneVector) -> SceneVector {
            // Rodrigues' rotation of `p` about the unit `axis` by `tilt`.
            p * cos(tilt) + axis.cross(p) * sin(tilt) + axis * (axis.dot(p) * (1 - cos(tilt)))
        }
        return Self(centre: SceneVector(0, 0, distance), right: rotate(SceneVector(1, 0, 0)),
                    down: rotate(SceneVector(0, 1, 0)), normal: rotate(SceneVector(0, 0, 1)))
    }

    /// The point `a` right, `b` down and `c` along the normal (towards the far side) from the centre.
    func point(_ a: Double, _ b: Double, _ c: Double = 0) -> SceneVector { centre + right * a + down * b + normal * c }

    /// A rectangle `width` by `height` centred `a` right and `b` down, lifted `-c` towards the camera.
    func rectangle(_ a: Double, _ b: Double, width: Double, height: Double, c: Double = 0, label: Bool = false, glossy: Bool = false) -> FamilyNQuad {
        FamilyNQuad(origin: point(a - width / 2, b - height / 2, c), u: right * width, v: down * height, label: label, glossy: glossy)
    }

    /// A box on the surface, `width` by `height`, standing `depth` towards the camera.
    func box(_ a: Double, _ b: Double, width: Double, height: Double, depth: Double) -> [FamilyNQuad] {
        FamilyNQuad.box(point(a - width / 2, b - height / 2, 0), right * width, down * height, normal * -depth)
    }
}
