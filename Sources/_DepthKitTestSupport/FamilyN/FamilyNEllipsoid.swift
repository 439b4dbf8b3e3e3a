/// A rounded body of family N's scenes (a head, a torso, an animal), matte and never labelled: an ellipsoid
/// with centre `centre` and semi-axes `radii` along the camera's x, y and z, in metres. People and animals
/// are curved: their depth falls off towards their outline, as no polygon's does.
struct FamilyNEllipsoid: Sendable {
    var centre: SceneVector
    var radii: SceneVector

    /// The nearer root of |(t·direction − centre) / radii|² = 1, if it lies in front of the camera.
    func hit(_ direction: SceneVector) -> Double? {
        let d = SceneVector(direction.x / radii.x, direction.y / radii.y, direction.z / radii.z)
        let c = SceneVector(centre.x / radii.x, centre.y / radii.y, centre.z / radii.z)
        let a = d.dot(d), b = d.dot(c), k = c.dot(c) - 1
        let discriminant = b * b - a * k
        guard discriminant >= 0 else { return nil }
        let t = (b - discriminant.squareRoot()) / a
        return t > 1e-4 ? t : nil
    }
}
