/// A flat, parallelogram-shaped polygon of family N's polygon soup, in camera coordinates (x right, y down,
/// z forward, metres): the corner `origin` and the two edges `u` and `v`; `label` marks the surface a flat
/// class is about, `glossy` a screen or glass a LiDAR loses returns on.
struct FamilyNQuad: Sendable {
    var origin: SceneVector
    var u: SceneVector
    var v: SceneVector
    var label = false
    var glossy = false

    /// The ray parameter where `t·direction` (from the camera centre) crosses the polygon, if it does in front.
    func hit(_ direction: SceneVector) -> Double? {
        let normal = u.cross(v)
        let denominator = direction.dot(normal)
        guard abs(denominator) > 1e-12 else { return nil }
        let t = origin.dot(normal) / denominator
        guard t > 1e-4 else { return nil }
        let p = direction * t - origin
        let a = p.dot(u) / u.dot(u), b = p.dot(v) / v.dot(v)
        return (0...1).contains(a) && (0...1).contains(b) ? t : nil
    }

    /// The six faces of a box with corner `origin` and orthogonal edges `u`, `v`, `w`.
    static func box(_ origin: SceneVector, _ u: SceneVector, _ v: SceneVector, _ w: SceneVector, label: Bool = false) -> [Self] {
        [Self(origin: origin, u: u, v: v, label: label), Self(origin: origin + w, u: u, v: v, label: label),
         Self(origin: origin, u: u, v: w, label: label), Self(origin: origin + v, u: u, v: w, label: label),
         Self(origin: origin, u: v, v: w, label: label), Self(origin: origin + u, u: v, v: w, label: label)]
    }

    /// An axis-aligned box with corner (`x`, `y`, `z`) and extents `width`, `height`, `depth`.
    static func block(_ x: Double, _ y: Double, _ z: Double, _ width: Double, _ height: Double, _ depth: Double) -> [Self] {
        let corner = SceneVector(x, y, z)
        return box(corner, SceneVector(width, 0, 0), SceneVector(0, height, 0), SceneVector(0, 0, depth))
    }

    /// An axis-aligned rectangle with corner (`x`, `y`, `z`) and edges `u`, `v`.
    static func sheet(_ x: Double, _ y: Double, _ z: Double, u: (Double, Double, Double), v: (Double, Double, Double)) -> Self {
        let corner = SceneVector(x, y, z)
        return Self(origin: corner, u: SceneVector(u.0, u.1, u.2), v: SceneVector(v.0, v.1, v.2))
    }

    /// This polygon moved by `offset`.
    func moved(_ offset: SceneVector) -> Self {
        var moved = self
        moved.origin = origin + offset
        return moved
    }

    /// This polygon, labelled.
    var labelled: Self {
        var labelled = self
        labelled.label = true
        return labelled
    }
}
