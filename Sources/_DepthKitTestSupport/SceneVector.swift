/// A point or direction in a generated scene's world, in metres: the vector algebra the scene families share.
///
/// Each family fixes its own axes (the tuning generator: x right, y down, z forward; family F: x east, y north,
/// z up; family L: x right, y up, z towards the viewer) and adds what its geometry needs in its own extension.
struct SceneVector: Sendable, Equatable {
    var x: Double
    var y: Double
    var z: Double

    init(_ x: Double, _ y: Double, _ z: Double) {
        self.x = x
        self.y = y
        self.z = z
    }

    static func + (a: Self, b: Self) -> Self { Self(a.x + b.x, a.y + b.y, a.z + b.z) }
    static func - (a: Self, b: Self) -> Self { Self(a.x - b.x, a.y - b.y, a.z - b.z) }
    static prefix func - (a: Self) -> Self { Self(-a.x, -a.y, -a.z) }
    static func * (a: Self, s: Double) -> Self { Self(a.x * s, a.y * s, a.z * s) }

    /// The dot product.
    func dot(_ o: Self) -> Double { x * o.x + y * o.y + z * o.z }
    /// The cross product `self × o`.
    func cross(_ o: Self) -> Self { Self(y * o.z - z * o.y, z * o.x - x * o.z, x * o.y - y * o.x) }
    /// The Euclidean length.
    var length: Double { dot(self).squareRoot() }
    /// This direction at unit length: scaled by the reciprocal of its length (never of less than 1e-12).
    var normalized: Self { self * (1 / max(length, 1e-12)) }
}
